// Vehicle figures for editorial pages, read from the vehicle database at render time: prose never
// carries a typed number that could drift from the data.
import type { DB } from '~/db/db.server'
import { slugify } from '~/domain/slug'
import { getModelYear } from '~/vehicles/model-years.server'
import { bestConfiguration } from '~/vehicles/vehicles.server'
import type { ModelYear, Vehicle } from '~/vehicles/vehicle'
import type { VehicleRef } from './schemas'

export interface VehicleFigures {
	ref: VehicleRef
	/** The highest-rated configuration of that model year that we list, or null when we list none yet. */
	vehicle: Vehicle | null
	/** The maker's line-up maximum for that model year, or null when it is not in our data yet. */
	lineup: ModelYear | null
}

export async function vehicleFigures(db: DB, refs: VehicleRef[]): Promise<VehicleFigures[]> {
	return Promise.all(
		refs.map(async (ref) => {
			const [vehicle, lineup] = await Promise.all([bestConfiguration(db, ref), getModelYear(db, slugify(ref.make), slugify(ref.model), ref.year)])
			return { ref, vehicle: vehicle ?? null, lineup: lineup ?? null }
		}),
	)
}
