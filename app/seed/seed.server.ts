// Brings the database up to the repository's data files: insert, update and delete keyed by id,
// in one transaction, skipped when the files' hash is unchanged. Never touches user submissions.
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import type { Kysely, Transaction } from 'kysely'
import type { DB } from '~/db/db.server'
import type { Database } from '~/db/schema'
import { ARTICLE_CATEGORIES } from '~/content/categories'
import { contentFiles, loadContent } from '~/content/load-content.server'
import { slugify } from '~/domain/slug'
import { lastChecked } from '~/domain/state-laws'
import { stateGuideSlug } from '~/domain/us-states'
import { readStateLaws } from '~/state-laws/load-files.server'
import { loadDataSet, vehicleFiles } from '~/vehicles/load-vehicle-files.server'
import type { ModelYearRow } from '~/vehicles/model-year-data'
import { searchTextOf, type VehicleRow } from '~/vehicles/vehicle-data'

export interface SeedPaths {
	vehiclesDir: string
	/** data/model-years (the line-up level); defaults to the folder beside vehiclesDir, empty when absent. */
	modelYearsDir?: string
	/** content/ (editorial Markdown); content is not seeded when absent. */
	contentDir?: string
	/** data/state-laws (one YAML record per state); not seeded when absent. */
	stateLawsDir?: string
}

export const defaultSeedPaths = (root = process.cwd()): SeedPaths => ({
	vehiclesDir: path.join(root, 'data', 'vehicles'),
	modelYearsDir: path.join(root, 'data', 'model-years'),
	contentDir: path.join(root, 'content'),
	stateLawsDir: path.join(root, 'data', 'state-laws'),
})

export interface SeedReport {
	name: string
	skipped: boolean
	upserted: number
	deleted: number
}

export function hashFiles(files: string[], nameOf: (file: string) => string = path.basename) {
	const hash = crypto.createHash('sha256')
	for (const file of files) {
		hash.update(nameOf(file))
		hash.update('\0')
		hash.update(fs.readFileSync(file))
		hash.update('\0')
	}
	return hash.digest('hex')
}

async function storedHash(db: Kysely<Database>, name: string) {
	const row = await db.selectFrom('seedState').select('hash').where('name', '=', name).executeTakeFirst()
	return row?.hash
}

async function saveHash(trx: Transaction<Database>, name: string, hash: string) {
	await trx
		.insertInto('seedState')
		.values({ name, hash, updatedAt: new Date().toISOString() })
		.onConflict((oc) => oc.column('name').doUpdateSet({ hash, updatedAt: new Date().toISOString() }))
		.execute()
}

export function toVehicleRecord(r: VehicleRow) {
	return {
		...r,
		makeSlug: slugify(r.make),
		modelSlug: slugify(r.model),
		saeJ2807Certified: r.saeJ2807Certified ? 1 : 0,
		verified: r.verified ? 1 : 0,
		notPublished: r.notPublished.join(';'),
		searchText: searchTextOf(r),
	}
}

export function toModelYearRecord(r: ModelYearRow) {
	return { ...r, makeSlug: slugify(r.make), modelSlug: slugify(r.model), saeJ2807Certified: r.saeJ2807Certified ? 1 : 0 }
}

const BATCH = 100

/** Insert or update rows keyed by id and delete the table's other rows; returns the number deleted. */
async function syncById<T extends 'vehicles' | 'modelYears'>(trx: Transaction<Database>, table: T, rows: Array<{ id: number } & Record<string, unknown>>) {
	const ids = new Set(rows.map((r) => r.id))
	const existing = await trx.selectFrom(table as 'vehicles').select('id').execute()
	const stale = existing.map((r) => r.id).filter((id) => !ids.has(id))
	for (let i = 0; i < stale.length; i += 500) {
		await trx.deleteFrom(table as 'vehicles').where('id', 'in', stale.slice(i, i + 500)).execute()
	}
	for (let i = 0; i < rows.length; i += BATCH) {
		const batch = rows.slice(i, i + BATCH)
		await trx
			.insertInto(table as 'vehicles')
			.values(batch as never)
			.onConflict((oc) =>
				oc.column('id').doUpdateSet((eb) => {
					const { id: _id, ...columns } = batch[0]!
					return Object.fromEntries(Object.keys(columns).map((c) => [c, eb.ref(`excluded.${c}` as never)])) as never
				}),
			)
			.execute()
	}
	return stale.length
}

/** Both levels of vehicle data (configurations and the model-year line-up) in one transaction under one hash. */
export async function seedVehicles(db: DB, paths: SeedPaths, { force = false } = {}): Promise<SeedReport> {
	const dirs = { vehiclesDir: paths.vehiclesDir, modelYearsDir: paths.modelYearsDir ?? path.join(path.dirname(paths.vehiclesDir), 'model-years') }
	const files = [...vehicleFiles(dirs.vehiclesDir), ...vehicleFiles(dirs.modelYearsDir)]
	const hash = hashFiles(files, (file) => path.join(path.basename(path.dirname(file)), path.basename(file)))
	if (!force && (await storedHash(db, 'vehicles')) === hash) return { name: 'vehicles', skipped: true, upserted: 0, deleted: 0 }
	const data = loadDataSet(dirs)
	const configurations = data.configurations.map(toVehicleRecord)
	const lineup = data.lineup.map(toModelYearRecord)
	return db.transaction().execute(async (trx) => {
		const deleted = (await syncById(trx, 'vehicles', configurations)) + (await syncById(trx, 'modelYears', lineup))
		await saveHash(trx, 'vehicles', hash)
		return { name: 'vehicles', skipped: false, upserted: configurations.length + lineup.length, deleted }
	})
}

/** State towing-law records: replaced by code in one transaction, skipped when the files are unchanged. */
export async function seedStateLaws(db: DB, paths: SeedPaths, { force = false } = {}): Promise<SeedReport> {
	const dir = paths.stateLawsDir
	if (!dir || !fs.existsSync(dir)) return { name: 'state-laws', skipped: true, upserted: 0, deleted: 0 }
	const { laws, problems, files } = readStateLaws(dir)
	if (problems.length > 0) throw new Error(`State-law data has ${problems.length} problem(s):\n${problems.map((p) => `  data/state-laws/${p.file}: ${p.problem}`).join('\n')}`)
	const hash = hashFiles(files.map((f) => path.join(dir, f)))
	if (!force && (await storedHash(db, 'state-laws')) === hash) return { name: 'state-laws', skipped: true, upserted: 0, deleted: 0 }
	const rows = laws.map((law) => ({ code: law.code, name: law.name, slug: stateGuideSlug(law.name), record: JSON.stringify(law), checked: lastChecked(law) }))
	return db.transaction().execute(async (trx) => {
		const deleted = Number((await trx.deleteFrom('stateLaws').executeTakeFirst()).numDeletedRows)
		if (rows.length > 0) await trx.insertInto('stateLaws').values(rows).execute()
		await saveHash(trx, 'state-laws', hash)
		return { name: 'state-laws', skipped: false, upserted: rows.length, deleted: Math.max(0, deleted - rows.length) }
	})
}

export async function seed(db: DB, paths: SeedPaths = defaultSeedPaths(), options: { force?: boolean } = {}) {
	return [await seedVehicles(db, paths, options), await seedContent(db, paths, options), await seedStateLaws(db, paths, options)]
}

// ── Editorial content (issue 6) ─────────────────────────────────────────────────────────────────────
// content/<kind>/*.md → the content tables, upserted by slug (ids stay stable for the API's contentId and
// categoryId), stale rows deleted, all in one transaction. Bumping CONTENT_RENDER_VERSION re-renders
// every body when the Markdown pipeline changes even though no file did.
const CONTENT_RENDER_VERSION = '2'

const json = (value: unknown) => JSON.stringify(value)
const keywordText = (keywords: string[]) => keywords.join(', ')

type SlugTable = 'comparisons' | 'stateGuides' | 'towingGuides' | 'staticGuides' | 'reviews' | 'pages' | 'hubs' | 'tipGroups'

/** Insert or update rows keyed by slug, delete the table's other rows; returns the number deleted. */
async function syncBySlug(trx: Transaction<Database>, table: SlugTable, rows: Array<{ slug: string } & Record<string, unknown>>) {
	for (const row of rows) {
		const { slug: _slug, ...columns } = row
		await trx
			.insertInto(table)
			.values(row as never)
			.onConflict((oc) => oc.column('slug').doUpdateSet(columns as never))
			.execute()
	}
	const slugs = rows.map((r) => r.slug)
	let del = trx.deleteFrom(table)
	if (slugs.length > 0) del = del.where('slug', 'not in', slugs)
	const result = await del.executeTakeFirst()
	return Number(result.numDeletedRows)
}

/**
 * Child rows with no key of their own (spokes, tips): replaced wholesale, but only when they differ, so a
 * re-run over unchanged files leaves even their ids alone. Returns the number of rows removed.
 */
async function replaceRows<T extends 'hubSpokes' | 'tips'>(trx: Transaction<Database>, table: T, rows: Array<Record<string, unknown>>, columns: string[]) {
	const existing = (await (trx as Transaction<Database>).selectFrom(table as 'tips').selectAll().orderBy('id').execute()) as unknown as Array<Record<string, unknown>>
	const key = (r: Record<string, unknown>) => JSON.stringify(columns.map((c) => r[c]))
	if (existing.length === rows.length && existing.every((r, i) => key(r) === key(rows[i]!))) return 0
	const removed = Number((await trx.deleteFrom(table).executeTakeFirst()).numDeletedRows)
	if (rows.length > 0) await trx.insertInto(table).values(rows as never).execute()
	return removed
}

export async function seedContent(db: DB, paths: SeedPaths, { force = false } = {}): Promise<SeedReport> {
	const contentDir = paths.contentDir
	if (!contentDir) return { name: 'content', skipped: true, upserted: 0, deleted: 0 }
	const files = contentFiles(contentDir)
	const hash = hashFiles(files, (file) => path.relative(contentDir, file)) + CONTENT_RENDER_VERSION
	if (!force && (await storedHash(db, 'content')) === hash) return { name: 'content', skipped: true, upserted: 0, deleted: 0 }
	const content = loadContent(contentDir)
	const category = new Map(ARTICLE_CATEGORIES.map((c) => [c.name as string, c.id]))

	return db.transaction().execute(async (trx) => {
		let deleted = 0
		for (const [position, c] of ARTICLE_CATEGORIES.entries()) {
			await trx
				.insertInto('contentCategories')
				.values({ id: c.id, slug: c.slug, name: c.name, position })
				.onConflict((oc) => oc.column('id').doUpdateSet({ slug: c.slug, name: c.name, position }))
				.execute()
		}

		for (const kind of ['article', 'blog'] as const) {
			const items = kind === 'article' ? content.articles : content.blog
			for (const a of items) {
				const row = {
					kind,
					slug: a.slug,
					title: a.data.title,
					description: a.data.description,
					content: a.html,
					readingMinutes: a.readingMinutes,
					metaKeywords: keywordText(a.data.keywords),
					publishedAt: a.data.publishedAt,
					updatedAt: a.data.updatedAt ?? a.data.publishedAt,
					featured: a.data.featured ? 1 : 0,
					categoryId: category.get(a.data.category)!,
					authorName: a.data.author,
					authorAvatar: a.data.authorAvatar ?? null,
					authorBio: a.data.authorBio ?? null,
					vehicles: json(a.data.vehicles),
					sources: json(a.data.sources),
				}
				const { kind: _k, slug: _s, ...columns } = row
				await trx
					.insertInto('articles')
					.values(row)
					.onConflict((oc) => oc.columns(['kind', 'slug']).doUpdateSet(columns))
					.execute()
			}
			let del = trx.deleteFrom('articles').where('kind', '=', kind)
			if (items.length > 0) del = del.where('slug', 'not in', items.map((a) => a.slug))
			deleted += Number((await del.executeTakeFirst()).numDeletedRows)
		}

		deleted += await syncBySlug(
			trx,
			'comparisons',
			content.comparisons.map((c) => ({
				slug: c.slug,
				title: c.data.title,
				description: c.data.description,
				content: c.html,
				readingMinutes: c.readingMinutes,
				metaKeywords: keywordText(c.data.keywords),
				publishedAt: c.data.publishedAt,
				updatedAt: c.data.updatedAt ?? c.data.publishedAt,
				featured: c.data.featured ? 1 : 0,
				vehicles: json(c.data.vehicles),
			})),
		)

		for (const g of content.stateGuides) {
			// A guide without its own facts (it relies on the state's cited record) keeps a row with no figures and no
			// sources: state_guides references state_facts, and "no sources" is how the reader tells it has none.
			const f = g.data.facts
			const facts = {
				state: g.data.state,
				maxWeightWithoutCdl: f?.maxWeightWithoutCDL ?? null,
				speedLimitWithTrailer: f?.speedLimitWithTrailer ?? null,
				registrationRequired: f?.registrationRequired ?? null,
				inspectionRequired: f?.inspectionRequired ?? null,
				brakesRequiredOverLb: f?.brakesRequiredOverLb ?? null,
				breakawayRequiredOverLb: f?.breakawayRequiredOverLb ?? null,
				safetyChains: f?.safetyChains ?? null,
				maxTrailerLengthFt: f?.maxTrailerLengthFt ?? null,
				maxCombinedLengthFt: f?.maxCombinedLengthFt ?? null,
				maxWidthIn: f?.maxWidthIn ?? null,
				specialRequirements: json(f?.specialRequirements ?? []),
				penalties: f?.penalties ?? null,
				dmvPhone: f?.dmvPhone ?? null,
				website: f?.website ?? null,
				sources: json(f?.sources ?? []),
			}
			await trx
				.insertInto('stateFacts')
				.values({ stateCode: g.data.stateCode, ...facts })
				.onConflict((oc) => oc.column('stateCode').doUpdateSet(facts))
				.execute()
		}
		deleted += await syncBySlug(
			trx,
			'stateGuides',
			content.stateGuides.map((g) => ({
				slug: g.slug,
				title: g.data.title,
				description: g.data.description,
				content: g.html,
				readingMinutes: g.readingMinutes,
				metaKeywords: keywordText(g.data.keywords),
				publishedAt: g.data.publishedAt,
				updatedAt: g.data.updatedAt ?? g.data.publishedAt,
				state: g.data.state,
				stateCode: g.data.stateCode,
			})),
		)
		const codes = content.stateGuides.map((g) => g.data.stateCode)
		let staleFacts = trx.deleteFrom('stateFacts')
		if (codes.length > 0) staleFacts = staleFacts.where('stateCode', 'not in', codes)
		deleted += Number((await staleFacts.executeTakeFirst()).numDeletedRows)

		deleted += await syncBySlug(
			trx,
			'towingGuides',
			content.towingGuides.map((g) => ({
				slug: g.slug,
				title: g.data.title,
				excerpt: g.data.excerpt,
				content: g.text,
				category: g.data.category,
				imageUrl: g.data.imageUrl ?? null,
				position: g.data.order,
				readingMinutes: g.readingMinutes,
			})),
		)
		deleted += await syncBySlug(
			trx,
			'staticGuides',
			content.staticGuides.map((g) => ({
				slug: g.slug,
				title: g.data.title,
				description: g.data.description,
				category: g.data.category,
				author: g.data.author,
				publishedAt: g.data.date,
				sections: json(g.sections),
				readingMinutes: g.readingMinutes,
			})),
		)
		deleted += await syncBySlug(
			trx,
			'reviews',
			content.reviews.map((r) => ({
				slug: r.slug,
				vehicleYear: r.data.vehicle.year,
				vehicleMake: r.data.vehicle.make,
				vehicleModel: r.data.vehicle.model,
				title: r.data.title,
				rating: r.data.rating,
				author: r.data.author,
				publishedAt: r.data.date,
				category: r.data.category,
				actualTowed: r.data.actualTowed,
				pros: json(r.data.pros),
				cons: json(r.data.cons),
				wouldRecommend: r.data.wouldRecommend ? 1 : 0,
				illustrative: r.data.illustrative ? 1 : 0,
				content: r.html,
			})),
		)
		deleted += await syncBySlug(
			trx,
			'pages',
			content.pages.map((p) => ({
				slug: p.slug,
				title: p.data.title,
				description: p.data.description,
				content: p.html,
				readingMinutes: p.readingMinutes,
				metaKeywords: keywordText(p.data.keywords),
				vehicles: json(p.data.vehicles),
				updatedAt: p.data.updatedAt,
			})),
		)

		// Hubs, then their spokes rebuilt with the ids the targets have now.
		deleted += await syncBySlug(
			trx,
			'hubs',
			content.hubs.map((h) => ({
				slug: h.slug,
				title: h.data.title,
				description: h.data.description,
				content: h.body,
				contentHtml: h.html,
				metaKeywords: keywordText(h.data.keywords),
				featured: h.data.featured ? 1 : 0,
				publishedAt: h.data.publishedAt,
				updatedAt: h.data.updatedAt ?? h.data.publishedAt,
			})),
		)
		const ids = {
			article: new Map((await trx.selectFrom('articles').select(['id', 'slug']).where('kind', '=', 'article').execute()).map((r) => [r.slug, r.id])),
			comparison: new Map((await trx.selectFrom('comparisons').select(['id', 'slug']).execute()).map((r) => [r.slug, r.id])),
			state_guide: new Map((await trx.selectFrom('stateGuides').select(['id', 'slug']).execute()).map((r) => [r.slug, r.id])),
		}
		const hubIds = new Map((await trx.selectFrom('hubs').select(['id', 'slug']).execute()).map((r) => [r.slug, r.id]))
		const spokes = content.hubs.flatMap((h) =>
			h.data.spokes.map((s, position) => ({
				hubId: hubIds.get(h.slug)!,
				position,
				contentType: s.type,
				contentId: ids[s.type].get(s.slug)!,
			})),
		)
		deleted += await replaceRows(trx, 'hubSpokes', spokes, ['hubId', 'position', 'contentType', 'contentId'])

		deleted += await syncBySlug(
			trx,
			'tipGroups',
			content.tipGroups.map((g) => ({ slug: g.slug, title: g.data.title, position: g.data.order, content: g.html })),
		)
		const groupIds = new Map((await trx.selectFrom('tipGroups').select(['id', 'slug']).execute()).map((r) => [r.slug, r.id]))
		const tips = content.tipGroups.flatMap((g) =>
			g.data.tips.map((t, position) => ({
				groupId: groupIds.get(g.slug)!,
				position,
				title: t.title,
				description: t.description,
				importance: t.importance,
				quickReference: t.quickReference ? 1 : 0,
			})),
		)
		deleted += await replaceRows(trx, 'tips', tips, ['groupId', 'position', 'title', 'description', 'importance', 'quickReference'])

		await saveHash(trx, 'content', hash)
		const upserted = Object.values(content).reduce((n, items) => n + items.length, 0)
		return { name: 'content', skipped: false, upserted, deleted }
	})
}
