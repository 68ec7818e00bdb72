// The towing calculator (DESIGN.md §6): the SPEC's GCWR arithmetic plus a check of every limit the input
// lets us evaluate, naming the one that binds. Pure: no React, no database. Weights are whole pounds.
import { tongueWeightRange } from './capacity'
import type { CalculatorRequest, TrailerType } from './calculator-schema'
import {
	CONVENTIONAL_TONGUE_SHARE,
	ESTIMATED_TONGUE_SHARE,
	FIFTH_WHEEL_TONGUE_SHARE,
	SAFETY_MARGIN,
	TOW_RATING_WARN_SHARE,
	WEIGHT_DISTRIBUTING_HITCH_ABOVE_LB,
} from './constants'
import type { BrakeRule } from './state-laws'
import { trailerBrakeAdvice } from './trailer-brakes'

export interface TowingInput {
	gcwr: number
	curbWeight: number
	passengersWeight: number
	cargoWeight: number
	/** Blank means no trailer (0). */
	trailerWeight?: number
	/** Blank means estimate it from the trailer weight. */
	tongueWeight?: number
	trailerType?: TrailerType
	payloadCapacity?: number
	gvwr?: number
	/** The vehicle's tow rating for this trailer type. */
	maxTowingCapacity?: number
	hitchRating?: number
	trailerGvwr?: number
	/** The state the user tows in, and the other states of the trip. */
	state?: string
	tripStates?: string[]
	/** The strictest sourced brake rule of those states (resolved from the state-law records by the server). */
	brakeRule?: BrakeRule
}

export const CHECK_IDS = ['payload', 'gvwr', 'gcwr', 'towRating', 'hitch', 'trailerGvwr', 'tongueShare'] as const
export type CheckId = (typeof CHECK_IDS)[number]
export type CheckStatus = 'pass' | 'warn' | 'fail'

export interface TowingCheck {
	id: CheckId
	label: string
	/** The limit: pounds, except `tongueShare` (per cent of the trailer: the top of the recommended band). */
	limit: number
	/** Your figure against it, in the same unit. */
	actual: number
	status: CheckStatus
	message: string
}

/** The limits that can cap the trailer weight, in the order a tie is named. */
export const BINDING_LIMITS = ['gcwr', 'towRating', 'payload', 'gvwr', 'hitch'] as const
export type BindingLimit = (typeof BINDING_LIMITS)[number]

export interface TowingResult {
	// SPEC §3 fields first.
	safeTowingCapacity: number
	loadedVehicleWeight: number
	availableCapacity: number
	isOverloaded: boolean
	recommendations: string[]
	// The full check (DESIGN.md §6).
	tongueWeight: number
	tongueWeightEstimated: boolean
	checks: TowingCheck[]
	maxTrailerWeight: number
	bindingLimit: BindingLimit
}

const lb = (n: number) => `${Math.round(n).toLocaleString('en-US')} lb`
const pct = (share: number) => `${(Math.round(share * 1000) / 10).toLocaleString('en-US')} %`
const floorLb = (n: number) => Math.floor(n + 1e-9)

/** Keeps the safety margin in reserve: floor(x × 0.9), never below 0. */
export function withSafetyMargin(lbAvailable: number) {
	return Math.max(0, floorLb(lbAvailable * (1 - SAFETY_MARGIN)))
}

export function isFifthWheelType(type: TrailerType) {
	return type === 'fifth-wheel' || type === 'gooseneck'
}

/** The recommended tongue (pin) share band for a trailer type. */
export function tongueShareBand(type: TrailerType) {
	return isFifthWheelType(type) ? FIFTH_WHEEL_TONGUE_SHARE : CONVENTIONAL_TONGUE_SHARE
}

const TRAILER_WORDS: Record<TrailerType, string> = {
	conventional: 'conventional',
	'fifth-wheel': 'fifth-wheel',
	gooseneck: 'gooseneck',
}

function weightCheck(id: CheckId, label: string, limit: number, actual: number, what: string, limitName: string): TowingCheck {
	const over = actual - limit
	return {
		id,
		label,
		limit,
		actual,
		status: over > 0 ? 'fail' : 'pass',
		message:
			over > 0
				? `${what}: ${lb(actual)}, ${lb(over)} over the ${limitName} of ${lb(limit)}.`
				: `${what}: ${lb(actual)}, within the ${limitName} of ${lb(limit)} (${lb(-over)} to spare).`,
	}
}

/** A vehicle's published ratings, as far as the calculator uses them (null: not published). */
export interface VehicleRatings {
	payloadCapacity: number | null
	gvwr: number | null
	conventionalTowing: number
	fifthWheelTowing: number | null
}

/** The request with the chosen vehicle's ratings filled in; a figure the user typed wins over the vehicle's. */
/** The states of the trip: the chosen state first, then the others, each once. */
export function tripStatesOf(input: Pick<TowingInput, 'state' | 'tripStates'>): string[] {
	return [...new Set([...(input.state ? [input.state] : []), ...(input.tripStates ?? [])])]
}

export function towingInput(request: CalculatorRequest, vehicle?: VehicleRatings): TowingInput {
	const { vehicleId: _vehicleId, ...input } = request
	const towRating = vehicle ? (isFifthWheelType(request.trailerType) ? vehicle.fifthWheelTowing : vehicle.conventionalTowing) : null
	return {
		...input,
		payloadCapacity: request.payloadCapacity ?? vehicle?.payloadCapacity ?? undefined,
		gvwr: request.gvwr ?? vehicle?.gvwr ?? undefined,
		maxTowingCapacity: request.maxTowingCapacity ?? towRating ?? undefined,
	}
}

export function calculateTowing(input: TowingInput): TowingResult {
	const trailerType = input.trailerType ?? 'conventional'
	const trailerWeight = input.trailerWeight ?? 0
	const tongueWeightEstimated = input.tongueWeight === undefined
	const tongueWeight = tongueWeightEstimated ? Math.round(trailerWeight * ESTIMATED_TONGUE_SHARE[trailerType]) : input.tongueWeight!
	const peopleAndCargo = input.passengersWeight + input.cargoWeight
	const vehicleWithoutTongue = input.curbWeight + peopleAndCargo

	// SPEC §9: GCWR minus (curb weight + passengers + cargo + tongue weight), less the 10 % safety margin.
	const loadedVehicleWeight = vehicleWithoutTongue + tongueWeight
	const availableCapacity = input.gcwr - loadedVehicleWeight
	const safeTowingCapacity = withSafetyMargin(availableCapacity)

	const band = tongueShareBand(trailerType)
	const checks: TowingCheck[] = []

	if (input.payloadCapacity !== undefined) {
		checks.push(
			weightCheck('payload', 'Payload capacity', input.payloadCapacity, peopleAndCargo + tongueWeight, 'Passengers, cargo and tongue weight', 'payload capacity'),
		)
	}
	if (input.gvwr !== undefined) {
		checks.push(weightCheck('gvwr', 'Gross vehicle weight rating (GVWR)', input.gvwr, loadedVehicleWeight, 'The loaded vehicle', 'GVWR'))
	}
	// The trailer's weight already contains its tongue weight, so the tongue is not added again here.
	checks.push(
		weightCheck('gcwr', 'Gross combined weight rating (GCWR)', input.gcwr, vehicleWithoutTongue + trailerWeight, 'Vehicle and trailer together', 'GCWR'),
	)
	if (input.maxTowingCapacity !== undefined) {
		const rating = input.maxTowingCapacity
		const check = weightCheck('towRating', `Tow rating (${TRAILER_WORDS[trailerType]})`, rating, trailerWeight, 'The trailer', 'tow rating')
		if (check.status === 'pass' && trailerWeight > rating * TOW_RATING_WARN_SHARE) {
			check.status = 'warn'
			check.message = `The trailer (${lb(trailerWeight)}) uses ${pct(trailerWeight / rating)} of the tow rating (${lb(rating)}): little margin for wind, grades or a heavier load than planned.`
		}
		checks.push(check)
	}
	if (input.hitchRating !== undefined) {
		checks.push(weightCheck('hitch', 'Hitch rating', input.hitchRating, trailerWeight, 'The trailer', 'hitch rating'))
	}
	if (input.trailerGvwr !== undefined) {
		checks.push(weightCheck('trailerGvwr', "Trailer's own GVWR", input.trailerGvwr, trailerWeight, "The trailer's weight", "trailer's GVWR"))
	}
	if (!tongueWeightEstimated && trailerWeight > 0) {
		checks.push(tongueShareCheck(trailerType, tongueWeight / trailerWeight))
	}

	// The heaviest trailer this setup can take, and which limit sets it.
	const knownShare = !tongueWeightEstimated && trailerWeight > 0 ? tongueWeight / trailerWeight : ESTIMATED_TONGUE_SHARE[trailerType]
	// A correctly loaded trailer puts at least the band's minimum on the hitch.
	const share = Math.max(knownShare, band.min)
	const candidates: Array<[BindingLimit, number]> = [['gcwr', withSafetyMargin(input.gcwr - vehicleWithoutTongue)]]
	if (input.maxTowingCapacity !== undefined) candidates.push(['towRating', input.maxTowingCapacity])
	if (input.payloadCapacity !== undefined) candidates.push(['payload', floorLb(Math.max(0, input.payloadCapacity - peopleAndCargo) / share)])
	if (input.gvwr !== undefined) candidates.push(['gvwr', floorLb(Math.max(0, input.gvwr - vehicleWithoutTongue) / share)])
	if (input.hitchRating !== undefined) candidates.push(['hitch', input.hitchRating])
	let [bindingLimit, maxTrailerWeight] = candidates[0]!
	for (const [id, value] of candidates) {
		if (value < maxTrailerWeight) [bindingLimit, maxTrailerWeight] = [id, value]
	}

	const failed = checks.filter((c) => c.status === 'fail')
	const overSafe = trailerWeight > safeTowingCapacity
	const isOverloaded = overSafe || failed.length > 0

	return {
		safeTowingCapacity,
		loadedVehicleWeight,
		availableCapacity,
		isOverloaded,
		recommendations: recommendations({ input, trailerType, trailerWeight, tongueWeight, tongueWeightEstimated, checks, safeTowingCapacity, overSafe, maxTrailerWeight, bindingLimit }),
		tongueWeight,
		tongueWeightEstimated,
		checks,
		maxTrailerWeight,
		bindingLimit,
	}
}

function tongueShareCheck(type: TrailerType, share: number): TowingCheck {
	const band = tongueShareBand(type)
	const range = `${band.min * 100}–${band.max * 100} %`
	const word = isFifthWheelType(type) ? 'Pin weight' : 'Tongue weight'
	const base = { id: 'tongueShare' as const, label: `${word} share of the trailer`, limit: band.max * 100, actual: Math.round(share * 1000) / 10 }
	// Compare in whole tenths of a per cent so that 15.0 % is inside the band however it was rounded.
	const tenths = Math.round(share * 1000)
	if (tenths >= band.min * 1000 && tenths <= band.max * 1000) {
		return { ...base, status: 'pass', message: `${word} is ${pct(share)} of the trailer, inside the recommended ${range}.` }
	}
	if ('warnMax' in band && tenths > band.max * 1000 && tenths <= band.warnMax * 1000) {
		return {
			...base,
			status: 'warn',
			message: `${word} is ${pct(share)} of the trailer, just above the recommended ${range}: move some load toward the trailer's axles.`,
		}
	}
	return {
		...base,
		status: 'fail',
		message:
			tenths < band.min * 1000
				? `${word} is ${pct(share)} of the trailer, below the recommended ${range}: a light tongue lets the trailer sway. Move load forward.`
				: `${word} is ${pct(share)} of the trailer, above the recommended ${range}: it overloads the rear axle and lightens the steering. Move load back.`,
	}
}

const FIX: Record<Exclude<CheckId, 'tongueShare'>, (c: TowingCheck) => string> = {
	payload: (c) => `Payload: take ${lb(c.actual - c.limit)} out of the vehicle (people, cargo or tongue weight), or choose a vehicle with more payload capacity.`,
	gvwr: (c) => `GVWR: the loaded vehicle is ${lb(c.actual - c.limit)} too heavy; carry less in it or move cargo into the trailer over its axles.`,
	gcwr: (c) => `GCWR: the whole rig is ${lb(c.actual - c.limit)} too heavy; lighten the trailer or the vehicle.`,
	towRating: (c) => `Tow rating: the trailer is ${lb(c.actual - c.limit)} over what the maker rates this vehicle to tow; choose a lighter trailer.`,
	hitch: (c) => `Hitch: fit a hitch, ball mount and ball rated for at least ${lb(c.actual)}, or lighten the trailer.`,
	trailerGvwr: (c) => `Trailer GVWR: the trailer is loaded ${lb(c.actual - c.limit)} beyond its own rating; unload it.`,
}

const LIMIT_WORDS: Record<BindingLimit, string> = {
	gcwr: 'the GCWR (with the 10 % safety margin)',
	towRating: 'the tow rating',
	payload: 'the payload capacity',
	gvwr: 'the GVWR',
	hitch: 'the hitch rating',
}

function recommendations(r: {
	input: TowingInput
	trailerType: TrailerType
	trailerWeight: number
	tongueWeight: number
	tongueWeightEstimated: boolean
	checks: TowingCheck[]
	safeTowingCapacity: number
	overSafe: boolean
	maxTrailerWeight: number
	bindingLimit: BindingLimit
}): string[] {
	const out: string[] = []
	const { input, trailerType, trailerWeight } = r
	const fifthWheel = isFifthWheelType(trailerType)

	for (const c of r.checks) {
		if (c.status !== 'fail') continue
		out.push(c.id === 'tongueShare' ? c.message : FIX[c.id](c))
	}
	if (r.overSafe) {
		out.push(
			`The trailer (${lb(trailerWeight)}) is heavier than the safe towing capacity of ${lb(r.safeTowingCapacity)}, which keeps a 10 % safety margin below the GCWR.`,
		)
	}
	if (trailerWeight > 0) {
		out.push(`With this load the heaviest trailer you can take is ${lb(r.maxTrailerWeight)}, set by ${LIMIT_WORDS[r.bindingLimit]}.`)
		if (r.tongueWeightEstimated) {
			out.push(
				`${fifthWheel ? 'Pin' : 'Tongue'} weight was not given, so it was estimated at ${Math.round(ESTIMATED_TONGUE_SHARE[trailerType] * 100)} % of the trailer (${lb(r.tongueWeight)}). Weigh it with a tongue scale or at a truck scale.`,
			)
		}
		if (fifthWheel) {
			const band = FIFTH_WHEEL_TONGUE_SHARE
			out.push(`Aim for a pin weight of ${lb(trailerWeight * band.min)} to ${lb(trailerWeight * band.max)} (${band.min * 100}–${band.max * 100} % of the trailer).`)
		} else {
			const range = tongueWeightRange(trailerWeight)
			const band = CONVENTIONAL_TONGUE_SHARE
			out.push(`Aim for a tongue weight of ${lb(range.min)} to ${lb(range.max)} (${band.min * 100}–${band.max * 100} % of the trailer).`)
			if (trailerWeight > WEIGHT_DISTRIBUTING_HITCH_ABOVE_LB) {
				out.push(`Use a weight-distributing hitch with sway control: the trailer is over ${lb(WEIGHT_DISTRIBUTING_HITCH_ABOVE_LB)}.`)
			}
		}
		const states = tripStatesOf(input)
		const brakes = trailerBrakeAdvice(trailerWeight, input.brakeRule, states)
		if (brakes.required || (states.length > 0 && brakes.basis === 'general')) out.push(brakes.sentence)
		if (input.payloadCapacity === undefined) {
			out.push("Payload was not checked: find your vehicle's payload on the Tire and Loading Information placard on the driver's door jamb and enter it.")
		}
		if (input.maxTowingCapacity === undefined) out.push("Tow rating was not checked: look it up for your exact configuration in the maker's towing guide.")
		if (input.hitchRating === undefined) out.push('Hitch rating was not checked: the lowest rating stamped on the receiver, ball mount or ball is your limit.')
	}
	if (!r.overSafe && !r.checks.some((c) => c.status === 'fail')) {
		out.push('Every limit we could check passes with this load. Weigh the loaded rig at a truck scale before a long trip.')
	}
	return out
}
