// Vehicle figures for editorial pages, read from the vehicle database at render time: prose never
// carries a typed number that could drift from the data.
import type { DB } from '~/db/db.server'
import { bestConfiguration } from '~/vehicles/vehicles.server'
import type { Vehicle } from '~/vehicles/vehicle'
import type { VehicleRef } from './schemas'

export interface VehicleFigures {
	ref: VehicleRef
	/** The best-equipped configuration of that model year (its highest rating), or null when the database has none yet. */
	vehicle: Vehicle | null
}

export async function vehicleFigures(db: DB, refs: VehicleRef[]): Promise<VehicleFigures[]> {
	return Promise.all(refs.map(async (ref) => ({ ref, vehicle: (await bestConfiguration(db, ref)) ?? null })))
}
