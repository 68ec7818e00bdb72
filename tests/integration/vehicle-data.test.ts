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
