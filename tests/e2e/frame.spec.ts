import { createHash } from 'node:crypto'
import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'

const HEADER = [
	['Home', '/'],
	['Compare', '/truck-comparisons'],
	['Calculator', '/calculator'],
	['Guides', '/towing-guides'],
	['Towing Laws', '/towing-laws'],
	['Reviews', '/vehicle-reviews'],
	['Blog', '/blog'],
] as const

const FOOTER = [
	'/', '/compare', '/calculator', '/towing-101', '/towing-guides', '/vehicle-reviews', '/towing-tips', '/blog',
	'/about', '/contact', '/data-sources', '/privacy', '/sitemap',
]

test('the header has the six links of the spec and towing laws, with the current one marked', async ({ page }) => {
	await page.goto('/')
	const nav = page.getByRole('navigation', { name: 'Main', exact: true })
	for (const [label, href] of HEADER) {
		await expect(nav.getByRole('link', { name: label, exact: true })).toHaveAttribute('href', href)
	}
	await expect(nav.getByRole('link', { name: 'Home', exact: true })).toHaveAttribute('aria-current', 'page')
	await expect(nav.locator('[aria-current="page"]')).toHaveCount(1)
})

test('the footer has its thirteen links and the current year', async ({ page }) => {
	await page.goto('/')
	const footer = page.getByRole('contentinfo')
	const hrefs = await footer.getByRole('navigation', { name: 'Footer' }).getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')))
	expect(hrefs).toEqual(FOOTER)
	await expect(footer).toContainText(`© ${new Date().getFullYear()} TowSpec`)
})

test('every header and footer link leads to a page that answers 200 (after its redirect, if any)', async ({ page, request }) => {
	await page.goto('/')
	// The links as rendered, not the lists above: a link added to the page is checked too.
	const hrefsIn = (name: string) =>
		page
			.getByRole('navigation', { name, exact: true })
			.getByRole('link')
			.evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''))
	const hrefs = new Set([...(await hrefsIn('Main')), ...(await hrefsIn('Footer'))])
	expect(hrefs.size).toBeGreaterThanOrEqual(new Set([...HEADER.map(([, h]) => h), ...FOOTER]).size)
	for (const href of hrefs) {
		const res = await request.get(href)
		expect(res.status(), href).toBe(200)
	}
})

test('the skip link moves focus to the main content', async ({ page }) => {
	await page.goto('/')
	await page.keyboard.press('Tab')
	const skip = page.getByRole('link', { name: 'Skip to content' })
	await expect(skip).toBeFocused()
	await page.keyboard.press('Enter')
	await expect(page).toHaveURL(/#main$/)
})

test.describe('small screens', () => {
	test.use({ viewport: { width: 390, height: 800 } })

	test('the drawer opens, traps focus, closes with Escape and the close button, and returns focus, keyboard only', async ({ page }) => {
		await page.goto('/')
		await expect(page.getByRole('navigation', { name: 'Main', exact: true })).toBeHidden()
		const trigger = page.getByRole('button', { name: 'Open menu' })
		await trigger.focus()
		await page.keyboard.press('Enter')
		const drawer = page.getByRole('dialog', { name: 'Menu' })
		await expect(drawer).toBeVisible()
		for (const [label, href] of HEADER) {
			await expect(drawer.getByRole('link', { name: label, exact: true })).toHaveAttribute('href', href)
		}
		// Tab through more stops than the drawer has: focus must never leave it.
		for (let i = 0; i < HEADER.length + 4; i++) {
			await page.keyboard.press('Tab')
			expect(await drawer.evaluate((el) => el.contains(document.activeElement))).toBe(true)
		}
		await page.keyboard.press('Escape')
		await expect(drawer).toBeHidden()
		await expect(trigger).toBeFocused()

		await page.keyboard.press('Enter')
		await expect(drawer).toBeVisible()
		await drawer.getByRole('button', { name: 'Close menu' }).focus()
		await page.keyboard.press('Enter')
		await expect(drawer).toBeHidden()
		await expect(trigger).toBeFocused()
	})

	test('following a drawer link navigates and closes the drawer', async ({ page }) => {
		await page.goto('/')
		await page.getByRole('button', { name: 'Open menu' }).click()
		await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Calculator', exact: true }).click()
		await expect(page).toHaveURL(/\/calculator$/)
		await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden()
	})
})

test.describe('small screens without JavaScript', () => {
	test.use({ viewport: { width: 390, height: 800 }, javaScriptEnabled: false })

	test('the menu is a disclosure that opens and leads to every header link', async ({ page }) => {
		await page.goto('/')
		const nav = page.getByRole('navigation', { name: 'Main (mobile)' })
		await expect(nav).toBeHidden()
		await page.locator('summary', { hasText: 'Menu' }).click()
		await expect(nav).toBeVisible()
		for (const [label, href] of HEADER) await expect(nav.getByRole('link', { name: label, exact: true })).toHaveAttribute('href', href)
		await nav.getByRole('link', { name: 'Calculator', exact: true }).click()
		await expect(page).toHaveURL(/\/calculator$/)
	})
})

test('an unknown path answers 404 with the not-found page', async ({ page }) => {
	const response = await page.goto('/this-page-does-not-exist')
	expect(response?.status()).toBe(404)
	await expect(page).toHaveTitle('404 - Page Not Found | TowSpec')
	await expect(page.getByText("The page you're looking for doesn't exist.")).toBeVisible()
	await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow')
	const main = page.getByRole('main')
	await expect(main.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/')
	await expect(main.getByRole('link', { name: 'Towing Calculator' })).toHaveAttribute('href', '/calculator')
	await expect(main.getByRole('link', { name: 'Compare Trucks' })).toHaveAttribute('href', '/truck-comparisons')
})

test('the redirects answer 301 with the right Location, query kept', async ({ request }) => {
	const cases = [
		['/ford-f150-towing', '/ford-f150-towing-guide'],
		['/truck-towing-guide', '/hubs/truck-towing-capacity-guide'],
		['/texas-towing-guide', '/state-guides/texas-towing-guide'],
		['/towing-guides', '/hubs'],
		['/blog', '/articles'],
		['/truck-comparisons', '/comparisons'],
	]
	for (const [from, to] of cases) {
		const res = await request.get(`${from}?ref=test`, { maxRedirects: 0 })
		expect(res.status(), from).toBe(301)
		expect(res.headers().location, from).toBe(`${to}?ref=test`)
	}
})

test('every response carries the security headers and an enforced CSP: a fresh nonce, or the hashes of a kept page', async ({ request }) => {
	const first = await request.get('/')
	const second = await request.get('/')
	const fresh = [await request.get('/nope'), await request.get('/calculator')]
	for (const res of [first, second, ...fresh, await request.get('/api/nope')]) {
		const h = res.headers()
		expect(h['content-security-policy']).toMatch(/script-src 'self' '(nonce|sha256)-[A-Za-z0-9+/=]+'/)
		expect(h['content-security-policy']!.match(/script-src[^;]*/)?.[0]).not.toContain('unsafe-inline')
		expect(h['content-security-policy']).toContain("frame-ancestors 'none'")
		expect(h['content-security-policy-report-only']).toBeUndefined()
		expect(h['x-content-type-options']).toBe('nosniff')
		expect(h['referrer-policy']).toBe('strict-origin-when-cross-origin')
		expect(h['permissions-policy']).toContain('camera=()')
	}
	// Pages rendered per request (not kept): a new nonce each time, and the page's scripts carry it.
	const nonceOf = (csp: string) => csp.match(/'nonce-([^']+)'/)?.[1]
	const [a, b] = [await request.get('/calculator'), await request.get('/calculator')]
	expect(nonceOf(a.headers()['content-security-policy']!)).toBeTruthy()
	expect(nonceOf(a.headers()['content-security-policy']!)).not.toBe(nonceOf(b.headers()['content-security-policy']!))
	expect(await a.text()).toContain(`nonce="${nonceOf(a.headers()['content-security-policy']!)}"`)
	// A kept page (docs/decisions/017-serving-speed.md): the hash of each of its inline scripts, and no nonce.
	expect(first.headers()['cache-control']).toMatch(/max-age=0, s-maxage=300/)
	const csp = second.headers()['content-security-policy']!
	const html = await second.text()
	expect(csp).not.toContain('nonce-')
	expect(html).not.toContain('nonce=')
	const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]!).filter(Boolean)
	expect(inline.length).toBeGreaterThan(0)
	for (const source of inline) expect(csp).toContain(`'sha256-${createHash('sha256').update(source).digest('base64')}'`)
	expect(second.headers().etag).toMatch(/^"/)
	expect((await request.get('/', { headers: { 'If-None-Match': second.headers().etag! } })).status()).toBe(304)
})

test('pages are compressed and hashed assets are cached immutable for a year', async ({ request }) => {
	const res = await request.get('/', { headers: { 'Accept-Encoding': 'gzip' } })
	expect(res.headers()['content-encoding']).toBe('gzip')
	// Read the server's HTML: once React hydrates, the modulepreload links leave the DOM.
	const asset = /<link rel="modulepreload" href="([^"]+)"/.exec(await res.text())?.[1]
	expect(asset).toMatch(/^\/assets\//)
	const assetRes = await request.get(asset!)
	expect(assetRes.headers()['cache-control']).toBe('public, max-age=31536000, immutable')
})

test('healthz answers ok', async ({ request }) => {
	const res = await request.get('/healthz')
	expect(res.status()).toBe(200)
	expect(await res.json()).toEqual({ status: 'ok' })
})

test('the home and not-found pages have no serious accessibility violations', async ({ page }) => {
	// Two full axe runs: allow for a busy machine (CI runs this file beside the rest of the suite).
	test.setTimeout(90_000)
	for (const path of ['/', '/nope']) {
		await page.goto(path)
		const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze()
		const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
		expect(serious.map((v) => `${path}: ${v.id} ${v.help}`)).toEqual([])
	}
})

test('header links to redirected paths work in client-side navigation too', async ({ page }) => {
	await page.goto('/calculator')
	const nav = page.getByRole('navigation', { name: 'Main', exact: true })
	for (const [label, landing] of [
		['Compare', '/comparisons'],
		['Guides', '/hubs'],
		['Blog', '/articles'],
	] as const) {
		await nav.getByRole('link', { name: label, exact: true }).click()
		await expect(page).toHaveURL(new RegExp(`${landing}$`))
		await expect(page.getByText("The page you're looking for doesn't exist.")).toBeHidden()
		await expect(nav.getByRole('link', { name: label, exact: true })).toHaveAttribute('aria-current', 'page')
	}
})
