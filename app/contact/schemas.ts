// The one schema per form (data-issue report, support request, newsletter), used in the browser before
// submitting and on the server by the API routes and the page actions. Messages are SPEC §5's.
import { z } from 'zod'
import { firstErrors } from '~/domain/field-errors'

/** Stated limits, after trimming. */
export const LIMITS = {
	minDescription: 10,
	description: 5000,
	make: 60,
	model: 80,
	trim: 120,
	name: 100,
	email: 254,
} as const

export const MESSAGES = {
	year: 'Year is required',
	yearFormat: 'Please enter a 4-digit year',
	make: 'Make is required',
	model: 'Model is required',
	trim: 'Trim is required',
	description: 'Please provide a detailed description',
	email: 'Please enter a valid email',
	questionType: 'Question type is required',
} as const

export const QUESTION_TYPES = [
	{ value: 'platform-usage', label: 'Platform Usage' },
	{ value: 'towing-advice', label: 'Towing Advice' },
	{ value: 'technical-support', label: 'Technical Support' },
	{ value: 'general-inquiry', label: 'General Inquiry' },
] as const

export type QuestionType = (typeof QUESTION_TYPES)[number]['value']

export function questionTypeLabel(value: string | null | undefined) {
	return QUESTION_TYPES.find((q) => q.value === value)?.label ?? value ?? ''
}

/**
 * The honeypot: a field people never see (hidden from sight, screen readers and the tab order) and naive
 * bots fill in. A filled honeypot is answered like a success and nothing is stored.
 */
export const HONEYPOT_FIELD = 'website'

export function honeypotFilled(body: unknown) {
	if (typeof body !== 'object' || body === null) return false
	const value = (body as Record<string, unknown>)[HONEYPOT_FIELD]
	if (value === undefined || value === null) return false
	// Any non-text value (a number, an object, even one whose toString is not a function) counts as filled.
	return typeof value === 'string' ? value.trim() !== '' : true
}

const tooLong = (field: string, max: number) => `${field} must be at most ${max.toLocaleString('en-US')} characters`

/** A required text field: missing, null or blank → the required message; not a string → "must be text". */
function requiredText(field: string, required: string, max: number, min = 1, wrongType = `${field} must be text`) {
	return z
		.string({ error: (issue) => (issue.input === undefined || issue.input === null ? required : wrongType) })
		.trim()
		.min(min, required)
		.max(max, tooLong(field, max))
}

/** An optional text field: missing, null or blank → undefined. */
function optionalText(field: string, max: number, wrongType = `${field} must be text`) {
	return z
		.string({ error: wrongType })
		.trim()
		.max(max, tooLong(field, max))
		.nullish()
		.transform((v) => v || undefined)
}

const YEAR = /^(19|20)\d{2}$/
const numberToString = (v: unknown) => (typeof v === 'number' ? String(v) : v)

/** A model year as typed in a form ("2024") or sent as a JSON number (2024). */
const requiredYear = z.preprocess(
	numberToString,
	requiredText('Year', MESSAGES.year, 20, 1, MESSAGES.yearFormat)
		.regex(YEAR, MESSAGES.yearFormat)
		.transform((v) => Number(v)),
)

const optionalYear = z.preprocess(
	numberToString,
	optionalText('Year', 20, MESSAGES.yearFormat).refine((v) => v === undefined || YEAR.test(v), MESSAGES.yearFormat).transform((v) => (v === undefined ? undefined : Number(v))),
)

const optionalEmail = z
	.string({ error: MESSAGES.email })
	.trim()
	.nullish()
	.transform((v) => v || undefined)
	.pipe(z.email(MESSAGES.email).max(LIMITS.email, MESSAGES.email).optional())

const description = requiredText('Description', MESSAGES.description, LIMITS.description, LIMITS.minDescription)

export const DataIssueSchema = z.object({
	vehicleYear: requiredYear,
	vehicleMake: requiredText('Make', MESSAGES.make, LIMITS.make),
	vehicleModel: requiredText('Model', MESSAGES.model, LIMITS.model),
	vehicleTrim: requiredText('Trim', MESSAGES.trim, LIMITS.trim),
	issueDescription: description,
	userName: optionalText('Name', LIMITS.name),
	userEmail: optionalEmail,
})

export const SupportSchema = z.object({
	questionType: z.enum(
		QUESTION_TYPES.map((q) => q.value) as [QuestionType, ...QuestionType[]],
		{ error: MESSAGES.questionType },
	),
	description,
	vehicleYear: optionalYear,
	vehicleMake: optionalText('Make', LIMITS.make),
	vehicleModel: optionalText('Model', LIMITS.model),
	vehicleTrim: optionalText('Trim', LIMITS.trim),
	userName: optionalText('Name', LIMITS.name),
	userEmail: optionalEmail,
})

export const NewsletterSchema = z.object({
	email: z
		.string({ error: MESSAGES.email })
		.trim()
		.pipe(z.email(MESSAGES.email).max(LIMITS.email, MESSAGES.email))
		.transform((v) => v.toLowerCase()),
})

export type DataIssueInput = z.output<typeof DataIssueSchema>
export type SupportInput = z.output<typeof SupportSchema>

export type FieldErrors = Record<string, string>

/** Field → its first message. */
export { firstErrors }

export type FormName = 'data-issue' | 'support'


/** SPEC §8 notices. */
export const NOTICES = {
	'data-issue': {
		success: { title: 'Report Sent Successfully', description: "Thank you for reporting this data issue. We'll review it and make corrections if needed." },
		failure: { title: 'Error Sending Report', description: 'There was a problem sending your report. Please try again.' },
		submitting: 'Sending Report...',
		submit: 'Submit Report',
	},
	support: {
		success: { title: 'Support Request Sent', description: "Thank you for contacting us. We'll get back to you as soon as possible." },
		failure: { title: 'Error Sending Request', description: 'There was a problem sending your support request. Please try again.' },
		submitting: 'Sending Request...',
		submit: 'Send Request',
	},
} as const

export const NEWSLETTER_NOTICES = {
	success: { title: 'Subscribed', description: 'Thank you for subscribing. Every newsletter has a link to unsubscribe.' },
	failure: { title: 'Error Subscribing', description: 'There was a problem subscribing you. Please try again.' },
} as const
