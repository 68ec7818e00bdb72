// Malformed requests get a 4xx, never a 5xx (issue 16): a bounded, seeded run of generated requests against
// the real server on each database. The generator is tests/setup/fuzz.ts; a failure lists the requests to replay.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DATABASE_KINDS, type TestDatabase, createTestDatabase } from '../setup/databases'
import { generateRequests, runFuzz, send } from '../setup/fuzz'
import { type RunningServer, startServer } from '../setup/server-process'

const SEED = 16
const COUNT = 600

interface Case {
	method: string
	path: string
	host?: string
	type?: string
	body?: string
}

describe.each(DATABASE_KINDS)('malformed requests on %s', (kind) => {
	let t: TestDatabase
	let server: RunningServer
	beforeAll(async () => {
		t = await createTestDatabase(kind, { migrate: false })
		// A high limit so the generated submissions reach the schemas rather than stopping at 429.
		server = await startServer({ DATABASE_URL: t.url, RATE_LIMIT_MAX: '100000', ADMIN_TOKEN: 'operator-token-for-tests-0123456789' })
	}, 120_000)
	afterAll(async () => {
		await server?.stop()
		await t?.cleanup()
	})

	it(`answers ${COUNT} generated requests (seed ${SEED}) without a 5xx or a dropped connection`, async () => {
		const requests = generateRequests(SEED, COUNT, new URL(server.url).host)
		const outcomes = await runFuzz(server.url, requests)
		const failures = outcomes.filter((o) => o.status === null || o.status >= 500)
		expect(failures.map((f) => `${f.status ?? f.error} ${f.request.method} ${f.request.path} ${JSON.stringify(f.request.headers)} ${f.request.body ?? ''}`)).toEqual([])
		// The run reached the places that used to fail: refusals of each kind, and accepted submissions.
		const statuses = new Set(outcomes.map((o) => o.status))
		for (const status of [200, 201, 400, 404, 405, 415, 431]) expect(statuses, `no ${status} in the run`).toContain(status)
	}, 180_000)

	it.each<[string, Case, number]>([
		['TRACE on any path', { method: 'TRACE', path: '/' }, 405],
		['PUT on a form route', { method: 'PUT', path: '/calculator', type: 'application/x-www-form-urlencoded', body: 'trailerWeight=5000' }, 405],
		['a JSON body posted to a form route', { method: 'POST', path: '/calculator', type: 'application/json', body: '{"trailerWeight":5000}' }, 415],
		['a form post without a body type', { method: 'POST', path: '/contact', body: 'intent=support' }, 415],
		['a multipart form without its boundary', { method: 'POST', path: '/newsletter', type: 'multipart/form-data', body: '--x\r\n' }, 400],
		['a malformed Host', { method: 'GET', path: '/', host: 'exa mple.com' }, 400],
		['a Host with an impossible port', { method: 'GET', path: '/api/search/years', host: 'example.com:99999' }, 400],
		['%00 in a slug', { method: 'GET', path: '/articles/a%00b' }, 400],
		['%00 in an API slug', { method: 'GET', path: '/api/hubs/%00' }, 400],
		['NUL in a JSON text field', { method: 'POST', path: '/api/contact/support', type: 'application/json', body: '{"description":"a\\u0000b"}' }, 400],
		['NUL in a form field', { method: 'POST', path: '/contact', type: 'application/x-www-form-urlencoded', body: 'intent=support&description=a%00b' }, 400],
		['an id of 2^31 in the calculator', { method: 'POST', path: '/api/calculate-towing', type: 'application/json', body: '{"vehicleId":2147483648,"trailerType":"conventional","trailerWeight":5000,"tongueWeight":500,"passengersWeight":300,"cargoWeight":100}' }, 400],
		['an id of 2^31 in a page', { method: 'GET', path: '/vehicle/2147483648' }, 404],
		['an object where a string belongs', { method: 'POST', path: '/api/newsletter', type: 'application/json', body: '{"email":{"toString":"x"},"website":{"toString":"x"}}' }, 201],
	])('%s', async (_name, r, expected) => {
		const headers: Record<string, string> = { host: r.host ?? new URL(server.url).host }
		if (r.type) headers['content-type'] = r.type
		const outcome = await send(server.url, { method: r.method, path: r.path, headers, body: r.body })
		expect(outcome.status).toBe(expected)
	})
})
