// The shipped data set: every row passes the schema and consistency rules, and the model-year maxima
// the makers advertise are what the data says.
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { coverage } from '~/vehicles/coverage'
import { readDataSet } from '~/vehicles/load-vehicle-files.server'

const { configurations, lineup: lineupRows, problems } = readDataSet({ vehiclesDir: path.resolve('data/vehicles'), modelYearsDir: path.resolve('data/model-years') })
const vehicles = configurations.map((r) => r.row)
const lineup = lineupRows.map((r) => r.row)

function maxOf(year: number, make: string, model: string) {
	const matching = vehicles.filter((v) => v.year === year && v.make === make && v.model === model)
	return matching.length === 0 ? undefined : Math.max(...matching.map((v) => v.maxTowingCapacity))
}

describe('data/vehicles', () => {
	it('has no broken rule in any row of either level, nor between them', () => {
		expect(problems).toEqual([])
		expect(vehicles.length).toBeGreaterThan(900)
	})

	it('covers every model year 2000–2025 and at least 20 makes', () => {
		const c = coverage(vehicles)
		expect(c.years.filter(([y, n]) => y <= 2025 && n === 0)).toEqual([])
		expect(c.byMake.length).toBeGreaterThanOrEqual(20)
	})

	// Advertised maxima, as each maker published them for the model year (best-equipped configuration).
	it.each([
		[2021, 'Ford', 'F-150', 14_000],
		[2019, 'Ford', 'Ranger', 7_500],
		[2021, 'Ford', 'Bronco', 3_500],
		[2022, 'Ford', 'Maverick', 4_000],
		[2022, 'Ford', 'F-150 Lightning', 10_000],
		[2022, 'Chevrolet', 'Silverado 1500', 13_300],
		[2020, 'Chevrolet', 'Silverado 3500HD', 35_500],
		[2021, 'Chevrolet', 'Silverado 3500HD', 36_000],
		[2015, 'Toyota', 'Tacoma', 6_500],
		[2022, 'Rivian', 'R1T', 11_000],
		[2020, 'Hyundai', 'Palisade', 5_000],
	])('%i %s %s tops out at %i lb', (year, make, model, lb) => {
		expect(maxOf(year, make, model)).toBe(lb)
	})

	// Makers' published model-year maxima, reproduced from the line-up level (maker-text or corroborated rows; each
	// figure's sources are in the row and its words in data/evidence). Conventional, then fifth-wheel/gooseneck.
	it.each([
		[2005, 'Toyota', 'Sequoia', 6_500, null],
		[2004, 'Ford', 'F-150', 9_500, null],
		[2005, 'Toyota', 'Tacoma', 6_500, null],
		[2006, 'Honda', 'Ridgeline', 5_000, null],
		[2008, 'GMC', 'Yukon XL', 9_700, null],
		[2009, 'Ford', 'F-150', 11_300, null],
		[2010, 'Dodge', 'Ram 1500', 10_450, null],
		[2011, 'Ford', 'F-350 Super Duty', 17_500, 22_600],
		[2012, 'Ram', '3500', null, 22_750],
		[2014, 'GMC', 'Sierra 1500', 12_000, null],
		[2015, 'Ford', 'F-150', 12_200, null],
		[2016, 'Chevrolet', 'Tahoe', 8_600, null],
		[2016, 'Lincoln', 'Navigator', 9_000, null],
		[2018, 'Ford', 'F-150', 13_200, null],
		[2019, 'Subaru', 'Ascent', 5_000, null],
		[2020, 'Kia', 'Telluride', 5_000, null],
		[2020, 'Jeep', 'Gladiator', 7_650, null],
		[2020, 'Chevrolet', 'Silverado 3500HD', 20_000, 35_500],
		[2021, 'Ram', '3500', 23_000, 37_100],
		[2022, 'Toyota', 'Tundra', 12_000, null],
		[2023, 'Nissan', 'Titan XD', 10_890, 11_040],
		[2023, 'Ford', 'F-450 Super Duty', 30_000, 40_000],
		[2024, 'Tesla', 'Cybertruck', 11_000, null],
		[2026, 'Hyundai', 'Palisade', 5_000, null],
	])('%i %s %s: the maker publishes %s lb conventional, %s lb fifth-wheel', (year, make, model, conventional, fifthWheel) => {
		const row = lineup.find((m) => m.year === year && m.make === make && m.model === model)
		expect(row, `${year} ${make} ${model}`).toBeDefined()
		expect([row!.maxConventionalTowing, row!.maxFifthWheelTowing]).toEqual([conventional, fifthWheel])
		expect(['maker', 'corroborated']).toContain(row!.tier)
	})

	it('marks SAE J2807 only on rows whose source is the maker’s text or says so in notes', () => {
		for (const v of vehicles.filter((x) => x.saeJ2807Certified)) {
			expect(v.verified || /J2807/i.test(`${v.source} ${v.notes ?? ''}`), `${v.id}`).toBe(true)
		}
	})

	it('never ships figures from the non-shippable catalogues', () => {
		for (const v of [...vehicles, ...lineup]) {
			expect(`${v.source} ${v.sourceUrl ?? ''} ${v.source2 ?? ''} ${v.sourceUrl2 ?? ''}`, `${v.id}`).not.toMatch(/2025-US-Truck-Data|ddavis485|morgangoins|towing_trucks\.json/i)
		}
	})
})
