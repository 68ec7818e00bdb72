// Anonymous activity (issue 12) on each database: what is recorded and what is not, the trending ranking,
// trend sign and minimum count, the live feed, the 90-day roll-up, and that no typed text or identifier of
// a visitor reaches a page or the API. The server runs on the real data set; events are seeded directly.
import { sql } from 'kysely'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { flushActivity, recordActivity } from '~/activity/record.server'
import { rollUpActivity } from '~/activity/roll-up.server'
import { cachedTrending, getTrending, latestActivity } from '~/activity/trending.server'
import type { Insertable } from 'kysely'
import type { ActivityEventTable } from '~/db/schema'
import { DATABASE_KINDS, type TestDatabase, createTestDatabase } from '../setup/databases'
import { type RunningServer, startServer } from '../setup/server-process'

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36 MarkerUA'
const HOUR = 3_600_000
const DAY = 24 * HOUR

type Row = Insertable<ActivityEventTable>

describe.each(DATABASE_KINDS)('activity on %s', (kind) => {
	let t: TestDatabase
	let server: RunningServer
	let hd: { id: number; year: number }
	let f150: { id: number; year: number }
	let silverado: { id: number; year: number }
	let tundra: { id: number }
	const now = Date.now()
	const at = (msAgo: number) => new Date(now - msAgo).toISOString()
	const insert = (rows: Row[]) => t.db.insertInto('activityEvents').values(rows).execute()
	const times = (n: number, row: (i: number) => Row) => Array.from({ length: n }, (_, i) => row(i))
	const search = (makeSlug: string, modelSlug: string, msAgo: number, year: number | null = null): Row => ({ kind: 'search', createdAt: at(msAgo), makeSlug, modelSlug, year })
	const page = async (path: string, init?: RequestInit) => {
		const res = await fetch(`${server.url}${path}`, init)
		expect(res.status, path).toBe(200)
		return res.text()
	}
	const oneVehicle = (make: string, model: string) =>
		t.db.selectFrom('vehicles').select(['id', 'year']).where('make', '=', make).where('model', '=', model).orderBy('year', 'desc').orderBy('id').executeTakeFirstOrThrow()

	beforeAll(async () => {
		t = await createTestDatabase(kind, { seeded: true })
		server = await startServer({ DATABASE_URL: t.url, TRENDING_CACHE_SECONDS: '0' })
		;[hd, f150, silverado, tundra] = await Promise.all([
			oneVehicle('Ford', 'F-250 Super Duty'),
			oneVehicle('Ford', 'F-150'),
			oneVehicle('Chevrolet', 'Silverado 1500'),
			oneVehicle('Toyota', 'Tundra'),
		])
	}, 120_000)
	afterAll(async () => {
		await server?.stop()
		await t?.cleanup()
	})
	beforeEach(async () => {
		await t.db.deleteFrom('activityEvents').execute()
		await t.db.deleteFrom('activityDaily').execute()
	})

	it('ranks the week by count, with the trend against the week before, and lists nothing under 5', async () => {
		await insert([
			...times(9, (i) => search('ford', 'f-150', (i + 1) * HOUR)),
			...times(6, (i) => search('ford', 'f-150', 8 * DAY + i * HOUR)),
			...times(6, (i) => search('chevrolet', 'silverado-1500', 2 * DAY + i * HOUR)),
			...times(10, (i) => search('chevrolet', 'silverado-1500', 9 * DAY + i * HOUR)),
			...times(5, (i) => search('ford', 'f-250-super-duty', 3 * DAY + i * HOUR, hd.year)),
			...times(4, (i) => search('toyota', 'tundra', i * HOUR + 1000)),
			// Older than both windows: not counted.
			...times(20, (i) => search('toyota', 'tundra', 15 * DAY + i * HOUR)),
			...times(5, (i) => ({ kind: 'comparison', createdAt: at(i * HOUR + 1000), vehicleIds: [f150.id, silverado.id].sort((a, b) => a - b).join(',') })),
			...times(2, (i) => ({ kind: 'comparison', createdAt: at(i * HOUR + 1000), vehicleIds: [tundra.id, hd.id].sort((a, b) => a - b).join(',') })),
			...times(5, (i) => ({ kind: 'calculation', createdAt: at(i * HOUR + 1000), trailerType: 'fifth-wheel', trailerWeight: 11_000 + i * 500, outcome: 'pass', bindingLimit: 'gcwr' })),
		])
		const trending = await getTrending(t.db, new Date(now))
		expect(trending.models.map((m) => [m.label, m.count, m.trend])).toEqual([
			['Ford F-150', 9, { kind: 'change', percent: 50 }],
			['Chevrolet Silverado 1500', 6, { kind: 'change', percent: -40 }],
			['Ford F-250 Super Duty', 5, { kind: 'new' }],
		])
		expect(trending.models.find((m) => m.label.includes('Tundra'))).toBeUndefined()
		expect(trending.models.map((m) => m.category)).toEqual(['Full size', 'Full size', 'Heavy duty'])
		expect(trending.modelYears).toEqual([expect.objectContaining({ label: `${hd.year} Ford F-250 Super Duty`, count: 5, href: `/towing-capacity/ford/f-250-super-duty/${hd.year}` })])
		expect(trending.comparisons).toHaveLength(1)
		expect(trending.comparisons[0]).toMatchObject({ count: 5, href: `/compare?ids=${[f150.id, silverado.id].sort((a, b) => a - b).join(',')}` })
		expect(trending.trailers).toEqual([expect.objectContaining({ label: 'fifth-wheel, 10,000–14,999 lb', count: 5 })])
		expect(trending.totalEvents).toBe(9 + 6 + 5 + 4 + 5 + 2 + 5)
		expect(trending.volume.slots).toHaveLength(8)
		expect(trending.volume.total).toBe(9 + 4 + 5 + 2 + 5)
		expect(trending.updatedAt).toBe(at(1000))
		// Reused within its age, so the home page does not recompute it per request.
		const cached = cachedTrending(t.db, 60)
		expect(cachedTrending(t.db, 60)).toBe(cached)
		expect((await cached).models).toEqual(trending.models)

		// The same figures through the page, the API and the home page.
		const html = await page('/trending-searches')
		expect(html).toContain('Ford F-150')
		expect(html).toContain('+50 %')
		expect(html).toContain('−40 %')
		expect(html).not.toContain('Too little data')
		expect(html).toMatch(/<table[^>]*>.*Activity in the last 24 hours by 3-hour slot/s)
		const api = (await (await fetch(`${server.url}/api/trending`)).json()) as { models: Array<{ label: string; count: number }>; minimumCount: number }
		expect(api.minimumCount).toBe(5)
		expect(api.models.map((m) => m.label)).toEqual(['Ford F-150', 'Chevrolet Silverado 1500', 'Ford F-250 Super Duty'])
		const home = await page('/')
		const popular = home.slice(home.indexOf('data-testid="popular-lookups"'), home.indexOf('</ul>', home.indexOf('data-testid="popular-lookups"')))
		expect(popular).toContain('href="/towing-capacity/ford/f-150"')
		expect(popular).not.toContain('Toyota Tundra')
	})

	it('says plainly when there is too little data, and shows no samples', async () => {
		await insert(times(4, (i) => search('ford', 'f-150', i * HOUR + 1000)))
		const trending = await getTrending(t.db, new Date(now))
		expect(trending.models).toEqual([])
		const html = await page('/trending-searches')
		expect(html).toContain('Too little data to show trends yet')
		expect(html).not.toContain('Ford F-150')
		// The home page falls back to the editorial picks.
		const home = await page('/')
		expect(home).toMatch(/Popular lookups[\s\S]*F-150[\s\S]*Silverado 1500/)
		expect(home).not.toContain('Most looked up on TowSpec this week')
	})

	it('records what a real visitor does, as ids and slugs only; bots, checks and HEAD requests count for nothing', async () => {
		const secret = 'ram 1500 2021'
		const headers = { 'User-Agent': BROWSER, 'X-Forwarded-For': '203.0.113.77', Cookie: 'tracker=abc123' }
		await page(`/?q=${encodeURIComponent(secret)}`, { headers: { 'User-Agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' } })
		await page(`/?q=${encodeURIComponent(secret)}`, { headers: { 'User-Agent': '' } })
		await fetch(`${server.url}/?q=${encodeURIComponent(secret)}`, { method: 'HEAD', headers })
		await page(`/compare?ids=${f150.id},${silverado.id}`, { headers: { 'User-Agent': 'curl/8.5.0' } })
		await page('/healthz')
		await new Promise((r) => setTimeout(r, 1_500))
		expect(await t.db.selectFrom('activityEvents').selectAll().execute()).toEqual([])

		await page(`/?q=${encodeURIComponent(secret)}`, { headers })
		await page(`/compare?ids=${f150.id},${silverado.id}`, { headers })
		const calc = await fetch(`${server.url}/api/calculate-towing`, {
			method: 'POST',
			headers: { ...headers, 'Content-Type': 'application/json' },
			body: JSON.stringify({ gcwr: 20000, curbWeight: 6000, passengersWeight: 300, cargoWeight: 200, payloadCapacity: 2500, maxTowingCapacity: 12000, trailerWeight: 9_130, trailerType: 'conventional', state: 'TX', tripStates: 'OK, KS' }),
		})
		expect(calc.status).toBe(200)
		await page('/towing-laws/trip?states=OH,IN', { headers })
		const rows = await vi.waitFor(
			async () => {
				const found = await t.db.selectFrom('activityEvents').selectAll().orderBy('id').execute()
				if (found.length < 5) throw new Error(`only ${found.length} written`)
				return found
			},
			{ timeout: 5_000, interval: 200 },
		)
		expect(rows.map((r) => r.kind)).toEqual(['search', 'comparison', 'calculation', 'trip-check', 'trip-check'])
		expect(rows[0]).toMatchObject({ makeSlug: 'ram', modelSlug: '1500', year: 2021 })
		expect(rows[1]).toMatchObject({ vehicleIds: [f150.id, silverado.id].sort((a, b) => a - b).join(',') })
		expect(rows[2]).toMatchObject({ trailerType: 'conventional', trailerWeight: 9_000, vehicleId: null })
		expect(rows[3]).toMatchObject({ states: 'TX,OK,KS', outcome: 'pass' })
		expect(rows[4]).toMatchObject({ states: 'OH,IN', outcome: null })
		const stored = JSON.stringify(rows)
		for (const leak of [secret, 'MarkerUA', '203.0.113.77', 'abc123', '127.0.0.1']) expect(stored).not.toContain(leak)

		// Nothing typed and no event id reaches a page or the API.
		const feed = await page('/live-towing-feed')
		expect(feed).toMatch(/2021 Ram 1500 looked up/)
		expect(feed).toContain('compared')
		expect(feed).toContain('checked with a 9,000 lb conventional trailer')
		expect(feed).toContain('Trailer rules checked for a trip through TX, OK and KS')
		const api = await (await fetch(`${server.url}/api/trending`)).text()
		for (const body of [feed, api, await page('/trending-searches')]) {
			expect(body).not.toContain(secret)
			expect(body).not.toContain('MarkerUA')
			expect(body).not.toContain('203.0.113.77')
		}
		const items = await latestActivity(t.db)
		expect(Object.keys(items[0]!).sort()).toEqual(['at', 'kind', 'text'])
	})

	it('lists the latest 12 items, newest first', async () => {
		await insert(times(30, (i) => search('ford', 'f-150', i * 60_000 + 1000, f150.year)))
		await insert([{ kind: 'comparison', createdAt: at(500), vehicleIds: [f150.id, silverado.id].sort((a, b) => a - b).join(',') }])
		const items = await latestActivity(t.db)
		expect(items).toHaveLength(12)
		expect(items[0]!.kind).toBe('comparison')
		expect(items.map((i) => i.at)).toEqual([...items.map((i) => i.at)].sort().reverse())
		const html = await page('/live-towing-feed')
		expect(html.match(/<li /g)?.length ?? 0).toBeGreaterThanOrEqual(12)
		expect(html).toContain(`${f150.year} Ford F-150 looked up`)
	})

	it('rolls events older than 90 days into daily counts and deletes them, adding to a day already rolled up', async () => {
		const old = new Date(now - 100 * DAY)
		const day = old.toISOString().slice(0, 10)
		await insert([search('ford', 'f-150', 100 * DAY), search('ford', 'f-150', 100 * DAY + 1000), search('ram', '2500', 100 * DAY, 2021), search('ford', 'f-150', 89 * DAY)])
		expect(await rollUpActivity(t.db, new Date(now))).toEqual({ rolledUp: 3 })
		expect(await rollUpActivity(t.db, new Date(now))).toEqual({ rolledUp: 0 })
		await insert([search('ford', 'f-150', 100 * DAY + 2000)])
		await rollUpActivity(t.db, new Date(now))
		const daily = await t.db.selectFrom('activityDaily').selectAll().orderBy('subject').execute()
		expect(daily.map((d) => ({ ...d, count: Number(d.count) }))).toEqual([
			{ day, kind: 'search', subject: 'ford/f-150', count: 3 },
			{ day, kind: 'search', subject: 'ram/2500/2021', count: 1 },
		])
		const left = await t.db.selectFrom('activityEvents').select('createdAt').execute()
		expect(left).toEqual([{ createdAt: at(89 * DAY) }])
	})

	it('queues events without writing until the batch is flushed, and skips requests that do not count', async () => {
		const event = { kind: 'search', makeSlug: 'ford', modelSlug: 'f-150' } as const
		recordActivity({ db: t.db, countsActivity: false }, event)
		recordActivity({ db: t.db, countsActivity: true }, event, null, { kind: 'search', makeSlug: 'not a slug', modelSlug: 'x' })
		expect(await t.db.selectFrom('activityEvents').selectAll().execute()).toHaveLength(0)
		await flushActivity(t.db)
		expect(await t.db.selectFrom('activityEvents').select('makeSlug').execute()).toEqual([{ makeSlug: 'ford' }])
	})
})

describe('a failure to record', () => {
	it('never fails the request', async () => {
		const t = await createTestDatabase('sqlite', { seeded: true })
		// The events table is gone: every batch write fails.
		await sql`alter table activity_events rename to activity_events_gone`.execute(t.db)
		await sql`create table activity_events (id integer primary key)`.execute(t.db)
		const server = await startServer({ DATABASE_URL: t.url, TRENDING_CACHE_SECONDS: '0' })
		try {
			for (let i = 0; i < 3; i++) {
				const res = await fetch(`${server.url}/api/search?q=ram%201500%202021`, { headers: { 'User-Agent': BROWSER } })
				expect(res.status).toBe(200)
			}
			await vi.waitFor(() => expect(server.output()).toContain('Could not record activity events'), { timeout: 5_000 })
			const res = await fetch(`${server.url}/trending-searches`, { headers: { 'User-Agent': BROWSER } })
			expect([200, 500]).toContain(res.status)
		} finally {
			await server.stop()
			await t.cleanup()
		}
	}, 120_000)
})
