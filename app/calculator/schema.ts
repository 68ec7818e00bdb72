// The calculator request (DESIGN.md §6): one schema for the browser form, the page's action and
// POST /api/calculate-towing, so all three give the same message for the same mistake. It accepts JSON
// numbers and form strings alike; a blank optional field is "not given".
import { z } from 'zod'
import { firstErrors } from '~/domain/field-errors'
import { STATE_CODES } from '~/domain/us-states'
import { CALCULATOR_MAX_LB } from '~/domain/constants'

export const TRAILER_TYPES = ['conventional', 'fifth-wheel', 'gooseneck'] as const
export type TrailerType = (typeof TRAILER_TYPES)[number]

export const TRAILER_TYPE_LABELS: Record<TrailerType, string> = {
	conventional: 'Conventional (bumper-pull)',
	'fifth-wheel': 'Fifth-wheel',
	gooseneck: 'Gooseneck',
}

/** Field names and the words the messages use for them. */
export const WEIGHT_FIELD_LABELS = {
	gcwr: 'GCWR',
	curbWeight: 'Curb weight',
	passengersWeight: 'Passengers weight',
	cargoWeight: 'Cargo weight',
	trailerWeight: 'Trailer weight',
	tongueWeight: 'Tongue weight',
	payloadCapacity: 'Payload capacity',
	gvwr: 'GVWR',
	maxTowingCapacity: 'Tow rating',
	hitchRating: 'Hitch rating',
	trailerGvwr: 'Trailer GVWR',
	frontGawr: 'Front GAWR',
	rearGawr: 'Rear GAWR',
	ticket1Steer: 'Pass 1 steer axle',
	ticket1Drive: 'Pass 1 drive axle',
	ticket1Trailer: 'Pass 1 trailer axles',
	ticket2Steer: 'Pass 2 steer axle',
	ticket2Drive: 'Pass 2 drive axle',
	ticket2Trailer: 'Pass 2 trailer axles',
	ticket3Steer: 'Pass 3 steer axle',
	ticket3Drive: 'Pass 3 drive axle',
} as const
export type WeightField = keyof typeof WEIGHT_FIELD_LABELS

/** Required since calculator II: the people and cargo aboard (GCWR and curb weight became optional). */
export const REQUIRED_FIELDS = ['passengersWeight', 'cargoWeight'] as const
/** Any of these in a result URL means "calculate" (older shared links start with gcwr). */
export const RESULT_URL_FIELDS = ['gcwr', 'curbWeight', 'passengersWeight', 'cargoWeight'] as const

/** Scale tickets (weigh-ticket mode): pass 1 hitched with the WD hitch engaged, pass 2 released (optional), pass 3 truck alone. */
export const TICKET_FIELDS = ['ticket1Steer', 'ticket1Drive', 'ticket1Trailer', 'ticket2Steer', 'ticket2Drive', 'ticket2Trailer', 'ticket3Steer', 'ticket3Drive'] as const
const PASS_1 = ['ticket1Steer', 'ticket1Drive', 'ticket1Trailer'] as const
const PASS_2 = ['ticket2Steer', 'ticket2Drive', 'ticket2Trailer'] as const
const PASS_3 = ['ticket3Steer', 'ticket3Drive'] as const

/** The highest elevation of a trip, in feet: a ceiling above the highest paved roads in the US (about 14,000 ft). */
export const ELEVATION_MAX_FT = 15_000

const MAX_TEXT = CALCULATOR_MAX_LB.toLocaleString('en-US')

function isBlank(value: unknown) {
	return value === undefined || value === null || (typeof value === 'string' && value.trim() === '')
}

/** A whole number of pounds, 0–100,000 (or `min`–100,000), from a number or a numeric string. */
function pounds<R extends boolean>(field: WeightField, { required, min = 0 }: { required: R; min?: number }) {
	const label = WEIGHT_FIELD_LABELS[field]
	return z.unknown().transform((value, ctx): R extends true ? number : number | undefined => {
		type Out = R extends true ? number : number | undefined
		const fail = (message: string) => {
			ctx.issues.push({ code: 'custom', message, input: value })
			return z.NEVER as Out
		}
		if (isBlank(value)) return required ? fail(`${label} is required`) : (undefined as Out)
		let n: number
		if (typeof value === 'number') n = value
		else if (typeof value === 'string' && /^\s*[+-]?(\d+\.?\d*|\.\d+)\s*$/.test(value)) n = Number(value)
		else return fail(`${label} must be a number of pounds`)
		if (!Number.isFinite(n)) return fail(`${label} must be a number of pounds`)
		if (n < 0) return fail(`${label} cannot be negative`)
		if (!Number.isInteger(n)) return fail(`${label} must be a whole number of pounds`)
		if (n < min) return fail(`${label} must be at least ${min.toLocaleString('en-US')} lb`)
		if (n > CALCULATOR_MAX_LB) return fail(`${label} must be at most ${MAX_TEXT} lb`)
		return n as Out
	})
}

const elevationFt = z.unknown().transform((value, ctx): number | undefined => {
	if (isBlank(value)) return undefined
	const n = typeof value === 'number' ? value : typeof value === 'string' && /^\s*[+-]?\d+\s*$/.test(value) ? Number(value) : Number.NaN
	if (Number.isInteger(n) && n >= 0 && n <= ELEVATION_MAX_FT) return n
	ctx.issues.push({ code: 'custom', message: `Elevation must be a whole number of feet from 0 to ${ELEVATION_MAX_FT.toLocaleString('en-US')}`, input: value })
	return z.NEVER
})

const trailerType = z
	.unknown()
	.transform((value, ctx): TrailerType => {
		if (isBlank(value)) return 'conventional'
		if (typeof value === 'string' && (TRAILER_TYPES as readonly string[]).includes(value)) return value as TrailerType
		ctx.issues.push({ code: 'custom', message: 'Trailer type must be conventional, fifth-wheel or gooseneck', input: value })
		return z.NEVER
	})

const vehicleId = z.unknown().transform((value, ctx): number | undefined => {
	if (isBlank(value)) return undefined
	const n = typeof value === 'string' && /^\s*\d{1,9}\s*$/.test(value) ? Number(value) : value
	// Below 2³¹: a larger number is no id of ours, and PostgreSQL refuses to compare it with an integer column.
	if (typeof n === 'number' && Number.isInteger(n) && n > 0 && n < 2 ** 31) return n
	ctx.issues.push({ code: 'custom', message: 'Vehicle id must be a positive whole number', input: value })
	return z.NEVER
})

const state = z.unknown().transform((value, ctx): (typeof STATE_CODES)[number] | undefined => {
	if (isBlank(value)) return undefined
	const code = typeof value === 'string' ? value.trim().toUpperCase() : ''
	const found = STATE_CODES.find((c) => c === code)
	if (found) return found
	ctx.issues.push({ code: 'custom', message: 'State must be a US state code such as TX', input: value })
	return z.NEVER
})

/** The other states of a trip: "OH, IN IL" or ["OH", "IN"] → ['OH', 'IN', 'IL'] (each once). */
const tripStates = z.unknown().transform((value, ctx): Array<(typeof STATE_CODES)[number]> | undefined => {
	if (isBlank(value)) return undefined
	const parts = Array.isArray(value) ? value : typeof value === 'string' ? value.split(/[\s,;]+/).filter(Boolean) : [value]
	const codes: Array<(typeof STATE_CODES)[number]> = []
	for (const part of parts) {
		const found = typeof part === 'string' ? STATE_CODES.find((c) => c === part.trim().toUpperCase()) : undefined
		if (!found || parts.length > STATE_CODES.length) {
			ctx.issues.push({ code: 'custom', message: 'Trip states must be US state codes separated by commas, such as OH, IN, IL', input: value })
			return z.NEVER
		}
		if (!codes.includes(found)) codes.push(found)
	}
	return codes.length > 0 ? codes : undefined
})

export const calculatorRequestSchema = z
	.object({
		gcwr: pounds('gcwr', { required: false, min: 1 }).optional(),
		curbWeight: pounds('curbWeight', { required: false }).optional(),
		passengersWeight: pounds('passengersWeight', { required: true }),
		cargoWeight: pounds('cargoWeight', { required: true }),
		trailerWeight: pounds('trailerWeight', { required: false }).optional(),
		tongueWeight: pounds('tongueWeight', { required: false }).optional(),
		trailerType: trailerType.default('conventional'),
		vehicleId: vehicleId.optional(),
		payloadCapacity: pounds('payloadCapacity', { required: false }).optional(),
		gvwr: pounds('gvwr', { required: false }).optional(),
		maxTowingCapacity: pounds('maxTowingCapacity', { required: false }).optional(),
		hitchRating: pounds('hitchRating', { required: false }).optional(),
		trailerGvwr: pounds('trailerGvwr', { required: false }).optional(),
		frontGawr: pounds('frontGawr', { required: false, min: 1 }).optional(),
		rearGawr: pounds('rearGawr', { required: false, min: 1 }).optional(),
		elevationFt: elevationFt.optional(),
		ticket1Steer: pounds('ticket1Steer', { required: false }).optional(),
		ticket1Drive: pounds('ticket1Drive', { required: false }).optional(),
		ticket1Trailer: pounds('ticket1Trailer', { required: false }).optional(),
		ticket2Steer: pounds('ticket2Steer', { required: false }).optional(),
		ticket2Drive: pounds('ticket2Drive', { required: false }).optional(),
		ticket2Trailer: pounds('ticket2Trailer', { required: false }).optional(),
		ticket3Steer: pounds('ticket3Steer', { required: false }).optional(),
		ticket3Drive: pounds('ticket3Drive', { required: false }).optional(),
		state: state.optional(),
		tripStates: tripStates.optional(),
	})
	.superRefine((input, ctx) => {
		// The tongue weight is the part of the trailer's weight that rests on the hitch.
		if (input.tongueWeight !== undefined && input.tongueWeight > (input.trailerWeight ?? 0)) {
			ctx.addIssue({
				code: 'custom',
				path: ['tongueWeight'],
				message: "Tongue weight is part of the trailer's weight, so it cannot be more than the trailer weight",
			})
		}
		// Weigh-ticket mode needs the hitched pass and the truck-alone pass whole; the released pass is all or nothing.
		const given = (f: (typeof TICKET_FIELDS)[number]) => input[f] !== undefined
		if (TICKET_FIELDS.some(given)) {
			for (const f of [...PASS_1, ...PASS_3]) {
				if (!given(f)) ctx.addIssue({ code: 'custom', path: [f], message: `${WEIGHT_FIELD_LABELS[f]} is required for weigh-ticket mode` })
			}
			if (PASS_2.some(given)) {
				for (const f of PASS_2) if (!given(f)) ctx.addIssue({ code: 'custom', path: [f], message: `${WEIGHT_FIELD_LABELS[f]} is required when pass 2 is entered` })
			}
		}
	})

export type CalculatorRequest = z.output<typeof calculatorRequestSchema>

/** Every field the request takes, in form order. */
export const CALCULATOR_FIELDS = [
	'gcwr',
	'curbWeight',
	'passengersWeight',
	'cargoWeight',
	'trailerType',
	'trailerWeight',
	'tongueWeight',
	'hitchRating',
	'trailerGvwr',
	'state',
	'tripStates',
	'vehicleId',
	'payloadCapacity',
	'gvwr',
	'maxTowingCapacity',
	'frontGawr',
	'rearGawr',
	'elevationFt',
	...TICKET_FIELDS,
] as const
export type CalculatorField = (typeof CALCULATOR_FIELDS)[number]

/** Field → first message. */
export function calculatorErrors(error: z.ZodError): Partial<Record<CalculatorField, string>> {
	return firstErrors(error) as Partial<Record<CalculatorField, string>>
}

/** The request as a query string (shareable result URL); blank and default values left out. */
export function calculatorQuery(request: Partial<CalculatorRequest>) {
	const params = new URLSearchParams()
	for (const field of CALCULATOR_FIELDS) {
		const value = request[field]
		if (value === undefined || value === null) continue
		if (field === 'trailerType' && value === 'conventional') continue
		params.set(field, Array.isArray(value) ? value.join(',') : String(value))
	}
	return params.toString()
}
