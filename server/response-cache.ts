// A response cache for pages and read-only JSON (issue 16; docs/decisions/017-serving-speed.md). A page
// depends only on its URL, the data version (the seed hashes) and the few request inputs `variant` names, so
// the first answer is kept — with a strong ETag and brotli and gzip bodies made once — and later requests are
// served from memory without React, the database or the per-request middleware. Single flight: while one
// request renders a key, the others for the same key wait for it rather than render it again.
//
// The CSP nonce: a nonce is per request, so a body carrying one cannot be reused. When a page is kept, its
// nonce attributes are taken out and the nonce in its Content-Security-Policy is replaced by the SHA-256
// hashes of the page's own inline scripts — the same scripts, and only they, may run (no 'unsafe-inline').
import crypto from 'node:crypto'
import { promisify } from 'node:util'
import zlib from 'node:zlib'
import type { Request, RequestHandler, Response as ExpressResponse } from 'express'

const brotli = promisify(zlib.brotliCompress)
const gzip = promisify(zlib.gzip)

/** Bodies below this are sent as they are: compressing 131 bytes costs more than it saves. */
export const COMPRESS_MIN_BYTES = 1024
const MAX_ENTRY_BYTES = 2 * 1024 * 1024

export interface CachedResponse {
	status: number
	headers: Array<[string, string | string[]]>
	/** The strong ETag's opaque part, without quotes; each encoding appends its own suffix. */
	tag: string
	identity: Buffer
	gzip?: Buffer
	br?: Buffer
	expires: number
	size: number
}

export interface ResponseCacheOptions {
	/** The data version (seed hashes): a new version makes every entry unreachable. */
	version: () => string
	/** How long (seconds) this request's answer may be reused; null or 0: never cached. */
	policy: (req: Request) => number | null
	/** Request inputs other than the URL that change the answer (e.g. a consent cookie that changes markup). */
	variant?: (req: Request) => string
	maxBytes?: number
	now?: () => number
}

interface Pending {
	key: string
	ttl: number
	settled: boolean
	settle: (entry: CachedResponse | null) => void
}

const CACHEABLE_TYPE = /^(text\/(html|plain|xml|x-script)|application\/(json|xml|rss\+xml)|image\/(png|svg\+xml))/
const COMPRESSIBLE_TYPE = /^(text\/|application\/(json|xml|rss\+xml)|image\/svg\+xml)/
/** Headers that belong to one response and are never kept. */
const PER_RESPONSE = new Set(['x-request-id', 'content-length', 'content-encoding', 'transfer-encoding', 'etag', 'vary', 'set-cookie', 'date', 'connection', 'keep-alive'])

/** `nonce="…"` attributes out, and the SHA-256 source of every inline script (in document order, unique). */
export function hashInlineScripts(html: string, nonce: string | undefined) {
	const body = nonce ? html.replaceAll(` nonce="${nonce}"`, '') : html
	const hashes: string[] = []
	for (const m of body.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
		if (/\bsrc\s*=/i.test(m[1]!) || m[2]!.length === 0) continue
		const source = `'sha256-${crypto.createHash('sha256').update(m[2]!, 'utf8').digest('base64')}'`
		if (!hashes.includes(source)) hashes.push(source)
	}
	return { body, hashes }
}

/** The policy with the request's nonce replaced by the page's script hashes; null when the nonce is not in it. */
export function cspWithHashes(csp: string, nonce: string, hashes: string[]) {
	const token = `'nonce-${nonce}'`
	if (!csp.includes(token)) return null
	return csp.replace(token, hashes.join(' ')).replace(/ {2,}/g, ' ').replace(/ ;/g, ';')
}

/** The encoding to send: brotli, then gzip, when the client accepts it (q=0 refuses) and the entry has it. */
export function chooseEncoding(acceptEncoding: string | undefined, entry: Pick<CachedResponse, 'gzip' | 'br'>): 'br' | 'gzip' | null {
	if (!acceptEncoding || (!entry.br && !entry.gzip)) return null
	const accepted = new Set<string>()
	for (const part of acceptEncoding.split(',')) {
		const [name, ...params] = part.trim().toLowerCase().split(';')
		const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
		if (name && !(q && Number(q.slice(2)) === 0)) accepted.add(name)
	}
	if (entry.br && accepted.has('br')) return 'br'
	if (entry.gzip && (accepted.has('gzip') || accepted.has('*'))) return 'gzip'
	return null
}

const SUFFIX = { br: '-br', gzip: '-gz' } as const

/** Whether If-None-Match names this entry (weak comparison, any of its encodings, or *). */
export function notModified(ifNoneMatch: string | undefined, tag: string) {
	if (!ifNoneMatch) return false
	return ifNoneMatch.split(',').some((t) => {
		const v = t.trim().replace(/^W\//, '')
		return v === '*' || v === `"${tag}"` || v === `"${tag}${SUFFIX.br}"` || v === `"${tag}${SUFFIX.gzip}"`
	})
}

export function sendCached(req: Request, res: ExpressResponse, entry: CachedResponse, how?: 'hit' | 'miss') {
	if (res.destroyed) return
	res.statusCode = entry.status
	for (const [k, v] of entry.headers) res.setHeader(k, v)
	if (how) res.setHeader('X-Cache', how)
	const compressed = Boolean(entry.br || entry.gzip)
	if (compressed) res.setHeader('Vary', 'Accept-Encoding')
	const encoding = chooseEncoding(req.get('accept-encoding'), entry)
	res.setHeader('ETag', `"${entry.tag}${encoding ? SUFFIX[encoding] : ''}"`)
	if (notModified(req.get('if-none-match'), entry.tag)) {
		res.statusCode = 304
		res.removeHeader('Content-Type')
		res.end()
		return
	}
	const body = encoding === 'br' ? entry.br! : encoding === 'gzip' ? entry.gzip! : entry.identity
	if (encoding) res.setHeader('Content-Encoding', encoding)
	res.setHeader('Content-Length', body.length)
	res.end(req.method === 'HEAD' ? undefined : body)
}

export function createResponseCache(options: ResponseCacheOptions) {
	const { version, policy, variant, maxBytes = 64 * 1024 * 1024, now = Date.now } = options
	/** Insertion order is recency order: a hit moves its entry to the end; the front is dropped first. */
	const entries = new Map<string, CachedResponse>()
	const inFlight = new Map<string, Promise<CachedResponse | null>>()
	let bytes = 0

	const lookup = (key: string) => {
		const entry = entries.get(key)
		if (!entry) return undefined
		entries.delete(key)
		if (entry.expires <= now()) {
			bytes -= entry.size
			return undefined
		}
		entries.set(key, entry)
		return entry
	}

	const keep = (key: string, entry: CachedResponse) => {
		const old = entries.get(key)
		if (old) {
			bytes -= old.size
			entries.delete(key)
		}
		entries.set(key, entry)
		bytes += entry.size
		for (const [k, e] of entries) {
			if (bytes <= maxBytes) break
			entries.delete(k)
			bytes -= e.size
		}
	}

	/** Serves a kept answer, or lets the request through and marks it so `store` can keep its answer. */
	const middleware: RequestHandler = async (req, res, next) => {
		if (req.method !== 'GET' && req.method !== 'HEAD') return next()
		const ttl = policy(req)
		if (!ttl || ttl <= 0) return next()
		const key = `${version()}\n${variant?.(req) ?? ''}\n${req.originalUrl}`
		const entry = lookup(key) ?? (await inFlight.get(key))
		if (entry) return sendCached(req, res, entry, 'hit')
		// HEAD answers have no body to keep; they are served from the cache only.
		if (req.method === 'HEAD' || inFlight.has(key)) return next()
		let resolve!: (e: CachedResponse | null) => void
		inFlight.set(key, new Promise((r) => (resolve = r)))
		const pending: Pending = {
			key,
			ttl,
			settled: false,
			settle(e) {
				if (pending.settled) return
				pending.settled = true
				inFlight.delete(key)
				resolve(e)
			},
		}
		res.locals.responseCache = pending
		res.on('close', () => pending.settle(null))
		next()
	}

	/**
	 * Called with the app's answer to a request the middleware let through. Keeps a cacheable answer and sends
	 * it (true); otherwise returns false and the caller sends the answer as usual.
	 */
	async function store(req: Request, res: ExpressResponse, response: globalThis.Response, defaults: { cacheControl: string }): Promise<boolean> {
		const pending = res.locals.responseCache as Pending | undefined
		if (!pending) return false
		const type = response.headers.get('content-type') ?? ''
		const cacheControl = response.headers.get('cache-control') ?? defaults.cacheControl
		const declared = Number(response.headers.get('content-length') ?? 0)
		if (response.status !== 200 || !response.body || response.headers.has('set-cookie') || /no-store|private/i.test(cacheControl) || !CACHEABLE_TYPE.test(type) || declared > MAX_ENTRY_BYTES) {
			pending.settle(null)
			return false
		}
		let identity = Buffer.from(await response.arrayBuffer())
		const headers = new Map<string, string | string[]>()
		for (const [k, v] of Object.entries(res.getHeaders())) if (v !== undefined && !PER_RESPONSE.has(k)) headers.set(k, typeof v === 'number' ? String(v) : v)
		for (const [k, v] of response.headers) if (!PER_RESPONSE.has(k)) headers.set(k, v)
		headers.set('cache-control', cacheControl)
		const nonce = res.locals.cspNonce as string | undefined
		const csp = headers.get('content-security-policy')
		if (type.startsWith('text/html')) {
			const { body, hashes } = hashInlineScripts(identity.toString('utf8'), nonce)
			const hashed = typeof csp === 'string' && nonce ? cspWithHashes(csp, nonce, hashes) : csp
			// The nonce must be gone from the page; if it is still there (or the policy is not the expected
			// one), the page is sent as rendered and not kept.
			if (hashed === null || (nonce && body.includes(nonce))) {
				pending.settle(null)
				sendBuffer(res, response.status, headers, identity)
				return true
			}
			if (typeof hashed === 'string') headers.set('content-security-policy', hashed)
			identity = Buffer.from(body, 'utf8')
		} else if (typeof csp === 'string' && nonce) {
			// Nothing else runs scripts: the kept answer carries no request's nonce.
			headers.set('content-security-policy', cspWithHashes(csp, nonce, []) ?? csp)
		}
		const entry: CachedResponse = {
			status: response.status,
			headers: [...headers],
			tag: crypto.createHash('sha256').update(identity).digest('base64url').slice(0, 27),
			identity,
			expires: now() + pending.ttl * 1000,
			size: identity.length,
		}
		if (identity.length >= COMPRESS_MIN_BYTES && COMPRESSIBLE_TYPE.test(type)) {
			const [br, gz] = await Promise.all([
				brotli(identity, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: identity.length } }),
				gzip(identity, { level: 9 }),
			])
			entry.br = br
			entry.gzip = gz
			entry.size += br.length + gz.length
		}
		if (entry.size <= MAX_ENTRY_BYTES) keep(pending.key, entry)
		pending.settle(entry)
		sendCached(req, res, entry, 'miss')
		return true
	}

	return { middleware, store, stats: () => ({ entries: entries.size, bytes }) }
}

function sendBuffer(res: ExpressResponse, status: number, headers: Map<string, string | string[]>, body: Buffer) {
	if (res.destroyed) return
	res.statusCode = status
	for (const [k, v] of headers) res.setHeader(k, v)
	res.end(body)
}
