import { describe, expect, it } from 'vitest'
import { type StateLaw, stateLawSchema } from './state-law-schema'
import { NOT_IN_DATA, factValueText, tripRules } from './state-laws'
import { STATE_NEIGHBORS, STATE_TILES } from './us-state-geography'
import { STATE_CODES } from './us-states'

const cite = { citation: 'Test Code § 1', url: 'https://example.org/1', checked: '2026-11-25' }
const stated = <V,>(value: V) => ({ status: 'stated' as const, value, summary: 'A rule in our own words.', ...cite })
const notSpecified = { status: 'not-specified' as const, summary: 'The statute sets no such rule.', ...cite }

const ca: StateLaw = stateLawSchema.parse({
	code: 'CA',
	name: 'California',
	facts: {
		trailerBrakes: stated({ overLb: 1500, basis: 'gross', inclusive: true }),
		maxSpeedMph: stated(55),
		maxCombinedLengthFt: stated(65),
		doubleTowing: stated({ allowed: true, maxCombinedLengthFt: 65 }),
		ridingInTrailer: stated({ travelTrailer: 'prohibited', fifthWheel: 'conditional' }),
	},
})
const tx: StateLaw = stateLawSchema.parse({
	code: 'TX',
	name: 'Texas',
	facts: { trailerBrakes: stated({ overLb: 4500, basis: 'gross' }), maxSpeedMph: notSpecified, doubleTowing: stated({ allowed: true }), maxCombinedLengthFt: stated(65) },
})
const pa: StateLaw = stateLawSchema.parse({ code: 'PA', name: 'Pennsylvania', facts: { doubleTowing: stated({ allowed: false }) } })

describe('state-law facts in words', () => {
	it('says what a fact holds, "not specified" and "not in our data yet" apart', () => {
		expect(factValueText(ca.facts, 'trailerBrakes')).toBe('From 1,500 lb loaded (gross) weight')
		expect(factValueText(tx.facts, 'trailerBrakes')).toBe('Over 4,500 lb loaded (gross) weight')
		expect(factValueText(tx.facts, 'maxSpeedMph')).toBe('No separate limit: posted limits apply')
		expect(factValueText(pa.facts, 'maxSpeedMph')).toBe(NOT_IN_DATA)
		expect(factValueText(ca.facts, 'ridingInTrailer')).toBe('Travel trailer: prohibited; fifth-wheel: allowed with conditions')
	})

	it('keeps figures out of the notes: road numbers are the only digits a paragraph may hold', () => {
		const road = 'Most trailers reach the state on I-80 or US 89, State Route 1 and VT-100 follow the coast and the hills, and H-1 crosses Oahu.'
		const figure = 'Trailers over 3,000 lb need brakes here, so most campers that cross the state on I-80 should have them fitted and working.'
		const parse = (notes: string[]) => stateLawSchema.safeParse({ code: 'NV', name: 'Nevada', facts: {}, notes })
		expect(parse([road]).success).toBe(true)
		expect(parse([figure]).error?.issues.map((i) => i.message)).toEqual([
			'must not hold figures (only road numbers such as I-80): legal figures belong in facts, cited',
		])
		expect(parse(['Too short.']).success).toBe(false)
	})

	it('rejects a stated fact without a value and a not-specified fact with one', () => {
		const bad = { code: 'OH', name: 'Ohio', facts: { maxSpeedMph: { ...notSpecified, value: 55 }, safetyChains: { ...stated(undefined) } } }
		const issues = stateLawSchema.safeParse(bad).error?.issues.map((i) => i.message) ?? []
		expect(issues).toContain('a not-specified fact has no value')
		expect(issues).toContain('a stated fact needs its value')
	})
})

describe('trip check', () => {
	const rules = Object.fromEntries(tripRules([tx, ca, pa]).map((r) => [r.key, r]))

	it('takes the strictest value on the route and names the state that sets it', () => {
		expect(rules.trailerBrakes).toMatchObject({ strictest: 'From 1,500 lb loaded (gross) weight', setBy: ['CA'], missing: ['PA'] })
		expect(rules.maxSpeedMph).toMatchObject({ strictest: '55 mph', setBy: ['CA'], notSpecified: ['TX'], missing: ['PA'] })
		expect(rules.doubleTowing).toMatchObject({ strictest: 'Not allowed', setBy: ['PA'] })
		expect(rules.ridingInTrailer).toMatchObject({ setBy: ['CA'] })
	})

	it('gives the lowest brake threshold of each weight basis when the states count different weights', () => {
		const oh = stateLawSchema.parse({ code: 'OH', name: 'Ohio', facts: { trailerBrakes: stated({ overLb: 2000, basis: 'empty', inclusive: true }) } })
		const rule = tripRules([tx, oh]).find((r) => r.key === 'trailerBrakes')
		expect(rule).toMatchObject({ strictest: 'From 2,000 lb empty weight (OH); Over 4,500 lb loaded (gross) weight (TX)', setBy: ['OH', 'TX'] })
	})

	it("never ranks a limit on the trailer's rating against one on the whole combination", () => {
		const nv = stateLawSchema.parse({ code: 'NV', name: 'Nevada', facts: { license: stated({ specialLicenseOverLb: 10000, basis: 'trailer' }) } })
		const ny = stateLawSchema.parse({ code: 'NY', name: 'New York', facts: { license: stated({ specialLicenseOverLb: 26000, basis: 'combination' }) } })
		const sc = stateLawSchema.parse({ code: 'SC', name: 'South Carolina', facts: { license: stated({ specialLicenseOverLb: 26000, basis: 'combination' }) } })
		expect(factValueText(nv.facts, 'license')).toBe("Another class or endorsement over 10,000 lb (the trailer's rating)")
		expect(tripRules([ny, sc]).find((r) => r.key === 'license')).toMatchObject({
			strictest: 'Another class or endorsement over 26,000 lb (the whole combination)',
			setBy: ['NY', 'SC'],
		})
		expect(tripRules([ny, nv]).find((r) => r.key === 'license')).toMatchObject({
			strictest:
				"Another class or endorsement over 10,000 lb (the trailer's rating) (NV); Another class or endorsement over 26,000 lb (the whole combination) (NY)",
			setBy: ['NV', 'NY'],
		})
		expect(stateLawSchema.safeParse({ code: 'NV', name: 'Nevada', facts: { license: stated({ specialLicenseOverLb: 10000 }) } }).success).toBe(false)
	})

	it('says a state whose licence classes bind only commercial use sets no special licence for personal towing, and ranks any stated limit first', () => {
		const notSpecified = { status: 'not-specified' as const, summary: 'Only vehicles used in commerce need the commercial class.', citation: 'KRS 281A.010', url: 'https://example.org/ky', checked: '2026-11-25' }
		const ky = stateLawSchema.parse({ code: 'KY', name: 'Kentucky', facts: { license: notSpecified } })
		const ny = stateLawSchema.parse({ code: 'NY', name: 'New York', facts: { license: stated({ specialLicenseOverLb: 26000, basis: 'combination' }) } })
		expect(factValueText(ky.facts, 'license')).toBe('No special licence for personal towing')
		expect(tripRules([ky]).find((r) => r.key === 'license')).toMatchObject({ strictest: 'No special licence for personal towing', setBy: [], notSpecified: ['KY'] })
		expect(tripRules([ky, ny]).find((r) => r.key === 'license')).toMatchObject({ setBy: ['NY'], notSpecified: ['KY'] })
	})

	it('says where recreational vehicles are excepted from a licence limit, and ranks a limit that binds them as stricter', () => {
		const mn = stateLawSchema.parse({ code: 'MN', name: 'Minnesota', facts: { license: stated({ specialLicenseOverLb: 26000, basis: 'combination', recreationalExempt: true }) } })
		const sc = stateLawSchema.parse({ code: 'SC', name: 'South Carolina', facts: { license: stated({ specialLicenseOverLb: 26000, basis: 'combination' }) } })
		expect(factValueText(mn.facts, 'license')).toBe(
			'Another class or endorsement over 26,000 lb (the whole combination), except for recreational vehicles used for personal travel',
		)
		expect(tripRules([mn, sc]).find((r) => r.key === 'license')).toMatchObject({
			strictest: 'Another class or endorsement over 26,000 lb (the whole combination)',
			setBy: ['SC'],
		})
		expect(tripRules([mn]).find((r) => r.key === 'license')?.strictest).toMatch(/except for recreational vehicles/)
	})

	it('lists every state that ties for the strictest value', () => {
		expect(rules.maxCombinedLengthFt).toMatchObject({ strictest: '65 ft', setBy: ['TX', 'CA'] })
	})

	it('says "posted limits apply" when no state on the trip sets a towing speed, and nothing when none is in our data', () => {
		expect(tripRules([tx]).find((r) => r.key === 'maxSpeedMph')).toMatchObject({ strictest: 'No separate limit: posted limits apply', setBy: [] })
		expect(tripRules([pa]).find((r) => r.key === 'maxSpeedMph')).toMatchObject({ strictest: null, missing: ['PA'] })
	})
})

describe('state geography', () => {
	it('has symmetric land neighbours and one tile per state, no two on the same square', () => {
		for (const code of STATE_CODES) for (const n of STATE_NEIGHBORS[code]) expect(STATE_NEIGHBORS[n]).toContain(code)
		const squares = STATE_CODES.map((c) => STATE_TILES[c].join(','))
		expect(new Set(squares).size).toBe(STATE_CODES.length)
	})
})

describe('the all-states table', () => {
	it('filters to states whose rule is in our data, and sorts states without the fact last either way', async () => {
		const { filterAndSortLaws, stateOverview } = await import('./state-laws')
		expect(filterAndSortLaws([tx, ca, pa], { brakesUpTo: 3000 }).map((l) => l.code)).toEqual(['CA'])
		expect(filterAndSortLaws([tx, ca, pa], { double: 'not-allowed' }).map((l) => l.code)).toEqual(['PA'])
		expect(filterAndSortLaws([tx, ca, pa], { speedLimit: true }).map((l) => l.code)).toEqual(['CA'])
		expect(filterAndSortLaws([tx, ca, pa], {}, 'brakes', 'asc').map((l) => l.code)).toEqual(['CA', 'TX', 'PA'])
		expect(filterAndSortLaws([tx, ca, pa], {}, 'brakes', 'desc').map((l) => l.code)).toEqual(['TX', 'CA', 'PA'])
		expect(filterAndSortLaws([tx, ca, pa], {}, 'speed', 'asc').map((l) => l.code)).toEqual(['CA', 'TX', 'PA'])
		const overview = stateOverview(pa, 'Pennsylvania').join(' ')
		expect(overview).toContain('Towing two trailers behind a pickup is not allowed.')
		expect(overview).toContain('Not in our data yet for Pennsylvania: trailer brakes required')
		expect(stateOverview(null, 'Missouri').join(' ')).toContain("We have not yet read Missouri's towing rules in a source we can cite.")
	})
})
