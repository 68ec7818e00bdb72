// Free-text vehicle search: parse the words against the catalogue of makes and models, then rank
// configurations. The catalogue is cached per database and refreshed when the seed changes the data.
import type { DB } from '~/db/db.server'
import type { Vehicle } from '~/vehicles/vehicle'
import { nearestYears } from '~/vehicles/levels'
import { getVehiclesByIds } from '~/vehicles/vehicles.server'
import { type CatalogModel, type ParsedQuery, keywordScore, parseFreeText } from './free-text'
import { type Suggestion, suggest } from './suggest'

/** What ranking needs of one configuration: a few fields, held in memory (about 100 bytes a row). */
interface Ranked {
	id: number
	year: number
	maxTowingCapacity: number
	searchText: string
}

interface CatalogState {
	hash: string
	catalog: CatalogModel[]
	/** Configurations by `makeSlug/modelSlug`. */
	rows: Map<string, Ranked[]>
	/** Recent answers by query and limit (the same words are searched again and again). */
	answers: Map<string, FreeTextResult>
}

const cache = new WeakMap<DB, CatalogState>()
const MAX_CACHED_ANSWERS = 500

async function catalogState(db: DB): Promise<CatalogState> {
	const state = await db.selectFrom('seedState').select('hash').where('name', '=', 'vehicles').executeTakeFirst()
	const hash = state?.hash ?? ''
	const cached = cache.get(db)
	if (cached && cached.hash === hash) return cached
	const [catalog, configurations] = await Promise.all([
		buildCatalog(db),
		db.selectFrom('vehicles').select(['id', 'makeSlug', 'modelSlug', 'year', 'maxTowingCapacity', 'searchText']).execute(),
	])
	const rows = new Map<string, Ranked[]>()
	for (const r of configurations) {
		const key = `${r.makeSlug}/${r.modelSlug}`
		const list = rows.get(key) ?? []
		list.push({ id: r.id, year: r.year, maxTowingCapacity: r.maxTowingCapacity, searchText: r.searchText })
		rows.set(key, list)
	}
	const next = { hash, catalog, rows, answers: new Map() }
	cache.set(db, next)
	return next
}

export async function loadCatalog(db: DB): Promise<CatalogModel[]> {
	return (await catalogState(db)).catalog
}

async function buildCatalog(db: DB): Promise<CatalogModel[]> {
	// Both levels: a model year whose line-up row is in our data is a year that model was sold.
	const rows = await db
		.selectFrom('vehicles')
		.select(['make', 'model', 'makeSlug', 'modelSlug', 'year'])
		.union(db.selectFrom('modelYears').select(['make', 'model', 'makeSlug', 'modelSlug', 'year']))
		.execute()
	const byModel = new Map<string, CatalogModel>()
	for (const r of rows) {
		const key = `${r.makeSlug}/${r.modelSlug}`
		const entry = byModel.get(key) ?? { make: r.make, model: r.model, makeSlug: r.makeSlug, modelSlug: r.modelSlug, years: [] }
		if (!entry.years.includes(r.year)) entry.years.push(r.year)
		byModel.set(key, entry)
	}
	return [...byModel.values()]
}

export interface FreeTextResult {
	interpretation: {
		year: number | null
		models: Array<{ make: string; model: string }>
		keywords: string[]
		/** The asked year is in neither data level for any matched model: the results are other years, and the page must say so first. */
		yearNotInData: boolean
		/** Per matched model, the model years we have closest to the asked one (up to four, nearest first). */
		nearestYears: Array<{ make: string; model: string; makeSlug: string; modelSlug: string; years: number[] }>
	}
	total: number
	vehicles: Vehicle[]
}

export async function freeTextSearch(db: DB, q: string, limit = 50): Promise<FreeTextResult> {
	const state = await catalogState(db)
	const key = `${limit}:${q}`
	const known = state.answers.get(key)
	if (known) {
		// Most recently used last, so the oldest is dropped first.
		state.answers.delete(key)
		state.answers.set(key, known)
		return known
	}
	const result = await search(db, state, q, limit)
	if (state.answers.size >= MAX_CACHED_ANSWERS) state.answers.delete(state.answers.keys().next().value!)
	state.answers.set(key, result)
	return result
}

async function search(db: DB, state: CatalogState, q: string, limit: number): Promise<FreeTextResult> {
	const parsed: ParsedQuery = parseFreeText(q, state.catalog)
	// A named year narrows to that year when any matched model was sold then.
	const yearSold = parsed.year !== undefined && parsed.matches.some((m) => m.model.years.includes(parsed.year!))
	const asked = parsed.year
	const yearNotInData = asked !== undefined && parsed.matches.length > 0 && !yearSold
	const interpretation = {
		year: asked ?? null,
		models: parsed.matches.map((m) => ({ make: m.model.make, model: m.model.model })),
		keywords: parsed.keywords,
		yearNotInData,
		nearestYears: yearNotInData
			? parsed.matches.slice(0, 3).map(({ model: m }) => ({
					make: m.make,
					model: m.model,
					makeSlug: m.makeSlug,
					modelSlug: m.modelSlug,
					years: nearestYears(m.years, asked),
				}))
			: [],
	}
	if (parsed.matches.length === 0) return { interpretation, total: 0, vehicles: [] }
	// Ranked on the in-memory index; only the rows shown are read from the database.
	const candidates = parsed.matches.flatMap((m) => {
		const list = state.rows.get(`${m.model.makeSlug}/${m.model.modelSlug}`) ?? []
		return (yearSold ? list.filter((r) => r.year === parsed.year) : list).map((r) => ({ r, s: m.score, k: keywordScore(r.searchText, parsed.keywords) }))
	})
	const ranked = candidates
		// Under a year we do not have, the nearest years come first.
		.sort(
			(a, b) =>
				b.s - a.s ||
				(yearNotInData ? Math.abs(a.r.year - asked) - Math.abs(b.r.year - asked) : 0) ||
				b.k - a.k ||
				b.r.year - a.r.year ||
				b.r.maxTowingCapacity - a.r.maxTowingCapacity ||
				a.r.id - b.r.id,
		)
	const ids = ranked.slice(0, limit).map((x) => x.r.id)
	return { interpretation, total: ranked.length, vehicles: await getVehiclesByIds(db, ids) }
}

/** Example queries for the search box, taken from the data: the latest model year we have of a few popular models. */
const EXAMPLE_MODELS = [
	['ford', 'f-150'],
	['chevrolet', 'silverado-2500hd'],
	['ram', '3500'],
	['toyota', 'tacoma'],
	['chevrolet', 'tahoe'],
] as const

export async function searchExamples(db: DB, count = 3): Promise<string[]> {
	const catalog = await loadCatalog(db)
	const examples: string[] = []
	for (const [makeSlug, modelSlug] of EXAMPLE_MODELS) {
		const entry = catalog.find((m) => m.makeSlug === makeSlug && m.modelSlug === modelSlug)
		if (!entry || entry.years.length === 0) continue
		examples.push(`${Math.max(...entry.years)} ${entry.make === 'Ram' ? 'ram' : ''} ${entry.model}`.replace(/\s+/g, ' ').toLowerCase().trim())
		if (examples.length === count) break
	}
	return examples
}

/** Suggestions as you type, from the in-memory catalogue (no query past the seed-hash check). */
export async function suggestions(db: DB, q: string): Promise<Suggestion[]> {
	return suggest(q, await loadCatalog(db))
}
