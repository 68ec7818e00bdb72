// Reads the anonymous activity (issue 12): the aggregates of /trending-searches, GET /api/trending and the
// home page, and the latest items of /live-towing-feed. Counts come from the events of the last 14 days; the
// ranking, trend and minimum-count rules are pure (app/domain/activity.ts).
import type { DB } from '~/db/db.server'
import {
	type Category,
	FEED_SIZE,
	type FeedItem,
	MIN_LISTED_COUNT,
	TRENDING_WINDOW_DAYS,
	type Trend,
	categoryOf,
	feedSentence,
	rankWithTrend,
	trailerBand,
	trailerBandLabel,
	volumeBySlot,
} from '~/domain/activity'
import { landingPath } from '~/vehicles/vehicle'

const DAY_MS = 86_400_000

export interface TrendingEntry {
	label: string
	href: string
	count: number
	previous: number
	trend: Trend
	category?: Category
}

export interface Trending {
	/** The newest event counted, or null when there is none. */
	updatedAt: string | null
	windowDays: number
	minimumCount: number
	/** All events of the last window, whatever their kind. */
	totalEvents: number
	models: TrendingEntry[]
	modelYears: TrendingEntry[]
	comparisons: TrendingEntry[]
	trailers: TrendingEntry[]
	volume: { from: string; to: string; total: number; slots: Array<{ label: string; fromHour: number; count: number }> }
}

interface Window {
	from: string
	to: string
}

function windows(now: Date) {
	const t = now.getTime()
	const iso = (ms: number) => new Date(ms).toISOString()
	const span = TRENDING_WINDOW_DAYS * DAY_MS
	return {
		current: { from: iso(t - span), to: iso(t + 1) },
		previous: { from: iso(t - 2 * span), to: iso(t - span) },
		day: { from: iso(t - DAY_MS), to: iso(t + 1) },
	}
}

function events(db: DB, kind: string, w: Window) {
	return db.selectFrom('activityEvents').where('kind', '=', kind).where('createdAt', '>=', w.from).where('createdAt', '<', w.to)
}

async function modelCounts(db: DB, w: Window) {
	const rows = await events(db, 'search', w)
		.select(['makeSlug', 'modelSlug', (eb) => eb.fn.countAll().as('count')])
		.where('makeSlug', 'is not', null)
		.where('modelSlug', 'is not', null)
		.groupBy(['makeSlug', 'modelSlug'])
		.execute()
	return rows.map((r) => ({ key: `${r.makeSlug}/${r.modelSlug}`, count: Number(r.count) }))
}

async function modelYearCounts(db: DB, w: Window) {
	const rows = await events(db, 'search', w)
		.select(['year', 'makeSlug', 'modelSlug', (eb) => eb.fn.countAll().as('count')])
		.where('year', 'is not', null)
		.where('makeSlug', 'is not', null)
		.where('modelSlug', 'is not', null)
		.groupBy(['year', 'makeSlug', 'modelSlug'])
		.execute()
	return rows.map((r) => ({ key: `${r.makeSlug}/${r.modelSlug}/${r.year}`, count: Number(r.count) }))
}

async function comparisonCounts(db: DB, w: Window) {
	const rows = await events(db, 'comparison', w)
		.select(['vehicleIds', (eb) => eb.fn.countAll().as('count')])
		.where('vehicleIds', 'is not', null)
		.groupBy('vehicleIds')
		.execute()
	return rows.map((r) => ({ key: r.vehicleIds!, count: Number(r.count) }))
}

async function trailerCounts(db: DB, w: Window) {
	const rows = await events(db, 'calculation', w)
		.select(['trailerType', 'trailerWeight', (eb) => eb.fn.countAll().as('count')])
		.where('trailerType', 'is not', null)
		.where('trailerWeight', 'is not', null)
		.groupBy(['trailerType', 'trailerWeight'])
		.execute()
	const bands = new Map<string, number>()
	for (const r of rows) {
		const key = `${r.trailerType}/${trailerBand(r.trailerWeight!).from}`
		bands.set(key, (bands.get(key) ?? 0) + Number(r.count))
	}
	return [...bands].map(([key, count]) => ({ key, count }))
}

interface ModelName {
	make: string
	model: string
	vehicleClass: string
	years: Set<number>
}

/** Names and classes of models by their slugs, from either data level. */
async function modelNames(db: DB, slugs: Array<{ makeSlug: string; modelSlug: string }>) {
	const names = new Map<string, ModelName>()
	if (slugs.length === 0) return names
	const rows = await db
		.selectFrom('modelYears')
		.select(['year', 'make', 'model', 'makeSlug', 'modelSlug', 'vehicleClass'])
		.where((eb) => eb.or(slugs.map((s) => eb.and([eb('makeSlug', '=', s.makeSlug), eb('modelSlug', '=', s.modelSlug)]))))
		.union(
			db
				.selectFrom('vehicles')
				.select(['year', 'make', 'model', 'makeSlug', 'modelSlug', 'vehicleClass'])
				.where((eb) => eb.or(slugs.map((s) => eb.and([eb('makeSlug', '=', s.makeSlug), eb('modelSlug', '=', s.modelSlug)])))),
		)
		.execute()
	for (const r of rows) {
		const key = `${r.makeSlug}/${r.modelSlug}`
		const entry = names.get(key) ?? { make: r.make, model: r.model, vehicleClass: r.vehicleClass, years: new Set<number>() }
		entry.years.add(r.year)
		names.set(key, entry)
	}
	return names
}

async function vehicleNames(db: DB, ids: number[]) {
	const unique = [...new Set(ids)]
	if (unique.length === 0) return new Map<number, string>()
	const rows = await db.selectFrom('vehicles').select(['id', 'year', 'make', 'model']).where('id', 'in', unique).execute()
	return new Map(rows.map((r) => [r.id, `${r.year} ${r.make} ${r.model}`]))
}

const splitSlugs = (key: string) => {
	const [makeSlug = '', modelSlug = '', year] = key.split('/')
	return { makeSlug, modelSlug, year: year ? Number(year) : undefined }
}

const idsOf = (key: string) => key.split(',').map(Number)

export async function getTrending(db: DB, now = new Date()): Promise<Trending> {
	const w = windows(now)
	const [models, modelsBefore, years, yearsBefore, comparisons, comparisonsBefore, trailers, trailersBefore, hours, totals] = await Promise.all([
		modelCounts(db, w.current),
		modelCounts(db, w.previous),
		modelYearCounts(db, w.current),
		modelYearCounts(db, w.previous),
		comparisonCounts(db, w.current),
		comparisonCounts(db, w.previous),
		trailerCounts(db, w.current),
		trailerCounts(db, w.previous),
		db
			.selectFrom('activityEvents')
			.select([(eb) => eb.fn<string>('substr', [eb.ref('createdAt'), eb.lit(12), eb.lit(2)]).as('hour'), (eb) => eb.fn.countAll().as('count')])
			.where('createdAt', '>=', w.day.from)
			.where('createdAt', '<', w.day.to)
			.groupBy('hour')
			.execute(),
		db
			.selectFrom('activityEvents')
			.select([(eb) => eb.fn.countAll().as('count'), (eb) => eb.fn.max('createdAt').as('newest')])
			.where('createdAt', '>=', w.current.from)
			.where('createdAt', '<', w.current.to)
			.executeTakeFirst(),
	])

	const rankedModels = rankWithTrend(models, modelsBefore)
	const rankedYears = rankWithTrend(years, yearsBefore)
	const rankedComparisons = rankWithTrend(comparisons, comparisonsBefore)
	const rankedTrailers = rankWithTrend(trailers, trailersBefore)

	const [names, vehicles] = await Promise.all([
		modelNames(db, [...rankedModels, ...rankedYears].map((r) => splitSlugs(r.key))),
		vehicleNames(db, rankedComparisons.flatMap((r) => idsOf(r.key))),
	])
	const entry = (r: { count: number; previous: number; trend: Trend }) => ({ count: r.count, previous: r.previous, trend: r.trend })

	const modelEntries = rankedModels.flatMap((r) => {
		const s = splitSlugs(r.key)
		const name = names.get(`${s.makeSlug}/${s.modelSlug}`)
		if (!name) return []
		return [{ label: `${name.make} ${name.model}`, href: landingPath.model(s.makeSlug, s.modelSlug), category: categoryOf(name), ...entry(r) }]
	})
	const yearEntries = rankedYears.flatMap((r) => {
		const s = splitSlugs(r.key)
		const name = names.get(`${s.makeSlug}/${s.modelSlug}`)
		if (!name || s.year === undefined) return []
		const href = name.years.has(s.year) ? landingPath.year(s.makeSlug, s.modelSlug, s.year) : landingPath.model(s.makeSlug, s.modelSlug)
		return [{ label: `${s.year} ${name.make} ${name.model}`, href, category: categoryOf(name), ...entry(r) }]
	})
	const comparisonEntries = rankedComparisons.flatMap((r) => {
		const ids = idsOf(r.key)
		const labels = ids.map((id) => vehicles.get(id))
		if (labels.some((l) => !l)) return []
		return [{ label: labels.join(' vs '), href: `/compare?ids=${ids.join(',')}`, ...entry(r) }]
	})
	const trailerEntries = rankedTrailers.map((r) => {
		const [type = 'conventional', from = '0'] = r.key.split('/')
		return { label: trailerBandLabel(type, Number(from)), href: `/calculator?trailerType=${type}`, ...entry(r) }
	})
	const slots = volumeBySlot(hours.map((h) => ({ hour: Number(h.hour), count: Number(h.count) })))
	return {
		updatedAt: totals?.newest ? String(totals.newest) : null,
		windowDays: TRENDING_WINDOW_DAYS,
		minimumCount: MIN_LISTED_COUNT,
		totalEvents: Number(totals?.count ?? 0),
		models: modelEntries,
		modelYears: yearEntries,
		comparisons: comparisonEntries,
		trailers: trailerEntries,
		volume: { from: w.day.from, to: now.toISOString(), total: slots.reduce((n, s) => n + s.count, 0), slots },
	}
}

const cache = new WeakMap<DB, { at: number; value: Promise<Trending> }>()

/**
 * getTrending(), reused for maxAgeSeconds: the aggregates move slowly, and computing them reads a fortnight of
 * events (about 120 ms at 100,000 events on SQLite, bench/activity.ts), which the home page must not pay on
 * every request. 0 turns the cache off.
 */
export function cachedTrending(db: DB, maxAgeSeconds: number): Promise<Trending> {
	if (maxAgeSeconds <= 0) return getTrending(db)
	const hit = cache.get(db)
	if (hit && Date.now() - hit.at < maxAgeSeconds * 1000) return hit.value
	const value = getTrending(db)
	cache.set(db, { at: Date.now(), value })
	value.catch(() => cache.delete(db))
	return value
}

export interface FeedEntry {
	kind: FeedItem['kind']
	at: string
	text: string
}

/** The latest events as sentences, newest first. Nothing but the sentence, its kind and its time. */
export async function latestActivity(db: DB, limit = FEED_SIZE): Promise<FeedEntry[]> {
	const rows = await db.selectFrom('activityEvents').selectAll().orderBy('createdAt', 'desc').orderBy('id', 'desc').limit(limit * 2).execute()
	const ids = rows.flatMap((r) => [...(r.vehicleId ? [r.vehicleId] : []), ...(r.vehicleIds ? idsOf(r.vehicleIds) : [])])
	const [vehicles, names] = await Promise.all([
		vehicleNames(db, ids),
		modelNames(
			db,
			rows.filter((r) => r.kind === 'search' && r.makeSlug && r.modelSlug).map((r) => ({ makeSlug: r.makeSlug!, modelSlug: r.modelSlug! })),
		),
	])
	const out: FeedEntry[] = []
	for (const r of rows) {
		const vehicle = r.vehicleId ? (vehicles.get(r.vehicleId) ?? null) : null
		let item: FeedItem
		if (r.kind === 'search') {
			const name = names.get(`${r.makeSlug}/${r.modelSlug}`)
			item = { kind: 'search', at: r.createdAt, name: vehicle ?? (name ? `${r.year ? `${r.year} ` : ''}${name.make} ${name.model}` : null) }
		} else if (r.kind === 'comparison') {
			const labels = r.vehicleIds ? idsOf(r.vehicleIds).map((id) => vehicles.get(id)) : []
			item = { kind: 'comparison', at: r.createdAt, names: labels.every(Boolean) ? (labels as string[]) : [] }
		} else if (r.kind === 'calculation') {
			item = {
				kind: 'calculation',
				at: r.createdAt,
				vehicle,
				trailerType: r.trailerType ?? 'conventional',
				trailerWeight: r.trailerWeight ?? 0,
				outcome: r.outcome === 'pass' ? 'pass' : 'over',
				bindingLimit: r.bindingLimit ?? '',
			}
		} else {
			item = { kind: 'trip-check', at: r.createdAt, vehicle, states: (r.states ?? '').split(',').filter(Boolean), outcome: r.outcome === null ? null : r.outcome === 'pass' ? 'pass' : 'over' }
		}
		const text = feedSentence(item)
		if (text) out.push({ kind: item.kind, at: item.at, text })
		if (out.length >= limit) break
	}
	return out
}
