// Advertising and consent (issue 12) against a server of its own with ADS_CLIENT_ID set and seeded activity.
// The browser reaches it as towspec.test (mapped to 127.0.0.1), since ads never load on a local host, and
// the provider's script is a fake served by the test: it fills each slot it is asked for with a box. Proves
// CLS 0 with and without a filled slot, no ad request before consent or after a rejection, the banner and
// the choice with and without JavaScript, and the trending page on real seeded events.
import AxeBuilder from '@axe-core/playwright'
import { type BrowserContext, type Page, expect, test } from '@playwright/test'
import Database from 'better-sqlite3'
import { type RunningServer, startServer } from '../setup/server-process'

const AD_HOSTS = /googlesyndication|doubleclick|adtrafficquality|googletagservices/
const FAKE_AD_SCRIPT = `(function () {
	function fill() {
		document.querySelectorAll('ins.adsbygoogle[data-ad-requested]:not([data-filled])').forEach(function (ins) {
			ins.setAttribute('data-filled', 'true')
			var ad = document.createElement('div')
			ad.style.cssText = 'width:100%;height:100%;background:#fde68a;color:#000'
			ad.textContent = 'Fake ad'
			ins.appendChild(ad)
		})
	}
	var queued = window.adsbygoogle || []
	window.adsbygoogle = { push: fill }
	if (queued.length) fill()
})()`

let server: RunningServer
let origin: string
let dbPath: string

test.use({
	launchOptions: {
		executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
		args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--host-resolver-rules=MAP towspec.test 127.0.0.1'],
	},
})
// Each test loads several pages and runs axe: more than the default 30 s on a busy machine.
test.describe.configure({ mode: 'serial', timeout: 120_000 })

test.beforeAll(async () => {
	test.setTimeout(120_000)
	const fs = await import('node:fs')
	const os = await import('node:os')
	const path = await import('node:path')
	dbPath = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'towspec-ads-')), 'ads.db')
	server = await startServer({ DATABASE_URL: `file:${dbPath}`, ADS_CLIENT_ID: 'ca-pub-1234567890' })
	origin = server.url.replace('127.0.0.1', 'towspec.test')
	seedActivity()
})
test.afterAll(async () => {
	await server?.stop()
})

/** A week of activity: enough for every list, written straight into the server's database. */
function seedActivity() {
	const db = new Database(dbPath)
	try {
		const pick = (make: string, model: string) =>
			db.prepare('select id, year from vehicles where make = ? and model = ? order by year desc, id limit 1').get(make, model) as { id: number; year: number }
		const f150 = pick('Ford', 'F-150')
		const silverado = pick('Chevrolet', 'Silverado 1500')
		const insert = db.prepare(
			'insert into activity_events (kind, created_at, year, make_slug, model_slug, vehicle_id, vehicle_ids, trailer_type, trailer_weight, outcome, binding_limit, states) values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
		)
		const ago = (ms: number) => new Date(Date.now() - ms).toISOString()
		for (let i = 0; i < 12; i++) insert.run('search', ago(i * 3_600_000 + 60_000), f150.year, 'ford', 'f-150', null, null, null, null, null, null, null)
		for (let i = 0; i < 7; i++) insert.run('search', ago(i * 5_400_000 + 60_000), silverado.year, 'chevrolet', 'silverado-1500', null, null, null, null, null, null, null)
		for (let i = 0; i < 3; i++) insert.run('search', ago(8 * 86_400_000 + i * 60_000), f150.year, 'ford', 'f-150', null, null, null, null, null, null, null)
		const pair = [f150.id, silverado.id].sort((a, b) => a - b).join(',')
		for (let i = 0; i < 6; i++) insert.run('comparison', ago(i * 7_200_000 + 60_000), null, null, null, null, pair, null, null, null, null, null)
		for (let i = 0; i < 5; i++) insert.run('calculation', ago(i * 4_000_000 + 60_000), null, null, null, f150.id, null, 'fifth-wheel', 12_000, 'pass', 'gcwr', null)
	} finally {
		db.close()
	}
}

async function trackAds(context: BrowserContext) {
	const requests: Array<{ url: string; at: number }> = []
	await context.route(AD_HOSTS, (route) => {
		requests.push({ url: route.request().url(), at: Date.now() })
		return route.fulfill({ contentType: 'application/javascript', body: FAKE_AD_SCRIPT })
	})
	// Layout shifts as Lighthouse counts them (those without recent input).
	await context.addInitScript(() => {
		const w = window as unknown as { __cls: number }
		w.__cls = 0
		new PerformanceObserver((list) => {
			for (const e of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) if (!e.hadRecentInput) w.__cls += e.value
		}).observe({ type: 'layout-shift', buffered: true })
	})
	return requests
}

const cls = (page: Page) => page.evaluate(() => (window as unknown as { __cls: number }).__cls)
const slot = (page: Page) => page.locator('aside[aria-label="Advertisement"]').first()
const hydrated = (page: Page) => expect(page.locator('input[name="js"]').first()).toBeAttached()

test('before a choice: a banner, reserved slots, no ad request, axe clean, CLS 0', async ({ page, context }) => {
	const requests = await trackAds(context)
	const res = await page.goto(`${origin}/towing-capacity/ford/f-150`)
	expect(res?.headers()['content-security-policy']).toContain('https://pagead2.googlesyndication.com')
	await expect(page.getByTestId('consent-banner')).toBeVisible()
	await expect(slot(page)).toBeVisible()
	expect((await slot(page).boundingBox())?.height).toBeCloseTo(90, 0)
	await hydrated(page)
	await page.waitForTimeout(2_000)
	expect(requests).toEqual([])
	expect(await cls(page)).toBe(0)
	const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze()
	expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([])
	// The two buttons weigh the same.
	const [accept, reject] = [page.getByRole('button', { name: 'Accept ads' }), page.getByRole('button', { name: 'Reject ads' })]
	expect(await accept.getAttribute('class')).toBe(await reject.getAttribute('class'))
})

test('accepted: the script loads at least 1 s after load, fills the slot, and nothing moves (CLS 0)', async ({ page, context }) => {
	const requests = await trackAds(context)
	await page.goto(`${origin}/towing-capacity/ford/f-150`)
	await hydrated(page)
	await page.getByRole('button', { name: 'Accept ads' }).click()
	await expect(page.getByTestId('consent-banner')).toHaveCount(0)
	await expect(page.getByTestId('ad-choice-footer')).toContainText('Ads: accepted')

	// A fresh page with the remembered choice, at phone and desktop widths.
	for (const [width, height] of [
		[1280, 90],
		[390, 250],
	] as const) {
		requests.length = 0
		await page.setViewportSize({ width, height: 900 })
		await page.goto(`${origin}/towing-capacity/ford/f-150`)
		await expect(page.getByTestId('consent-banner')).toHaveCount(0)
		const before = await slot(page).boundingBox()
		await expect(page.locator('ins.adsbygoogle[data-filled]')).toHaveCount(1, { timeout: 10_000 })
		const after = await slot(page).boundingBox()
		expect(after).toEqual(before)
		expect(after?.height).toBeCloseTo(height, 0)
		expect(await cls(page)).toBe(0)
		const loadedAt = await page.evaluate(() => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventEnd)
		const scriptAt = await page.evaluate(() => performance.getEntriesByType('resource').find((r) => r.name.includes('adsbygoogle'))?.startTime ?? -1)
		expect(scriptAt - loadedAt).toBeGreaterThanOrEqual(990)
		expect(requests.length).toBeGreaterThan(0)
	}

	// Below the calculator's result, too.
	await page.setViewportSize({ width: 1280, height: 900 })
	await page.goto(`${origin}/calculator?gcwr=17000&curbWeight=5000&passengersWeight=400&cargoWeight=200&trailerWeight=7000`)
	// The calculator shifts its result once on hydration (the unit switch appears), ads or not: count from after that.
	await expect(page.locator('[data-hydrated]').first()).toBeAttached()
	await expect(page.locator('ins.adsbygoogle[data-filled]')).toHaveCount(0)
	const beforeFill = await cls(page)
	const slotBefore = await slot(page).boundingBox()
	await expect(page.locator('ins.adsbygoogle[data-filled]')).toHaveCount(1, { timeout: 10_000 })
	const resultBox = await page.locator('#result').boundingBox()
	const slotBox = await slot(page).boundingBox()
	expect(slotBox).toEqual(slotBefore)
	expect(slotBox!.y).toBeGreaterThan(resultBox!.y + resultBox!.height)
	expect(await cls(page)).toBe(beforeFill)
})

test('rejected: no slot, no ad script and no ad request on any page; the choice can be changed on the privacy page', async ({ page, context }) => {
	const requests = await trackAds(context)
	await page.goto(`${origin}/articles/understanding-gcwr-gvwr-payload`)
	await hydrated(page)
	await page.getByRole('button', { name: 'Reject ads' }).click()
	await expect(page.getByTestId('ad-choice-footer')).toContainText('Ads: rejected')
	await expect(slot(page)).toHaveCount(0)
	for (const path of ['/articles/understanding-gcwr-gvwr-payload', '/towing-capacity/ford/f-150', '/trending-searches']) {
		await page.goto(`${origin}${path}`)
		await expect(page.getByTestId('consent-banner')).toHaveCount(0)
		await expect(slot(page)).toHaveCount(0)
	}
	await page.waitForTimeout(2_500)
	expect(requests).toEqual([])
	expect(await page.locator('script[data-ad-loader]').count()).toBe(0)

	await page.goto(`${origin}/privacy#ad-choices`)
	await expect(page.getByRole('heading', { name: 'Your advertising choice' })).toBeVisible()
	await expect(page.getByRole('button', { name: 'Reject ads' })).toHaveAttribute('aria-pressed', 'true')
	await hydrated(page)
	await page.getByRole('button', { name: 'Accept ads' }).click()
	await expect(page.getByTestId('ad-choice-footer')).toContainText('Ads: accepted')
})

test.describe('without JavaScript', () => {
	test.use({ javaScriptEnabled: false })
	test('the banner is a form: the choice is remembered and the page comes back', async ({ page, context }) => {
		const requests = await trackAds(context)
		await page.goto(`${origin}/towing-capacity/ford/f-150`)
		await page.getByRole('button', { name: 'Reject ads' }).click()
		await expect(page).toHaveURL(`${origin}/towing-capacity/ford/f-150`)
		await expect(page.getByTestId('consent-banner')).toHaveCount(0)
		await expect(page.getByTestId('ad-choice-footer')).toContainText('Ads: rejected')
		await expect(slot(page)).toHaveCount(0)
		expect(requests).toEqual([])
	})

	test('the trending page lists the seeded week with counts, trends and the chart as a table', async ({ page }) => {
		await page.goto(`${origin}/trending-searches`)
		const models = page.getByTestId('top-models')
		await expect(models.getByRole('listitem').first()).toContainText('Ford F-150')
		await expect(models.getByRole('listitem').first()).toContainText('12 lookups')
		await expect(models.getByRole('listitem').first()).toContainText('+300 %')
		await expect(models.getByRole('listitem').nth(1)).toContainText('Chevrolet Silverado 1500')
		await expect(models.getByRole('listitem').nth(1)).toContainText('new')
		await expect(page.getByTestId('top-comparisons')).toContainText(' vs ')
		await expect(page.getByTestId('top-trailers')).toContainText('fifth-wheel, 10,000–14,999 lb')
		await expect(page.getByRole('table')).toHaveCount(1)
		await expect(page.getByTestId('volume-chart')).toBeVisible()
		await expect(page.getByTestId('updated')).toContainText('UTC')
	})
})

test('the trending and feed pages with seeded data pass axe, and keep CLS 0 with their slot', async ({ page, context }) => {
	await trackAds(context)
	for (const path of ['/trending-searches', '/live-towing-feed']) {
		await page.goto(`${origin}${path}`)
		await hydrated(page)
		const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze()
		expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${path}: ${v.id}`)).toEqual([])
		await page.waitForTimeout(1_500)
		expect(await cls(page)).toBe(0)
	}
	await expect(page.getByTestId('feed').locator('li').first()).toContainText(/looked up|compared|checked with/)
})
