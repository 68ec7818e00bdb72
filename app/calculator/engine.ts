// The towing calculator (DESIGN.md §6): the SPEC's GCWR arithmetic plus a check of every limit the input
// lets us evaluate, naming the one that binds. Pure: no React, no database. Weights are whole pounds.
import { tongueWeightRange } from '~/domain/capacity'
import type { CalculatorRequest, TrailerType } from './schema'
import {
	CONVENTIONAL_TONGUE_SHARE,
	ESTIMATED_TONGUE_SHARE,
	FIFTH_WHEEL_TONGUE_SHARE,
	SAFETY_MARGIN,
	TOW_RATING_WARN_SHARE,
	WEIGHT_DISTRIBUTING_HITCH_ABOVE_LB,
} from '~/domain/constants'
import { type ElevationRule, gcwrAtElevation } from './elevation-rules'
import type { BrakeRule } from '~/domain/state-laws'
import { trailerBrakeAdvice } from './trailer-brakes'
import { type WeighTicketFigures, type WeighTickets, weighTicketFigures } from './weigh-tickets'

export interface TowingInput {
	/** Optional (calculator II): without it the GCWR check is "not checked". */
	gcwr?: number
	/** Optional: without it the GCWR and GVWR checks need a scale ticket. */
	curbWeight?: number
	passengersWeight: number
	cargoWeight: number
	/** Blank means no trailer (0). */
	trailerWeight?: number
	/** Blank means estimate it from the trailer weight. */
	tongueWeight?: number
	trailerType?: TrailerType
	payloadCapacity?: number
	gvwr?: number
	frontGawr?: number
	rearGawr?: number
	/** The vehicle's tow rating for this trailer type. */
	maxTowingCapacity?: number
	hitchRating?: number
	trailerGvwr?: number
	/** The highest elevation of the trip, in feet, and the maker's published rule for it (resolved by the server). */
	elevationFt?: number
	elevationRule?: ElevationRule
	/** Truck-scale tickets: measured figures replace the entered trailer and tongue weights. */
	weighTickets?: WeighTickets
	/** The state the user tows in, and the other states of the trip. */
	state?: string
	tripStates?: string[]
	/** The strictest sourced brake rule of those states (resolved from the state-law records by the server). */
	brakeRule?: BrakeRule
}

export const CHECK_IDS = ['payload', 'gvwr', 'frontGawr', 'rearGawr', 'gcwr', 'towRating', 'hitch', 'trailerGvwr', 'tongueShare'] as const
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

/** A limit we could not evaluate from the input, and where the missing figure is found. */
export interface UncheckedLimit {
	id: CheckId
	label: string
	/** Why it was not checked. */
	reason: string
	/** Where to find the figure that would check it. */
	where: string
}

/** The limits that can cap the trailer weight, in the order a tie is named. */
export const BINDING_LIMITS = ['gcwr', 'towRating', 'payload', 'gvwr', 'hitch'] as const
export type BindingLimit = (typeof BINDING_LIMITS)[number]

export type VerdictAnswer = 'yes' | 'no' | 'cant-tell'

export interface Verdict {
	answer: VerdictAnswer
	/** One line: "Yes, within every limit we could check", "No — payload exceeded by 340 lb", "Can't tell yet — …". */
	headline: string
	/** The limit behind a "no" (the first failure), or the figures a "can't tell" waits for. */
	limits: Array<CheckId | 'safeTowingCapacity'>
}

export interface ElevationNote {
	elevationFt: number
	applied: boolean
	/** The GCWR used for the check after the maker's reduction (applied only). */
	gcwr?: number
	reduction?: number
	source?: string
	sourceUrl?: string
	message: string
}

export interface TowingResult {
	// SPEC §3 fields first. Null when the GCWR or the curb weight was not given (they need both).
	safeTowingCapacity: number | null
	loadedVehicleWeight: number | null
	availableCapacity: number | null
	isOverloaded: boolean
	recommendations: string[]
	// The full check (DESIGN.md §6).
	tongueWeight: number
	tongueWeightEstimated: boolean
	checks: TowingCheck[]
	/** Null when no limit that caps the trailer was given. */
	maxTrailerWeight: number | null
	bindingLimit: BindingLimit | null
	// Calculator II.
	verdict: Verdict
	notChecked: UncheckedLimit[]
	trailerWeight: number
	/** The measured figures when scale tickets were entered. */
	weighTicket: WeighTicketFigures | null
	elevation: ElevationNote | null
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

export const CHECK_LABELS: Record<CheckId, string> = {
	payload: 'Payload capacity',
	gvwr: 'Gross vehicle weight rating (GVWR)',
	frontGawr: 'Front axle rating (GAWR front)',
	rearGawr: 'Rear axle rating (GAWR rear)',
	gcwr: 'Gross combined weight rating (GCWR)',
	towRating: 'Tow rating',
	hitch: 'Hitch rating',
	trailerGvwr: "Trailer's own GVWR",
	tongueShare: 'Tongue weight share of the trailer',
}

/** Where each figure is found: the answer to "not checked". */
export const WHERE_TO_FIND: Record<CheckId, string> = {
	payload:
		'the Tire and Loading Information label on the driver’s door jamb: “The combined weight of occupants and cargo should never exceed … lb”',
	gvwr: 'the certification label on the driver’s door jamb (GVWR); the check also needs the curb weight or a truck-scale ticket',
	frontGawr: 'the certification label on the driver’s door jamb (GAWR FRT); the axle load itself needs a truck-scale ticket',
	rearGawr: 'the certification label on the driver’s door jamb (GAWR RR); the axle load itself needs a truck-scale ticket',
	gcwr: 'the maker’s towing guide or owner’s manual, for your engine and axle ratio; the check also needs the curb weight or a truck-scale ticket',
	towRating: 'the maker’s towing guide for your exact configuration (engine, axle ratio, cab, bed, package)',
	hitch: 'the lowest rating stamped on the receiver, the ball mount and the ball',
	trailerGvwr: 'the trailer’s VIN plate, usually at the front on the left side',
	tongueShare: 'a tongue-weight scale or a truck-scale ticket: an estimate cannot be checked',
}

function weightCheck(id: CheckId, limit: number, actual: number, what: string, limitName: string, label = CHECK_LABELS[id]): TowingCheck {
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

/** The states of the trip: the chosen state first, then the others, each once. */
export function tripStatesOf(input: Pick<TowingInput, 'state' | 'tripStates'>): string[] {
	return [...new Set([...(input.state ? [input.state] : []), ...(input.tripStates ?? [])])]
}

/** The request as the engine's input: scale tickets gathered, the chosen vehicle's ratings filled in; a figure the user typed wins. */
export function towingInput(request: CalculatorRequest, vehicle?: VehicleRatings): TowingInput {
	const {
		vehicleId: _vehicleId,
		ticket1Steer,
		ticket1Drive,
		ticket1Trailer,
		ticket2Steer,
		ticket2Drive,
		ticket2Trailer,
		ticket3Steer,
		ticket3Drive,
		...input
	} = request
	const towRating = vehicle ? (isFifthWheelType(request.trailerType) ? vehicle.fifthWheelTowing : vehicle.conventionalTowing) : null
	const weighTickets: WeighTickets | undefined =
		ticket1Steer !== undefined && ticket1Drive !== undefined && ticket1Trailer !== undefined && ticket3Steer !== undefined && ticket3Drive !== undefined
			? {
					hitched: { steer: ticket1Steer, drive: ticket1Drive, trailer: ticket1Trailer },
					...(ticket2Steer !== undefined && ticket2Drive !== undefined && ticket2Trailer !== undefined
						? { released: { steer: ticket2Steer, drive: ticket2Drive, trailer: ticket2Trailer } }
						: {}),
					truckAlone: { steer: ticket3Steer, drive: ticket3Drive },
				}
			: undefined
	const out: TowingInput = {
		...input,
		payloadCapacity: request.payloadCapacity ?? vehicle?.payloadCapacity ?? undefined,
		gvwr: request.gvwr ?? vehicle?.gvwr ?? undefined,
		maxTowingCapacity: request.maxTowingCapacity ?? towRating ?? undefined,
	}
	if (weighTickets) out.weighTickets = weighTickets
	return out
}

export function calculateTowing(input: TowingInput): TowingResult {
	const trailerType = input.trailerType ?? 'conventional'
	const scale = input.weighTickets ? weighTicketFigures(input.weighTickets) : null
	const trailerWeight = scale ? scale.trailerWeight : (input.trailerWeight ?? 0)
	const tongueWeightEstimated = !scale && input.tongueWeight === undefined
	const tongueWeight = scale ? scale.tongueWeight : tongueWeightEstimated ? Math.round(trailerWeight * ESTIMATED_TONGUE_SHARE[trailerType]) : input.tongueWeight!
	const peopleAndCargo = input.passengersWeight + input.cargoWeight
	const curb = input.curbWeight
	const vehicleWithoutTongue = curb === undefined ? undefined : curb + peopleAndCargo

	// The maker's elevation rule, where one is published, lowers the GCWR used for every GCWR figure.
	let elevation: ElevationNote | null = null
	let gcwr = input.gcwr
	if (input.elevationFt !== undefined) {
		if (input.elevationRule && gcwr !== undefined) {
			const at = gcwrAtElevation(gcwr, input.elevationFt, input.elevationRule)
			elevation = {
				elevationFt: input.elevationFt,
				applied: true,
				gcwr: at.gcwr,
				reduction: at.reduction,
				source: input.elevationRule.source,
				sourceUrl: input.elevationRule.sourceUrl,
				message: `At ${lb(input.elevationFt).replace(' lb', ' ft')} the maker’s rule (${input.elevationRule.percentPer1000Ft} % of the GCWR per 1,000 ft above ${input.elevationRule.aboveFt.toLocaleString('en-US')} ft, ${input.elevationRule.source}) lowers the GCWR by ${lb(at.reduction)} to ${lb(at.gcwr)}.`,
			}
			gcwr = at.gcwr
		} else {
			elevation = {
				elevationFt: input.elevationFt,
				applied: false,
				message: input.elevationRule
					? 'The maker publishes a GCWR reduction for elevation, but no GCWR was entered to reduce.'
					: 'No elevation rule applied: we hold no GCWR reduction for elevation published by this vehicle’s maker, and we do not invent one. Check the maker’s towing guide; engines lose power in thin air.',
			}
		}
	}

	// SPEC §9: GCWR minus (curb weight + passengers + cargo + tongue weight), less the 10 % safety margin. On a scale
	// the truck alone with its load is weighed, so the same sum is measured and needs no curb weight.
	const loadedVehicleWeight = scale ? scale.truckAloneWeight + tongueWeight : vehicleWithoutTongue === undefined ? null : vehicleWithoutTongue + tongueWeight
	const availableCapacity = gcwr === undefined || loadedVehicleWeight === null ? null : gcwr - loadedVehicleWeight
	const safeTowingCapacity = availableCapacity === null ? null : withSafetyMargin(availableCapacity)

	const band = tongueShareBand(trailerType)
	const checks: TowingCheck[] = []
	const notChecked: UncheckedLimit[] = []
	const skip = (id: CheckId, reason: string) => notChecked.push({ id, label: CHECK_LABELS[id], reason, where: WHERE_TO_FIND[id] })

	// Measured: the loaded truck as driven; else the sum of its parts, when the curb weight is known.
	const vehicleWeight = scale ? scale.grossVehicleWeight : loadedVehicleWeight
	const combinedWeight = scale ? scale.grossCombinedWeight : vehicleWithoutTongue === undefined ? null : vehicleWithoutTongue + trailerWeight

	if (input.payloadCapacity !== undefined) {
		// People, cargo and tongue ride on the vehicle (the tongue weighed when there are tickets). The scale's own
		// verdict on the truck is the GVWR check: the door-label payload is the GVWR less the truck as built.
		checks.push(weightCheck('payload', input.payloadCapacity, peopleAndCargo + tongueWeight, `Passengers, cargo and ${scale ? 'weighed ' : ''}tongue weight`, 'payload capacity'))
	} else skip('payload', 'payload not entered')
	if (input.gvwr !== undefined && vehicleWeight !== null) {
		checks.push(weightCheck('gvwr', input.gvwr, vehicleWeight, scale ? 'The weighed truck' : 'The loaded vehicle', 'GVWR'))
	} else skip('gvwr', input.gvwr === undefined ? 'GVWR not entered' : 'needs the curb weight or a truck-scale ticket')
	for (const [id, rating, load, word] of [
		['frontGawr', input.frontGawr, scale?.frontAxle, 'front'],
		['rearGawr', input.rearGawr, scale?.rearAxle, 'rear'],
	] as const) {
		if (rating !== undefined && load !== undefined) checks.push(weightCheck(id, rating, load, `The weighed ${word} axle`, `${word} GAWR`))
		else skip(id, rating === undefined ? `${word} GAWR not entered` : 'axle loads need a truck-scale ticket')
	}
	// The trailer's weight already contains its tongue weight, so the tongue is not added again here.
	if (gcwr !== undefined && combinedWeight !== null) {
		checks.push(weightCheck('gcwr', gcwr, combinedWeight, scale ? 'The weighed rig' : 'Vehicle and trailer together', elevation?.applied ? 'GCWR at this elevation' : 'GCWR'))
	} else skip('gcwr', gcwr === undefined ? 'GCWR not entered' : 'needs the curb weight or a truck-scale ticket')
	if (input.maxTowingCapacity !== undefined) {
		const rating = input.maxTowingCapacity
		const check = weightCheck('towRating', rating, trailerWeight, 'The trailer', 'tow rating', `Tow rating (${TRAILER_WORDS[trailerType]})`)
		if (check.status === 'pass' && trailerWeight > rating * TOW_RATING_WARN_SHARE) {
			check.status = 'warn'
			check.message = `The trailer (${lb(trailerWeight)}) uses ${pct(trailerWeight / rating)} of the tow rating (${lb(rating)}): little margin for wind, grades or a heavier load than planned.`
		}
		checks.push(check)
	} else skip('towRating', 'tow rating not entered')
	if (input.hitchRating !== undefined) {
		checks.push(weightCheck('hitch', input.hitchRating, trailerWeight, 'The trailer', 'hitch rating'))
	} else skip('hitch', 'hitch rating not entered')
	if (input.trailerGvwr !== undefined) {
		checks.push(weightCheck('trailerGvwr', input.trailerGvwr, trailerWeight, "The trailer's weight", "trailer's GVWR"))
	} else skip('trailerGvwr', "trailer's GVWR not entered")
	if (!tongueWeightEstimated && trailerWeight > 0) {
		checks.push(tongueShareCheck(trailerType, tongueWeight / trailerWeight))
	} else skip('tongueShare', trailerWeight > 0 ? 'tongue weight estimated, not measured' : 'no trailer entered')

	// The heaviest trailer this setup can take, and which limit sets it.
	const knownShare = !tongueWeightEstimated && trailerWeight > 0 ? tongueWeight / trailerWeight : ESTIMATED_TONGUE_SHARE[trailerType]
	// A correctly loaded trailer puts at least the band's minimum on the hitch.
	const share = Math.max(knownShare, band.min)
	const candidates: Array<[BindingLimit, number]> = []
	if (gcwr !== undefined && vehicleWithoutTongue !== undefined) candidates.push(['gcwr', withSafetyMargin(gcwr - vehicleWithoutTongue)])
	if (input.maxTowingCapacity !== undefined) candidates.push(['towRating', input.maxTowingCapacity])
	if (input.payloadCapacity !== undefined) candidates.push(['payload', floorLb(Math.max(0, input.payloadCapacity - peopleAndCargo) / share)])
	if (input.gvwr !== undefined && vehicleWithoutTongue !== undefined) candidates.push(['gvwr', floorLb(Math.max(0, input.gvwr - vehicleWithoutTongue) / share)])
	if (input.hitchRating !== undefined) candidates.push(['hitch', input.hitchRating])
	let bindingLimit: BindingLimit | null = null
	let maxTrailerWeight: number | null = null
	for (const [id, value] of candidates) {
		if (maxTrailerWeight === null || value < maxTrailerWeight) [bindingLimit, maxTrailerWeight] = [id, value]
	}

	const failed = checks.filter((c) => c.status === 'fail')
	const overSafe = safeTowingCapacity !== null && trailerWeight > safeTowingCapacity
	const isOverloaded = overSafe || failed.length > 0

	const verdict = verdictOf({ failed, overSafe, trailerWeight, safeTowingCapacity, input })

	return {
		safeTowingCapacity,
		loadedVehicleWeight,
		availableCapacity,
		isOverloaded,
		recommendations: recommendations({ input, trailerType, trailerWeight, tongueWeight, tongueWeightEstimated, checks, safeTowingCapacity, overSafe, maxTrailerWeight, bindingLimit, scale, elevation }),
		tongueWeight,
		tongueWeightEstimated,
		checks,
		maxTrailerWeight,
		bindingLimit,
		verdict,
		notChecked,
		trailerWeight,
		weighTicket: scale,
		elevation,
	}
}

const EXCEEDED: Record<Exclude<CheckId, 'tongueShare'>, string> = {
	payload: 'payload',
	gvwr: 'GVWR',
	frontGawr: 'front axle rating',
	rearGawr: 'rear axle rating',
	gcwr: 'GCWR',
	towRating: 'tow rating',
	hitch: 'hitch rating',
	trailerGvwr: 'trailer’s own GVWR',
}

/**
 * One answer. "No" as soon as a limit fails (the first, in the order of CHECK_IDS); "can't tell" while the payload
 * (or, with a trailer, the tow rating) is unknown, because those are the limits that bind most; else "yes,
 * within every limit we could check" — the limits not checked are listed beside it, never counted as passed.
 */
function verdictOf(r: { failed: TowingCheck[]; overSafe: boolean; trailerWeight: number; safeTowingCapacity: number | null; input: TowingInput }): Verdict {
	const first = r.failed[0]
	if (first) {
		const headline =
			first.id === 'tongueShare'
				? `No — ${first.label.toLowerCase().replace(' share of the trailer', '')} is ${first.actual.toLocaleString('en-US')} % of the trailer, outside the recommended band`
				: `No — ${EXCEEDED[first.id]} exceeded by ${lb(first.actual - first.limit)}`
		return { answer: 'no', headline, limits: r.failed.map((c) => c.id) }
	}
	if (r.overSafe) {
		return {
			answer: 'no',
			headline: `No — the trailer is ${lb(r.trailerWeight - r.safeTowingCapacity!)} over the safe towing capacity (the GCWR less a 10 % margin)`,
			limits: ['safeTowingCapacity'],
		}
	}
	const wanted: CheckId[] = []
	if (r.input.payloadCapacity === undefined) wanted.push('payload')
	if (r.trailerWeight > 0 && r.input.maxTowingCapacity === undefined) wanted.push('towRating')
	if (wanted.length > 0) {
		const asks = wanted.map((id) => (id === 'payload' ? 'the payload from your door label' : 'the tow rating from the maker’s towing guide'))
		return { answer: 'cant-tell', headline: `Can't tell yet — enter ${asks.join(' and ')}`, limits: wanted }
	}
	return { answer: 'yes', headline: 'Yes, within every limit we could check', limits: [] }
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
	frontGawr: (c) => `Front axle: ${lb(c.actual - c.limit)} over its rating; move cargo rearward in the truck or adjust the weight-distributing hitch.`,
	rearGawr: (c) => `Rear axle: ${lb(c.actual - c.limit)} over its rating; lighten the bed or the tongue, or adjust the weight-distributing hitch to move load forward.`,
	gcwr: (c) => `GCWR: the whole rig is ${lb(c.actual - c.limit)} too heavy; lighten the trailer or the vehicle.`,
	towRating: (c) => `Tow rating: the trailer is ${lb(c.actual - c.limit)} over what the maker rates this vehicle to tow; choose a lighter trailer.`,
	hitch: (c) => `Hitch: fit a hitch, ball mount and ball rated for at least ${lb(c.actual)}, or lighten the trailer.`,
	trailerGvwr: (c) => `Trailer GVWR: the trailer is loaded ${lb(c.actual - c.limit)} beyond its own rating; unload it.`,
}

export const LIMIT_WORDS: Record<BindingLimit, string> = {
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
	safeTowingCapacity: number | null
	overSafe: boolean
	maxTrailerWeight: number | null
	bindingLimit: BindingLimit | null
	scale: WeighTicketFigures | null
	elevation: ElevationNote | null
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
			`The trailer (${lb(trailerWeight)}) is heavier than the safe towing capacity of ${lb(r.safeTowingCapacity!)}, which keeps a 10 % safety margin below the GCWR.`,
		)
	}
	if (trailerWeight > 0) {
		if (r.maxTrailerWeight !== null && r.bindingLimit !== null) {
			out.push(`With this load the heaviest trailer you can take is ${lb(r.maxTrailerWeight)}, set by ${LIMIT_WORDS[r.bindingLimit]}.`)
		}
		if (r.tongueWeightEstimated) {
			out.push(
				`${fifthWheel ? 'Pin' : 'Tongue'} weight was not given, so it was estimated at ${Math.round(ESTIMATED_TONGUE_SHARE[trailerType] * 100)} % of the trailer (${lb(r.tongueWeight)}). Weigh it with a tongue scale or at a truck scale.`,
			)
		}
		if (r.scale?.tongueFromEngagedPass) {
			out.push(
				'Tongue weight comes from the pass with the weight-distributing hitch engaged, which moves part of it onto the trailer’s axles: weigh once more with the spring bars released for the true figure.',
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
	if (r.elevation) out.push(r.elevation.message)
	if (!r.overSafe && !r.checks.some((c) => c.status === 'fail')) {
		out.push('Every limit we could check passes with this load. Weigh the loaded rig at a truck scale before a long trip.')
	}
	return out
}
