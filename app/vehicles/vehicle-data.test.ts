import { describe, expect, it } from 'vitest'
import { type LocatedRow, type VehicleRow, VehicleRowSchema, checkDataSet, checkRow } from './vehicle-data'

const base: VehicleRow = VehicleRowSchema.parse({
	id: '10001', year: '2020', make: 'Ford', model: 'F-150', trim: 'Rule test', vehicleClass: 'pickup', body: '', engine: '3.5L',
	drivetrain: '4WD', axleRatio: '3.55', maxTowingCapacity: '13000', conventionalTowing: '13000', fifthWheelTowing: '',
	payloadCapacity: '1800', gcwr: '18500', gvwr: '7000', curbWeight: '5200', requiredPackage: '', msrp: '',
	saeJ2807Certified: 'false', source: 'Rule test', sourceUrl: '', verified: 'false', tier: 'single', source2: '', sourceUrl2: '', notPublished: '', notes: '',
})
const row = (o: Partial<VehicleRow>): VehicleRow => ({ ...base, ...o })

describe('checkRow', () => {
	it('accepts a consistent row', () => {
		expect(checkRow(base)).toEqual([])
	})
	it.each<[string, Partial<VehicleRow>, RegExp]>([
		['conventional above max', { conventionalTowing: 14000 }, /conventionalTowing must not exceed/],
		['max not the larger rating', { maxTowingCapacity: 13500, gcwr: 19000 }, /must equal the larger/],
		['fifth-wheel on an SUV', { vehicleClass: 'suv', fifthWheelTowing: 12000 }, /only for pickups/],
		['GVWR not above curb weight', { gvwr: 5200 }, /gvwr must exceed curbWeight/],
		['payload far from GVWR − curb', { payloadCapacity: 2500 }, /within 5%/],
		['GCWR below GVWR', { gcwr: 6900 }, /gcwr must be at least gvwr/],
		['towing above GCWR − curb', { gcwr: 18000 }, /must not exceed gcwr − curbWeight/],
		['implausible curb weight', { curbWeight: 1200, gvwr: 3100, payloadCapacity: 1900, gcwr: 20000 }, /curbWeight 1200 is outside/],
	])('flags %s', (_name, change, message) => {
		expect(checkRow(row(change)).join('\n')).toMatch(message)
	})
	it('lets a note explain a payload that differs from GVWR − curb weight', () => {
		expect(checkRow(row({ payloadCapacity: 2500, notes: 'Payload is for the base trim; curb weight for the test truck' }))).toEqual([])
	})
	it('keeps "not published" apart from "not in our data": a listed field must be blank, and only known fields may be listed', () => {
		expect(checkRow(row({ payloadCapacity: null, notPublished: ['payloadCapacity'] }))).toEqual([])
		expect(checkRow(row({ notPublished: ['payloadCapacity'] }))).toContain('payloadCapacity is listed as not published but has a value')
		const raw = Object.fromEntries(Object.entries(base).map(([k, v]) => [k, v === null ? '' : String(v)]))
		expect(VehicleRowSchema.safeParse({ ...raw, notPublished: 'gcwr;towing' }).success).toBe(false)
		expect(VehicleRowSchema.parse({ ...raw, gcwr: '', gvwr: '', notPublished: 'gcwr; gvwr' }).notPublished).toEqual(['gcwr', 'gvwr'])
	})
	it('skips rules whose figures are not published', () => {
		expect(checkRow(row({ gcwr: null, gvwr: null, curbWeight: null, payloadCapacity: null }))).toEqual([])
	})
})

describe('VehicleRowSchema', () => {
	it('refuses placeholders and guesses in number fields', () => {
		for (const bad of ['N/A', '0.5', '-1', 'about 5000']) {
			expect(VehicleRowSchema.safeParse({ ...Object.fromEntries(Object.entries(base).map(([k, v]) => [k, v === null ? '' : String(v)])), payloadCapacity: bad }).success, bad).toBe(false)
		}
	})
})

describe('checkDataSet', () => {
	const located = (r: VehicleRow, line: number): LocatedRow => ({ file: 'data/vehicles/ford.csv', line, row: r })
	it('finds duplicate ids, duplicate configurations and ids outside the make’s block', () => {
		const problems = checkDataSet([located(base, 2), located(row({ trim: 'Other' }), 3), located(row({ id: 10002 }), 4), located(row({ id: 20001, trim: 'Third' }), 5)])
		const text = problems.map((p) => `${p.line}: ${p.rule}`).join('\n')
		expect(text).toMatch(/3: id 10001 duplicates data\/vehicles\/ford.csv:2/)
		expect(text).toMatch(/4: duplicate configuration of data\/vehicles\/ford.csv:2/)
		expect(text).toMatch(/5: id 20001 is outside Ford's block 10001–19999/)
	})
})
