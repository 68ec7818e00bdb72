// The calculator form's values as text, read from a query string or a form, and the figures a chosen vehicle
// fills in: shared by the /calculator route (server) and the form component (browser).
import { FIGURE_FIELDS, calculatorFigures } from './figures'
import { CALCULATOR_FIELDS, type CalculatorField, type CalculatorRequest, TRAILER_TYPES, type TrailerType } from './schema'
import type { TowingResult } from './engine'
import type { CascadeOptions, CascadeValue } from '~/vehicles/cascade'
import type { ModelYear, Vehicle } from '~/vehicles/vehicle'

export type Values = Partial<Record<CalculatorField, string>>
export type Errors = Partial<Record<CalculatorField, string>>

export const INVALID_INPUT = { title: 'Invalid Input', description: 'Please fill in all fields with valid numbers' }

export function valuesFrom(get: (name: string) => unknown): Values {
	const values: Values = {}
	for (const field of CALCULATOR_FIELDS) {
		const v = get(field)
		if (typeof v === 'string' && v.length <= (field === 'tripStates' ? 200 : 40)) values[field] = v
	}
	return values
}

export function trailerTypeOf(values: Values): TrailerType {
	return (TRAILER_TYPES as readonly string[]).includes(values.trailerType ?? '') ? (values.trailerType as TrailerType) : 'conventional'
}

export function prefilledValues(vehicle: Vehicle, trailerType: TrailerType): Values {
	const figures = calculatorFigures(vehicle, trailerType)
	const values: Values = { vehicleId: String(vehicle.id) }
	for (const f of FIGURE_FIELDS) if (figures[f] !== null) values[f] = String(figures[f])
	return values
}

/** The line-up ceiling for a trailer type: the maker's maximum for that hitch, when the line-up publishes one. */
export function lineupCeiling(lineup: ModelYear, trailerType: TrailerType) {
	return trailerType === 'conventional' ? lineup.maxConventionalTowing : lineup.maxFifthWheelTowing
}

/** What the /calculator loader answers: the form's state, and a result when the URL carries one. */
export interface CalculatorPageData {
	values: Values
	errors: Errors
	result: TowingResult | null
	request: CalculatorRequest | null
	vehicle: Vehicle | null
	cascade: CascadeValue
	options: CascadeOptions
	configurations: Vehicle[]
	lineup: ModelYear | null
	ceiling: number | null
}

/** What the /calculator action answers when the posted form is refused (otherwise it redirects to the result). */
export interface CalculatorActionData {
	values: Values
	errors: Errors
	vehicle: Vehicle | null
}
