import { describe, expect, it } from 'vitest'
import { capacityPercent, tongueWeightRange } from './capacity'
import { ratingTier } from './rating'

describe('ratingTier', () => {
	it.each([
		[40_000, 'Heavy Duty', 'green'],
		[15_000, 'Heavy Duty', 'green'],
		[14_999, 'Medium-Heavy Duty', 'yellow'],
		[10_000, 'Medium-Heavy Duty', 'yellow'],
		[9_999, 'Medium Duty', 'yellow'],
		[5_000, 'Medium Duty', 'yellow'],
		[4_999, 'Light Duty', 'red'],
		[0, 'Light Duty', 'red'],
	])('%i lb is %s (%s)', (lb, label, tone) => {
		expect(ratingTier(lb)).toMatchObject({ label, tone })
	})
})

describe('capacityPercent', () => {
	it('is the share of the default 25,000 lb maximum', () => {
		expect(capacityPercent(12_500)).toBe(50)
		expect(capacityPercent(5_000)).toBe(20)
	})
	it('is capped at 100 and never negative', () => {
		expect(capacityPercent(40_000)).toBe(100)
		expect(capacityPercent(-1)).toBe(0)
		expect(capacityPercent(100, 0)).toBe(0)
	})
	it('uses a given maximum', () => {
		expect(capacityPercent(7_500, 15_000)).toBe(50)
	})
})

describe('tongueWeightRange', () => {
	it('is 10–15 % of the weight, each end rounded', () => {
		expect(tongueWeightRange(13_500)).toEqual({ min: 1350, max: 2025, label: '10-15%' })
		expect(tongueWeightRange(7_777)).toEqual({ min: 778, max: 1167, label: '10-15%' })
	})
})
