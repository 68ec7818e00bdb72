import { describe, expect, it } from 'vitest'
import {
	MIN_LISTED_COUNT,
	calculatorActivity,
	categoryOf,
	comparisonKey,
	feedSentence,
	rankWithTrend,
	relativeTime,
	resolvedSearch,
	roundTrailerWeight,
	trailerBand,
	trendLabel,
	volumeBySlot,
} from './activity'

describe('rankWithTrend', () => {
	it('ranks by count, most first, ties by key, and lists nothing under the minimum count', () => {
		const ranked = rankWithTrend(
			[
				{ key: 'b', count: 7 },
				{ key: 'a', count: 7 },
				{ key: 'c', count: 12 },
				{ key: 'rare', count: MIN_LISTED_COUNT - 1 },
				{ key: 'edge', count: MIN_LISTED_COUNT },
			],
			[],
		)
		expect(ranked.map((r) => r.key)).toEqual(['c', 'a', 'b', 'edge'])
	})

	it('compares with the previous window: up, down, flat and new', () => {
		const ranked = rankWithTrend(
			[
				{ key: 'up', count: 15 },
				{ key: 'down', count: 9 },
				{ key: 'flat', count: 8 },
				{ key: 'new', count: 6 },
			],
			[
				{ key: 'up', count: 10 },
				{ key: 'down', count: 12 },
				{ key: 'flat', count: 8 },
				{ key: 'gone', count: 50 },
			],
		)
		const byKey = Object.fromEntries(ranked.map((r) => [r.key, trendLabel(r.trend)]))
		expect(byKey).toEqual({ up: '+50 %', down: '−25 %', flat: '±0 %', new: 'new' })
		expect(ranked.find((r) => r.key === 'gone')).toBeUndefined()
	})

	it('keeps at most the limit', () => {
		const many = Array.from({ length: 20 }, (_, i) => ({ key: `k${String(i).padStart(2, '0')}`, count: 100 - i }))
		expect(rankWithTrend(many, [], { limit: 8 })).toHaveLength(8)
	})
})

describe('volumeBySlot', () => {
	it('sums hours into the eight 3-hour slots and ignores impossible hours', () => {
		const slots = volumeBySlot([
			{ hour: 0, count: 1 },
			{ hour: 2, count: 2 },
			{ hour: 3, count: 4 },
			{ hour: 23, count: 5 },
			{ hour: 24, count: 100 },
			{ hour: Number.NaN, count: 100 },
		])
		expect(slots.map((s) => s.label)).toEqual(['12 AM', '3 AM', '6 AM', '9 AM', '12 PM', '3 PM', '6 PM', '9 PM'])
		expect(slots.map((s) => s.count)).toEqual([3, 4, 0, 0, 0, 0, 0, 5])
	})
})

describe('categoryOf', () => {
	it.each([
		[{ vehicleClass: 'pickup', model: '2500' }, 'Heavy duty'],
		[{ vehicleClass: 'pickup', model: 'F-350 Super Duty' }, 'Heavy duty'],
		[{ vehicleClass: 'pickup', model: 'Silverado 1500' }, 'Full size'],
		[{ vehicleClass: 'pickup', model: 'Tacoma' }, 'Mid-size'],
		[{ vehicleClass: 'pickup', model: 'F-150 Lightning' }, 'EV'],
		[{ vehicleClass: 'suv', model: 'Tahoe' }, 'SUV'],
		[{ vehicleClass: 'crossover', model: 'RAV4' }, 'Crossover'],
		[{ vehicleClass: 'suv', model: 'R1S' }, 'EV'],
	])('%o is %s', (v, category) => {
		expect(categoryOf(v)).toBe(category)
	})
})

describe('relativeTime', () => {
	const now = Date.parse('2026-11-25T12:00:00Z')
	it.each([
		['2026-11-25T11:59:30Z', 'just now'],
		['2026-11-25T11:56:00Z', '4 min ago'],
		['2026-11-25T09:00:00Z', '3 h ago'],
		['2026-11-24T11:00:00Z', '1 day ago'],
		['2026-11-20T12:00:00Z', '5 days ago'],
		['2026-11-25T12:05:00Z', 'just now'],
	])('%s → %s', (iso, words) => {
		expect(relativeTime(iso, now)).toBe(words)
	})
})

describe('feedSentence', () => {
	it('says what happened, never more', () => {
		expect(
			feedSentence({ kind: 'calculation', at: '', vehicle: '2021 Ram 2500', trailerType: 'fifth-wheel', trailerWeight: 12000, outcome: 'pass', bindingLimit: 'gcwr' }),
		).toBe('2021 Ram 2500 checked with a 12,000 lb fifth-wheel — within limits')
		expect(feedSentence({ kind: 'calculation', at: '', vehicle: null, trailerType: 'conventional', trailerWeight: 9000, outcome: 'over', bindingLimit: 'payload' })).toBe(
			'A vehicle checked with a 9,000 lb conventional trailer — over the payload',
		)
		expect(feedSentence({ kind: 'comparison', at: '', names: ['2019 Ford F-150', '2019 Chevrolet Silverado 1500'] })).toBe(
			'2019 Ford F-150 vs 2019 Chevrolet Silverado 1500 compared',
		)
		expect(feedSentence({ kind: 'trip-check', at: '', vehicle: null, states: ['TX', 'OK', 'KS'], outcome: 'pass' })).toBe(
			'Trailer rules checked for a trip through TX, OK and KS — within limits',
		)
		expect(feedSentence({ kind: 'search', at: '', name: '2024 Toyota Tundra' })).toBe('2024 Toyota Tundra looked up')
		expect(feedSentence({ kind: 'trip-check', at: '', vehicle: null, states: ['OH', 'IN'], outcome: null })).toBe('Trailer rules checked for a trip through OH and IN')
	})

	it('drops items that name nothing (a vehicle since deleted)', () => {
		expect(feedSentence({ kind: 'search', at: '', name: null })).toBeNull()
		expect(feedSentence({ kind: 'comparison', at: '', names: [] })).toBeNull()
	})
})

describe('resolvedSearch', () => {
	const f150 = { makeSlug: 'ford', modelSlug: 'f-150' }
	it('is the one model the matches share, with its year and, for a single match, the configuration', () => {
		expect(resolvedSearch({ total: 1, matches: [{ id: 7, year: 2021, ...f150 }] })).toEqual({ kind: 'search', ...f150, year: 2021, vehicleId: 7 })
		expect(
			resolvedSearch({
				total: 2,
				matches: [
					{ id: 7, year: 2021, ...f150 },
					{ id: 8, year: 2022, ...f150 },
				],
			}),
		).toEqual({ kind: 'search', ...f150 })
	})
	it('is nothing when the search named several models or none', () => {
		expect(resolvedSearch({ total: 0, matches: [] })).toBeNull()
		expect(
			resolvedSearch({
				total: 2,
				matches: [
					{ id: 7, year: 2021, ...f150 },
					{ id: 9, year: 2021, makeSlug: 'ram', modelSlug: '1500' },
				],
			}),
		).toBeNull()
	})
})

describe('calculatorActivity', () => {
	const result = { verdict: { answer: 'yes' as const }, bindingLimit: 'towRating', checks: [{ id: 'payload', status: 'pass' }] }
	it('records a calculation only with a trailer weight, and a trip check only with states', () => {
		expect(calculatorActivity({}, result)).toEqual([])
		expect(calculatorActivity({ trailerWeight: 7000, vehicleId: 3 }, result)).toEqual([
			{ kind: 'calculation', vehicleId: 3, trailerType: 'conventional', trailerWeight: 7000, outcome: 'pass', bindingLimit: 'towRating' },
		])
		expect(calculatorActivity({ state: 'TX', tripStates: ['OK', 'TX'] }, result)).toEqual([{ kind: 'trip-check', states: ['TX', 'OK'], outcome: 'pass' }])
	})
	it('names the first failed limit of an over result', () => {
		const over = { verdict: { answer: 'no' as const }, bindingLimit: 'gcwr', checks: [{ id: 'payload', status: 'fail' }, { id: 'gcwr', status: 'fail' }] }
		expect(calculatorActivity({ trailerWeight: 9000, trailerType: 'gooseneck' }, over)[0]).toMatchObject({ outcome: 'over', bindingLimit: 'payload' })
	})
	it('lists no calculation for a "can\'t tell yet" answer, and a trip check without an outcome', () => {
		const unsure = { verdict: { answer: 'cant-tell' as const }, bindingLimit: null, checks: [{ id: 'payload', status: 'unchecked' }] }
		expect(calculatorActivity({ trailerWeight: 7000, state: 'OH' }, unsure)).toEqual([{ kind: 'trip-check', states: ['OH'] }])
	})
})

describe('small rules', () => {
	it('rounds trailer weights to 500 lb and bands them by 5,000 lb', () => {
		expect(roundTrailerWeight(12_240)).toBe(12_000)
		expect(roundTrailerWeight(12_250)).toBe(12_500)
		expect(trailerBand(12_500)).toEqual({ from: 10_000, to: 14_999 })
		expect(trailerBand(31_000)).toEqual({ from: 20_000, to: null })
	})
	it('keys a comparison the same whichever order its vehicles were picked in', () => {
		expect(comparisonKey([57, 12, 57])).toBe(comparisonKey([12, 57]))
	})
})
