// State towing laws: the all-states table (sort and filter by URL, with and without JavaScript), the trip check,
// a state page generated from its record, the /{state}-towing-guide redirects, and accessibility.
import fs from 'node:fs'
import path from 'node:path'
import AxeBuilder from '@axe-core/playwright'
import { type Page, expect, test } from '@playwright/test'
import yaml from 'js-yaml'

// Every state has a record; a state whose record lacks the trailer-brake fact is where "not in our data yet" shows.
// It is read from the files, so the tests follow the data as researchers fill it in.
const DIR = path.resolve('data/state-laws')
const records = fs
	.readdirSync(DIR)
	.filter((f) => f.endsWith('.yaml'))
	.map((f) => yaml.load(fs.readFileSync(path.join(DIR, f), 'utf8')) as { code: string; name: string; facts: Record<string, unknown>; notes?: string[] })
const gap = records.find((r) => !r.facts.trailerBrakes && r.code !== 'TX' && r.code !== 'CA')
if (!gap) throw new Error('every state has a trailer-brake fact: choose another rule for these tests')

const rowStates = (page: Page) => page.locator('tbody tr[data-state]').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-state')))

async function expectNoSeriousViolations(page: Page, label: string) {
	const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze()
	const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
	expect(serious.map((v) => `${label}: ${v.id} ${v.help} ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([])
}

for (const javaScriptEnabled of [true, false]) {
	test.describe(javaScriptEnabled ? 'with JavaScript' : 'without JavaScript', () => {
		test.use({ javaScriptEnabled })

		test('the towing-laws table sorts by a column heading and filters by the form', async ({ page }) => {
			await page.goto('/towing-laws')
			await expect(page.getByRole('heading', { level: 1, name: 'Towing laws by state' })).toBeVisible()
			const all = await rowStates(page)
			expect(all.length).toBeGreaterThanOrEqual(40)
			expect(all.slice(0, 2)).toEqual(['AL', 'AK'])

			await page.locator('thead').getByRole('link', { name: /Trailer brakes/ }).click()
			await expect(page).toHaveURL(/sort=brakes/)
			await expect(page.locator('th[aria-sort="ascending"]')).toContainText('Trailer brakes')
			const byBrakes = await rowStates(page)
			// Lowest thresholds first (California and Idaho: 1,500 lb), states without the fact last.
			expect(byBrakes.slice(0, 3)).toEqual(expect.arrayContaining(['CA', 'ID']))
			expect(byBrakes.at(-1)).not.toBe('CA')

			await page.getByLabel('Double towing').selectOption('not-allowed')
			await page.getByRole('button', { name: 'Apply filters' }).click()
			await expect(page).toHaveURL(/double=not-allowed/)
			await expect(page).toHaveURL(/sort=brakes/)
			await expect.poll(() => rowStates(page)).not.toContain('CO')
			const notAllowed = await rowStates(page)
			expect(notAllowed).toContain('PA')
			expect(notAllowed).not.toContain('CO')
			await expect(page.getByRole('status')).toContainText(`${notAllowed.length} of`)
		})

		test('the trip check names the strictest rule of the route and the state that sets it', async ({ page }) => {
			await page.goto('/towing-laws/trip')
			for (const state of ['Texas', 'California', gap.name]) await page.getByLabel(state, { exact: true }).check()
			await page.getByRole('button', { name: 'Check these states' }).click()
			await expect(page).toHaveURL(/states=TX/)
			const brakes = page.locator('tr[data-rule="trailerBrakes"]')
			await expect(brakes).toContainText('From 1,500 lb loaded (gross) weight')
			await expect(brakes.getByRole('link', { name: 'California' })).toBeVisible()
			await expect(brakes).toContainText(gap.name)
			await page.getByRole('link', { name: /Check a trailer with this trip/ }).click()
			await expect(page).toHaveURL(new RegExp(`/calculator\\?state=(TX|CA|${gap.code})&tripStates=`))
		})
	})
}

test('where no state on a trip sets a rule, the trip check claims it only for the states we have read', async ({ page }) => {
	// A rule one state's statute leaves unset ('not specified') and another state's record does not hold yet.
	const facts = (r: (typeof records)[number]) => r.facts as Record<string, { status: string } | undefined>
	const pair = records
		.flatMap((a) => Object.entries(facts(a)).filter(([, f]) => f?.status === 'not-specified').map(([key]) => ({ a, key })))
		.flatMap(({ a, key }) => records.filter((b) => !facts(b)[key]).map((b) => ({ a, b, key })))
		// Speed and licence word their 'not specified' differently (posted limits apply; no special licence for personal towing).
		.find(({ a, b, key }) => a.code !== b.code && key !== 'maxSpeedMph' && key !== 'license')
	if (!pair) throw new Error('no rule is both unset in one state and unread in another: choose another check')
	const row = page.locator(`tr[data-rule="${pair.key}"]`)
	await page.goto(`/towing-laws/trip?states=${pair.a.code},${pair.b.code}`)
	await expect(row).toContainText('Not specified in state law')
	await expect(row).toContainText('None of the states we have read sets one')
	await expect(row).toContainText(pair.b.name)
	await page.goto(`/towing-laws/trip?states=${pair.a.code}`)
	await expect(row).toContainText('No state on the trip sets one')
})

test('a state page shows its cited facts panel and neighbours, and the short address redirects to it', async ({ page }) => {
	const res = await page.goto('/ohio-towing-guide')
	expect(res?.status()).toBe(200)
	await expect(page).toHaveURL(/\/state-guides\/ohio-towing-guide$/)
	await expect(page.getByRole('heading', { level: 1 })).toContainText('Ohio Towing Laws')
	await expect(page.getByRole('heading', { name: 'Ohio towing laws at a glance' })).toBeVisible()
	await expect(page.getByText('From 2,000 lb empty weight').first()).toBeVisible()
	await expect(page.getByRole('link', { name: /4513\.20/ }).first()).toBeVisible()
	await expect(page.getByRole('link', { name: 'Indiana towing laws' })).toBeVisible()
	const ld = await page.locator('script[type="application/ld+json"]').allTextContents()
	expect(ld.join(' ')).toContain('"@type":"Article"')
})

test('a state without a full guide shows its own notes on what to plan for, under the facts', async ({ page }) => {
	const noted = records.find((r) => r.code === 'MT') ?? records.find((r) => (r.notes ?? []).length > 0)
	if (!noted?.notes?.length) throw new Error('no state record has notes: choose another state for this test')
	await page.goto(`/state-guides/${noted.name.toLowerCase().replace(/\s+/g, '-')}-towing-guide`)
	const section = page.getByRole('region', { name: `Towing in ${noted.name}: what to plan for` })
	await expect(section).toBeVisible()
	await expect(section.locator('p')).toHaveCount(noted.notes.length)
	await expect(section.locator('p').first()).toHaveText(noted.notes[0]!.trim())
})

test('a state page names the rules not in our data yet rather than guessing them', async ({ page }) => {
	const slug = gap.name.toLowerCase().replace(/\s+/g, '-')
	await page.goto(`/state-guides/${slug}-towing-guide`)
	await expect(page.getByText(new RegExp(`(Not in our data yet for ${gap.name}: .*trailer brakes required|We have not yet read ${gap.name}'s towing rules)`))).toBeVisible()
})

for (const path of ['/towing-laws', '/towing-laws?sort=brakes&dir=desc&riding=prohibited', '/towing-laws/trip?states=OH,IN,IL', '/state-guides/ohio-towing-guide', '/state-guides/montana-towing-guide']) {
	test(`${path} has no serious accessibility violations`, async ({ page }) => {
		test.setTimeout(90_000)
		await page.goto(path)
		await expectNoSeriousViolations(page, path)
	})
}
