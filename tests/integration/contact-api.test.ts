// The submission endpoints (POST /api/contact/data-issue, /api/contact/support, /api/newsletter) and the
// no-JavaScript form posts, against the real server process on each database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { findVehicleIdByName } from '~/vehicles/vehicles.server'
import { DATABASE_KINDS, type TestDatabase, createTestDatabase } from '../setup/databases'
import { type RunningServer, startServer } from '../setup/server-process'

const RATE_LIMIT_MAX = 3

const validIssue = {
	vehicleYear: '2024',
	vehicleMake: 'Ford',
	vehicleModel: 'F-150',
	vehicleTrim: 'XL',
	issueDescription: 'The max towing figure differs from the 2024 towing guide, page 12.',
	userName: 'Ann Tower',
	userEmail: 'ann@example.com',
}

const validSupport = {
	questionType: 'technical-support',
	description: 'The calculator page does not load on my phone.',
	vehicleYear: 2022,
	vehicleMake: 'Ram',
	userEmail: '',
}

let address = 0
/** Each test gets its own client address (the server trusts X-Forwarded-For here), hence its own counters. */
const newClient = () => `203.0.113.${++address}`

describe.each(DATABASE_KINDS)('submission API on %s', (kind) => {
	let t: TestDatabase
	let server: RunningServer

	const post = (path: string, body: unknown, { client = newClient(), type = 'application/json', raw = false } = {}) =>
		fetch(`${server.url}${path}`, {
			method: 'POST',
			headers: { 'Content-Type': type, 'X-Forwarded-For': client },
			body: raw ? (body as string) : JSON.stringify(body),
			redirect: 'manual',
		})
	const count = async (table: 'submissions' | 'newsletterSubscribers') =>
		Number((await t.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n)

	beforeAll(async () => {
		t = await createTestDatabase(kind, { seeded: true })
		server = await startServer({ DATABASE_URL: t.url, TRUST_PROXY: '1', RATE_LIMIT_MAX: String(RATE_LIMIT_MAX) })
	}, 120_000)
	afterAll(async () => {
		await server?.stop()
		await t?.cleanup()
	})

	it('stores a data-issue report, matched to the vehicle it names, and answers 201 {"id"} once committed', async () => {
		const vehicle = await t.db.selectFrom('vehicles').select(['year', 'make', 'model', 'trim']).orderBy('id').executeTakeFirstOrThrow()
		const expectedId = await findVehicleIdByName(t.db, vehicle)
		const res = await post('/api/contact/data-issue', {
			...validIssue,
			vehicleYear: vehicle.year,
			vehicleMake: `  ${vehicle.make.toUpperCase()} `,
			vehicleModel: vehicle.model,
			vehicleTrim: vehicle.trim,
		})
		expect(res.status).toBe(201)
		expect(res.headers.get('content-type')).toMatch(/application\/json/)
		const { id } = await res.json()
		expect(Number.isInteger(id)).toBe(true)
		const row = await t.db.selectFrom('submissions').selectAll().where('id', '=', id).executeTakeFirstOrThrow()
		expect(row).toMatchObject({
			kind: 'data-issue',
			status: 'new',
			vehicleYear: vehicle.year,
			vehicleMake: vehicle.make.toUpperCase(),
			vehicleId: expectedId,
			description: validIssue.issueDescription,
			userName: 'Ann Tower',
			userEmail: 'ann@example.com',
			corrected: 0,
			correctedAt: null,
		})
		expect(expectedId).not.toBeNull()
		expect(row.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T/)
		expect(row.updatedAt).toBe(row.createdAt)
	})

	it('stores a data issue that names no known vehicle, without a vehicle id', async () => {
		const res = await post('/api/contact/data-issue', { ...validIssue, vehicleMake: 'Nonexistent Motors' })
		expect(res.status).toBe(201)
		const { id } = await res.json()
		const row = await t.db.selectFrom('submissions').select(['vehicleId', 'vehicleMake']).where('id', '=', id).executeTakeFirstOrThrow()
		expect(row).toEqual({ vehicleId: null, vehicleMake: 'Nonexistent Motors' })
	})

	it('stores a support request with its optional fields empty', async () => {
		const res = await post('/api/contact/support', validSupport)
		expect(res.status).toBe(201)
		const { id } = await res.json()
		const row = await t.db.selectFrom('submissions').selectAll().where('id', '=', id).executeTakeFirstOrThrow()
		expect(row).toMatchObject({
			kind: 'support',
			questionType: 'technical-support',
			description: validSupport.description,
			vehicleYear: 2022,
			vehicleMake: 'Ram',
			vehicleModel: null,
			userEmail: null,
			vehicleId: null,
		})
	})

	it('answers 400 with every field message for an empty report, and stores nothing', async () => {
		const before = await count('submissions')
		const res = await post('/api/contact/data-issue', {})
		expect(res.status).toBe(400)
		expect(await res.json()).toEqual({
			message: 'Invalid input',
			errors: {
				vehicleYear: 'Year is required',
				vehicleMake: 'Make is required',
				vehicleModel: 'Model is required',
				vehicleTrim: 'Trim is required',
				issueDescription: 'Please provide a detailed description',
			},
		})
		const support = await post('/api/contact/support', { questionType: 'nope', description: 'short', userEmail: 'x@' })
		expect(support.status).toBe(400)
		expect((await support.json()).errors).toEqual({
			questionType: 'Question type is required',
			description: 'Please provide a detailed description',
			userEmail: 'Please enter a valid email',
		})
		expect(await count('submissions')).toBe(before)
	})

	it('answers 400 for a body that is not JSON, not an object, or has the wrong types', async () => {
		const before = await count('submissions')
		const bad = await post('/api/contact/data-issue', '{"vehicleYear": 2024,', { raw: true })
		expect(bad.status).toBe(400)
		expect(await bad.json()).toEqual({ message: 'Request body is not valid JSON' })
		for (const body of ['[1, 2]', 'null', '"text"', '42']) {
			const res = await post('/api/contact/support', body, { raw: true })
			expect(res.status, body).toBe(400)
			expect(await res.json()).toEqual({ message: 'Request body must be a JSON object' })
		}
		const types = await post('/api/contact/data-issue', { ...validIssue, vehicleYear: true, vehicleMake: 7, issueDescription: ['x'.repeat(20)], userEmail: 5 })
		expect(types.status).toBe(400)
		expect((await types.json()).errors).toEqual({
			vehicleYear: 'Please enter a 4-digit year',
			vehicleMake: 'Make must be text',
			issueDescription: 'Description must be text',
			userEmail: 'Please enter a valid email',
		})
		const long = await post('/api/contact/data-issue', { ...validIssue, issueDescription: 'x'.repeat(5001) })
		expect(long.status).toBe(400)
		expect((await long.json()).errors).toEqual({ issueDescription: 'Description must be at most 5,000 characters' })
		expect(await count('submissions')).toBe(before)
	})

	it('answers 415 for a body that is not JSON by its content type', async () => {
		const before = await count('submissions')
		for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x']) {
			const res = await post('/api/contact/data-issue', JSON.stringify(validIssue), { raw: true, type })
			expect(res.status, type).toBe(415)
			expect(await res.json()).toEqual({ message: 'Content-Type must be application/json' })
		}
		const withCharset = await post('/api/contact/data-issue', validIssue, { type: 'application/json; charset=utf-8' })
		expect(withCharset.status).toBe(201)
		expect(await count('submissions')).toBe(before + 1)
	})

	it('answers 413 with JSON for a body over 16 KB, and stores nothing', async () => {
		const before = await count('submissions')
		const res = await post('/api/contact/data-issue', { ...validIssue, issueDescription: 'x'.repeat(17 * 1024) })
		expect(res.status).toBe(413)
		expect(await res.json()).toEqual({ message: 'Request body too large (limit 16 KB)' })
		expect(await count('submissions')).toBe(before)
	})

	it('answers a filled honeypot like a success and stores nothing', async () => {
		const before = await count('submissions')
		const subscribers = await count('newsletterSubscribers')
		const issue = await post('/api/contact/data-issue', { ...validIssue, website: 'http://spam.example' })
		expect(issue.status).toBe(201)
		expect(Object.keys(await issue.json())).toEqual(['id'])
		const support = await post('/api/contact/support', { website: 'x' })
		expect(support.status).toBe(201)
		const news = await post('/api/newsletter', { email: 'bot@example.com', website: 'x' })
		expect(news.status).toBe(201)
		expect(await count('submissions')).toBe(before)
		expect(await count('newsletterSubscribers')).toBe(subscribers)
	})

	it(`limits each client address to ${RATE_LIMIT_MAX} submissions per endpoint, then answers 429 with Retry-After`, async () => {
		const client = newClient()
		// Refused input does not use up the allowance.
		expect((await post('/api/contact/support', {}, { client })).status).toBe(400)
		for (let i = 0; i < RATE_LIMIT_MAX; i++) {
			expect((await post('/api/contact/support', validSupport, { client })).status).toBe(201)
		}
		const before = await count('submissions')
		const limited = await post('/api/contact/support', validSupport, { client })
		expect(limited.status).toBe(429)
		expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
		expect(Number(limited.headers.get('retry-after'))).toBeLessThanOrEqual(600)
		expect(await limited.json()).toEqual({ message: expect.stringMatching(/^Too many submissions from your network\. Please try again in \d+ minutes?\.$/) })
		expect(await count('submissions')).toBe(before)
		// Another endpoint and another address keep their own counters.
		expect((await post('/api/contact/data-issue', validIssue, { client })).status).toBe(201)
		expect((await post('/api/contact/support', validSupport)).status).toBe(201)
		// The page action shares the endpoint's counter and shows a readable message.
		const page = await fetch(`${server.url}/contact`, {
			method: 'POST',
			headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'X-Forwarded-For': client },
			body: new URLSearchParams({ intent: 'support', ...Object.fromEntries(Object.entries(validSupport).map(([k, v]) => [k, String(v)])) }),
			redirect: 'manual',
		})
		expect(page.status).toBe(429)
		expect(page.headers.get('retry-after')).toMatch(/^\d+$/)
		const html = await page.text()
		expect(html).toContain('Error Sending Request')
		expect(html).toMatch(/Too many submissions from your network\. Please try again in \d+ minutes?\./)
	})

	it('answers GET (and other methods) with a JSON 405', async () => {
		for (const path of ['/api/contact/data-issue', '/api/contact/support', '/api/newsletter']) {
			const res = await fetch(`${server.url}${path}`)
			expect(res.status, path).toBe(405)
			expect(res.headers.get('allow')).toBe('POST')
			expect(res.headers.get('content-type')).toMatch(/application\/json/)
			expect(await res.json()).toEqual({ message: 'Method GET not allowed' })
			const put = await fetch(`${server.url}${path}`, { method: 'PUT', headers: { 'Content-Type': 'application/json' }, body: '{}' })
			expect(put.status, path).toBe(405)
		}
	})

	it('stores submitted markup as plain text, exactly as sent (trimmed)', async () => {
		const payload = '<script>alert("x")</script><img src=x onerror=alert(1)> & "quotes"'
		const res = await post('/api/contact/data-issue', { ...validIssue, issueDescription: `  ${payload}  `, userName: '<b>bold</b>' })
		const { id } = await res.json()
		const row = await t.db.selectFrom('submissions').select(['description', 'userName']).where('id', '=', id).executeTakeFirstOrThrow()
		expect(row).toEqual({ description: payload, userName: '<b>bold</b>' })
	})

	it('subscribes to the newsletter once, however often the address is sent, and unsubscribes by link', async () => {
		const first = await post('/api/newsletter', { email: 'Reader@Example.com' })
		expect(first.status).toBe(201)
		const { id } = await first.json()
		const again = await post('/api/newsletter', { email: ' reader@example.com ' })
		expect(again.status).toBe(201)
		expect(await again.json()).toEqual({ id })
		const rows = await t.db.selectFrom('newsletterSubscribers').selectAll().where('email', '=', 'reader@example.com').execute()
		expect(rows).toHaveLength(1)
		expect(rows[0]!.consentedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/)
		const invalid = await post('/api/newsletter', { email: 'not-an-email' })
		expect(invalid.status).toBe(400)
		expect(await invalid.json()).toEqual({ message: 'Invalid input', errors: { email: 'Please enter a valid email' } })

		const link = `${server.url}/newsletter/unsubscribe?token=${encodeURIComponent(rows[0]!.unsubscribeToken)}`
		const page = await fetch(link)
		expect(page.status).toBe(200)
		expect(await page.text()).toContain('reader@example.com')
		// Opening the link changes nothing; the button (or a one-click POST) does.
		expect(await count('newsletterSubscribers')).toBeGreaterThan(0)
		const done = await fetch(link, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: 'List-Unsubscribe=One-Click' })
		expect(done.status).toBe(200)
		expect(await done.text()).toContain('You have been unsubscribed')
		expect(await t.db.selectFrom('newsletterSubscribers').selectAll().where('email', '=', 'reader@example.com').execute()).toEqual([])
		expect(await (await fetch(link)).text()).toContain('This link is not subscribed to anything')
	})

	it('takes the forms posted without JavaScript: messages and values on error, redirect on success', async () => {
		const form = (fields: Record<string, string>, client = newClient()) =>
			fetch(`${server.url}/contact`, {
				method: 'POST',
				headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'X-Forwarded-For': client },
				body: new URLSearchParams(fields),
				redirect: 'manual',
			})
		const invalid = await form({ intent: 'data-issue', vehicleYear: '', vehicleMake: 'Ford <b>', vehicleModel: '', vehicleTrim: '', issueDescription: 'short', userEmail: 'x' })
		expect(invalid.status).toBe(400)
		const html = await invalid.text()
		for (const message of ['Year is required', 'Model is required', 'Trim is required', 'Please provide a detailed description', 'Please enter a valid email']) {
			expect(html).toContain(message)
		}
		expect(html).toContain('value="Ford &lt;b&gt;"')
		const before = await count('submissions')
		const ok = await form({ intent: 'data-issue', ...validIssue })
		expect(ok.status).toBe(302)
		expect(ok.headers.get('location')).toBe('/contact?sent=data-issue#data-issue-form')
		expect(await count('submissions')).toBe(before + 1)
		const unknown = await form({ intent: 'other' })
		expect(unknown.status).toBe(400)
	})
})

describe('client address without TRUST_PROXY', () => {
	let t: TestDatabase
	let server: RunningServer
	beforeAll(async () => {
		t = await createTestDatabase('sqlite', { seeded: true })
		server = await startServer({ DATABASE_URL: t.url, RATE_LIMIT_MAX: '1' })
	}, 120_000)
	afterAll(async () => {
		await server?.stop()
		await t?.cleanup()
	})

	it('ignores X-Forwarded-For, so a client cannot reset its own limit', async () => {
		const send = (client: string) =>
			fetch(`${server.url}/api/newsletter`, {
				method: 'POST',
				headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': client },
				body: JSON.stringify({ email: `${client}@example.com` }),
			})
		expect((await send('198.51.100.1')).status).toBe(201)
		expect((await send('198.51.100.2')).status).toBe(429)
	})
})
