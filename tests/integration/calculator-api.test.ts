// POST /api/calculate-towing on each database (the action called with a real, seeded database), and the
// HTTP details (methods, content types, body errors) through the real server process.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { action, loader } from '~/routes/api/calculate-towing'
import type { Vehicle } from '~/vehicles/vehicle'
import { findVehicles } from '~/vehicles/vehicles.server'
import { DATABASE_KINDS, type TestDatabase, createTestDatabase } from '../setup/databases'
import { type RunningServer, startServer } from '../setup/server-process'

const URL_ = 'http://localhost/api/calculate-towing'
const valid = { gcwr: 15000, curbWeight: 5000, passengersWeight: 300, cargoWeight: 200, trailerWeight: 6000, tongueWeight: 600 }

describe.each(DATABASE_KINDS)('POST /api/calculate-towing on %s', (kind) => {
	let t: TestDatabase
	let withPayload: Vehicle
	beforeAll(async () => {
		t = await createTestDatabase(kind, { seeded: true })
		// A seeded vehicle whose payload capacity is published (chosen by query, not by id).
		const { vehicles } = await findVehicles(t.db, { limit: 1000 })
		withPayload = vehicles.find((v) => v.payloadCapacity !== null && v.gcwr === null)!
		expect(withPayload).toBeDefined()
	})
	afterAll(async () => {
		await t?.cleanup()
	})

	const call = async (body: unknown, init: { method?: string; contentType?: string; raw?: string } = {}) => {
		const request = new Request(URL_, {
			method: init.method ?? 'POST',
			headers: { 'Content-Type': init.contentType ?? 'application/json' },
			body: init.raw ?? JSON.stringify(body),
		})
		const args = { request, context: { db: t.db, requestId: 'test' }, params: {} } as unknown as Parameters<typeof action>[0]
		const response = await action(args)
		return { status: response.status, headers: response.headers, body: await response.json() }
	}

	it('answers the SPEC fields first, then the full check', async () => {
		const res = await call(valid)
		expect(res.status).toBe(200)
		expect(res.headers.get('cache-control')).toBe('no-store')
		expect(Object.keys(res.body)).toEqual([
			'safeTowingCapacity',
			'loadedVehicleWeight',
			'availableCapacity',
			'isOverloaded',
			'recommendations',
			'tongueWeight',
			'tongueWeightEstimated',
			'checks',
			'maxTrailerWeight',
			'bindingLimit',
			'verdict',
			'notChecked',
			'trailerWeight',
			'weighTicket',
			'elevation',
		])
		expect(res.body).toMatchObject({ safeTowingCapacity: 8010, loadedVehicleWeight: 6100, availableCapacity: 8900, isOverloaded: false, maxTrailerWeight: 8550, bindingLimit: 'gcwr' })
		expect(res.body.checks[0]).toEqual({
			id: 'gcwr',
			label: 'Gross combined weight rating (GCWR)',
			limit: 15000,
			actual: 11500,
			status: 'pass',
			message: 'Vehicle and trailer together: 11,500 lb, within the GCWR of 15,000 lb (3,500 lb to spare).',
		})
	})

	it("carries the chosen vehicle's payload and tow rating into the check", async () => {
		const v = withPayload
		const aboard = v.payloadCapacity! - 100
		const res = await call({ gcwr: 30000, curbWeight: 5000, passengersWeight: aboard, cargoWeight: 0, trailerWeight: 2000, tongueWeight: 200, vehicleId: v.id })
		expect(res.status).toBe(200)
		const ids = res.body.checks.map((c: { id: string }) => c.id)
		expect(ids).toContain('payload')
		expect(ids).toContain('towRating')
		expect(res.body.checks.find((c: { id: string }) => c.id === 'payload')).toMatchObject({ limit: v.payloadCapacity, actual: aboard + 200, status: 'fail' })
		expect(res.body.checks.find((c: { id: string }) => c.id === 'towRating')).toMatchObject({ limit: v.conventionalTowing })
		// 100 lb of payload left ÷ the 10 % tongue share.
		expect(res.body).toMatchObject({ isOverloaded: true, bindingLimit: 'payload', maxTrailerWeight: 1000 })
		// A figure typed by the user wins over the vehicle's.
		const typed = await call({ gcwr: 30000, curbWeight: 5000, passengersWeight: aboard, cargoWeight: 0, vehicleId: v.id, payloadCapacity: 90000 })
		expect(typed.body.checks.find((c: { id: string }) => c.id === 'payload')).toMatchObject({ limit: 90000, status: 'pass' })
	})

	it('answers without GCWR or curb weight: the SPEC figures are null, the verdict waits for the door-label payload', async () => {
		const res = await call({ passengersWeight: 300, cargoWeight: 200, trailerWeight: 6000, maxTowingCapacity: 9000 })
		expect(res.status).toBe(200)
		expect(res.body).toMatchObject({
			safeTowingCapacity: null,
			loadedVehicleWeight: null,
			availableCapacity: null,
			isOverloaded: false,
			maxTrailerWeight: 9000,
			bindingLimit: 'towRating',
			verdict: { answer: 'cant-tell', headline: "Can't tell yet — enter the payload from your door label", limits: ['payload'] },
		})
		expect(res.body.notChecked.map((u: { id: string }) => u.id)).toContain('gcwr')
		const labelled = await call({ passengersWeight: 300, cargoWeight: 200, trailerWeight: 6000, maxTowingCapacity: 9000, payloadCapacity: 1500 })
		// 300 + 200 + 780 (13 % of 6,000) = 1,280 of 1,500.
		expect(labelled.body.verdict).toEqual({ answer: 'yes', headline: 'Yes, within every limit we could check', limits: [] })
	})

	it('takes scale tickets and an elevation, and says no sourced elevation rule was applied', async () => {
		const res = await call({
			passengersWeight: 300,
			cargoWeight: 100,
			payloadCapacity: 2100,
			rearGawr: 4400,
			elevationFt: 9000,
			ticket1Steer: 3580,
			ticket1Drive: 4460,
			ticket1Trailer: 6300,
			ticket2Steer: 3400,
			ticket2Drive: 4780,
			ticket2Trailer: 6160,
			ticket3Steer: 3700,
			ticket3Drive: 3440,
		})
		expect(res.status).toBe(200)
		expect(res.body.weighTicket).toMatchObject({ tongueWeight: 1040, trailerWeight: 7200, grossCombinedWeight: 14340, frontAxleRestoration: 60 })
		expect(res.body.verdict.headline).toBe('No — rear axle rating exceeded by 60 lb')
		expect(res.body.elevation).toMatchObject({ elevationFt: 9000, applied: false })
	})

	it('answers 400 naming a vehicle id that does not exist', async () => {
		const res = await call({ ...valid, vehicleId: 999999999 })
		expect(res.status).toBe(400)
		expect(res.body).toEqual({ message: 'No vehicle with id 999999999', errors: { vehicleId: 'No vehicle with id 999999999' } })
	})

	it.each([
		['a missing required field', { ...valid, passengersWeight: undefined }, { passengersWeight: 'Passengers weight is required' }],
		['a negative value', { ...valid, cargoWeight: -5 }, { cargoWeight: 'Cargo weight cannot be negative' }],
		['a fractional value', { ...valid, curbWeight: 5000.5 }, { curbWeight: 'Curb weight must be a whole number of pounds' }],
		['a non-numeric value', { ...valid, passengersWeight: 'three' }, { passengersWeight: 'Passengers weight must be a number of pounds' }],
		['an out-of-range value', { ...valid, trailerWeight: 250000 }, { trailerWeight: 'Trailer weight must be at most 100,000 lb' }],
		['a zero GCWR', { ...valid, gcwr: 0 }, { gcwr: 'GCWR must be at least 1 lb' }],
		['an unknown trailer type', { ...valid, trailerType: 'boat' }, { trailerType: 'Trailer type must be conventional, fifth-wheel or gooseneck' }],
	])('answers 400 with a per-field message for %s', async (_name, body, errors) => {
		const res = await call(body)
		expect(res.status).toBe(400)
		expect(res.body).toEqual({ message: 'Invalid input', errors })
	})

	it('answers 400 for a body that is not JSON or not an object, and 415 for another content type', async () => {
		expect(await call(null, { raw: '{"gcwr": 15000,' })).toMatchObject({ status: 400, body: { message: 'The request body is not valid JSON' } })
		expect(await call([1, 2])).toMatchObject({ status: 400, body: { message: 'The request body must be a JSON object' } })
		expect(await call(null, { raw: 'gcwr=15000', contentType: 'application/x-www-form-urlencoded' })).toMatchObject({
			status: 415,
			body: { message: 'Send the request as JSON (Content-Type: application/json)' },
		})
	})

	it('answers a JSON 405 to GET and to other methods', async () => {
		const get = await loader({ request: new Request(URL_), context: { db: t.db, requestId: 'test' }, params: {} } as unknown as Parameters<typeof loader>[0])
		expect(get.status).toBe(405)
		expect(get.headers.get('allow')).toBe('POST')
		expect(await get.json()).toEqual({ message: 'Method GET not allowed' })
		expect(await call(valid, { method: 'PUT' })).toMatchObject({ status: 405, body: { message: 'Method PUT not allowed' } })
	})
})

describe('POST /api/calculate-towing over HTTP', () => {
	let server: RunningServer
	beforeAll(async () => {
		server = await startServer()
	})
	afterAll(async () => {
		await server?.stop()
	})

	it('calculates, and answers every error as JSON', async () => {
		const post = (body: string, contentType = 'application/json') =>
			fetch(`${server.url}/api/calculate-towing`, { method: 'POST', headers: { 'Content-Type': contentType }, body })
		const ok = await post(JSON.stringify(valid))
		expect(ok.status).toBe(200)
		expect(await ok.json()).toMatchObject({ safeTowingCapacity: 8010, isOverloaded: false })

		for (const [res, status] of [
			[await post('not json'), 400],
			[await post(JSON.stringify(valid), 'text/plain'), 415],
			[await fetch(`${server.url}/api/calculate-towing`), 405],
		] as const) {
			expect(res.status).toBe(status)
			expect(res.headers.get('content-type')).toMatch(/application\/json/)
			expect(await res.json()).toHaveProperty('message')
		}
	})

	it('picks a real vehicle through the API and names it when it does not exist', async () => {
		// The newest model years may have a line-up row but no configuration yet: take the newest year that lists one.
		const years = (await (await fetch(`${server.url}/api/search/years`)).json()) as number[]
		let vehicles: Vehicle[] = []
		for (const year of years) {
			vehicles = (await (await fetch(`${server.url}/api/vehicles?year=${year}&limit=1`)).json()) as Vehicle[]
			if (vehicles.length > 0) break
		}
		const res = await fetch(`${server.url}/api/calculate-towing`, {
			method: 'POST',
			headers: { 'Content-Type': 'application/json' },
			body: JSON.stringify({ ...valid, vehicleId: vehicles[0]!.id }),
		})
		expect(res.status).toBe(200)
		const body = await res.json()
		expect(body.checks.find((c: { id: string }) => c.id === 'towRating')).toMatchObject({ limit: vehicles[0]!.conventionalTowing })
		const missing = await fetch(`${server.url}/api/calculate-towing`, {
			method: 'POST',
			headers: { 'Content-Type': 'application/json' },
			body: JSON.stringify({ ...valid, vehicleId: 123456789 }),
		})
		expect(missing.status).toBe(400)
		expect(await missing.json()).toMatchObject({ errors: { vehicleId: 'No vehicle with id 123456789' } })
	})
})
