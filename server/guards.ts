// Refuses malformed requests before they reach React Router or the database (issue 16), each with its 4xx:
// a method nothing here serves (405), a Host or forwarded protocol that is not one (400), a body declared
// larger than the limit (413, refused on Content-Length before a byte of it is read), a page form posted
// without a form body (415) or with one that does not parse (400), and NUL characters anywhere in the URL or
// body (400: PostgreSQL cannot store them in text and no field of ours has a use for them).
import type { NextFunction, Request, RequestHandler, Response } from 'express'

/** Methods the JSON API answers (each route says 405 itself to those it does not serve). */
const API_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']
/** Pages are read (GET, HEAD) and forms posted (POST); nothing else. */
const PAGE_METHODS = ['GET', 'HEAD', 'POST']

/** host[:port], where host is a DNS name (underscores allowed, as container names have them), an IPv4 address or a bracketed IPv6 address. */
const HOST = /^(?:[a-z0-9_](?:[a-z0-9_-]{0,61}[a-z0-9_])?(?:\.[a-z0-9_](?:[a-z0-9_-]{0,61}[a-z0-9_])?)*\.?|\[[0-9a-f:.]+\])(?::(\d{1,5}))?$/i

const FORM_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data']

const isApi = (req: Request) => req.path === '/api' || req.path.startsWith('/api/')

/** A 4xx in the shape of the rest of the site: JSON under /api, a small HTML page elsewhere. */
export function refuse(req: Request, res: Response, status: number, message: string, headers: Record<string, string> = {}) {
	res.status(status)
	res.setHeader('Cache-Control', 'no-store')
	for (const [key, value] of Object.entries(headers)) res.setHeader(key, value)
	if (isApi(req)) {
		res.json({ message })
		return
	}
	const escaped = message.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`)
	res
		.type('html')
		.send(
			`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${status} | TowSpec</title></head><body><main><h1>${escaped}</h1><p><a href="/">Go to the home page</a></p></main></body></html>`,
		)
}

/** Before the body is read: method, Host, forwarded protocol, NUL in the URL, declared body size. */
export function requestGuards({ bodyLimitBytes }: { bodyLimitBytes: number }): RequestHandler {
	return (req, res, next) => {
		const api = isApi(req)
		const allowed = api ? API_METHODS : PAGE_METHODS
		if (!allowed.includes(req.method)) {
			return refuse(req, res, 405, `Method ${req.method} not allowed`, { Allow: allowed.join(', ') })
		}
		const host = req.headers.host
		if (host !== undefined) {
			const match = HOST.exec(host)
			if (!match || (match[1] !== undefined && Number(match[1]) > 65535)) return refuse(req, res, 400, 'Invalid Host header')
		}
		// req.protocol reads X-Forwarded-Proto only from a trusted proxy; anything but http(s) is not a URL we can build.
		if (req.protocol !== 'http' && req.protocol !== 'https') return refuse(req, res, 400, 'Invalid X-Forwarded-Proto header')
		// A path of two leading slashes would be read as another host ("//evil/x"); one slash is meant.
		if (req.originalUrl.startsWith('//')) {
			const single = `/${req.originalUrl.replace(/^\/+/, '')}`
			if (req.method === 'GET' || req.method === 'HEAD') return res.redirect(301, single)
			return refuse(req, res, 400, 'Invalid path')
		}
		if (/%00/.test(req.originalUrl)) return refuse(req, res, 400, 'The address may not contain NUL characters')
		const declared = req.headers['content-length']
		if (declared !== undefined && Number(declared) > bodyLimitBytes) {
			// Refused unread: the connection closes after the answer, so a slow client cannot hold it open.
			res.setHeader('Connection', 'close')
			return refuse(req, res, 413, `Request body too large (limit ${Math.round(bodyLimitBytes / 1024)} KB)`)
		}
		next()
	}
}

/** After express.raw: no NUL in any body; page POSTs carry a form that parses. */
export function bodyGuards(): RequestHandler {
	return async (req: Request, res: Response, next: NextFunction) => {
		const body: Buffer = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0)
		// A raw NUL byte, or one escaped in a form (%00) or in JSON (\u0000).
		if (body.includes(0) || /%00|\\u0000/i.test(body.toString('latin1'))) {
			return refuse(req, res, 400, 'The request may not contain NUL characters')
		}
		if (req.method === 'POST' && !isApi(req)) {
			const contentType = req.headers['content-type']
			if (!formType(contentType)) return refuse(req, res, 415, 'Send the form as application/x-www-form-urlencoded or multipart/form-data')
			try {
				await new Request('http://localhost/', { method: 'POST', body: new Uint8Array(body), headers: { 'content-type': contentType! } }).formData()
			} catch {
				return refuse(req, res, 400, 'The form could not be read')
			}
		}
		next()
	}
}

function formType(contentType: string | undefined) {
	const type = (contentType ?? '').split(';')[0]!.trim().toLowerCase()
	return FORM_TYPES.includes(type) ? type : undefined
}
