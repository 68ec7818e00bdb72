import fs from 'node:fs'
import http from 'node:http'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { type RunningServer, runServerExpectingExit, startServer } from '../setup/server-process'

describe('server process', () => {
	let server: RunningServer
	beforeAll(async () => {
		server = await startServer()
	})
	afterAll(async () => {
		await server?.stop()
	})

	it('answers /healthz once the database answers', async () => {
		const res = await fetch(`${server.url}/healthz`)
		expect(res.status).toBe(200)
		expect(await res.json()).toEqual({ status: 'ok' })
	})

	it('refuses a request body over 16 KB with a JSON 413 under /api', async () => {
		const res = await fetch(`${server.url}/api/contact/support`, {
			method: 'POST',
			headers: { 'Content-Type': 'application/json' },
			body: JSON.stringify({ description: 'x'.repeat(17 * 1024) }),
		})
		expect(res.status).toBe(413)
		expect(res.headers.get('content-type')).toMatch(/application\/json/)
		expect(await res.json()).toEqual({ message: 'Request body too large (limit 16 KB)' })
	})

	it('refuses a body declared over the limit on its Content-Length, before reading it, and closes the connection', async () => {
		const { port, hostname } = new URL(server.url)
		const answer = await new Promise<string>((resolve, reject) => {
			const socket = net.connect(Number(port), hostname, () => {
				// 10 MB announced, 5 bytes sent: the answer must come without the rest, and the server must hang up.
				socket.write(`POST /api/contact/support HTTP/1.1\r\nHost: ${hostname}\r\nContent-Type: application/json\r\nContent-Length: 10000000\r\n\r\n{"a":`)
			})
			let data = ''
			socket.on('data', (d) => (data += d))
			socket.on('end', () => resolve(data))
			socket.on('error', reject)
			socket.setTimeout(15_000, () => reject(new Error(`no answer without the body; got: ${data}`)))
		})
		expect(answer).toMatch(/^HTTP\/1\.1 413 /)
		expect(answer.toLowerCase()).toContain('connection: close')
		expect(answer).toContain('Request body too large (limit 16 KB)')
	})

	it('says it is alive on /healthz without the database, and ready on /readyz when the database answers', async () => {
		const ready = await fetch(`${server.url}/readyz`)
		expect(ready.status).toBe(200)
		expect(await ready.json()).toEqual({ status: 'ready', database: 'ok', draining: false })
		expect(ready.headers.get('cache-control')).toBe('no-store')
	})

	it('sends no HSTS header while SITE_URL is http', async () => {
		expect((await fetch(`${server.url}/`)).headers.get('strict-transport-security')).toBeNull()
	})

	it('answers an unknown /api path with JSON 404, never HTML', async () => {
		const res = await fetch(`${server.url}/api/no-such-thing`)
		expect(res.status).toBe(404)
		expect(res.headers.get('content-type')).toMatch(/application\/json/)
		expect(await res.json()).toEqual({ message: 'No API endpoint at /api/no-such-thing' })
	})

	it('logs one JSON line per request', async () => {
		await fetch(`${server.url}/healthz?probe=log`)
		// The line is written when the response finishes, which can be just after the client has it.
		const line = await vi.waitFor(() => {
			const found = server
				.output()
				.split('\n')
				.find((l) => l.includes('/healthz?probe=log'))
			if (!found) throw new Error('no log line yet')
			return found
		})
		expect(JSON.parse(line!)).toMatchObject({ method: 'GET', path: '/healthz?probe=log', status: 200 })
	})
})

describe('graceful shutdown', () => {
	it('on SIGTERM finishes the in-flight request, closes the database and exits 0', async () => {
		const server = await startServer()
		const inFlight = new Promise<number>((resolve, reject) => {
			const req = http.get(`${server.url}/`, (res) => {
				res.resume()
				res.on('end', () => resolve(res.statusCode ?? 0))
			})
			req.on('error', reject)
			// SIGTERM once the request is on the wire, before the answer is complete.
			req.on('socket', (socket) => socket.on('connect', () => setTimeout(() => server.child.kill('SIGTERM'), 5)))
		})
		expect(await inFlight).toBe(200)
		expect(await server.exited).toBe(0)
		expect(server.output()).toMatch(/"msg":"stopped"/)
		await expect(fetch(`${server.url}/healthz`)).rejects.toThrow()
	})
})

describe('configuration', () => {
	// Each case is a process that starts and refuses: they run side by side.
	it.concurrent.each([
		[{ PORT: 'abc' }, 'PORT'],
		[{ DATABASE_URL: 'mysql://localhost/x' }, 'DATABASE_URL'],
		[{ SITE_URL: 'not a url' }, 'SITE_URL'],
	])('stops the start with a message naming the variable (%o)', async (env, name) => {
		const { code, output } = await runServerExpectingExit(env)
		expect(code).toBe(1)
		expect(output).toContain('Invalid configuration')
		expect(output).toContain(name)
	})

	it('refuses TRUST_PROXY=true with a message saying what to give instead', async () => {
		const { code, output } = await runServerExpectingExit({ TRUST_PROXY: 'true' })
		expect(code).toBe(1)
		expect(output).toContain('TRUST_PROXY: true would trust every X-Forwarded-For address')
		expect(output).toContain('number of proxies')
	})

	it('exits 1 with a clear message when the port is already in use', async () => {
		const taken = net.createServer()
		await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve))
		const port = (taken.address() as net.AddressInfo).port
		const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'towspec-port-'))
		try {
			const { code, output } = await runServerExpectingExit({ PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: `file:${path.join(dir, 't.db')}`, NODE_ENV: 'production' })
			expect(code).toBe(1)
			expect(output).toContain(`TowSpec could not start: port ${port} is already in use`)
			expect(output).not.toContain('TowSpec listening on')
		} finally {
			taken.close()
			fs.rmSync(dir, { recursive: true, force: true })
		}
	}, 60_000)
})
