// Converts between Express and the Fetch API for the React Router handler. Written here rather than
// using @react-router/express because the body is read (and size-limited) by express.raw first.
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import type { ReadableStream as NodeReadableStream } from 'node:stream/web'
import type * as express from 'express'

export const PAGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=300, stale-while-revalidate=86400'

/** Pages answered 200 to a GET may be held by a CDN; anything else without its own Cache-Control is not. */
export function defaultCacheControl(req: express.Request, response: Response) {
	const isPage = (response.headers.get('content-type') ?? '').startsWith('text/html')
	const cacheable = (req.method === 'GET' || req.method === 'HEAD') && response.status === 200 && isPage
	return response.headers.get('cache-control') ?? (cacheable ? PAGE_CACHE_CONTROL : 'no-store')
}

export function toFetchRequest(req: express.Request, res: express.Response): Request {
	const origin = `${req.protocol}://${req.get('host') ?? 'localhost'}`
	const url = new URL(req.originalUrl, origin)
	const controller = new AbortController()
	// Aborted only when the client goes before the answer is sent: rendering and queries stop for it.
	res.on('close', () => {
		if (!res.writableFinished) controller.abort()
	})
	const headers = new Headers()
	for (const [key, value] of Object.entries(req.headers)) {
		if (value === undefined) continue
		for (const v of Array.isArray(value) ? value : [value]) headers.append(key, v)
	}
	const init: RequestInit = { method: req.method, headers, signal: controller.signal }
	if (req.method !== 'GET' && req.method !== 'HEAD' && Buffer.isBuffer(req.body) && req.body.length > 0) {
		init.body = new Uint8Array(req.body)
	}
	return new Request(url, init)
}

export async function sendFetchResponse(req: express.Request, res: express.Response, response: Response) {
	res.status(response.status)
	for (const [key, value] of response.headers) {
		if (key === 'set-cookie') continue
		res.setHeader(key, value)
	}
	const cookies = response.headers.getSetCookie()
	if (cookies.length > 0) res.setHeader('set-cookie', cookies)
	if (!response.headers.has('cache-control')) res.setHeader('cache-control', defaultCacheControl(req, response))
	if (!response.body || req.method === 'HEAD') {
		res.end()
		return
	}
	// JSON is small and already whole: with its length known, the compression middleware leaves bodies under
	// 1 KB alone instead of gzipping 131 bytes.
	if ((response.headers.get('content-type') ?? '').startsWith('application/json')) {
		const body = Buffer.from(await response.arrayBuffer())
		res.setHeader('content-length', body.length)
		res.end(body)
		return
	}
	await pipeline(Readable.fromWeb(response.body as NodeReadableStream), res)
}
