// The response cache in the real server (issue 16; docs/decisions/017-serving-speed.md): kept pages are the
// same bytes with a strong ETag and script hashes, answers that count activity are never kept, tiny JSON is not
// gzipped, and clients that leave early are not logged as failures.
import { createHash } from 'node:crypto'
import http from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type RunningServer, startServer } from '../setup/server-process'

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36'

describe('response cache (server process)', () => {
	let server: RunningServer
	let vehiclePath: string
	beforeAll(async () => {
		server = await startServer({ LOG_LEVEL: 'debug' })
		const [first] = (await (await fetch(`${server.url}/api/vehicles?limit=1`)).json()) as Array<{ id: number }>
		vehiclePath = `/vehicle/${first!.id}`
	})
	afterAll(async () => {
		await server?.stop()
	})

	it('keeps a vehicle page: the same bytes again, a strong ETag, 304 on revalidation, the CSP naming its inline scripts', async () => {
		const first = await fetch(server.url + vehiclePath, { headers: { 'User-Agent': BROWSER } })
		const second = await fetch(server.url + vehiclePath, { headers: { 'User-Agent': BROWSER } })
		expect(first.status).toBe(200)
		expect(second.headers.get('x-cache')).toBe('hit')
		const html = await second.text()
		expect(await first.text()).toBe(html)
		const etag = second.headers.get('etag')!
		expect(etag).toMatch(/^"[^"]+"$/)
		expect(second.headers.get('cache-control')).toContain('stale-while-revalidate')
		const csp = second.headers.get('content-security-policy')!
		expect(csp).not.toMatch(/nonce-|script-src[^;]*unsafe-inline/)
		const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]!).filter(Boolean)
		expect(inline.length).toBeGreaterThan(0)
		for (const source of inline) expect(csp).toContain(`'sha256-${createHash('sha256').update(source).digest('base64')}'`)
		const again = await fetch(server.url + vehiclePath, { headers: { 'User-Agent': BROWSER, 'If-None-Match': etag } })
		expect(again.status).toBe(304)
	})

	it('never keeps a search that counts as activity, and keeps it for a script (which is not counted)', async () => {
		const path = '/api/search?q=tundra%20cache'
		for (let i = 0; i < 2; i++) {
			const res = await fetch(server.url + path, { headers: { 'User-Agent': BROWSER } })
			expect(res.status).toBe(200)
			expect(res.headers.get('x-cache')).toBeNull()
		}
		await fetch(server.url + path, { headers: { 'User-Agent': 'curl/8.5' } })
		const script = await fetch(server.url + path, { headers: { 'User-Agent': 'curl/8.5' } })
		expect(script.headers.get('x-cache')).toBe('hit')
	})

	it('never keeps the calculator or the trending pages', async () => {
		for (const path of ['/calculator', '/trending-searches', '/live-towing-feed']) {
			await fetch(server.url + path)
			const res = await fetch(server.url + path)
			expect(res.headers.get('x-cache'), path).toBeNull()
			expect(res.headers.get('content-security-policy'), path).toMatch(/'nonce-/)
		}
	})

	it('does not gzip a JSON answer under 1 KB, kept or not', async () => {
		for (const ua of ['curl/8.5', BROWSER]) {
			const res = await fetch(`${server.url}/api/search/years`, { headers: { 'Accept-Encoding': 'gzip', 'User-Agent': ua } })
			const body = await res.arrayBuffer()
			expect(body.byteLength).toBeLessThan(1024)
			expect(res.headers.get('content-encoding')).toBeNull()
		}
	})

	it('logs a client that leaves before its answer at debug level without a stack, never as an error', async () => {
		const before = server.output().length
		await Promise.all(
			Array.from(
				{ length: 12 },
				(_, i) =>
					new Promise<void>((resolve) => {
						const req = http.get(`${server.url}/?q=silverado%20${2000 + i}`, { headers: { 'User-Agent': BROWSER } })
						req.on('error', () => resolve())
						req.on('response', (res) => {
							res.destroy()
							resolve()
						})
						setTimeout(() => req.destroy(), 2)
					}),
			),
		)
		// The server still answers, and nothing it logged for those requests is an error.
		expect((await fetch(`${server.url}/healthz`)).status).toBe(200)
		const lines = server
			.output()
			.slice(before)
			.split('\n')
			.filter((l) => l.startsWith('{'))
			.map((l) => JSON.parse(l) as { level: number; msg?: string; err?: { stack?: string } })
		expect(lines.filter((l) => l.level >= 50)).toEqual([])
		expect(lines.filter((l) => l.msg === 'client went away before the answer').every((l) => !l.err)).toBe(true)
	})
})
