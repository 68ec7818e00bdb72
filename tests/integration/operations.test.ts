// Many instances on one database, and the process's life (issue 16): rate limits and operator sessions shared
// by every instance, the sign-in throttle's own limit, a spoofed X-Forwarded-For refused, instances starting
// together, SIGTERM draining the process `npm start` runs, and a database outage answered with 503 until the
// database returns.
import http from 'node:http'
import net from 'node:net'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { openDatabase } from '~/db/db.server'
import { DATABASE_KINDS, type TestDatabase, createTestDatabase } from '../setup/databases'
import { type RunningServer, startServer } from '../setup/server-process'

const TOKEN = 'operator-token-for-tests-0123456789'
const hasPostgres = DATABASE_KINDS.includes('postgres')

/** Two instances on one PostgreSQL database; on SQLite (one file, one instance) the same checks on one instance. */
describe.each(DATABASE_KINDS)('state shared by every instance on %s', (kind) => {
	let t: TestDatabase
	let a: RunningServer
	let b: RunningServer
	const env = () => ({ DATABASE_URL: t.url, TRUST_PROXY: '1', RATE_LIMIT_MAX: '5', ADMIN_TOKEN: TOKEN, ADMIN_SIGN_IN_MAX: '2' })

	beforeAll(async () => {
		t = await createTestDatabase(kind, { migrate: false })
		if (kind === 'postgres') [a, b] = await Promise.all([startServer(env()), startServer(env())])
		else b = a = await startServer(env())
	}, 180_000)
	afterAll(async () => {
		await Promise.all([a?.stop(), b?.stop()])
		await t?.cleanup()
	})

	const subscribe = (server: RunningServer, forwardedFor: string, i: number) =>
		fetch(`${server.url}/api/newsletter`, {
			method: 'POST',
			headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': forwardedFor },
			body: JSON.stringify({ email: `reader${i}.${forwardedFor.replace(/\W/g, '')}@example.com` }),
		})

	it('counts a client\'s submissions across instances: 5 of 16 get through, alternating between them', async () => {
		const statuses: number[] = []
		for (let i = 0; i < 16; i++) statuses.push((await subscribe(i % 2 === 0 ? a : b, '198.51.100.10', i)).status)
		expect(statuses.filter((s) => s === 201)).toHaveLength(5)
		expect(statuses.slice(5).every((s) => s === 429)).toBe(true)
		const limited = await subscribe(b, '198.51.100.10', 99)
		expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
	})

	it('does not let a spoofed X-Forwarded-For reset the limit (one proxy hop: its appended address counts)', async () => {
		// What the proxy forwards when the client writes its own X-Forwarded-For: "<client's claim>, <real address>".
		const statuses: number[] = []
		for (let i = 0; i < 8; i++) statuses.push((await subscribe(i % 2 === 0 ? a : b, `10.9.8.${i}, 198.51.100.11`, i)).status)
		expect(statuses.filter((s) => s === 201)).toHaveLength(5)
	})

	it('gives the sign-in throttle its own limit, with Retry-After, and ends a signed-out session on every instance', async () => {
		const signIn = (server: RunningServer, token: string) =>
			fetch(`${server.url}/admin/sign-in`, {
				method: 'POST',
				headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'X-Forwarded-For': '198.51.100.12' },
				body: new URLSearchParams({ token }),
				redirect: 'manual',
			})
		// ADMIN_SIGN_IN_MAX=2 while RATE_LIMIT_MAX=5: two wrong tokens, then 429 on the other instance.
		expect((await signIn(a, 'wrong-token-1')).status).toBe(401)
		expect((await signIn(b, 'wrong-token-2')).status).toBe(401)
		const limited = await signIn(a, TOKEN)
		expect(limited.status).toBe(429)
		expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
		expect(await limited.text()).toContain('Too many submissions from your network')

		// Signed in from another address on A; the session works on B; signed out on B, the copied cookie fails on A.
		const ok = await fetch(`${a.url}/admin/sign-in`, {
			method: 'POST',
			headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'X-Forwarded-For': '198.51.100.13' },
			body: new URLSearchParams({ token: TOKEN }),
			redirect: 'manual',
		})
		expect(ok.status).toBe(302)
		const cookie = ok.headers.get('set-cookie')!.split(';')[0]!
		const reports = await fetch(`${b.url}/admin/reports`, { headers: { Cookie: cookie }, redirect: 'manual' })
		expect(reports.status).toBe(200)
		const csrf = (await reports.text()).match(/name="csrf" value="([^"]+)"/)![1]!
		const out = await fetch(`${b.url}/admin/sign-out`, {
			method: 'POST',
			headers: { 'Content-Type': 'application/x-www-form-urlencoded', Cookie: cookie },
			body: new URLSearchParams({ csrf }),
			redirect: 'manual',
		})
		expect(out.status).toBe(302)
		const after = await fetch(`${a.url}/admin/reports`, { headers: { Cookie: cookie }, redirect: 'manual' })
		expect(after.status).toBe(302)
		expect(after.headers.get('location')).toBe('/admin/sign-in')
	})
})

describe('instances starting together', () => {
	it.runIf(hasPostgres)('on PostgreSQL: all three come up, and the schema is migrated and seeded once', async () => {
		const t = await createTestDatabase('postgres', { migrate: false })
		const servers = await Promise.all([startServer({ DATABASE_URL: t.url }), startServer({ DATABASE_URL: t.url }), startServer({ DATABASE_URL: t.url })])
		try {
			for (const s of servers) expect((await fetch(`${s.url}/readyz`)).status).toBe(200)
			const logs = servers.map((s) => s.output())
			expect(logs.filter((l) => l.includes('"msg":"migrated"'))).toHaveLength(1)
			const migrations = await sql<{ n: number }>`select count(*) as n from kysely_migration`.execute(t.db)
			expect(Number(migrations.rows[0]!.n)).toBe(8)
		} finally {
			await Promise.all(servers.map((s) => s.stop()))
			await t.cleanup()
		}
	}, 180_000)

	it('on one SQLite file: one comes up, the others stop saying one SQLite file serves one instance, data intact', async () => {
		const t = await createTestDatabase('sqlite', { migrate: false })
		await t.db.destroy()
		const started = await Promise.allSettled([startServer({ DATABASE_URL: t.url }), startServer({ DATABASE_URL: t.url }), startServer({ DATABASE_URL: t.url })])
		const up = started.filter((s): s is PromiseFulfilledResult<RunningServer> => s.status === 'fulfilled').map((s) => s.value)
		const refused = started.filter((s): s is PromiseRejectedResult => s.status === 'rejected').map((s) => String(s.reason))
		try {
			expect(up).toHaveLength(1)
			expect(refused).toHaveLength(2)
			for (const message of refused) expect(message).toContain('One SQLite file serves one instance')
			expect((await fetch(`${up[0]!.url}/readyz`)).status).toBe(200)
			expect((await fetch(`${up[0]!.url}/towing-laws`)).status).toBe(200)
			const db = openDatabase(t.url)
			const check = await sql<{ integrityCheck: string }>`pragma integrity_check`.execute(db)
			expect(check.rows[0]!.integrityCheck).toBe('ok')
			const vehicles = await db.selectFrom('vehicles').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()
			expect(Number(vehicles.n)).toBeGreaterThan(0)
			await db.destroy()
		} finally {
			await Promise.all(up.map((s) => s.stop()))
			await t.cleanup()
		}
	}, 180_000)
})

describe('SIGTERM on the process `npm start` runs', () => {
	it('finishes every request in flight (0 failures), closes the database and exits 0', async () => {
		const t = await createTestDatabase('sqlite', { migrate: false })
		await t.db.destroy()
		const server = await startServer({ DATABASE_URL: t.url }, { npmStart: true })
		const url = new URL(server.url)
		const body = JSON.stringify({ trailerType: 'conventional', trailerWeight: 5000, tongueWeight: 500, passengersWeight: 300, cargoWeight: 100, gcwr: 15000, curbWeight: 5000 })
		let release!: () => void
		const released = new Promise<void>((resolve) => (release = resolve))
		// Each request sends its headers and waits for "100 Continue": the server has it in hand before the signal.
		const inFlight = Array.from({ length: 40 }, () => {
			let sendBody!: () => void
			const accepted = new Promise<void>((resolve) => (sendBody = resolve))
			const answered = new Promise<number | string>((resolve) => {
				const req = http.request({
					host: url.hostname,
					port: url.port,
					method: 'POST',
					path: '/api/calculate-towing',
					agent: false,
					headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body), Expect: '100-continue' },
				})
				req.on('continue', () => {
					sendBody()
					void released.then(() => req.end(body))
				})
				req.on('response', (res) => {
					res.resume()
					res.on('end', () => resolve(res.statusCode ?? 0))
				})
				req.on('error', (error) => resolve(error.message))
			})
			return { accepted, answered }
		})
		await Promise.all(inFlight.map((r) => r.accepted))
		server.child.kill('SIGTERM')
		// Give the signal time to arrive and the server to stop listening, then send the bodies.
		await vi.waitFor(() => expect(server.output()).toContain('shutting down'))
		release()
		const statuses = await Promise.all(inFlight.map((r) => r.answered))
		expect(statuses.filter((s) => s !== 200)).toEqual([])
		expect(await server.exited).toBe(0)
		expect(server.output()).toMatch(/"msg":"stopped"/)
		await expect(fetch(`${server.url}/healthz`)).rejects.toThrow()
		await t.cleanup()
	}, 120_000)
})

/** A TCP relay in front of PostgreSQL that the test can cut and restore on the same port. */
function relay(target: { host: string; port: number }) {
	let server: net.Server | undefined
	const sockets = new Set<net.Socket>()
	let port = 0
	const start = () =>
		new Promise<number>((resolve) => {
			server = net.createServer((client) => {
				const upstream = net.connect(target.port, target.host)
				for (const s of [client, upstream]) {
					sockets.add(s)
					s.on('close', () => sockets.delete(s))
					s.on('error', () => s.destroy())
				}
				client.pipe(upstream).pipe(client)
			})
			server.listen(port, '127.0.0.1', () => {
				port = (server!.address() as net.AddressInfo).port
				resolve(port)
			})
		})
	const stop = () =>
		new Promise<void>((resolve) => {
			for (const s of sockets) s.destroy()
			server!.close(() => resolve())
		})
	return { start, stop }
}

const APP_NAME = `towspec-outage-${process.pid}`

describe.runIf(hasPostgres)('database outage on PostgreSQL', () => {
	let t: TestDatabase
	let server: RunningServer
	const proxy = relay({ host: new URL(process.env.TEST_DATABASE_URL ?? 'postgres://x@127.0.0.1:5432/x').hostname, port: Number(new URL(process.env.TEST_DATABASE_URL ?? 'postgres://x@127.0.0.1:5432/x').port || 5432) })

	beforeAll(async () => {
		t = await createTestDatabase('postgres', { migrate: false })
		const port = await proxy.start()
		const viaProxy = new URL(t.url)
		viaProxy.hostname = '127.0.0.1'
		viaProxy.port = String(port)
		viaProxy.searchParams.set('application_name', APP_NAME)
		server = await startServer({ DATABASE_URL: viaProxy.toString() })
	}, 120_000)
	afterAll(async () => {
		if (process.env.DEBUG_OUTAGE) process.stdout.write(server?.output() ?? '')
		await server?.stop()
		await t?.cleanup()
	})

	it('answers 503 with Retry-After while the database is away (never hangs), stays alive, and recovers by itself', async () => {
		const get = (path: string) => fetch(`${server.url}${path}`, { signal: AbortSignal.timeout(10_000) })
		expect((await get('/towing-laws')).status).toBe(200)
		await proxy.stop()
		// A page already kept by the response cache (same data version) is still served; anything that needs the
		// database answers 503 with Retry-After at once.
		const kept = await get('/towing-laws')
		expect(kept.status).toBe(200)
		expect(kept.headers.get('x-cache')).toMatch(/hit/i)
		for (const path of ['/towing-laws?sort=speed', '/api/search/years', '/']) {
			const res = await get(path)
			expect(res.status, path).toBe(503)
			expect(Number(res.headers.get('retry-after')), path).toBeGreaterThan(0)
		}
		expect((await get('/readyz')).status).toBe(503)
		expect((await get('/healthz')).status).toBe(200)
		await proxy.start()
		await vi.waitFor(async () => expect((await get('/api/search/years')).status).toBe(200), { timeout: 20_000, interval: 500 })
		expect((await get('/readyz')).status).toBe(200)
		expect(server.output()).toContain('database reachable again')
	}, 60_000)

	it('survives its connections being cut in the middle of queries (a PostgreSQL restart), and serves again', async () => {
		const get = (path: string) => fetch(`${server.url}${path}`, { signal: AbortSignal.timeout(10_000) })
		const burst = Array.from({ length: 30 }, (_, i) => get(i % 2 ? '/towing-laws' : '/api/search/years').then((r) => r.status))
		// Only this server's connections (by application_name): other tests share the database.
		await sql`select pg_terminate_backend(pid) from pg_stat_activity where application_name = ${APP_NAME}`.execute(t.db)
		const statuses = await Promise.all(burst)
		expect(statuses.every((s) => s === 200 || s === 503), statuses.join(' ')).toBe(true)
		expect((await get('/healthz')).status).toBe(200)
		await vi.waitFor(async () => expect((await get('/towing-laws')).status).toBe(200), { timeout: 20_000, interval: 500 })
		expect(server.child.exitCode).toBeNull()
	}, 60_000)
})
