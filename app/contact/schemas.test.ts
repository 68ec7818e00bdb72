import { describe, expect, it } from 'vitest'
import { DataIssueSchema, LIMITS, NewsletterSchema, QUESTION_TYPES, SupportSchema, firstErrors, honeypotFilled } from './schemas'

const errorsOf = (schema: { safeParse: (v: unknown) => { success: boolean; error?: unknown } }, value: unknown) => {
	const r = schema.safeParse(value) as { success: boolean; error?: Parameters<typeof firstErrors>[0] }
	return r.success ? {} : firstErrors(r.error!)
}

const validIssue = {
	vehicleYear: '2024',
	vehicleMake: 'Ford',
	vehicleModel: 'F-150',
	vehicleTrim: 'XL',
	issueDescription: 'The conventional towing figure differs from the 2024 towing guide.',
	userName: '',
	userEmail: '',
}

const validSupport = { questionType: 'towing-advice', description: 'How do I pick a weight-distributing hitch?', vehicleYear: '', vehicleMake: '', vehicleModel: '', vehicleTrim: '', userName: '', userEmail: '' }

describe('data-issue form schema (SPEC §5)', () => {
	it('names every required field with its message when the form is empty', () => {
		expect(errorsOf(DataIssueSchema, { vehicleYear: '', vehicleMake: '', vehicleModel: '', vehicleTrim: '', issueDescription: '', userName: '', userEmail: '' })).toEqual({
			vehicleYear: 'Year is required',
			vehicleMake: 'Make is required',
			vehicleModel: 'Model is required',
			vehicleTrim: 'Trim is required',
			issueDescription: 'Please provide a detailed description',
		})
	})

	it('gives the same messages for missing fields (a JSON body without them)', () => {
		expect(errorsOf(DataIssueSchema, {})).toEqual({
			vehicleYear: 'Year is required',
			vehicleMake: 'Make is required',
			vehicleModel: 'Model is required',
			vehicleTrim: 'Trim is required',
			issueDescription: 'Please provide a detailed description',
		})
	})

	it('treats blank text as missing: values are trimmed', () => {
		const r = DataIssueSchema.safeParse({ ...validIssue, vehicleMake: '   ', issueDescription: '   short   ' })
		expect(r.success).toBe(false)
		expect(firstErrors(r.error!)).toEqual({ vehicleMake: 'Make is required', issueDescription: 'Please provide a detailed description' })
		const ok = DataIssueSchema.parse({ ...validIssue, vehicleMake: '  Ford  ', userName: '  Ann  ' })
		expect(ok.vehicleMake).toBe('Ford')
		expect(ok.userName).toBe('Ann')
	})

	it('needs at least 10 characters of description and at most 5,000', () => {
		expect(errorsOf(DataIssueSchema, { ...validIssue, issueDescription: '123456789' })).toEqual({ issueDescription: 'Please provide a detailed description' })
		expect(errorsOf(DataIssueSchema, { ...validIssue, issueDescription: '1234567890' })).toEqual({})
		expect(errorsOf(DataIssueSchema, { ...validIssue, issueDescription: 'x'.repeat(LIMITS.description) })).toEqual({})
		expect(errorsOf(DataIssueSchema, { ...validIssue, issueDescription: 'x'.repeat(LIMITS.description + 1) })).toEqual({
			issueDescription: 'Description must be at most 5,000 characters',
		})
	})

	it('accepts an empty email but refuses an invalid one', () => {
		expect(errorsOf(DataIssueSchema, { ...validIssue, userEmail: '' })).toEqual({})
		expect(errorsOf(DataIssueSchema, { ...validIssue, userEmail: 'not-an-email' })).toEqual({ userEmail: 'Please enter a valid email' })
		expect(errorsOf(DataIssueSchema, { ...validIssue, userEmail: `${'a'.repeat(250)}@example.com` })).toEqual({ userEmail: 'Please enter a valid email' })
		expect(DataIssueSchema.parse({ ...validIssue, userEmail: ' ann@example.com ' }).userEmail).toBe('ann@example.com')
	})

	it('takes the year as typed text or a JSON number, and refuses anything but a 4-digit year', () => {
		expect(DataIssueSchema.parse({ ...validIssue, vehicleYear: '2024' }).vehicleYear).toBe(2024)
		expect(DataIssueSchema.parse({ ...validIssue, vehicleYear: 2019 }).vehicleYear).toBe(2019)
		for (const bad of ['24', 'abcd', '2024.5', '3024', 2024.5, true, {}]) {
			expect(errorsOf(DataIssueSchema, { ...validIssue, vehicleYear: bad }), String(bad)).toEqual({ vehicleYear: 'Please enter a 4-digit year' })
		}
	})

	it('refuses wrong types with a message per field, and over-long names', () => {
		expect(errorsOf(DataIssueSchema, { ...validIssue, vehicleMake: 5, vehicleModel: ['F-150'], vehicleTrim: { a: 1 }, issueDescription: 42, userName: false })).toEqual({
			vehicleMake: 'Make must be text',
			vehicleModel: 'Model must be text',
			vehicleTrim: 'Trim must be text',
			issueDescription: 'Description must be text',
			userName: 'Name must be text',
		})
		expect(errorsOf(DataIssueSchema, { ...validIssue, vehicleMake: 'x'.repeat(LIMITS.make + 1), userName: 'x'.repeat(LIMITS.name + 1) })).toEqual({
			vehicleMake: `Make must be at most ${LIMITS.make} characters`,
			userName: `Name must be at most ${LIMITS.name} characters`,
		})
	})

	it('turns empty optional fields into absent ones', () => {
		const data = DataIssueSchema.parse({ ...validIssue, userName: '  ', userEmail: '', extra: 'dropped' })
		expect(data).toEqual({
			vehicleYear: 2024,
			vehicleMake: 'Ford',
			vehicleModel: 'F-150',
			vehicleTrim: 'XL',
			issueDescription: 'The conventional towing figure differs from the 2024 towing guide.',
			userName: undefined,
			userEmail: undefined,
		})
	})
})

describe('support form schema (SPEC §5)', () => {
	it('requires a question type and a description; vehicle, name and email are optional', () => {
		expect(errorsOf(SupportSchema, { ...validSupport, questionType: '', description: '' })).toEqual({
			questionType: 'Question type is required',
			description: 'Please provide a detailed description',
		})
		expect(errorsOf(SupportSchema, {})).toEqual({ questionType: 'Question type is required', description: 'Please provide a detailed description' })
		expect(errorsOf(SupportSchema, validSupport)).toEqual({})
	})

	it('knows exactly the four question types', () => {
		expect(QUESTION_TYPES).toEqual([
			{ value: 'platform-usage', label: 'Platform Usage' },
			{ value: 'towing-advice', label: 'Towing Advice' },
			{ value: 'technical-support', label: 'Technical Support' },
			{ value: 'general-inquiry', label: 'General Inquiry' },
		])
		for (const q of QUESTION_TYPES) expect(errorsOf(SupportSchema, { ...validSupport, questionType: q.value })).toEqual({})
		expect(errorsOf(SupportSchema, { ...validSupport, questionType: 'billing' })).toEqual({ questionType: 'Question type is required' })
	})

	it('checks the optional email and year when given', () => {
		expect(errorsOf(SupportSchema, { ...validSupport, userEmail: 'ann@' })).toEqual({ userEmail: 'Please enter a valid email' })
		expect(errorsOf(SupportSchema, { ...validSupport, vehicleYear: '99' })).toEqual({ vehicleYear: 'Please enter a 4-digit year' })
		expect(SupportSchema.parse({ ...validSupport, vehicleYear: '2022', vehicleMake: 'Ram' })).toMatchObject({ vehicleYear: 2022, vehicleMake: 'Ram' })
	})

	it('needs at least 10 characters of description', () => {
		expect(errorsOf(SupportSchema, { ...validSupport, description: 'too short' })).toEqual({ description: 'Please provide a detailed description' })
	})
})

describe('newsletter schema', () => {
	it('requires a valid email, trimmed and lower-cased', () => {
		expect(errorsOf(NewsletterSchema, {})).toEqual({ email: 'Please enter a valid email' })
		expect(errorsOf(NewsletterSchema, { email: '' })).toEqual({ email: 'Please enter a valid email' })
		expect(errorsOf(NewsletterSchema, { email: 'nope' })).toEqual({ email: 'Please enter a valid email' })
		expect(NewsletterSchema.parse({ email: '  Ann@Example.COM ' })).toEqual({ email: 'ann@example.com' })
	})
})

describe('honeypot', () => {
	it('counts as filled only when it holds something', () => {
		expect(honeypotFilled({})).toBe(false)
		expect(honeypotFilled({ website: '' })).toBe(false)
		expect(honeypotFilled({ website: '   ' })).toBe(false)
		expect(honeypotFilled({ website: 'http://spam.example' })).toBe(true)
		expect(honeypotFilled(null)).toBe(false)
	})

	it('counts any non-text value as filled, without calling its toString (fuzz found a 500)', () => {
		expect(honeypotFilled({ website: { toString: 'x' } })).toBe(true)
		expect(honeypotFilled({ website: 0 })).toBe(true)
		expect(honeypotFilled({ website: [] })).toBe(true)
	})
})
