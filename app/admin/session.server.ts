// Operator access to /admin: on only while ADMIN_TOKEN is set (404 otherwise), a sign-in with that token
// compared in constant time, a signed session cookie (HttpOnly, SameSite=Strict, Secure over HTTPS,
// scoped to /admin, 8 hours) naming a session stored in the database (admin_sessions, by the hash of its id),
// and POSTs that must come from our own origin and carry the session's CSRF token. Sign-out deletes the row:
// the cookie, even a copy of it, stops working on every instance at once (issue 16).
import crypto from 'node:crypto'
import { createCookie, redirect } from 'react-router'
import type { DB } from '~/db/db.server'

export const SESSION_SECONDS = 8 * 60 * 60
export const SIGN_IN_PATH = '/admin/sign-in'

interface AdminEnv {
	ADMIN_TOKEN?: string
}

export interface AdminSession {
	sid: string
	exp: number
}

const NOT_FOUND = () => new Response('Not found', { status: 404 })

/** The token, or a 404 when the operator pages are off. */
export function requireAdminEnabled(env: AdminEnv): string {
	if (!env.ADMIN_TOKEN) throw NOT_FOUND()
	return env.ADMIN_TOKEN
}

/** Constant-time comparison: both sides are hashed first so their lengths never leak either. */
export function tokenMatches(expected: string, given: string) {
	const a = crypto.createHash('sha256').update(expected).digest()
	const b = crypto.createHash('sha256').update(given).digest()
	return crypto.timingSafeEqual(a, b)
}

/** Keys derived from the token: changing ADMIN_TOKEN signs everyone out. */
function derivedKey(token: string, purpose: string) {
	return crypto.createHmac('sha256', token).update(`towspec-admin:${purpose}`).digest('base64url')
}

function sessionCookie(request: Request, token: string) {
	return createCookie('towspec_admin', {
		httpOnly: true,
		sameSite: 'strict',
		secure: new URL(request.url).protocol === 'https:',
		path: '/admin',
		maxAge: SESSION_SECONDS,
		secrets: [derivedKey(token, 'cookie')],
	})
}

const hashOf = (sid: string) => crypto.createHash('sha256').update(sid).digest('base64url')

/** Starts a session: its row first (committed), then the cookie that names it. Expired rows are swept here. */
export async function createSessionCookie(request: Request, token: string, db: DB) {
	const now = Date.now()
	const session: AdminSession = { sid: crypto.randomBytes(18).toString('base64url'), exp: now + SESSION_SECONDS * 1000 }
	await db.deleteFrom('adminSessions').where('expiresAt', '<', now).execute()
	await db.insertInto('adminSessions').values({ idHash: hashOf(session.sid), expiresAt: session.exp, createdAt: new Date(now).toISOString() }).execute()
	return sessionCookie(request, token).serialize(session)
}

/** Ends the session everywhere (its row goes) and clears this browser's cookie. */
export async function endSession(request: Request, token: string, db: DB, session: AdminSession) {
	await db.deleteFrom('adminSessions').where('idHash', '=', hashOf(session.sid)).execute()
	return sessionCookie(request, token).serialize('', { maxAge: 0, expires: new Date(0) })
}

export async function readSession(request: Request, token: string, db: DB): Promise<AdminSession | null> {
	let value: Partial<AdminSession> | null
	try {
		value = (await sessionCookie(request, token).parse(request.headers.get('cookie'))) as Partial<AdminSession> | null
	} catch {
		// A cookie that does not decode is no session.
		return null
	}
	if (!value || typeof value !== 'object' || typeof value.sid !== 'string' || typeof value.exp !== 'number' || value.exp < Date.now()) return null
	const row = await db.selectFrom('adminSessions').select('expiresAt').where('idHash', '=', hashOf(value.sid)).executeTakeFirst()
	if (!row || Number(row.expiresAt) < Date.now()) return null
	return { sid: value.sid, exp: value.exp }
}

export function csrfToken(token: string, session: AdminSession) {
	return crypto.createHmac('sha256', derivedKey(token, 'csrf')).update(session.sid).digest('base64url')
}

/** The signed-in session, or a redirect to the sign-in page. */
export async function requireAdmin(request: Request, env: AdminEnv, db: DB) {
	const token = requireAdminEnabled(env)
	const session = await readSession(request, token, db)
	if (!session) throw redirect(SIGN_IN_PATH)
	return { token, session, csrf: csrfToken(token, session) }
}

/** A POST is accepted only from a page of our own origin (Origin / Sec-Fetch-Site, when the browser sends them). */
export function assertSameOrigin(request: Request) {
	const origin = request.headers.get('origin')
	const site = request.headers.get('sec-fetch-site')
	const ours = new URL(request.url).origin
	if ((origin && origin !== ours) || (site && site !== 'same-origin' && site !== 'none')) {
		throw new Response('Forbidden: cross-site request', { status: 403 })
	}
}

/** Same origin, plus the CSRF token of this session in the form. */
export function assertCsrf(request: Request, formData: FormData, token: string, session: AdminSession) {
	assertSameOrigin(request)
	const given = String(formData.get('csrf') ?? '')
	if (!tokenMatches(csrfToken(token, session), given)) throw new Response('Forbidden: invalid form token', { status: 403 })
}

export const ADMIN_HEADERS = { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex, nofollow' }
