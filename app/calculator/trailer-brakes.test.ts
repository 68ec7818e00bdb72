import { describe, expect, it } from 'vitest'
import type { StateLaw } from '~/domain/state-law-schema'
import { brakeRuleFor } from '~/domain/state-laws'
import { trailerBrakeAdvice } from './trailer-brakes'

const fact = { summary: 'A rule in our own words for the test.', citation: 'Test Code § 1', url: 'https://example.org/1', checked: '2026-11-25' }
function law(code: StateLaw['code'], trailerBrakes?: { overLb: number; basis: 'gross' | 'empty' | 'gvwr'; inclusive?: boolean }): StateLaw {
	return { code, name: code, facts: trailerBrakes ? { trailerBrakes: { status: 'stated', value: trailerBrakes, ...fact } } : {}, disagreements: [], notes: [] }
}

describe('trailer-brake advice from the state-law records', () => {
	it('applies "over" and "or more" thresholds as the law words them', () => {
		const tx = brakeRuleFor([law('TX', { overLb: 4500, basis: 'gross' })])
		expect(trailerBrakeAdvice(4500, tx, ['TX']).required).toBe(false)
		expect(trailerBrakeAdvice(4501, tx, ['TX']).required).toBe(true)
		const ca = brakeRuleFor([law('CA', { overLb: 1500, basis: 'gross', inclusive: true })])
		expect(trailerBrakeAdvice(1500, ca, ['CA']).required).toBe(true)
		expect(trailerBrakeAdvice(1499, ca, ['CA']).required).toBe(false)
	})

	it('names the state, its citation, and a rated-weight rule tells the user to read the VIN label', () => {
		const ct = brakeRuleFor([law('CT', { overLb: 3000, basis: 'gvwr', inclusive: true })])
		const advice = trailerBrakeAdvice(3200, ct, ['CT'])
		expect(advice).toMatchObject({ required: true, basis: 'state', thresholdLb: 3000 })
		expect(advice.sentence).toContain('Connecticut requires trailer brakes from 3,000 lb rated weight (GVWR) (Test Code § 1)')
		expect(advice.sentence).toContain("GVWR on the trailer's VIN label")
	})

	it('on a trip, the strictest threshold applies and states without a rule are named', () => {
		const rule = brakeRuleFor([law('TX', { overLb: 4500, basis: 'gross' }), law('ID', { overLb: 1500, basis: 'empty' }), law('PA')])
		expect(rule).toMatchObject({ thresholds: [{ states: ['ID'] }, { states: ['TX'] }], missing: ['PA'] })
		const advice = trailerBrakeAdvice(2000, rule, ['TX', 'ID', 'PA'])
		expect(advice.required).toBe(true)
		expect(advice.sentence).toContain('strictest rule among the states you chose')
		expect(advice.sentence).toContain('no brake rule for Pennsylvania yet')
	})

	it('falls back to the general 3,000 lb guideline and says so', () => {
		expect(trailerBrakeAdvice(3001)).toMatchObject({ required: true, basis: 'general', thresholdLb: 3000 })
		expect(trailerBrakeAdvice(3000)).toMatchObject({ required: false, basis: 'general' })
		const pa = trailerBrakeAdvice(3500, brakeRuleFor([law('PA')]), ['PA'])
		expect(pa).toMatchObject({ required: true, basis: 'general' })
		expect(pa.sentence).toContain('We have no sourced brake threshold for Pennsylvania')
	})

	it("says so where a state's law sets no weight threshold, with its citation, and still names the states not read", () => {
		const unset: StateLaw = { code: 'KS', name: 'Kansas', facts: { trailerBrakes: { status: 'not-specified', ...fact } }, disagreements: [], notes: [] }
		const ks = brakeRuleFor([unset])
		expect(ks).toMatchObject({ thresholds: [], unset: [{ code: 'KS', citation: 'Test Code § 1' }], missing: [] })
		const alone = trailerBrakeAdvice(3500, ks, ['KS'])
		expect(alone).toMatchObject({ required: true, basis: 'general', thresholdLb: 3000 })
		expect(alone.sentence).toContain('Kansas sets no trailer weight above which brakes are required (Test Code § 1), so this uses the general guideline')
		const trip = trailerBrakeAdvice(2500, brakeRuleFor([unset, law('PA')]), ['KS', 'PA'])
		expect(trip.sentence).toContain('Kansas sets no trailer weight above which brakes are required (Test Code § 1), and we have no sourced brake threshold for Pennsylvania, so')
		// A stated threshold elsewhere on the trip still decides.
		expect(trailerBrakeAdvice(2500, brakeRuleFor([unset, law('CA', { overLb: 1500, basis: 'gross', inclusive: true })]), ['KS', 'CA'])).toMatchObject({ required: true, basis: 'state', thresholdLb: 1500 })
	})
})
