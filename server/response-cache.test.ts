import crypto from 'node:crypto'
import type { AddressInfo } from 'node:net'
import express from 'express'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { chooseEncoding, createResponseCache, cspWithHashes, hashInlineScripts, notModified } from './response-cache'

const PAGE = (nonce: string) =>
	`<!doctype html><html><head><script nonce="${nonce}">window.a = 1</script><script type="module" nonce="${nonce}" src="/assets/x.js"></script></head>` +
	`<body>${'<p>towing</p>'.repeat(200)}<script nonce="${nonce}">window.b = "${'x'.repeat(10)}"</script></body></html>`

let version = 'v1'
let renders = 0
let base = ''
let server: ReturnType<express.Express['listen']>

beforeAll(async () => {
	const cache = createResponseCache({
		version: () => version,
		policy: (req) => (req.path.startsWith('/fresh') ? null : 60),
	})
	const app = express()
	app.use(cache.middleware)
	app.use((_req, res, next) => {
		res.locals.cspNonce = crypto.randomBytes(16).toString('base64')
		res.setHeader('Content-Security-Policy', `default-src 'self';script-src 'self' 'nonce-${res.locals.cspNonce}';object-src 'none'`)
		next()
	})
	app.use(async (req, res) => {
		renders++
		// Slow enough that concurrent requests overlap.
		await new Promise((r) => setTimeout(r, 30))
		const nonce = res.locals.cspNonce as string
		let response: Response
		if (req.path === '/cookie') response = new Response('hi', { headers: { 'Content-Type': 'text/html', 'Set-Cookie': 'a=b' } })
		else if (req.path === '/missing') response = new Response('no', { status: 404, headers: { 'Content-Type': 'text/html' } })
		else if (req.path === '/json') response = Response.json({ years: [2024, 2025] }, { headers: { 'Cache-Control': 'public, max-age=60' } })
		else response = new Response(PAGE(nonce), { headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'public, max-age=0' } })
		if (await cache.store(req, res, response, { cacheControl: 'no-store' })) return
		res.status(response.status)
		for (const [k, v] of response.headers) res.setHeader(k, v)
		res.end(Buffer.from(await response.arrayBuffer()))
	})
	server = app.listen(0, '127.0.0.1')
	await new Promise((r) => server.once('listening', r))
	base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((r) => server.close(() => r())))

const get = (path: string, headers: Record<string, string> = {}) => fetch(base + path, { headers: { 'Accept-Encoding': 'identity', ...headers } })

describe('response cache', () => {
	it('keeps a page: the second answer is a hit with the same bytes and strong ETag, and If-None-Match gets a 304', async () => {
		renders = 0
		const first = await get('/page')
		const second = await get('/page')
		expect(renders).toBe(1)
		expect([first.headers.get('x-cache'), second.headers.get('x-cache')]).toEqual(['miss', 'hit'])
		const body = await second.text()
		expect(await first.text()).toBe(body)
		const etag = second.headers.get('etag')!
		expect(etag).toMatch(/^"[A-Za-z0-9_-]+"$/)
		const revalidated = await get('/page', { 'If-None-Match': etag })
		expect(revalidated.status).toBe(304)
		expect(await revalidated.text()).toBe('')
		expect(renders).toBe(1)
	})

	it('replaces the nonce by the hashes of exactly the inline scripts, and leaves no nonce in the page', async () => {
		const res = await get('/page')
		const body = await res.text()
		const csp = res.headers.get('content-security-policy')!
		expect(body).not.toContain('nonce=')
		expect(csp).not.toContain('nonce-')
		expect(csp).not.toContain('unsafe-inline')
		const inline = [...body.matchAll(/<script(?![^>]*src=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]!)
		expect(inline).toHaveLength(2)
		for (const source of inline) expect(csp).toContain(`'sha256-${crypto.createHash('sha256').update(source).digest('base64')}'`)
		expect(csp.match(/sha256-/g)).toHaveLength(2)
		expect(csp).toContain("object-src 'none'")
	})

	it('sends brotli or gzip bodies made once, each with its own ETag, that decompress to the page', async () => {
		const plain = Buffer.from(await (await get('/page')).arrayBuffer())
		const br = await get('/page', { 'Accept-Encoding': 'gzip, br' })
		const gz = await get('/page', { 'Accept-Encoding': 'gzip, br;q=0' })
		expect(br.headers.get('content-encoding')).toBe('br')
		expect(gz.headers.get('content-encoding')).toBe('gzip')
		expect(br.headers.get('vary')).toContain('Accept-Encoding')
		expect(new Set([br.headers.get('etag'), gz.headers.get('etag')]).size).toBe(2)
		// fetch decodes both: the bytes match the identity body.
		expect(Buffer.from(await br.arrayBuffer()).equals(plain)).toBe(true)
		expect(Buffer.from(await gz.arrayBuffer()).equals(plain)).toBe(true)
		expect(Number(gz.headers.get('content-length'))).toBeLessThan(plain.length)
	})

	it('renders a key once for concurrent requests', async () => {
		renders = 0
		const answers = await Promise.all(Array.from({ length: 6 }, () => get('/together')))
		expect(renders).toBe(1)
		expect(new Set(await Promise.all(answers.map((a) => a.text()))).size).toBe(1)
	})

	it('does not keep answers that set a cookie, are not 200, are excluded by the policy, or are not GET', async () => {
		for (const path of ['/cookie', '/missing', '/fresh/page']) {
			renders = 0
			await get(path)
			await get(path)
			expect(renders, path).toBe(2)
		}
		renders = 0
		await fetch(`${base}/post`, { method: 'POST' })
		await fetch(`${base}/post`, { method: 'POST' })
		expect(renders).toBe(2)
	})

	it('keeps JSON without any request nonce in its policy', async () => {
		await get('/json')
		const res = await get('/json')
		expect(res.headers.get('x-cache')).toBe('hit')
		expect(res.headers.get('cache-control')).toBe('public, max-age=60')
		expect(res.headers.get('content-security-policy')).not.toContain('nonce-')
		expect(await res.json()).toEqual({ years: [2024, 2025] })
	})

	it('misses after the data version changes', async () => {
		await get('/versioned')
		version = 'v2'
		renders = 0
		const res = await get('/versioned')
		expect(res.headers.get('x-cache')).toBe('miss')
		expect(renders).toBe(1)
	})
})

describe('response cache helpers', () => {
	it('chooses brotli, then gzip, honouring q=0', () => {
		const both = { br: Buffer.from('b'), gzip: Buffer.from('g') }
		expect(chooseEncoding('gzip, deflate, br', both)).toBe('br')
		expect(chooseEncoding('gzip, br;q=0', both)).toBe('gzip')
		expect(chooseEncoding('identity', both)).toBeNull()
		expect(chooseEncoding(undefined, both)).toBeNull()
		expect(chooseEncoding('br', {})).toBeNull()
	})
	it('matches If-None-Match against any encoding of the entry, weakly', () => {
		expect(notModified('"abc"', 'abc')).toBe(true)
		expect(notModified('W/"abc-gz"', 'abc')).toBe(true)
		expect(notModified('"x", "abc-br"', 'abc')).toBe(true)
		expect(notModified('"abcd"', 'abc')).toBe(false)
		expect(notModified(undefined, 'abc')).toBe(false)
	})
	it('hashes inline scripts only, once each', () => {
		const { body, hashes } = hashInlineScripts('<script nonce="n">a()</script><script src="/x.js" nonce="n"></script><script nonce="n">a()</script>', 'n')
		expect(body).toBe('<script>a()</script><script src="/x.js"></script><script>a()</script>')
		expect(hashes).toEqual([`'sha256-${crypto.createHash('sha256').update('a()').digest('base64')}'`])
	})
	it('refuses a policy that does not carry the nonce', () => {
		expect(cspWithHashes("script-src 'self'", 'n', ["'sha256-x'"])).toBeNull()
		expect(cspWithHashes("script-src 'self' 'nonce-n';object-src 'none'", 'n', ["'sha256-x'"])).toBe("script-src 'self' 'sha256-x';object-src 'none'")
	})
})

