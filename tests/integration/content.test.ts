// Content seed and content API on each database (SQLite always, PostgreSQL with TEST_DATABASE_URL).
import fs from 'node:fs'
import path from 'node:path'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { getHub, listHubs } from '~/content/hubs.server'
import { listArticles } from '~/content/articles.server'
import { loader as articleLoader } from '~/routes/api/article'
import { loader as articlesLoader } from '~/routes/api/articles'
import { loader as comparisonLoader } from '~/routes/api/comparison'
import { loader as comparisonsLoader } from '~/routes/api/comparisons'
import { loader as hubLoader, action as hubAction } from '~/routes/api/hub'
import { loader as hubsLoader } from '~/routes/api/hubs'
import { loader as stateGuideLoader } from '~/routes/api/state-guide'
import { loader as stateGuidesLoader } from '~/routes/api/state-guides'
import { loader as towingGuideLoader } from '~/routes/api/towing-guide'
import { loader as towingGuidesLoader } from '~/routes/api/towing-guides'
import { seed, seedContent } from '~/seed/seed.server'
import { articleFrontmatter, writeContentFile, writeContentFixtures } from '../setup/content-fixtures'
import { DATABASE_KINDS, type TestDatabase, createTestDatabase } from '../setup/databases'
import { fixtureRow, tempDir, writeVehicleCsv } from '../setup/vehicle-fixtures'

function fixturePaths() {
	const dir = tempDir()
	writeVehicleCsv(path.join(dir, 'vehicles'), 'ford.csv', [fixtureRow({ id: 10001 })])
	writeContentFixtures(path.join(dir, 'content'))
	return { vehiclesDir: path.join(dir, 'vehicles'), contentDir: path.join(dir, 'content') }
}

const CONTENT_TABLES = [
	'articles',
	'comparisons',
	'stateGuides',
	'stateFacts',
	'hubs',
	'hubSpokes',
	'towingGuides',
	'staticGuides',
	'reviews',
	'tipGroups',
	'tips',
	'pages',
] as const

async function snapshot(t: TestDatabase) {
	const out: Record<string, unknown[]> = {}
	for (const table of CONTENT_TABLES) {
		out[table] = await t.db.selectFrom(table).selectAll().execute()
	}
	for (const rows of Object.values(out))
		(rows as Array<Record<string, unknown>>).sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)))
	return out
}

describe.each(DATABASE_KINDS)('content seed on %s', (kind) => {
	let t: TestDatabase | undefined
	afterEach(async () => {
		await t?.cleanup()
		t = undefined
	})

	it('seeds every kind, skips an unchanged tree, and a forced re-run changes nothing', async () => {
		t = await createTestDatabase(kind)
		const paths = fixturePaths()
		const first = await seed(t.db, paths)
		// The state-law step runs too (skipped: the fixtures hold no state-law records).
		expect(first.map((r) => r.name)).toEqual(['vehicles', 'content', 'state-laws'])
		expect(first[1]).toMatchObject({ skipped: false, upserted: 12, deleted: 0 })
		const before = await snapshot(t)
		expect(before.articles).toHaveLength(3)
		expect(before.hubSpokes).toHaveLength(3)
		expect(before.tips).toHaveLength(2)
		expect(before.stateFacts).toEqual([
			expect.objectContaining({ stateCode: 'TX', maxWeightWithoutCdl: 26000, brakesRequiredOverLb: 4500, maxWidthIn: 102 }),
		])

		expect((await seed(t.db, paths))[1]).toMatchObject({ skipped: true })
		expect((await seedContent(t.db, paths, { force: true })).skipped).toBe(false)
		expect(await snapshot(t)).toEqual(before)
	})

	it('brings the tables up to changed files: updates in place keep ids, removed files are deleted', async () => {
		t = await createTestDatabase(kind)
		const paths = fixturePaths()
		await seed(t.db, paths)
		const idOf = async (slug: string) =>
			(await t!.db.selectFrom('articles').select('id').where('slug', '=', slug).executeTakeFirstOrThrow()).id
		const firstId = await idOf('first-article')
		fs.rmSync(path.join(paths.contentDir, 'articles', 'second-article.md'))
		writeContentFile(
			paths.contentDir,
			'articles',
			'first-article',
			articleFrontmatter({ title: '"Renamed fixture article"', featured: 'true' }),
			'New body.',
		)
		const report = await seedContent(t.db, paths)
		expect(report).toMatchObject({ skipped: false, deleted: 1 })
		expect(await idOf('first-article')).toBe(firstId)
		const rows = await t.db.selectFrom('articles').select(['slug', 'title', 'content']).where('kind', '=', 'article').execute()
		expect(rows).toEqual([{ slug: 'first-article', title: 'Renamed fixture article', content: '<p>New body.</p>' }])
		const hub = await getHub(t.db, 'fixture-hub', { spokes: true })
		expect(hub?.spokes?.[0]).toMatchObject({ contentType: 'article', contentId: firstId, content: { title: 'Renamed fixture article' } })
	})

	it('refuses a broken file, naming file and field, and leaves the database as it was', async () => {
		t = await createTestDatabase(kind)
		const paths = fixturePaths()
		await seed(t.db, paths)
		const before = await snapshot(t)
		writeContentFile(
			paths.contentDir,
			'comparisons',
			'broken',
			'title: "Broken comparison"\ndescription: "x"\npublishedAt: 2025-01-01\nkeywords: [x]\nvehicles: []',
			'Body.',
		)
		await expect(seedContent(t.db, paths)).rejects.toThrow(
			/^comparisons\/broken\.md: description: must be at least 50 characters; vehicles: a comparison names at least two vehicles$/,
		)
		expect(await snapshot(t)).toEqual(before)
	})
})

const api = (url: string, params: Record<string, string> = {}, db?: TestDatabase) =>
	({ request: new Request(`http://localhost${url}`), params, context: { db: db!.db, requestId: 'test' } }) as never

describe.each(DATABASE_KINDS)('content API on %s (the repository content)', (kind) => {
	let t: TestDatabase
	beforeAll(async () => {
		t = await createTestDatabase(kind)
		await seedContent(t.db, { vehiclesDir: '', contentDir: path.resolve('content') })
	})
	afterAll(async () => {
		await t?.cleanup()
	})
	const call = async (loader: (args: never) => Promise<Response>, url: string, params: Record<string, string> = {}) => {
		const res = await loader(api(url, params, t))
		return { status: res.status, type: res.headers.get('content-type'), body: await res.json() }
	}

	it('GET /api/hubs?featured=true lists featured hub summaries', async () => {
		const { status, body } = await call(hubsLoader, '/api/hubs?featured=true')
		expect(status).toBe(200)
		expect(body.length).toBeGreaterThan(0)
		for (const hub of body) {
			expect(hub).toEqual({
				id: expect.any(Number),
				slug: expect.any(String),
				title: expect.any(String),
				description: expect.any(String),
				featured: true,
				publishedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
				updatedAt: expect.any(String),
			})
		}
		expect(body).toEqual(await listHubs(t.db, { featured: true }))
	})

	it('GET /api/hubs/:slug?spokes=true gives the hub with its spokes', async () => {
		const { status, body } = await call(hubLoader, '/api/hubs/boat-towing-guide?spokes=true', { slug: 'boat-towing-guide' })
		expect(status).toBe(200)
		expect(body).toMatchObject({
			slug: 'boat-towing-guide',
			content: expect.any(String),
			contentHtml: expect.stringContaining('<p>'),
			metaKeywords: expect.any(String),
		})
		expect(body.spokes.length).toBeGreaterThanOrEqual(3)
		for (const spoke of body.spokes) {
			expect(['article', 'comparison', 'state_guide']).toContain(spoke.contentType)
			expect(spoke).toMatchObject({
				contentId: expect.any(Number),
				content: { title: expect.any(String), description: expect.any(String), slug: expect.any(String) },
			})
		}
		const without = await call(hubLoader, '/api/hubs/boat-towing-guide', { slug: 'boat-towing-guide' })
		expect(without.body.spokes).toBeUndefined()
	})

	it('GET /api/articles filters by featured and categoryId', async () => {
		const all = await call(articlesLoader, '/api/articles')
		expect(all.body.length).toBeGreaterThanOrEqual(8)
		expect(all.body.every((a: { kind: string }) => a.kind === 'article')).toBe(true)
		const featured = await call(articlesLoader, '/api/articles?featured=true')
		expect(featured.body.length).toBeGreaterThan(0)
		expect(featured.body.every((a: { featured: boolean }) => a.featured)).toBe(true)
		const categoryId = all.body[0].categoryId
		const inCategory = await call(articlesLoader, `/api/articles?categoryId=${categoryId}&featured=false`)
		expect(inCategory.body.every((a: { categoryId: number; featured: boolean }) => a.categoryId === categoryId && !a.featured)).toBe(true)
		const bySlug = await call(articlesLoader, `/api/articles?category=${all.body[0].category.slug}`)
		expect(bySlug.body.map((a: { id: number }) => a.id)).toEqual((await listArticles(t.db, { categoryId })).map((a) => a.id))
	})

	it('GET /api/articles/:slug gives the SPEC §3 article', async () => {
		const { body } = await call(articleLoader, '/api/articles/choosing-a-hitch-class', { slug: 'choosing-a-hitch-class' })
		expect(body).toMatchObject({
			id: expect.any(Number),
			slug: 'choosing-a-hitch-class',
			title: expect.any(String),
			description: expect.any(String),
			content: expect.stringContaining('<h2>'),
			metaKeywords: expect.any(String),
			featured: expect.any(Boolean),
			publishedAt: expect.any(String),
			updatedAt: expect.any(String),
			categoryId: expect.any(Number),
			category: { name: 'Equipment', slug: 'equipment' },
			author: { name: expect.any(String), avatar: null, bio: expect.any(String) },
		})
	})

	it('GET /api/comparisons and /api/comparisons/:slug', async () => {
		const list = await call(comparisonsLoader, '/api/comparisons')
		expect(list.body.length).toBeGreaterThanOrEqual(6)
		const featured = await call(comparisonsLoader, '/api/comparisons?featured=true')
		expect(featured.body.every((c: { featured: boolean }) => c.featured)).toBe(true)
		const one = await call(comparisonLoader, '/api/comparisons/ford-f150-vs-chevrolet-silverado-1500', {
			slug: 'ford-f150-vs-chevrolet-silverado-1500',
		})
		expect(one.body).toMatchObject({
			slug: 'ford-f150-vs-chevrolet-silverado-1500',
			content: expect.any(String),
			metaKeywords: expect.any(String),
			featured: true,
		})
		expect(one.body.vehicles).toEqual([
			{ year: 2025, make: 'Ford', model: 'F-150' },
			{ year: 2025, make: 'Chevrolet', model: 'Silverado 1500' },
		])
	})

	it('GET /api/state-guides and /api/state-guides/:slug with the state facts', async () => {
		const list = await call(stateGuidesLoader, '/api/state-guides')
		expect(list.body.map((g: { slug: string }) => g.slug)).toEqual(
			expect.arrayContaining(['california-towing-guide', 'texas-towing-guide']),
		)
		const tx = await call(stateGuideLoader, '/api/state-guides/texas-towing-guide', { slug: 'texas-towing-guide' })
		expect(tx.body).toMatchObject({ state: 'Texas', stateCode: 'TX', content: expect.any(String) })
		expect(tx.body.facts).toMatchObject({
			speedLimitWithTrailer: expect.any(String),
			specialRequirements: expect.any(Array),
			sources: expect.any(Array),
		})
		expect(tx.body.facts.sources.length).toBeGreaterThan(0)
		// A prose guide without facts of its own (Ohio relies on data/state-laws/oh.yaml) answers facts: null.
		const oh = await call(stateGuideLoader, '/api/state-guides/ohio-towing-guide', { slug: 'ohio-towing-guide' })
		expect(oh.body).toMatchObject({ state: 'Ohio', stateCode: 'OH', facts: null })
	})

	it('GET /api/towing-guides and /api/towing-guides/:slug', async () => {
		const list = await call(towingGuidesLoader, '/api/towing-guides')
		expect(list.body.length).toBeGreaterThanOrEqual(10)
		const one = await call(towingGuideLoader, '/api/towing-guides/what-is-towing-capacity', { slug: 'what-is-towing-capacity' })
		expect(one.body).toMatchObject({
			slug: 'what-is-towing-capacity',
			title: expect.any(String),
			excerpt: expect.any(String),
			content: expect.any(String),
			category: 'basics',
			imageUrl: null,
		})
		expect(one.body.content).toContain('\n')
	})

	it('answers an unknown slug with a JSON 404, a bad query with a JSON 400, and other methods with a JSON 405', async () => {
		for (const [loader, url] of [
			[hubLoader, '/api/hubs/nope'],
			[articleLoader, '/api/articles/nope'],
			[comparisonLoader, '/api/comparisons/nope'],
			[stateGuideLoader, '/api/state-guides/nope'],
			[towingGuideLoader, '/api/towing-guides/nope'],
		] as const) {
			const res = await call(loader, url, { slug: 'nope' })
			expect(res.status, url).toBe(404)
			expect(res.type).toContain('application/json')
			expect(res.body.message).toContain('nope')
		}
		const bad = await call(articlesLoader, '/api/articles?categoryId=abc&featured=maybe')
		expect(bad.status).toBe(400)
		expect(bad.body.errors).toEqual({ featured: 'must be true or false', categoryId: 'must be a positive whole number' })
		const post = await (hubAction as (args: never) => Promise<Response>)({
			request: new Request('http://localhost/api/hubs/x', { method: 'POST' }),
			params: {},
			context: { requestId: 't' },
		} as never)
		expect(post.status).toBe(405)
	})

	it('answers 304 when the client already has the list', async () => {
		const first = await hubsLoader(api('/api/hubs', {}, t))
		const etag = first.headers.get('etag')!
		const again = await hubsLoader({
			request: new Request('http://localhost/api/hubs', { headers: { 'If-None-Match': etag } }),
			params: {},
			context: { db: t.db, requestId: 't' },
		} as never)
		expect(again.status).toBe(304)
	})
})
