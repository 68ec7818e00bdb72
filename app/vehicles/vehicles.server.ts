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
		notes: row.notes,
		makeSlug: row.makeSlug,
		modelSlug: row.modelSlug,
	}
}

export async function listYears(db: DB): Promise<number[]> {
	const rows = await db.selectFrom('vehicles').select('year').distinct().orderBy('year', 'desc').execute()
	return rows.map((r) => r.year)
}

export async function listMakes(db: DB, year?: number): Promise<string[]> {
	let q = db.selectFrom('vehicles').select('make').distinct()
	if (year !== undefined) q = q.where('year', '=', year)
	const rows = await q.execute()
	return rows.map((r) => r.make).sort(naturalOrder)
}

export async function listModels(db: DB, year: number, make: string): Promise<string[]> {
	const rows = await db
		.selectFrom('vehicles')
		.select('model')
		.distinct()
		.where('year', '=', year)
		.where('makeSlug', '=', slugify(make))
		.execute()
	return rows.map((r) => r.model).sort(naturalOrder)
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

/** The best-equipped configuration of a model year (its advertised maximum), for editorial pages. */
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
	return {
		configurations: Number(row.configurations),
		makes: Number(row.makes),
		models: models.length,
		firstYear: row.firstYear === null ? null : Number(row.firstYear),
		lastYear: row.lastYear === null ? null : Number(row.lastYear),
		verified: Number(row.verified ?? 0),
	}
}
