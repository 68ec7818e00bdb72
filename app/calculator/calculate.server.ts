// Runs the towing calculator for a validated request: looks up the chosen vehicle (the only database
// access), fills in its ratings, and calculates. Shared by POST /api/calculate-towing and the /calculator page.
import type { DB } from '~/db/db.server'
import type { CalculatorRequest } from '~/calculator/schema'
import { elevationRuleFor } from '~/calculator/elevation-rules'
import { brakeRuleFor } from '~/domain/state-laws'
import { type TowingResult, calculateTowing, towingInput, tripStatesOf } from '~/calculator/engine'
import { stateLawsFor } from '~/state-laws/state-laws.server'
import type { Vehicle } from '~/vehicles/vehicle'
import { getVehicle } from '~/vehicles/vehicles.server'

export type Calculation =
	| { ok: true; result: TowingResult; vehicle: Vehicle | null }
	| { ok: false; message: string; errors: { vehicleId: string } }

export const unknownVehicleMessage = (id: number) => `No vehicle with id ${id}`

export async function calculateForRequest(db: DB, request: CalculatorRequest): Promise<Calculation> {
	let vehicle: Vehicle | null = null
	if (request.vehicleId !== undefined) {
		vehicle = (await getVehicle(db, request.vehicleId)) ?? null
		if (!vehicle) {
			const message = unknownVehicleMessage(request.vehicleId)
			return { ok: false, message, errors: { vehicleId: message } }
		}
	}
	const input = towingInput(request, vehicle ?? undefined)
	const states = tripStatesOf(input)
	const laws = await stateLawsFor(db, states)
	const brakeRule = brakeRuleFor(laws.map((e) => e.law))
	// States on the trip we hold no record for lack a brake rule too.
	if (brakeRule) brakeRule.missing.push(...states.filter((s) => !laws.some((e) => e.code === s)))
	// A maker's published elevation rule applies only to that maker's vehicles; none is sourced yet (elevation-rules.ts).
	const elevationRule = request.elevationFt !== undefined ? elevationRuleFor(vehicle?.make, vehicle?.year) : undefined
	return { ok: true, result: calculateTowing({ ...input, brakeRule, ...(elevationRule ? { elevationRule } : {}) }), vehicle }
}
