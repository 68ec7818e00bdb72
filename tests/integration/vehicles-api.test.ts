// The vehicle and search API against the real server process and the real data set, on each database.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { DATABASE_KINDS, type TestDatabase, createTestDatabase } from '../setup/databases'
import { type RunningServer, startServer } from '../setup/server-process'

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36'

describe.each(DATABASE_KINDS)('vehicle API on %s', (kind) => {
	let t: TestDatabase
	let server: RunningServer
	const get = (path: string, init?: RequestInit) => fetch(`${server.url}${path}`, init)
	const json = async (path: string) => {
		const res = await get(path)
		expect(res.status, path).toBe(200)
		return res.json()
	}

	beforeAll(async () => {
		t = await createTestDatabase(kind, { seeded: true })
		server = await startServer({ DATABASE_URL: t.url })
	}, 120_000)
	afterAll(async () => {
		await server?.stop()
		await t?.cleanup()
	})

	it('lists years newest first, makes A–Z, models in natural order, trims', async () => {
		const years: number[] = await json('/api/search/years')
		expect(years.length).toBeGreaterThan(10)
		expect([...years].sort((a, b) => b - a)).toEqual(years)
		const year = years.find((y) => y === 2021) ?? years[0]!
		const makes: string[] = await json(`/api/search/makes?year=${year}`)
		expect(makes.length).toBeGreaterThan(0)
		expect([...makes].sort((a, b) => a.localeCompare(b))).toEqual(makes)
		const make = makes[0]!
		const models: string[] = await json(`/api/search/models?year=${year}&make=${encodeURIComponent(make.toUpperCase())}`)
		expect(models.length).toBeGreaterThan(0)
		expect([...models].sort(new Intl.Collator('en', { numeric: true }).compare)).toEqual(models)
		const trims: string[] = await json(`/api/search/trims?year=${year}&make=${encodeURIComponent(make)}&model=${encodeURIComponent(models[0]!)}`)
		expect(trims.length).toBeGreaterThan(0)
	})

	it('sorts models naturally: F-150 before F-250', async () => {
		const years: number[] = await json('/api/search/years')
		const both: number[] = []
		for (const year of years) {
			const models: string[] = await json(`/api/search/models?year=${year}&make=Ford`)
			const i150 = models.indexOf('F-150')
			const i250 = models.indexOf('F-250 Super Duty')
			if (i150 >= 0 && i250 >= 0) {
				expect(i150, String(year)).toBeLessThan(i250)
				both.push(year)
			}
		}
		// The data must hold such a year, or this test would prove nothing.
		expect(both.length).toBeGreaterThan(0)
	})

	it.each([
		['/api/search/makes?year=abc', 'year'],
		['/api/search/models?year=2021', 'make'],
		['/api/search/models?make=Ford', 'year'],
		['/api/search/trims?year=2021&make=Ford', 'model'],
		['/api/vehicles?year=abc', 'year'],
		['/api/vehicles?limit=0', 'limit'],
		['/api/vehicles?limit=10000', 'limit'],
		['/api/vehicles?limit=ten', 'limit'],
		['/api/vehicles?offset=-1', 'offset'],
		['/api/search', 'q'],
	])('answers 400 with a field message for %s', async (path, field) => {
		const res = await get(path)
		expect(res.status).toBe(400)
		expect(res.headers.get('content-type')).toMatch(/application\/json/)
		const body = (await res.json()) as { message: string; errors: Record<string, string> }
		expect(body.message).toBe('Invalid query parameters')
		expect(Object.keys(body.errors)).toContain(field)
	})

	it('filters vehicles case-insensitively with a total count header and paging', async () => {
		const all = await get('/api/vehicles?limit=500')
		const total = Number(all.headers.get('x-total-count'))
		expect(total).toBeGreaterThan(100)
		const first: Array<Record<string, unknown>> = await all.json()
		const v = first[0]!
		const res = await get(
			`/api/vehicles?year=${v.year}&make=${String(v.make).toLowerCase()}&model=${encodeURIComponent(String(v.model).toUpperCase())}&limit=1`,
		)
		expect(res.status).toBe(200)
		const rows: Array<Record<string, unknown>> = await res.json()
		expect(rows).toHaveLength(1)
		expect(rows[0]).toMatchObject({ year: v.year, make: v.make, model: v.model })
		expect(Number(res.headers.get('x-total-count'))).toBeGreaterThanOrEqual(1)
		const page2: Array<{ id: number }> = await json('/api/vehicles?limit=5&offset=5')
		const page1: Array<{ id: number }> = await json('/api/vehicles?limit=10')
		expect(page2.map((r) => r.id)).toEqual(page1.slice(5).map((r) => r.id))
	})

	it('returns one vehicle with exactly the documented fields, and a JSON 404 for an unknown or malformed id', async () => {
		const [v] = (await json('/api/vehicles?limit=1')) as Array<{ id: number }>
		const one = (await json(`/api/vehicles/${v!.id}`)) as Record<string, unknown>
		for (const field of [
			'id',
			'year',
			'make',
			'model',
			'trim',
			'engine',
			'drivetrain',
			'axleRatio',
			'maxTowingCapacity',
			'conventionalTowing',
			'fifthWheelTowing',
			'payloadCapacity',
			'gcwr',
			'gvwr',
			'curbWeight',
			'requiredPackage',
			'msrp',
			'saeJ2807Certified',
			'vehicleClass',
			'source',
			'sourceUrl',
			'verified',
			'tier',
			'source2',
			'sourceUrl2',
			'notPublished',
			'notes',
			'modelYear',
		]) {
			expect(one, field).toHaveProperty(field)
		}
		expect(typeof one.saeJ2807Certified).toBe('boolean')
		expect(typeof one.verified).toBe('boolean')
		expect(['maker', 'corroborated', 'single']).toContain(one.tier)
		expect(one.verified).toBe(one.tier === 'maker')
		expect(Array.isArray(one.notPublished)).toBe(true)
		for (const bad of ['999999999', 'abc', '-1']) {
			const res = await get(`/api/vehicles/${bad}`)
			expect(res.status).toBe(404)
			expect(await res.json()).toEqual({ message: `No vehicle with id ${bad}` })
		}
	})

	it('answers a repeat request with If-None-Match with 304', async () => {
		const first = await get('/api/search/years')
		const etag = first.headers.get('etag')
		expect(etag).toBeTruthy()
		expect(first.headers.get('cache-control')).toMatch(/max-age/)
		const second = await get('/api/search/years', { headers: { 'If-None-Match': etag! } })
		expect(second.status).toBe(304)
	})

	it('refuses other methods with a JSON 405', async () => {
		const res = await get('/api/vehicles', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' })
		expect(res.status).toBe(405)
		expect(await res.json()).toEqual({ message: 'Method POST not allowed' })
	})

	it('answers free text with ranked results and its interpretation, and records the search', async () => {
		const res = await get('/api/search?q=silverado%201500', { headers: { 'User-Agent': BROWSER } })
		expect(res.status).toBe(200)
		const body = (await res.json()) as { interpretation: { models: Array<{ model: string }> }; total: number; vehicles: Array<{ model: string }> }
		expect(body.interpretation.models[0]?.model).toBe('Silverado 1500')
		expect(body.total).toBeGreaterThan(0)
		expect(body.vehicles.every((v) => v.model === 'Silverado 1500')).toBe(true)
		const nothing = (await json('/api/search?q=zzzz%20qqqq')) as { total: number }
		expect(nothing.total).toBe(0)
		// An anonymous event: the model the words resolved to and the time, never the words or the client.
		// Events are written in batches about once a second.
		const events = await vi.waitFor(
			async () => {
				const found = await t.db.selectFrom('activityEvents').selectAll().where('kind', '=', 'search').execute()
				if (found.length === 0) throw new Error('not written yet')
				return found
			},
			{ timeout: 5_000, interval: 200 },
		)
		expect(events).toHaveLength(1)
		expect(events[0]).toMatchObject({ makeSlug: 'chevrolet', modelSlug: 'silverado-1500' })
		expect(JSON.stringify(events)).not.toMatch(/silverado 1500|node|127\.0\.0\.1/i)
	})

	it('serves the makers’ model-year line-up, filtered, with what we list of each year, and embeds it in a vehicle', async () => {
		const all = await get('/api/model-years?limit=500')
		expect(all.status).toBe(200)
		const total = Number(all.headers.get('x-total-count'))
		expect(total).toBeGreaterThan(100)
		const rows = (await all.json()) as Array<{
			id: number
			year: number
			make: string
			model: string
			maxTowing: number
			maxConventionalTowing: number | null
			maxFifthWheelTowing: number | null
			tier: string
			source: string
			sourceUrl: string | null
			source2: string | null
			configurations: { count: number; highestTowing: number | null }
		}>
		for (const r of rows) {
			expect(r.maxTowing).toBe(Math.max(r.maxConventionalTowing ?? 0, r.maxFifthWheelTowing ?? 0))
			expect(['maker', 'corroborated', 'single']).toContain(r.tier)
			if (r.tier === 'corroborated') expect(r.source2).toBeTruthy()
			// The rule between the levels, as the API shows it: no listed configuration above the maker's maximum.
			if (r.configurations.highestTowing !== null) expect(r.configurations.highestTowing).toBeLessThanOrEqual(r.maxTowing)
		}
		const withConfigs = rows.find((r) => r.configurations.count > 0)!
		const filtered = (await json(
			`/api/model-years?year=${withConfigs.year}&make=${withConfigs.make.toUpperCase()}&model=${encodeURIComponent(withConfigs.model)}`,
		)) as typeof rows
		expect(filtered).toHaveLength(1)
		expect(filtered[0]).toMatchObject({ id: withConfigs.id, configurations: withConfigs.configurations })
		const [vehicle] = (await json(
			`/api/vehicles?year=${withConfigs.year}&make=${encodeURIComponent(withConfigs.make)}&model=${encodeURIComponent(withConfigs.model)}&limit=1`,
		)) as Array<{ id: number }>
		const one = (await json(`/api/vehicles/${vehicle!.id}`)) as { modelYear: { id: number; maxTowing: number } | null }
		expect(one.modelYear).toMatchObject({ id: withConfigs.id, maxTowing: withConfigs.maxTowing })
		const bad = await get('/api/model-years?year=20x5')
		expect(bad.status).toBe(400)
		expect(((await bad.json()) as { errors: Record<string, string> }).errors).toHaveProperty('year')
	})

	it('answers a model year that has a line-up row but no configuration with its own page, and reaches it from the option lists', async () => {
		const rows = (await json('/api/model-years?limit=500')) as Array<{
			year: number
			make: string
			model: string
			makeSlug: string
			modelSlug: string
			maxTowing: number
			configurations: { count: number }
		}>
		const lonely = rows.find((r) => r.configurations.count === 0)!
		expect(lonely).toBeTruthy()
		const page = await get(`/towing-capacity/${lonely.makeSlug}/${lonely.modelSlug}/${lonely.year}`)
		expect(page.status).toBe(200)
		const html = await page.text()
		expect(html).toContain(`${lonely.maxTowing.toLocaleString('en-US')} lb`)
		expect(html).toContain('We do not list any of this model year’s configurations yet')
		// The title promises only what the page holds: the maker's maximum, not "every configuration".
		expect(html).toContain(`<title>${lonely.year} ${lonely.make} ${lonely.model} Towing Capacity: Maker’s Maximum | TowSpec</title>`)
		expect(html).not.toContain('Every Configuration')
		const models = (await json(`/api/search/models?year=${lonely.year}&make=${encodeURIComponent(lonely.make)}`)) as string[]
		expect(models).toContain(lonely.model)
		const suggested = (await json(`/api/search/suggest?q=${lonely.year}%20${encodeURIComponent(lonely.model)}`)) as Array<{ href: string }>
		expect(suggested.map((s) => s.href)).toContain(`/towing-capacity/${lonely.makeSlug}/${lonely.modelSlug}/${lonely.year}`)
	})
})
