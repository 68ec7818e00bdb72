import { describe, expect, it } from 'vitest'
import { type ModelYearRow, ModelYearRowSchema, checkLevels, checkModelYearRow, checkModelYearSet, lineupMaximum } from './model-year-data'
import { type VehicleRow, VehicleRowSchema, checkRow } from './vehicle-data'

const raw = {
	id: '10001', year: '2018', make: 'Ford', model: 'F-150', vehicleClass: 'pickup', maxConventionalTowing: '13200',
	maxFifthWheelTowing: '', maxPayload: '3270', saeJ2807Certified: 'true', tier: 'corroborated',
	source: 'Rule test A', sourceUrl: 'https://a.example/one', source2: 'Rule test B', sourceUrl2: 'https://www.b.example/two',
	disagreement: '', notes: '',
}
const lineup: ModelYearRow = ModelYearRowSchema.parse(raw)
const my = (o: Partial<ModelYearRow>): ModelYearRow => ({ ...lineup, ...o })

const config: VehicleRow = VehicleRowSchema.parse({
	id: '10001', year: '2018', make: 'Ford', model: 'F-150', trim: 'Rule test', vehicleClass: 'pickup', body: '', engine: '3.5L',
	drivetrain: '4WD', axleRatio: '', maxTowingCapacity: '13000', conventionalTowing: '13000', fifthWheelTowing: '',
	payloadCapacity: '', gcwr: '', gvwr: '', curbWeight: '', requiredPackage: '', msrp: '', saeJ2807Certified: 'false',
	source: 'Rule test', sourceUrl: '', verified: 'false', tier: 'single', source2: '', sourceUrl2: '', notPublished: '', notes: '',
})
const located = (o: Partial<VehicleRow>, line = 2) => ({ file: 'ford.csv', line, row: { ...config, ...o } })

describe('line-up rows', () => {
	it('accepts a corroborated row with two sites', () => {
		expect(checkModelYearRow(lineup)).toEqual([])
	})
	it('tells two newspapers on one newsstand site apart, but not two pages of one newspaper there', () => {
		const paper = (path: string) => `https://www.pressreader.com/usa/${path}`
		expect(checkModelYearRow(my({ sourceUrl: paper('the-mercury-news/20190630/1'), sourceUrl2: paper('texarkana-gazette/20181216/2') }))).toEqual([])
		expect(checkModelYearRow(my({ sourceUrl: paper('the-mercury-news/20190630/1'), sourceUrl2: paper('the-mercury-news/20190707/2') })).join()).toMatch(
			/two independent publications/,
		)
	})
	it.each<[string, Partial<ModelYearRow>, RegExp]>([
		['corroborated with one source', { source2: null, sourceUrl2: null }, /needs source, sourceUrl, source2 and sourceUrl2/],
		['corroborated by two pages of one site', { sourceUrl2: 'https://a.example/other' }, /two independent publications/],
		['a single source naming a second one', { tier: 'single' }, /tier is then corroborated/],
		['a second-hand figure without its address', { tier: 'single', source2: null, sourceUrl2: null, sourceUrl: null }, /needs the sourceUrl/],
		['fifth-wheel on an SUV', { vehicleClass: 'suv', maxFifthWheelTowing: 12000 }, /only for pickups/],
		['an implausible payload', { maxPayload: 120 }, /maxPayload 120 is outside/],
		['no maximum at all', { maxConventionalTowing: null }, /needs maxConventionalTowing or maxFifthWheelTowing/],
	])('flags %s', (_name, change, message) => {
		expect(checkModelYearRow(my(change)).join('\n')).toMatch(message)
	})
	it('refuses guesses in the maximum', () => {
		for (const bad of ['N/A', 'about 13000', '13,200']) {
			expect(ModelYearRowSchema.safeParse({ ...raw, maxConventionalTowing: bad }).success, bad).toBe(false)
		}
	})
	it('takes the higher of conventional and fifth-wheel as the maximum', () => {
		expect(lineupMaximum(my({ maxFifthWheelTowing: 21000 }))).toBe(21000)
		expect(lineupMaximum(lineup)).toBe(13200)
	})
	it('accepts a heavy-duty headline that gives only the fifth-wheel/gooseneck maximum', () => {
		const hd = my({ model: 'F-350 Super Duty', maxConventionalTowing: null, maxFifthWheelTowing: 32500 })
		expect(checkModelYearRow(hd)).toEqual([])
		expect(lineupMaximum(hd)).toBe(32500)
		expect(ModelYearRowSchema.parse({ ...raw, maxConventionalTowing: '', maxFifthWheelTowing: '32500' }).maxConventionalTowing).toBeNull()
	})
	it('allows one row per year, make and model, ids inside the make’s block', () => {
		const rows = [
			{ file: 'ford.csv', line: 2, row: lineup },
			{ file: 'ford.csv', line: 3, row: my({ id: 10002, model: 'f-150' }) },
			{ file: 'ford.csv', line: 4, row: my({ id: 10002, year: 2019 }) },
			{ file: 'ford.csv', line: 5, row: my({ id: 20001, year: 2020 }) },
		]
		const rules = checkModelYearSet(rows).map((p) => `${p.line}: ${p.rule}`)
		expect(rules).toEqual([
			expect.stringMatching(/^3: a second line-up row for 2018 Ford f-150/),
			expect.stringMatching(/^4: id 10002 duplicates ford.csv:3/),
			expect.stringMatching(/^5: id 20001 is outside Ford's block/),
		])
	})
})

describe('rules between the levels', () => {
	it('accepts configurations at or under the line-up maximum, and years without a line-up row', () => {
		expect(checkLevels([located({}), located({ conventionalTowing: 13200, maxTowingCapacity: 13200 }), located({ year: 2017, conventionalTowing: 20000, maxTowingCapacity: 20000 })], [lineup])).toEqual([])
	})
	it('refuses a configuration above its model year’s line-up maximum', () => {
		const problems = checkLevels([located({ conventionalTowing: 13500, maxTowingCapacity: 13500 }, 7)], [lineup])
		expect(problems).toEqual([{ file: 'ford.csv', line: 7, rule: 'conventionalTowing 13500 exceeds the 2018 Ford F-150 line-up maximum 13200' }])
	})
	it('holds fifth-wheel ratings to the fifth-wheel maximum where the line-up publishes one', () => {
		const hd = my({ model: 'F-350 Super Duty', maxConventionalTowing: 21000, maxFifthWheelTowing: 32500 })
		const row = { model: 'F-350 Super Duty', conventionalTowing: 20000, fifthWheelTowing: 33000, maxTowingCapacity: 33000 }
		expect(checkLevels([located(row)], [hd])[0]?.rule).toMatch(/fifthWheelTowing 33000 exceeds the 2018 Ford F-350 Super Duty line-up maximum 32500/)
		expect(checkLevels([located({ ...row, fifthWheelTowing: 32500, maxTowingCapacity: 32500 })], [hd])).toEqual([])
	})
	it('holds conventional ratings to the highest published maximum where the line-up gives only the gooseneck one', () => {
		const hd = my({ model: 'F-350 Super Duty', maxConventionalTowing: null, maxFifthWheelTowing: 32500 })
		const row = { model: 'F-350 Super Duty', conventionalTowing: 20000, maxTowingCapacity: 20000 }
		expect(checkLevels([located(row)], [hd])).toEqual([])
		expect(checkLevels([located({ ...row, conventionalTowing: 33000, maxTowingCapacity: 33000 })], [hd])[0]?.rule).toMatch(/conventionalTowing 33000 exceeds .* 32500/)
	})
	it('matches model names by slug', () => {
		expect(checkLevels([located({ model: 'f-150', conventionalTowing: 14000, maxTowingCapacity: 14000 })], [lineup])).toHaveLength(1)
	})
})

describe('configuration provenance', () => {
	it('ties verified to the maker tier', () => {
		expect(checkRow({ ...config, verified: true })).toContain('verified must be true exactly when tier is maker')
		expect(checkRow({ ...config, verified: true, tier: 'maker' })).toEqual([])
	})
})
