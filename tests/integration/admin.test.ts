// The operator pages /admin/*: off (404) without ADMIN_TOKEN; with it, a sign-in, a strict session cookie,
// CSRF-checked status changes, and submitted text shown escaped. Against the real server process.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { getCorrection } from '~/contact/submissions.server'
import { type TestDatabase, createTestDatabase } from '../setup/databases'
import { type RunningServer, startServer } from '../setup/server-process'

const TOKEN = 'operator-token-for-tests-0123456789'
const XSS = '<script>alert("owned")</script><img src=x onerror="alert(1)">'

describe('admin pages without ADMIN_TOKEN', () => {
	let server: RunningServer
	beforeAll(async () => {
		server = await startServer()
	}, 120_000)
	afterAll(async () => {
		await server?.stop()
	})

	it('answer 404 to every request, signed in or not', async () => {
		for (const path of ['/admin/reports', '/admin/sign-in', '/admin/sign-out']) {
			const res = await fetch(`${server.url}${path}`, { redirect: 'manual' })
			expect(res.status, path).toBe(404)
			if (path !== '/admin/sign-out') expect(await res.text()).toContain('Page Not Found')
		}
		for (const path of ['/admin/sign-in', '/admin/reports', '/admin/sign-out']) {
			const res = await fetch(`${server.url}${path}`, {
				method: 'POST',
				headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
				body: new URLSearchParams({ token: TOKEN }),
				redirect: 'manual',
			})
			expect(res.status, path).toBe(404)
		}
	})
})

describe('admin pages with ADMIN_TOKEN', () => {
	let t: TestDatabase
	let server: RunningServer
	let reportId: number
	let vehicleId: number

	const form = (path: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
		fetch(`${server.url}${path}`, {
			method: 'POST',
			headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
			body: new URLSearchParams(fields),
			redirect: 'manual',
		})
	const cookieOf = (res: Response) => res.headers.get('set-cookie')!.split(';')[0]!
	async function signIn() {
		const res = await form('/admin/sign-in', { token: TOKEN })
		expect(res.status).toBe(302)
		return cookieOf(res)
	}
	const page = (path: string, cookie?: string) => fetch(`${server.url}${path}`, { headers: cookie ? { Cookie: cookie } : {}, redirect: 'manual' })
	/** The page's HTML without the comments React puts between adjacent text nodes. */
	const htmlOf = async (res: Response) => (await res.text()).replace(/<!-- -->/g, '')
	const csrfOf = (html: string) => html.match(/name="csrf" value="([^"]+)"/)![1]!

	beforeAll(async () => {
		t = await createTestDatabase('sqlite', { seeded: true })
		server = await startServer({ DATABASE_URL: t.url, ADMIN_TOKEN: TOKEN, TRUST_PROXY: '1' })
		const vehicle = await t.db.selectFrom('vehicles').select(['id', 'year', 'make', 'model', 'trim']).orderBy('id').executeTakeFirstOrThrow()
		vehicleId = vehicle.id
		const res = await fetch(`${server.url}/api/contact/data-issue`, {
			method: 'POST',
			headers: { 'Content-Type': 'application/json' },
			body: JSON.stringify({
				vehicleYear: vehicle.year,
				vehicleMake: vehicle.make,
				vehicleModel: vehicle.model,
				vehicleTrim: vehicle.trim,
				issueDescription: XSS,
				userName: '<b>Mallory</b>',
			}),
		})
		expect(res.status).toBe(201)
		reportId = (await res.json()).id
	}, 120_000)
	afterAll(async () => {
		await server?.stop()
		await t?.cleanup()
	})

	it('sends a visitor without a session to the sign-in page', async () => {
		const res = await page('/admin/reports')
		expect(res.status).toBe(302)
		expect(res.headers.get('location')).toBe('/admin/sign-in')
		const signIn = await page('/admin/sign-in')
		expect(signIn.status).toBe(200)
		expect(signIn.headers.get('x-robots-tag')).toBe('noindex, nofollow')
		expect(signIn.headers.get('cache-control')).toBe('private, no-store')
		expect(await signIn.text()).toContain('<meta name="robots" content="noindex, nofollow"/>')
	})

	it('refuses a wrong token, and a sign-in posted from another site', async () => {
		const wrong = await form('/admin/sign-in', { token: 'not-the-token' })
		expect(wrong.status).toBe(401)
		expect(wrong.headers.get('set-cookie')).toBeNull()
		expect(await wrong.text()).toContain('That token is not the operator token.')
		const almost = await form('/admin/sign-in', { token: `${TOKEN}x` })
		expect(almost.status).toBe(401)
		// React Router's own origin check (400) or ours (403): either way, refused.
		const crossSite = await form('/admin/sign-in', { token: TOKEN }, { Origin: 'https://evil.example' })
		expect([400, 403]).toContain(crossSite.status)
		expect(crossSite.headers.get('set-cookie')).toBeNull()
	})

	it('signs in with the token: an HttpOnly, SameSite=Strict cookie for /admin, Secure when the request came over HTTPS', async () => {
		const res = await form('/admin/sign-in', { token: TOKEN })
		expect(res.status).toBe(302)
		expect(res.headers.get('location')).toBe('/admin/reports')
		const cookie = res.headers.get('set-cookie')!
		expect(cookie).toMatch(/^towspec_admin=/)
		expect(cookie).toMatch(/; Path=\/admin/)
		expect(cookie).toMatch(/; HttpOnly/)
		expect(cookie).toMatch(/; SameSite=Strict/)
		expect(cookie).not.toMatch(/; Secure/)
		const https = await form('/admin/sign-in', { token: TOKEN }, { 'X-Forwarded-Proto': 'https' })
		expect(https.headers.get('set-cookie')).toMatch(/; Secure/)
	})

	it('lists submissions with their text escaped, never as markup', async () => {
		const cookie = await signIn()
		const res = await page('/admin/reports', cookie)
		expect(res.status).toBe(200)
		expect(res.headers.get('cache-control')).toBe('private, no-store')
		expect(res.headers.get('x-robots-tag')).toBe('noindex, nofollow')
		const html = await htmlOf(res)
		expect(html).toContain(`#${reportId} · Data issue · New`)
		expect(html).toContain('&lt;script&gt;alert(&quot;owned&quot;)&lt;/script&gt;&lt;img src=x onerror=&quot;alert(1)&quot;&gt;')
		expect(html).toContain('&lt;b&gt;Mallory&lt;/b&gt;')
		expect(html).not.toContain('<script>alert("owned")</script>')
		expect(html).not.toContain('<img src=x')
		expect(html).not.toContain('<b>Mallory</b>')
		expect(html).toContain('<meta name="robots" content="noindex, nofollow"/>')
	})

	it('refuses a tampered session cookie', async () => {
		const cookie = await signIn()
		const [name, value] = cookie.split('=') as [string, string]
		// One character of the signature changed (to another one: picking 'A' over an 'A' would change nothing).
		const tampered = `${name}=${value.slice(0, -2)}${value.at(-2) === 'A' ? 'B' : 'A'}${value.slice(-1)}`
		expect(tampered).not.toBe(cookie)
		const res = await page('/admin/reports', tampered)
		expect(res.status).toBe(302)
		expect(res.headers.get('location')).toBe('/admin/sign-in')
	})

	it('changes a status only with the session CSRF token, from our own origin, and records the correction', async () => {
		const cookie = await signIn()
		const csrf = csrfOf(await (await page('/admin/reports', cookie)).text())
		const change = { id: String(reportId), status: 'resolved', note: 'Checked against the towing guide', corrected: 'on' }

		expect((await form('/admin/reports', change, { Cookie: cookie })).status).toBe(403)
		expect((await form('/admin/reports', { ...change, csrf: 'forged' }, { Cookie: cookie })).status).toBe(403)
		expect([400, 403]).toContain((await form('/admin/reports', { ...change, csrf }, { Cookie: cookie, Origin: 'https://evil.example' })).status)
		expect((await form('/admin/reports', { ...change, csrf }, { Cookie: cookie, 'Sec-Fetch-Site': 'cross-site' })).status).toBe(403)
		expect((await form('/admin/reports', { ...change, csrf })).status).toBe(302) // no session: to sign-in
		const untouched = await t.db.selectFrom('submissions').select('status').where('id', '=', reportId).executeTakeFirstOrThrow()
		expect(untouched.status).toBe('new')

		const ok = await form('/admin/reports', { ...change, csrf }, { Cookie: cookie, Origin: server.url })
		expect(ok.status).toBe(302)
		expect(ok.headers.get('location')).toBe(`/admin/reports?updated=${reportId}`)
		const row = await t.db.selectFrom('submissions').selectAll().where('id', '=', reportId).executeTakeFirstOrThrow()
		expect(row).toMatchObject({ status: 'resolved', operatorNote: 'Checked against the towing guide', corrected: 1, vehicleId })
		expect(row.updatedAt > row.createdAt).toBe(true)
		expect(await getCorrection(t.db, vehicleId)).toBe(new Date().toISOString().slice(0, 10))

		const list = await htmlOf(await page(`/admin/reports?status=resolved&updated=${reportId}`, cookie))
		expect(list).toContain(`Report #${reportId} updated.`)
		expect(list).toContain(`#${reportId} · Data issue · Resolved · corrected`)
		const none = await htmlOf(await page('/admin/reports?status=rejected', cookie))
		expect(none).toContain('Nothing matches these filters.')
	})

	it('signs out: the cookie is cleared, and a copy of it no longer opens the pages', async () => {
		const cookie = await signIn()
		const csrf = csrfOf(await (await page('/admin/reports', cookie)).text())
		const res = await form('/admin/sign-out', { csrf }, { Cookie: cookie })
		expect(res.status).toBe(302)
		expect(res.headers.get('location')).toBe('/admin/sign-in')
		expect(res.headers.get('set-cookie')).toMatch(/^towspec_admin=; .*Max-Age=0/)
		const copied = await page('/admin/reports', cookie)
		expect(copied.status).toBe(302)
		expect(copied.headers.get('location')).toBe('/admin/sign-in')
	})
})
