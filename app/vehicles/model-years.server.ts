// Model-year line-up queries: the only code that reads the model_years table.
import type { Selectable } from 'kysely'
import type { DB } from '~/db/db.server'
import type { ModelYearTable } from '~/db/schema'
import { slugify } from '~/domain/slug'
import type { ModelYear } from './vehicle'

export function toModelYear(row: Selectable<ModelYearTable>): ModelYear {
	return {
		id: row.id,
		year: row.year,
		make: row.make,
		model: row.model,
		makeSlug: row.makeSlug,
		modelSlug: row.modelSlug,
		vehicleClass: row.vehicleClass as ModelYear['vehicleClass'],
		maxTowing: Math.max(row.maxConventionalTowing ?? 0, row.maxFifthWheelTowing ?? 0),
		maxConventionalTowing: row.maxConventionalTowing,
		maxFifthWheelTowing: row.maxFifthWheelTowing,
		maxPayload: row.maxPayload,
		saeJ2807Certified: Boolean(row.saeJ2807Certified),
		tier: row.tier as ModelYear['tier'],
		source: row.source,
		sourceUrl: row.sourceUrl,
		source2: row.source2,
		sourceUrl2: row.sourceUrl2,
		disagreement: row.disagreement,
		notes: row.notes,
	}
}

/** One model year's line-up row by slugs, if the maker's maximum for it is in our data. */
export async function getModelYear(db: DB, makeSlug: string, modelSlug: string, year: number) {
	const row = await db
		.selectFrom('modelYears')
		.selectAll()
		.where('makeSlug', '=', makeSlug)
		.where('modelSlug', '=', modelSlug)
		.where('year', '=', year)
		.executeTakeFirst()
	return row ? toModelYear(row) : undefined
}

/** Line-up rows for several (year, make, model) at once — e.g. the models a search matched — keyed by modelYearKey. */
export async function getModelYears(db: DB, wanted: Array<{ year: number; make: string; model: string }>) {
	if (wanted.length === 0) return new Map<string, ModelYear>()
	const rows = await db
		.selectFrom('modelYears')
		.selectAll()
		.where((eb) =>
			eb.or(
				wanted.map((w) =>
					eb.and([eb('year', '=', w.year), eb('makeSlug', '=', slugify(w.make)), eb('modelSlug', '=', slugify(w.model))]),
				),
			),
		)
		.execute()
	return new Map(rows.map((r) => [lineupKey(r), toModelYear(r)]))
}

export const lineupKey = (v: { year: number; makeSlug?: string; modelSlug?: string; make: string; model: string }) =>
	`${v.year}|${v.makeSlug ?? slugify(v.make)}|${v.modelSlug ?? slugify(v.model)}`

/** Every line-up row of one model, newest year first. */
export async function modelYearsOf(db: DB, makeSlug: string, modelSlug: string) {
	const rows = await db
		.selectFrom('modelYears')
		.selectAll()
		.where('makeSlug', '=', makeSlug)
		.where('modelSlug', '=', modelSlug)
		.orderBy('year', 'desc')
		.execute()
	return rows.map(toModelYear)
}

/** Every line-up row of one make, for its landing page. */
export async function modelYearsOfMake(db: DB, makeSlug: string) {
	const rows = await db.selectFrom('modelYears').selectAll().where('makeSlug', '=', makeSlug).orderBy('year', 'desc').execute()
	return rows.map(toModelYear)
}

export interface ModelYearFilter {
	year?: number
	make?: string
	model?: string
	limit?: number
	offset?: number
}

/** Filtered line-up rows, newest year first, then make and model; with the total for paging. */
export async function findModelYears(db: DB, f: ModelYearFilter) {
	let q = db.selectFrom('modelYears')
	if (f.year !== undefined) q = q.where('year', '=', f.year)
	if (f.make) q = q.where('makeSlug', '=', slugify(f.make))
	if (f.model) q = q.where('modelSlug', '=', slugify(f.model))
	const [rows, count] = await Promise.all([
		q.selectAll().orderBy('year', 'desc').orderBy('make').orderBy('model').orderBy('id').limit(f.limit ?? 50).offset(f.offset ?? 0).execute(),
		q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
	])
	return { modelYears: rows.map(toModelYear), total: Number(count.n) }
}

/** Line-up counts for the site's claims: rows, and rows per provenance tier. */
export async function modelYearStats(db: DB) {
	const rows = await db
		.selectFrom('modelYears')
		.select((eb) => ['tier', eb.fn.countAll<number>().as('n')])
		.groupBy('tier')
		.execute()
	const byTier = Object.fromEntries(rows.map((r) => [r.tier, Number(r.n)])) as Partial<Record<ModelYear['tier'], number>>
	return { total: rows.reduce((sum, r) => sum + Number(r.n), 0), byTier }
}
