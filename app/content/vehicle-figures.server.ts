// Vehicle figures for editorial pages, read from the vehicle database at render time: prose never
// carries a typed number that could drift from the data.
import type { DB } from '~/db/db.server'
import { slugify } from '~/domain/slug'
import { getModelYears, lineupKey, modelYearsOf } from '~/vehicles/model-years.server'
import { bestConfigurations, modelYearSummaries } from '~/vehicles/vehicles.server'
import type { ModelYear, Vehicle } from '~/vehicles/vehicle'
import type { VehicleRef } from './schemas'

export interface VehicleFigures {
	ref: VehicleRef
	/** The highest-rated configuration of that model year that we list, or null when we list none yet. */
	vehicle: Vehicle | null
	/** The maker's line-up maximum for that model year, or null when it is not in our data yet. */
	lineup: ModelYear | null
}

/** Two queries for any number of vehicles named (not two per vehicle). */
export async function vehicleFigures(db: DB, refs: VehicleRef[]): Promise<VehicleFigures[]> {
	const [configurations, lineups] = await Promise.all([bestConfigurations(db, refs), getModelYears(db, refs)])
	return refs.map((ref) => {
		const key = lineupKey(ref)
		return { ref, vehicle: configurations.get(key) ?? null, lineup: lineups.get(key) ?? null }
	})
}

/** The model years in which we have figures (a line-up maximum or a configuration) for a make and model. */
async function yearsWithFigures(db: DB, ref: VehicleRef) {
	const [lineup, configured] = await Promise.all([modelYearsOf(db, slugify(ref.make), slugify(ref.model)), modelYearSummaries(db, slugify(ref.make), slugify(ref.model))])
	return new Set([...lineup.map((m) => m.year), ...configured.map((c) => c.year)])
}

/**
 * Figures for a comparison: the vehicles in the latest model year (up to the one the piece names) for which we
 * have figures for every one of them, so a comparison is never empty while data exists. `year` names it; null
 * when no year has figures for all, and then each vehicle is shown in the latest year we have for it.
 */
export async function comparisonFigures(db: DB, refs: VehicleRef[]): Promise<{ year: number | null; figures: VehicleFigures[] }> {
	const sets = await Promise.all(refs.map((r) => yearsWithFigures(db, r)))
	const upTo = Math.max(...refs.map((r) => r.year))
	const common = [...(sets[0] ?? [])].filter((y) => y <= upTo && sets.every((s) => s.has(y)))
	if (common.length > 0) {
		const year = Math.max(...common)
		return { year, figures: await vehicleFigures(db, refs.map((r) => ({ ...r, year }))) }
	}
	const own = refs.map((r, i) => {
		const years = [...sets[i]!]
		const before = years.filter((y) => y <= r.year)
		return { ...r, year: before.length > 0 ? Math.max(...before) : years.length > 0 ? Math.min(...years) : r.year }
	})
	return { year: null, figures: await vehicleFigures(db, own) }
}
