import { describe, expect, it } from 'vitest'
import { CORE_LINEUP, coreYearsSold } from './core-lineup'
import { nearestYears, notInData, yearOverviews, yearRanges } from './levels'
import type { ModelYear } from './vehicle'

const row = (year: number, maxTowing: number): ModelYear => ({
	id: year, year, make: 'Ford', model: 'F-150', makeSlug: 'ford', modelSlug: 'f-150', vehicleClass: 'pickup', maxTowing,
	maxConventionalTowing: maxTowing, maxFifthWheelTowing: null, maxPayload: null, saeJ2807Certified: false, tier: 'single',
	source: 'Levels test', sourceUrl: null, source2: null, sourceUrl2: null, disagreement: null, notes: null,
})

describe('yearOverviews', () => {
	it('joins line-up rows and configuration years, newest first', () => {
		const years = yearOverviews([row(2018, 13200)], [{ year: 2018, maxTowing: 8000, configurations: 2 }, { year: 2002, maxTowing: 8800, configurations: 3 }])
		expect(years.map((y) => [y.year, y.lineup?.maxTowing ?? null, y.listed.count])).toEqual([
			[2018, 13200, 2],
			[2002, null, 3],
		])
		expect(years.some(notInData)).toBe(false)
	})

	it('adds the years sold that we hold nothing of, and only those, as not in our data', () => {
		const years = yearOverviews([row(2018, 13200)], [{ year: 2002, maxTowing: 8800, configurations: 3 }], [2001, 2002, 2017, 2018])
		expect(years.map((y) => y.year)).toEqual([2018, 2017, 2002, 2001])
		expect(years.filter(notInData).map((y) => y.year)).toEqual([2017, 2001])
		// A year we hold keeps its figures: the sold list never blanks it.
		expect(years.find((y) => y.year === 2018)!.lineup!.maxTowing).toBe(13200)
		expect(years.find((y) => y.year === 2002)!.listed).toEqual({ count: 3, highestTowing: 8800 })
	})
})

describe('yearRanges', () => {
	it('writes runs of consecutive years as ranges, oldest first', () => {
		expect(yearRanges([2013, 2000, 2001, 2002, 2003, 2007, 2012])).toBe('2000–2003, 2007, 2012–2013')
		expect(yearRanges([2020])).toBe('2020')
		expect(yearRanges([2021, 2020, 2020])).toBe('2020–2021')
		expect(yearRanges([])).toBe('')
	})
})

describe('nearestYears', () => {
	it('keeps the years nearest the one asked, the later first on a tie, and lists them oldest first', () => {
		expect(nearestYears([2004, 2005, 2008, 2009, 2010, 2011, 2014], 2012)).toEqual([2009, 2010, 2011, 2014])
		expect(nearestYears([2011, 2013], 2012, 1)).toEqual([2013])
		expect(nearestYears([2020, 2020, 2021], 1999)).toEqual([2020, 2021])
	})
})

describe('coreYearsSold', () => {
	it('gives the years a single-name core nameplate was sold, by its page slugs', () => {
		expect(coreYearsSold('ford', 'f-150')).toHaveLength(27)
		expect(coreYearsSold('honda', 'ridgeline')).not.toContain(2016) // not sold in model years 2015–2016
		expect(coreYearsSold('cadillac', 'escalade')).not.toContain(2001)
	})

	it('says nothing of nameplates outside the list or sold under several names', () => {
		expect(coreYearsSold('ford', 'f-100')).toBeUndefined()
		// Dodge Ram 1500 until 2010, Ram 1500 after: the list does not hold the years name by name.
		expect(CORE_LINEUP.find((n) => n.label === 'Ram 1500')!.names.length).toBeGreaterThan(1)
		expect(coreYearsSold('ram', '1500')).toBeUndefined()
		expect(coreYearsSold('dodge', 'ram-1500')).toBeUndefined()
	})
})
