import AxeBuilder from '@axe-core/playwright'
import { type APIRequestContext, expect, test } from '@playwright/test'

interface Pick {
	year: number
	make: string
	model: string
	trim: string
	id: number
}

/** A year/make/model/trim that names exactly one configuration, found through the API. */
async function singleMatch(request: APIRequestContext): Promise<Pick> {
	const vehicles = (await (await request.get('/api/vehicles?limit=200')).json()) as Array<Pick>
	for (const v of vehicles) {
		const q = new URLSearchParams({ year: String(v.year), make: v.make, model: v.model, trim: v.trim })
		const res = await request.get(`/api/vehicles?${q}`)
		if (res.headers()['x-total-count'] === '1') return v
	}
	throw new Error('no single-match configuration in the data')
}

/** A year/make/model with several configurations. */
async function multiMatch(request: APIRequestContext) {
	const vehicles = (await (await request.get('/api/vehicles?limit=300')).json()) as Array<Pick>
	for (const v of vehicles) {
		const q = new URLSearchParams({ year: String(v.year), make: v.make, model: v.model })
		const res = await request.get(`/api/vehicles?${q}`)
		if (Number(res.headers()['x-total-count']) > 2) return { ...v, total: Number(res.headers()['x-total-count']) }
	}
	throw new Error('no multi-configuration model year in the data')
}

test.describe('Quick Tow Search cascade', () => {
	test('a year chosen before the page hydrates is kept, and its makes load once React takes over', async ({ page, request }) => {
		const v = await multiMatch(request)
		// Hold every script until the year is chosen in the server-rendered select, as on a slow connection.
		let release: () => void = () => {}
		const scriptsHeld = new Promise<void>((resolve) => (release = resolve))
		await page.route('**/*.js', async (route) => {
			await scriptsHeld
			await route.continue()
		})
		await page.goto('/', { waitUntil: 'domcontentloaded' })
		const year = page.getByLabel('Year', { exact: true })
		const make = page.getByLabel('Make', { exact: true })
		await year.selectOption(String(v.year))
		await expect(page.locator('[data-hydrated]')).toHaveCount(0)
		release()
		await expect(page.locator('[data-hydrated]').first()).toBeAttached()
		await expect(year).toHaveValue(String(v.year))
		await expect(make).toBeEnabled()
		await expect(make.locator('option', { hasText: v.make })).toHaveCount(1)
		await make.selectOption(v.make)
		await expect(page.getByLabel('Model', { exact: true })).toBeEnabled()
	})

	test('each selector is enabled only once the one before is chosen, and choosing one clears the ones after', async ({ page, request }) => {
		const v = await multiMatch(request)
		await page.goto('/')
		// From hydration on (a choice made before it is the next test's subject).
		await expect(page.locator('[data-hydrated]').first()).toBeAttached()
		const year = page.getByLabel('Year', { exact: true })
		const make = page.getByLabel('Make', { exact: true })
		const model = page.getByLabel('Model', { exact: true })
		const trim = page.getByLabel('Trim (optional)')
		const search = page.getByRole('button', { name: 'Search', exact: true })
		await expect(make).toBeDisabled()
		await expect(model).toBeDisabled()
		await expect(trim).toBeDisabled()
		await expect(search).toBeDisabled()
		await expect(page.getByText('Please select year, make, and model to search')).toBeHidden()

		await year.selectOption(String(v.year))
		await expect(make).toBeEnabled()
		await expect(page.getByText('Please select year, make, and model to search')).toBeVisible()
		await expect(make.locator('option', { hasText: v.make })).toHaveCount(1)
		await make.selectOption(v.make)
		await expect(model).toBeEnabled()
		await expect(search).toBeDisabled()
		await expect(page.getByText('Please select year, make, and model to search')).toBeVisible()
		await expect(model.locator(`option[value="${v.model}"]`)).toHaveCount(1)
		await model.selectOption(v.model)
		await expect(trim).toBeEnabled()
		await expect(search).toBeEnabled()
		await expect(page.getByText('Please select year, make, and model to search')).toBeHidden()
		await expect(trim.locator('option')).not.toHaveCount(1)

		// Choosing a model clears trim; a make clears model and trim; a year clears all three.
		await trim.selectOption({ index: 1 })
		await model.selectOption(v.model)
		await expect(trim).toHaveValue('')
		await make.selectOption(v.make)
		await expect(model).toHaveValue('')
		await expect(trim).toBeDisabled()
		await model.selectOption(v.model)
		await year.selectOption(String(v.year))
		await expect(make).toHaveValue('')
		await expect(model).toBeDisabled()
		await expect(search).toBeDisabled()
	})

	test('a search with several results shows the count and the grid, then opens a detail page and comes back', async ({ page, request }) => {
		const v = await multiMatch(request)
		await page.goto('/')
		// From hydration on (a choice made before it is the next test's subject).
		await expect(page.locator('[data-hydrated]').first()).toBeAttached()
		await page.getByLabel('Year', { exact: true }).selectOption(String(v.year))
		await page.getByLabel('Make', { exact: true }).selectOption(v.make)
		await page.getByLabel('Model', { exact: true }).selectOption(v.model)
		await page.getByRole('button', { name: 'Search', exact: true }).click()
		await expect(page).toHaveURL(new RegExp(`year=${v.year}`))
		await expect(page.getByRole('heading', { name: `${v.total} vehicles found` })).toBeVisible()
		await expect(page.getByRole('heading', { name: 'Featured vehicles' })).toBeHidden()
		await expect(page.getByRole('heading', { name: 'Popular lookups' })).toBeHidden()
		await expect(page.locator('article')).toHaveCount(Math.min(v.total, 24))
		await page.locator('article').first().getByRole('link', { name: /View details/ }).click()
		await expect(page).toHaveURL(/\/vehicle\/\d+/)
		await page.getByRole('link', { name: '← Back to Search' }).click()
		await expect(page).toHaveURL(new RegExp(`year=${v.year}`))
		await expect(page.getByRole('heading', { name: `${v.total} vehicles found` })).toBeVisible()
	})

	test('a single match shows the summary panel with View Full Specifications', async ({ page, request }) => {
		const v = await singleMatch(request)
		const q = new URLSearchParams({ year: String(v.year), make: v.make, model: v.model, trim: v.trim })
		await page.goto(`/?${q}`)
		await expect(page.getByRole('heading', { name: '1 vehicle found' })).toBeVisible()
		await page.getByRole('link', { name: 'View Full Specifications' }).click()
		await expect(page).toHaveURL(new RegExp(`/vehicle/${v.id}`))
	})

	test('an empty search says so and offers the featured vehicles', async ({ page }) => {
		await page.goto('/?year=2025&make=Nosuchmake&model=Nothing')
		await expect(page.getByRole('heading', { name: '0 vehicles found' })).toBeVisible()
		await expect(page.getByText('No Vehicles Found - Try adjusting your search criteria or browse our featured vehicles below.')).toBeVisible()
		await expect(page.getByRole('heading', { name: 'Featured vehicles' })).toBeVisible()
	})

	test('free text finds a model despite a typo', async ({ page }) => {
		await page.goto('/')
		await page.getByLabel(/Or type a vehicle/).fill('chevy silverdo 1500')
		await page.getByRole('button', { name: 'Find' }).click()
		await expect(page.getByRole('heading', { name: /vehicles? found/ })).toBeVisible()
		await expect(page.locator('article').first()).toContainText('Chevrolet Silverado 1500')
	})
})

test.describe('without JavaScript', () => {
	test.use({ javaScriptEnabled: false })

	test('the same form works as a GET form, the server rendering the next selector’s options', async ({ page, request }) => {
		const v = await multiMatch(request)
		await page.goto('/')
		await page.getByLabel('Year', { exact: true }).selectOption(String(v.year))
		await page.getByRole('button', { name: 'Update choices' }).click()
		await expect(page).toHaveURL(new RegExp(`year=${v.year}`))
		await expect(page.getByLabel('Make', { exact: true })).toBeEnabled()
		await page.getByLabel('Make', { exact: true }).selectOption(v.make)
		await page.getByRole('button', { name: 'Update choices' }).click()
		await expect(page.getByLabel('Model', { exact: true })).toBeEnabled()
		await page.getByLabel('Model', { exact: true }).selectOption(v.model)
		await page.getByRole('button', { name: 'Update choices' }).click()
		await expect(page.getByRole('heading', { name: `${v.total} vehicles found` })).toBeVisible()
		await expect(page.getByRole('button', { name: 'Search', exact: true })).toBeEnabled()
	})
})

test('the vehicle page shows every figure with its source, not-published blanks, tongue weight and JSON-LD', async ({ page, request }) => {
	const [v] = (await (await request.get('/api/vehicles?limit=1')).json()) as Array<Record<string, unknown> & { id: number; maxTowingCapacity: number }>
	const res = await page.goto(`/vehicle/${v!.id}`)
	expect(res?.status()).toBe(200)
	await expect(page.getByRole('heading', { level: 1 })).toContainText(`${v!.year} ${v!.make} ${v!.model}`)
	const formatted = new Intl.NumberFormat('en-US').format(v!.maxTowingCapacity)
	await expect(page.getByText(`${formatted} lb`).first()).toBeVisible()
	await expect(page.getByRole('heading', { name: 'Recommended tongue weight' })).toBeVisible()
	await expect(page.getByText(`(10-15% of the maximum towing capacity)`)).toBeVisible()
	await expect(page.getByRole('heading', { name: 'Where these figures come from' })).toBeVisible()
	await expect(page.getByText(String(v!.source))).toBeVisible()
	await expect(page.getByRole('main').getByText(/confirm them on the door-jamb label/)).toBeVisible()
	// An absent figure says which absence it is: the maker publishes none, or we have not found it.
	const specs = page.getByRole('region', { name: 'Specifications' })
	for (const [field, label] of [
		['payloadCapacity', 'Payload capacity'],
		['gcwr', 'GCWR'],
		['gvwr', 'GVWR'],
		['curbWeight', 'Curb weight'],
	] as const) {
		if (v![field] !== null) continue
		const expected = (v!.notPublished as string[]).includes(field) ? 'not published' : 'not in our data yet'
		await expect(specs.locator('div', { has: page.locator('dt', { hasText: new RegExp(`^${label}`) }) }).locator('dd').first()).toHaveText(expected)
	}
	const ld = await page.locator('script[type="application/ld+json"]').allTextContents()
	const vehicleLd = ld.map((s) => JSON.parse(s)).find((x) => x['@type'] === 'Vehicle')
	expect(vehicleLd.trailerWeight).toMatchObject({ value: v!.maxTowingCapacity, unitCode: 'LBR' })
	await expect(page.getByRole('link', { name: 'Report a data issue' })).toHaveAttribute('href', `/contact?vehicleId=${v!.id}`)
	const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa']).analyze()
	expect(axe.violations.filter((x) => x.impact === 'serious' || x.impact === 'critical').map((x) => x.id)).toEqual([])
})

test('an unknown or malformed vehicle id answers 404 with Vehicle Not Found', async ({ page }) => {
	for (const id of ['999999999', 'abc']) {
		const res = await page.goto(`/vehicle/${id}`)
		expect(res?.status()).toBe(404)
		await expect(page.getByRole('heading', { name: 'Vehicle Not Found' })).toBeVisible()
		await expect(page.getByText("The vehicle you're looking for doesn't exist or has been removed.")).toBeVisible()
		await expect(page.getByRole('link', { name: 'Back to Search' })).toHaveAttribute('href', '/')
	}
})

test('landing pages: make → model → year, with breadcrumbs, canonical and a sortable table; unknown slugs 404', async ({ page, request }) => {
	const v = await multiMatch(request)
	await page.goto('/')
	await page.getByRole('link', { name: v.make, exact: true }).click()
	await expect(page.getByRole('heading', { level: 1, name: `${v.make} towing capacity` })).toBeVisible()
	await page.getByRole('link', { name: v.model, exact: true }).click()
	await expect(page.getByRole('heading', { level: 1, name: `${v.make} ${v.model} towing capacity by year` })).toBeVisible()
	await page.getByRole('link', { name: String(v.year), exact: true }).first().click()
	await expect(page.getByRole('heading', { level: 1, name: `${v.year} ${v.make} ${v.model} towing capacity` })).toBeVisible()
	const canonical = await page.locator('link[rel="canonical"]').getAttribute('href')
	expect(canonical).toMatch(new RegExp(`/towing-capacity/[a-z0-9-]+/[a-z0-9-]+/${v.year}$`))
	const ld = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((s) => JSON.parse(s))
	expect(ld.find((x) => x['@type'] === 'BreadcrumbList').itemListElement).toHaveLength(4)
	const rows = page.locator('tbody tr')
	await expect(rows).toHaveCount(v.total)
	const towing = async () =>
		(await page.locator('tbody tr td:nth-child(3) [data-figure="towing"]').allTextContents()).map((s) => Number(s.replace(/[^\d]/g, '')))
	const desc = await towing()
	expect([...desc].sort((a, b) => b - a)).toEqual(desc)
	await page.getByRole('link', { name: /Max towing/ }).click()
	const asc = await towing()
	expect([...asc].sort((a, b) => a - b)).toEqual(asc)
	for (const path of ['/towing-capacity/nosuchmake', '/towing-capacity/ford/nosuchmodel', '/towing-capacity/ford/f-150/1999']) {
		// The request context's pooled connection has been idle for the page steps above; if the server closes it (5 s
		// keep-alive) just as this request goes out, the socket resets — Playwright may retry that once.
		expect((await request.get(path, { maxRetries: 1 })).status(), path).toBe(404)
	}
})

test('a model year sold but not in our data is listed as such, and its address says so with the nearest years (404, not indexed)', async ({ page }) => {
	// Core nameplates with long gaps in the data; the first with a gap year is used.
	let gap: { path: string; year: number; name: string } | undefined
	for (const [path, name] of [['/towing-capacity/jeep/wrangler', 'Jeep Wrangler'], ['/towing-capacity/toyota/rav4', 'Toyota RAV4'], ['/towing-capacity/honda/cr-v', 'Honda CR-V'], ['/towing-capacity/ford/f-150', 'Ford F-150']] as const) {
		await page.goto(path)
		const row = page.locator('tbody tr').filter({ hasText: 'not in our data yet' }).filter({ hasText: 'none yet' }).first()
		if ((await row.count()) === 0) continue
		// The year is plain text: there is no page of figures to open.
		await expect(row.getByRole('link')).toHaveCount(0)
		gap = { path, name, year: Number((await row.getByRole('rowheader').textContent())!.trim()) }
		break
	}
	expect(gap, 'none of the sampled nameplates has a model year missing from the data').toBeDefined()
	const res = await page.goto(`${gap!.path}/${gap!.year}`)
	expect(res?.status()).toBe(404)
	await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
	await expect(page.getByRole('heading', { level: 1, name: `${gap!.year} ${gap!.name} towing capacity` })).toBeVisible()
	const notice = page.getByRole('region', { name: 'Not in our data yet' })
	await expect(notice).toContainText(`The ${gap!.year} ${gap!.name} was sold in the US, but we have not yet found its towing figures`)
	// No figure is shown for the year, and the nearest years we hold are offered instead.
	await expect(notice).not.toContainText(' lb')
	const nearest = notice.getByRole('link', { name: /^(19|20)\d\d$/ })
	expect(await nearest.count()).toBeGreaterThan(0)
	await expect(nearest.first()).toHaveAttribute('href', new RegExp(`^${gap!.path}/(19|20)\\d\\d$`))
	await expect(notice.getByRole('link', { name: `report the missing ${gap!.year} ${gap!.name}` })).toHaveAttribute('href', /^\/contact\?year=\d{4}&make=.+#data-issue-form$/)
	const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa']).analyze()
	expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([])
})

test('every example in the search box finds its model year, and the answer names the year it is for', async ({ page }) => {
	await page.goto('/')
	const label = (await page.locator('label[for="free-text"]').textContent()) ?? ''
	const examples = [...label.matchAll(/“([^”]+)”/g)].map((m) => m[1]!)
	expect(examples.length).toBeGreaterThanOrEqual(2)
	for (const q of examples) {
		await page.goto(`/?q=${encodeURIComponent(q)}`)
		const year = q.match(/\d{4}/)![0]
		await expect(page.getByTestId('year-not-in-data'), q).toHaveCount(0)
		await expect(page.getByTestId('maker-maximum').first(), q).toContainText(year)
		await expect(page.getByText('No Vehicles Found'), q).toHaveCount(0)
	}
})

test('a model year we do not have is said first, with the nearest years and a prefilled report', async ({ page }) => {
	await page.goto('/?q=tundra+1999')
	const notice = page.getByTestId('year-not-in-data')
	await expect(notice.getByRole('heading', { name: 'No 1999 Toyota Tundra in our data yet' })).toBeVisible()
	const nearest = notice.getByRole('link', { name: /^20\d\d$/ }).first()
	await expect(nearest).toHaveAttribute('href', /^\/towing-capacity\/toyota\/tundra\/20\d\d$/)
	await expect(notice.getByRole('link', { name: 'Report the missing 1999 Toyota Tundra' })).toHaveAttribute(
		'href',
		'/contact?year=1999&make=Toyota&model=Tundra#data-issue-form',
	)
	await expect(page.getByRole('heading', { name: /configurations? of other model years/ })).toBeVisible()
	const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa']).analyze()
	expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([])
})

test('non-canonical landing slugs answer with a 301 to the canonical page', async ({ request }) => {
	for (const [from, to] of [
		['/towing-capacity/FORD', '/towing-capacity/ford'],
		['/towing-capacity/chevy', '/towing-capacity/chevrolet'],
		['/towing-capacity/vw', '/towing-capacity/volkswagen'],
		['/towing-capacity/mercedes', '/towing-capacity/mercedes-benz'],
		['/towing-capacity/landrover', '/towing-capacity/land-rover'],
		['/towing-capacity/Ford/F-150', '/towing-capacity/ford/f-150'],
		['/towing-capacity/ram/1500/2008', '/towing-capacity/dodge/ram-1500/2008'],
		['/towing-capacity/dodge/ram-2500/2015', '/towing-capacity/ram/2500/2015'],
	]) {
		const res = await request.get(from!, { maxRedirects: 0 })
		expect(res.status(), from).toBe(301)
		expect(new URL(res.headers().location!, 'http://x').pathname, from).toBe(to)
	}
})

test('an answer that arrives after the arrow keys keeps the highlighted suggestion', async ({ page }) => {
	await page.goto('/')
	await expect(page.locator('[data-hydrated]').first()).toBeAttached()
	// Hold the answer for the full text until a suggestion of the shorter text has been highlighted.
	let release: () => void = () => {}
	const held = new Promise<void>((resolve) => (release = resolve))
	await page.route(/\/api\/search\/suggest\?q=f15$/, async (route) => {
		await held
		await route.continue()
	})
	const box = page.getByRole('combobox', { name: /Or type a vehicle/ })
	const list = page.getByRole('listbox', { name: 'Suggestions' })
	await box.pressSequentially('f1')
	const f150 = list.getByRole('option', { name: 'Ford F-150', exact: true })
	await expect(f150).toBeVisible()
	const labels = await list.getByRole('option').allTextContents()
	await box.press('5')
	for (let i = 0; i <= labels.indexOf('Ford F-150'); i++) await page.keyboard.press('ArrowDown')
	await expect(f150).toHaveAttribute('aria-selected', 'true')
	const answered = page.waitForResponse(/\/api\/search\/suggest\?q=f15$/)
	release()
	await answered
	await expect(f150).toHaveAttribute('aria-selected', 'true')
	await expect(box).toHaveAttribute('aria-activedescendant', (await f150.getAttribute('id'))!)
	await page.keyboard.press('Enter')
	await expect(page).toHaveURL(/\/towing-capacity\/ford\/f-150/)
})

test('suggestions as you type: chosen by keyboard, announced, and the plain search still works', async ({ page }) => {
	await page.goto('/')
	await expect(page.locator('[data-hydrated]').first()).toBeAttached()
	const box = page.getByRole('combobox', { name: /Or type a vehicle/ })
	await box.pressSequentially('f15')
	const list = page.getByRole('listbox', { name: 'Suggestions' })
	await expect(list.getByRole('option', { name: 'Ford F-150', exact: true })).toBeVisible()
	await expect(box).toHaveAttribute('aria-expanded', 'true')
	await page.keyboard.press('ArrowDown')
	await expect(box).toHaveAttribute('aria-activedescendant', /option-0$/)
	await expect(list.getByRole('option').first()).toHaveAttribute('aria-selected', 'true')
	await page.keyboard.press('Escape')
	await expect(list).toBeHidden()
	await page.keyboard.press('ArrowDown')
	await page.keyboard.press('Enter')
	await expect(page).toHaveURL(/\/towing-capacity\/ford\/f-150$/)
	// Enter without a highlighted suggestion searches for the text, as without JavaScript.
	await page.goto('/')
	await page.getByRole('combobox', { name: /Or type a vehicle/ }).fill('tundra')
	await page.keyboard.press('Enter')
	await expect(page).toHaveURL(/\?q=tundra$/)
	const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa']).analyze()
	expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([])
})
