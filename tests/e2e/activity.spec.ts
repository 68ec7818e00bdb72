// /trending-searches and /live-towing-feed in the browser, with and without JavaScript (issue 12), on the
// shared e2e server: whatever activity the other specs left, the pages render, pass axe, and the feed
// updates without a reload and pauses while the tab is hidden. Advertising is off here (no ADS_CLIENT_ID):
// no slot, no banner, no ad request.
import AxeBuilder from '@axe-core/playwright'
import { type Page, expect, test } from '@playwright/test'

const AD_HOSTS = /googlesyndication|doubleclick|adtrafficquality|googletagservices/

async function seriousViolations(page: Page) {
	const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze()
	return results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id} ${v.help}`)
}

test('trending searches and the live feed render, pass axe, and show no ad slot while ADS_CLIENT_ID is unset', async ({ page }) => {
	test.setTimeout(120_000)
	const adRequests: string[] = []
	page.on('request', (r) => {
		if (AD_HOSTS.test(r.url())) adRequests.push(r.url())
	})
	for (const path of ['/trending-searches', '/live-towing-feed', '/towing-capacity/ford/f-150', '/calculator']) {
		const res = await page.goto(path)
		expect(res?.status(), path).toBe(200)
		expect(res?.headers()['content-security-policy'], path).not.toMatch(AD_HOSTS)
		await expect(page.locator('h1')).toBeVisible()
		expect(await page.locator('aside[aria-label="Advertisement"]').count(), path).toBe(0)
		expect(await page.getByTestId('consent-banner').count(), path).toBe(0)
		expect(await seriousViolations(page), path).toEqual([])
	}
	await page.goto('/trending-searches')
	await expect(page.getByRole('heading', { name: 'About this data' })).toBeVisible()
	await page.waitForTimeout(1_500)
	expect(adRequests).toEqual([])
})

test.describe('without JavaScript', () => {
	test.use({ javaScriptEnabled: false })
	test('both pages are complete server-rendered HTML', async ({ page }) => {
		await page.goto('/trending-searches')
		await expect(page.getByRole('heading', { level: 1, name: 'Trending Searches' })).toBeVisible()
		await expect(page.getByRole('heading', { name: 'Activity in the last 24 hours' })).toBeVisible()
		await expect(page.getByRole('heading', { name: 'About this data' })).toBeVisible()
		await page.goto('/live-towing-feed')
		await expect(page.getByRole('heading', { level: 1, name: 'Live Towing Activity' })).toBeVisible()
		await expect(page.getByTestId('feed-status')).toContainText('Updates every 20 seconds')
	})
})

test('the live feed shows new activity without a reload, and does not poll while the tab is hidden', async ({ page, request }) => {
	const [a, b] = (await (await request.get('/api/vehicles?make=Ford&model=F-150&limit=2')).json()) as Array<{ id: number; year: number }>
	await page.clock.install()
	await page.goto('/live-towing-feed')
	await expect(page.locator('[data-hydrated]')).toBeAttached()
	const polls: string[] = []
	page.on('request', (r) => {
		if (r.url().includes('/live-towing-feed.data')) polls.push(r.url())
	})

	// Someone else compares two vehicles (a browser's user agent: a bot's would not be counted).
	const ua = await page.evaluate(() => navigator.userAgent)
	expect((await request.get(`/compare?ids=${a!.id},${b!.id}`, { headers: { 'User-Agent': ua } })).status()).toBe(200)
	await page.clock.fastForward(2_000) // the batch is written within a second (server side, real time)
	await page.waitForTimeout(1_500)

	// Hidden: the timer fires but nothing is fetched.
	await page.evaluate(() => {
		Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' })
		document.dispatchEvent(new Event('visibilitychange'))
	})
	await page.clock.fastForward(45_000)
	await page.waitForTimeout(500)
	expect(polls).toEqual([])

	// Visible again: it fetches at once, and the comparison appears on top.
	await page.evaluate(() => {
		Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'visible' })
		document.dispatchEvent(new Event('visibilitychange'))
	})
	await expect.poll(() => polls.length).toBeGreaterThan(0)
	await expect(page.getByTestId('feed').locator('li').first()).toContainText('compared')
})
