// State towing laws as structured facts (data/state-laws/<code>.yaml): one record per state and DC, each fact
// with its own citation, address and the date it was checked. Pure: used by the seed, the data check and tests.
import { z } from 'zod'
import { STATE_CODES } from './us-states'

/** `stated`: the statute or agency page states the rule (value set). `not-specified`: we read the governing
 *  statute and it sets no such rule (value absent). A fact we have not researched is left out of the file:
 *  the site then says "not in our data yet". */
export const FACT_STATUSES = ['stated', 'not-specified'] as const
export const WEIGHT_BASES = ['gross', 'empty', 'gvwr'] as const
export const RIDING_RULES = ['allowed', 'prohibited', 'conditional'] as const
/** What the license threshold weighs: the towed trailer's rating alone, or the whole combination (GCWR or combined gross). */
export const LICENSE_BASES = ['trailer', 'combination'] as const

const isoDate = z.iso.date({ message: 'must be a date like 2026-11-25' })
const lb = z.number().int().min(1).max(100_000)

const citation = {
	status: z.enum(FACT_STATUSES),
	/** One or two sentences in our own words: what the rule says and its main exceptions. */
	summary: z.string().trim().min(10, 'must be at least 10 characters').max(600, 'must be at most 600 characters'),
	/** Statute section or agency page, e.g. "Ohio Rev. Code § 4513.20(A)(4)". */
	citation: z.string().trim().min(3, 'must name the statute or page'),
	url: z.url({ message: 'must be a full address' }),
	checked: isoDate,
}

function fact<T extends z.ZodType>(value: T) {
	return z
		.strictObject({ ...citation, value: value.optional() })
		.refine((f) => f.status !== 'stated' || f.value !== undefined, { message: 'a stated fact needs its value', path: ['value'] })
		.refine((f) => f.status !== 'not-specified' || f.value === undefined, { message: 'a not-specified fact has no value', path: ['value'] })
}
const textFact = z.strictObject(citation)

/** Brakes required when the trailer weighs more than `overLb` (or `overLb` and more where `inclusive`: "3,000 lb or
 *  more"), by its actual gross weight, its empty weight or its rating (GVWR), as the statute words it. */
export const threshold = z.strictObject({ overLb: lb, basis: z.enum(WEIGHT_BASES), inclusive: z.boolean().optional() })

/** Road designations ("I-80", "US 89", "State Route 1", "VT-100", Hawaii's "H-1") are the only numbers a note may hold: a speed, weight or
 *  length written into prose would be an uncited legal figure. */
const ROAD_NUMBER = /\b(?:(?:I|US|SR|State Route|Route|Highway|Hwy)[- ]\d+|(?:H|[A-Z]{2})-\d+)[A-Z]?\b/g
const notesParagraph = z
	.string()
	.trim()
	.min(80, 'must be at least 80 characters')
	.max(900, 'must be at most 900 characters')
	.refine((p) => !/\d/.test(p.replace(ROAD_NUMBER, '')), { message: 'must not hold figures (only road numbers such as I-80): legal figures belong in facts, cited' })

export const stateLawSchema = z.strictObject({
	code: z.enum(STATE_CODES),
	name: z.string().trim().min(4),
	facts: z.strictObject({
		trailerBrakes: fact(threshold).optional(),
		breakawayBrakes: fact(threshold).optional(),
		safetyChains: fact(z.strictObject({ required: z.boolean() })).optional(),
		maxSpeedMph: fact(z.number().int().min(25).max(85)).optional(),
		maxTrailerLengthFt: fact(z.number().positive().max(80)).optional(),
		maxCombinedLengthFt: fact(z.number().positive().max(120)).optional(),
		maxWidthIn: fact(z.number().positive().min(72).max(144)).optional(),
		maxHeightIn: fact(z.number().positive().min(120).max(180)).optional(),
		doubleTowing: fact(z.strictObject({ allowed: z.boolean(), maxCombinedLengthFt: z.number().positive().max(120).optional() })).optional(),
		ridingInTrailer: fact(z.strictObject({ travelTrailer: z.enum(RIDING_RULES), fifthWheel: z.enum(RIDING_RULES) })).optional(),
		/** `not-specified`: the licence law read sets weight-based classes only for commercial use (a vehicle "used in
		 *  commerce"), so no special licence binds a rig towed for personal use, whatever it weighs.
		 *  `recreationalExempt`: the text read says recreational vehicles used for personal travel stay on the ordinary
		 *  licence whatever they weigh, so the threshold binds other trailers (boat, horse, car and cargo trailers). */
		license: fact(z.strictObject({ specialLicenseOverLb: lb, basis: z.enum(LICENSE_BASES), recreationalExempt: z.boolean().optional() })).optional(),
		registration: textFact.optional(),
		mirrors: textFact.optional(),
		lighting: textFact.optional(),
	}),
	/** Where a compilation (AAA digest, RV-industry table) disagrees with the statute: which we follow and why. */
	disagreements: z.array(z.string().trim().min(10)).default([]),
	/** What matters when you tow there, in our own words (states without a full written guide): routes, terrain,
	 *  the towing the state is known for. Never a legal rule or a figure — those live in `facts`, cited. */
	notes: z.array(notesParagraph).max(4).default([]),
})

export type StateLaw = z.infer<typeof stateLawSchema>
export type StateFactKey = keyof StateLaw['facts']
export const STATE_FACT_KEYS = Object.keys(stateLawSchema.shape.facts.shape) as StateFactKey[]
