// Vehicle queries: the only code that reads the vehicles table.
import { type Selectable, sql } from 'kysely'
import type { DB } from '~/db/db.server'
import type { VehicleTable } from '~/db/schema'
import { slugify } from '~/domain/slug'
import type { Vehicle } from './vehicle'

const naturalOrder = new Intl.Collator('en', { numeric: true, sensitivity: 'base' }).compare

export function toVehicle(row: Selectable<VehicleTable>): Vehicle {
	return {
		id: row.id,
		year: row.year,
		make: row.make,
		model: row.model,
		trim: row.trim,
		engine: row.engine,
		drivetrain: row.drivetrain,
		axleRatio: row.axleRatio,
		maxTowingCapacity: row.maxTowingCapacity,
		conventionalTowing: row.conventionalTowing,
		fifthWheelTowing: row.fifthWheelTowing,
		payloadCapacity: row.payloadCapacity,
		gcwr: row.gcwr,
		gvwr: row.gvwr,
		curbWeight: row.curbWeight,
		requiredPackage: row.requiredPackage,
		msrp: row.msrp,
		saeJ2807Certified: Boolean(row.saeJ2807Certified),
		vehicleClass: row.vehicleClass as Vehicle['vehicleClass'],
		body: row.body,
		source: row.source,
		sourceUrl: row.sourceUrl,
		verified: Boolean(row.verified),
		tier: row.tier as Vehicle['tier'],
		source2: row.source2,
		sourceUrl2: row.sourceUrl2,
		notPublished: row.notPublished === '' ? [] : (row.notPublished.split(';') as Vehicle['notPublished']),
		notes: row.notes,
		makeSlug: row.makeSlug,
		modelSlug: row.modelSlug,
	}
}

// The option lists reach every model year in either level: a year whose line-up row exists but whose
// configurations are not in our data yet still leads to its model-year page.
export async function listYears(db: DB): Promise<number[]> {
	const rows = await db
		.selectFrom('vehicles')
		.select('year')
		.union(db.selectFrom('modelYears').select('year'))
		.execute()
	return [...new Set(rows.map((r) => r.year))].sort((a, b) => b - a)
}

export async function listMakes(db: DB, year?: number): Promise<string[]> {
	let vehicles = db.selectFrom('vehicles').select('make')
	let lineup = db.selectFrom('modelYears').select('make')
	if (year !== undefined) {
		vehicles = vehicles.where('year', '=', year)
		lineup = lineup.where('year', '=', year)
	}
	const rows = await vehicles.union(lineup).execute()
	return [...new Set(rows.map((r) => r.make))].sort(naturalOrder)
}

export async function listModels(db: DB, year: number, make: string): Promise<string[]> {
	const rows = await db
		.selectFrom('vehicles')
		.select('model')
		.where('year', '=', year)
		.where('makeSlug', '=', slugify(make))
		.union(db.selectFrom('modelYears').select('model').where('year', '=', year).where('makeSlug', '=', slugify(make)))
		.execute()
	return [...new Set(rows.map((r) => r.model))].sort(naturalOrder)
}

export async function listTrims(db: DB, year: number, make: string, model: string): Promise<string[]> {
	const rows = await db
		.selectFrom('vehicles')
		.select('trim')
		.distinct()
		.where('year', '=', year)
		.where('makeSlug', '=', slugify(make))
		.where('modelSlug', '=', slugify(model))
		.execute()
	return rows.map((r) => r.trim).sort(naturalOrder)
}

export interface VehicleFilter {
	year?: number
	make?: string
	model?: string
	trim?: string
}

function filtered(db: DB, f: VehicleFilter) {
	let q = db.selectFrom('vehicles')
	if (f.year !== undefined) q = q.where('year', '=', f.year)
	if (f.make) q = q.where('makeSlug', '=', slugify(f.make))
	if (f.model) q = q.where('modelSlug', '=', slugify(f.model))
	if (f.trim) q = q.where(sql`lower(trim)`, '=', f.trim.toLowerCase())
	return q
}

/** Filtered vehicles, newest year first, then make, model, highest rating. Case-insensitive filters. */
export async function findVehicles(db: DB, f: VehicleFilter & { limit?: number; offset?: number }) {
	const [rows, count] = await Promise.all([
		filtered(db, f)
			.selectAll()
			.orderBy('year', 'desc')
			.orderBy('make')
			.orderBy('model')
			.orderBy('maxTowingCapacity', 'desc')
			.orderBy('id')
			.limit(f.limit ?? 50)
			.offset(f.offset ?? 0)
			.execute(),
		filtered(db, f).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
	])
	return { vehicles: rows.map(toVehicle), total: Number(count.n) }
}

export async function getVehicle(db: DB, id: number): Promise<Vehicle | undefined> {
	// No id of ours is outside 1…2³¹−1, and PostgreSQL would refuse the comparison with an error.
	if (!Number.isInteger(id) || id < 1 || id >= 2 ** 31) return undefined
	const row = await db.selectFrom('vehicles').selectAll().where('id', '=', id).executeTakeFirst()
	return row ? toVehicle(row) : undefined
}

export async function getVehiclesByIds(db: DB, ids: number[]): Promise<Vehicle[]> {
	if (ids.length === 0) return []
	const rows = await db.selectFrom('vehicles').selectAll().where('id', 'in', ids).execute()
	const byId = new Map(rows.map((r) => [r.id, toVehicle(r)]))
	return ids.map((id) => byId.get(id)).filter((v): v is Vehicle => Boolean(v))
}

/** Every configuration of one model year, highest rating first. */
export async function modelYearConfigurations(db: DB, makeSlug: string, modelSlug: string, year: number) {
	const rows = await db
		.selectFrom('vehicles')
		.selectAll()
		.where('makeSlug', '=', makeSlug)
		.where('modelSlug', '=', modelSlug)
		.where('year', '=', year)
		.orderBy('maxTowingCapacity', 'desc')
		.orderBy('id')
		.execute()
	return rows.map(toVehicle)
}

/** How many configurations we list of each given model year, and the highest rating among them. */
export async function listedConfigurations(db: DB, wanted: Array<{ year: number; make: string; model: string }>) {
	const out = new Map<string, { count: number; highestTowing: number | null }>()
	if (wanted.length === 0) return out
	const rows = await db
		.selectFrom('vehicles')
		.select((eb) => ['year', 'makeSlug', 'modelSlug', eb.fn.countAll<number>().as('n'), eb.fn.max<number>('maxTowingCapacity').as('highest')])
		.where((eb) =>
			eb.or(wanted.map((w) => eb.and([eb('year', '=', w.year), eb('makeSlug', '=', slugify(w.make)), eb('modelSlug', '=', slugify(w.model))]))),
		)
		.groupBy(['year', 'makeSlug', 'modelSlug'])
		.execute()
	for (const r of rows) out.set(`${r.year}|${r.makeSlug}|${r.modelSlug}`, { count: Number(r.n), highestTowing: Number(r.highest) })
	return out
}

/** The latest model year in which we list configurations of every given model, if any. */
export async function latestCommonConfigurationYear(db: DB, models: Array<{ makeSlug: string; modelSlug: string }>) {
	if (models.length === 0) return undefined
	const rows = await db
		.selectFrom('vehicles')
		.select(['year', 'makeSlug', 'modelSlug'])
		.distinct()
		.where((eb) => eb.or(models.map((m) => eb.and([eb('makeSlug', '=', m.makeSlug), eb('modelSlug', '=', m.modelSlug)]))))
		.execute()
	const byYear = new Map<number, Set<string>>()
	for (const r of rows) byYear.set(r.year, (byYear.get(r.year) ?? new Set()).add(`${r.makeSlug}/${r.modelSlug}`))
	const common = [...byYear].filter(([, set]) => set.size === new Set(models.map((m) => `${m.makeSlug}/${m.modelSlug}`)).size).map(([y]) => y)
	return common.length === 0 ? undefined : Math.max(...common)
}

/** The highest-rated configuration of a model year that we list (not necessarily the maker's maximum), for editorial pages. */
export async function bestConfiguration(db: DB, v: { year: number; make: string; model: string }) {
	const row = await db
		.selectFrom('vehicles')
		.selectAll()
		.where('year', '=', v.year)
		.where('makeSlug', '=', slugify(v.make))
		.where('modelSlug', '=', slugify(v.model))
		.orderBy('maxTowingCapacity', 'desc')
		.orderBy('id')
		.executeTakeFirst()
	return row ? toVehicle(row) : undefined
}

/** bestConfiguration for several model years in one query, keyed by `year|makeSlug|modelSlug`. */
export async function bestConfigurations(db: DB, wanted: Array<{ year: number; make: string; model: string }>) {
	const best = new Map<string, Vehicle>()
	if (wanted.length === 0) return best
	const rows = await db
		.selectFrom('vehicles')
		.selectAll()
		.where((eb) => eb.or(wanted.map((w) => eb.and([eb('year', '=', w.year), eb('makeSlug', '=', slugify(w.make)), eb('modelSlug', '=', slugify(w.model))]))))
		.orderBy('maxTowingCapacity', 'desc')
		.orderBy('id')
		.execute()
	for (const r of rows) {
		const key = `${r.year}|${r.makeSlug}|${r.modelSlug}`
		if (!best.has(key)) best.set(key, toVehicle(r))
	}
	return best
}

/** The vehicle a user named in a form (year, make, model and trim, case-insensitive), if exactly known. */
export async function findVehicleIdByName(db: DB, v: { year: number; make: string; model: string; trim: string }) {
	const rows = await filtered(db, v).select('id').limit(2).execute()
	return rows.length === 1 ? rows[0]!.id : null
}

/** Counts shown on the site; computed, never typed. */
export async function vehicleStats(db: DB) {
	const row = await db
		.selectFrom('vehicles')
		.select((eb) => [
			eb.fn.countAll<number>().as('configurations'),
			eb.fn.count<number>('makeSlug').distinct().as('makes'),
			eb.fn.min<number>('year').as('firstYear'),
			eb.fn.max<number>('year').as('lastYear'),
			eb.fn.sum<number>('verified').as('verified'),
		])
		.executeTakeFirstOrThrow()
	const models = await db
		.selectFrom('vehicles')
		.select(['makeSlug', 'modelSlug'])
		.distinct()
		.execute()
	const tiers = await db
		.selectFrom('vehicles')
		.select((eb) => ['tier', eb.fn.countAll<number>().as('n')])
		.groupBy('tier')
		.execute()
	return {
		byTier: Object.fromEntries(tiers.map((t) => [t.tier, Number(t.n)])) as Partial<Record<Vehicle['tier'], number>>,
		configurations: Number(row.configurations),
		makes: Number(row.makes),
		models: models.length,
		firstYear: row.firstYear === null ? null : Number(row.firstYear),
		lastYear: row.lastYear === null ? null : Number(row.lastYear),
		verified: Number(row.verified ?? 0),
	}
}

/** Makes with their slugs and counts, A–Z, for browse links and landing pages. */
export async function listMakeSummaries(db: DB) {
	const rows = await db
		.selectFrom('vehicles')
		.select((eb) => ['make', 'makeSlug', eb.fn.countAll<number>().as('configurations'), eb.fn.min<number>('year').as('firstYear'), eb.fn.max<number>('year').as('lastYear')])
		.groupBy(['make', 'makeSlug'])
		.execute()
	return rows
		.map((r) => ({ ...r, configurations: Number(r.configurations), firstYear: Number(r.firstYear), lastYear: Number(r.lastYear) }))
		.sort((a, b) => naturalOrder(a.make, b.make))
}

/** A make's models with their year range and highest rating, for /towing-capacity/{make}. */
export async function listModelSummaries(db: DB, makeSlug: string) {
	const rows = await db
		.selectFrom('vehicles')
		.select((eb) => [
			'make',
			'model',
			'modelSlug',
			'vehicleClass',
			eb.fn.min<number>('year').as('firstYear'),
			eb.fn.max<number>('year').as('lastYear'),
			eb.fn.max<number>('maxTowingCapacity').as('maxTowing'),
			eb.fn.countAll<number>().as('configurations'),
		])
		.where('makeSlug', '=', makeSlug)
		.groupBy(['make', 'model', 'modelSlug', 'vehicleClass'])
		.execute()
	// A model listed under two classes (rare) collapses into one entry.
	const byModel = new Map<string, (typeof rows)[number] & { classes: string[] }>()
	for (const r of rows) {
		const prev = byModel.get(r.modelSlug)
		const row = { ...r, firstYear: Number(r.firstYear), lastYear: Number(r.lastYear), maxTowing: Number(r.maxTowing), configurations: Number(r.configurations) }
		if (!prev) byModel.set(r.modelSlug, { ...row, classes: [r.vehicleClass] })
		else
			byModel.set(r.modelSlug, {
				...prev,
				firstYear: Math.min(prev.firstYear, row.firstYear),
				lastYear: Math.max(prev.lastYear, row.lastYear),
				maxTowing: Math.max(prev.maxTowing, row.maxTowing),
				configurations: prev.configurations + row.configurations,
				classes: [...prev.classes, r.vehicleClass],
			})
	}
	return [...byModel.values()].sort((a, b) => naturalOrder(a.model, b.model))
}

/** A model's highest rating per model year, newest first, for /towing-capacity/{make}/{model}. */
export async function modelYearSummaries(db: DB, makeSlug: string, modelSlug: string) {
	const rows = await db
		.selectFrom('vehicles')
		.select((eb) => ['year', 'make', 'model', eb.fn.max<number>('maxTowingCapacity').as('maxTowing'), eb.fn.countAll<number>().as('configurations')])
		.where('makeSlug', '=', makeSlug)
		.where('modelSlug', '=', modelSlug)
		.groupBy(['year', 'make', 'model'])
		.orderBy('year', 'desc')
		.execute()
	return rows.map((r) => ({ ...r, maxTowing: Number(r.maxTowing), configurations: Number(r.configurations) }))
}

/** The latest model year in which a make/model is in the data, or undefined. */
export async function latestYearOf(db: DB, make: string, model: string) {
	const row = await db
		.selectFrom('vehicles')
		.select((eb) => eb.fn.max<number>('year').as('year'))
		.where('makeSlug', '=', slugify(make))
		.where('modelSlug', '=', slugify(model))
		.executeTakeFirst()
	return row?.year === null || row?.year === undefined ? undefined : Number(row.year)
}

/**
 * The publications the figures come from, per make: each source with the model years and number of
 * configurations it covers (for /data-sources). Computed from the rows, so it lists exactly what is loaded.
 */
export async function listSources(db: DB) {
	const rows = await db
		.selectFrom('vehicles')
		.select((eb) => [
			'make',
			'makeSlug',
			'source',
			eb.fn.min<string>('sourceUrl').as('sourceUrl'),
			eb.fn.min<number>('year').as('firstYear'),
			eb.fn.max<number>('year').as('lastYear'),
			eb.fn.countAll<number>().as('configurations'),
			eb.fn.sum<number>('verified').as('verified'),
		])
		.groupBy(['make', 'makeSlug', 'source'])
		.execute()
	const byMake = new Map<
		string,
		{
			make: string
			makeSlug: string
			firstYear: number
			lastYear: number
			configurations: number
			sources: Array<{ source: string; sourceUrl: string | null; firstYear: number; lastYear: number; configurations: number; verified: number }>
		}
	>()
	for (const r of rows) {
		const source = {
			source: r.source,
			sourceUrl: r.sourceUrl ?? null,
			firstYear: Number(r.firstYear),
			lastYear: Number(r.lastYear),
			configurations: Number(r.configurations),
			verified: Number(r.verified ?? 0),
		}
		const make = byMake.get(r.makeSlug)
		if (!make) {
			byMake.set(r.makeSlug, { make: r.make, makeSlug: r.makeSlug, firstYear: source.firstYear, lastYear: source.lastYear, configurations: source.configurations, sources: [source] })
		} else {
			make.firstYear = Math.min(make.firstYear, source.firstYear)
			make.lastYear = Math.max(make.lastYear, source.lastYear)
			make.configurations += source.configurations
			make.sources.push(source)
		}
	}
	for (const make of byMake.values()) make.sources.sort((a, b) => a.firstYear - b.firstYear || naturalOrder(a.source, b.source))
	return [...byMake.values()].sort((a, b) => naturalOrder(a.make, b.make))
}

/** Featured vehicles: the highest-rated configuration of different models, newest model years first. */
export async function featuredVehicles(db: DB, count = 6): Promise<Vehicle[]> {
	const rows = await db
		.selectFrom('vehicles')
		.selectAll()
		.orderBy('year', 'desc')
		.orderBy('verified', 'desc')
		.orderBy('maxTowingCapacity', 'desc')
		.orderBy('id')
		.limit(400)
		.execute()
	const seen = new Set<string>()
	const picked: Vehicle[] = []
	for (const r of rows) {
		const key = `${r.makeSlug}/${r.modelSlug}`
		if (seen.has(key)) continue
		seen.add(key)
		picked.push(toVehicle(r))
		if (picked.length === count) break
	}
	return picked
}
