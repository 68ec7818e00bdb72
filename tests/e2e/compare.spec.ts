// The compare tool: the dialog cascade, four at most, remove, clear, the URL as the selection.
import AxeBuilder from '@axe-core/playwright'
import { type APIRequestContext, type Page, expect, test } from '@playwright/test'
import type { Vehicle } from '../../app/vehicles/vehicle'

async function allVehicles(request: APIRequestContext) {
	const out: Vehicle[] = []
	for (let offset = 0; ; offset += 500) {
		const page = (await (await request.get(`/api/vehicles?limit=500&offset=${offset}`)).json()) as Vehicle[]
		out.push(...page)
		if (page.length < 500) return out
	}
}

/** Five configurations of one seeded year, make and model, found through the API. */
async function fiveOfOneModel(request: APIRequestContext): Promise<Vehicle[]> {
	const groups = new Map<string, Vehicle[]>()
	for (const v of await allVehicles(request)) {
		const key = `${v.year}|${v.make}|${v.model}`
		groups.set(key, [...(groups.get(key) ?? []), v])
	}
	const group = [...groups.values()].find((g) => g.length >= 5)
	if (!group) throw new Error('no seeded model has five configurations')
	return group.slice(0, 5)
}

async function openCompare(page: Page, path = '/compare') {
	await page.goto(path)
	await expect(page.locator('[data-hydrated]')).toBeAttached()
}

async function searchInDialog(page: Page, v: Vehicle) {
	await page.getByRole('button', { name: 'Add vehicle' }).click()
	const dialog = page.getByRole('dialog', { name: 'Add a vehicle to compare' })
	await expect(dialog).toBeVisible()
	await dialog.getByLabel('Year').selectOption(String(v.year))
	await dialog.getByLabel('Make').selectOption(v.make)
	await dialog.getByLabel('Model').selectOption(v.model)
	await dialog.getByRole('button', { name: 'Search' }).click()
	await expect(dialog.getByTestId('compare-results')).toBeVisible()
	return dialog
}

const addButton = (dialog: ReturnType<Page['getByRole']>, v: Vehicle) => dialog.locator(`li[data-vehicle-id="${v.id}"]`).getByRole('button')
/** One column header per compared vehicle (the first column holds the row labels). */
const columnHeaders = (page: Page) => page.locator('table thead th[scope="col"]:not(:first-child)')

test('compare four vehicles, refuse a fifth, remove one, clear all, and reload from the URL', async ({ page, request }) => {
	const five = await fiveOfOneModel(request)
	await openCompare(page)
	await expect(page.getByText('No vehicles chosen yet')).toBeVisible()

	for (const [i, v] of five.slice(0, 4).entries()) {
		const dialog = await searchInDialog(page, v)
		// Vehicles already chosen read "Added" and cannot be added again.
		for (const chosen of five.slice(0, i)) {
			await expect(addButton(dialog, chosen)).toHaveText('Added')
			await expect(addButton(dialog, chosen)).toBeDisabled()
		}
		await addButton(dialog, v).click()
		// Adding closes the dialog and clears its results.
		await expect(dialog).toBeHidden()
		await expect(columnHeaders(page)).toHaveCount(i + 1)
	}
	const ids = five.slice(0, 4).map((v) => v.id)
	await expect(page).toHaveURL(new RegExp(`/compare\\?ids=${ids.join(',')}$`))
	await expect(page.getByText('4 of 4 chosen')).toBeVisible()

	// The fifth is refused: the add button is disabled and says why; a URL with five keeps four.
	await expect(page.getByRole('button', { name: 'Add vehicle' })).toBeDisabled()
	await expect(page.getByText('You can compare up to 4 vehicles. Remove one to add another.')).toBeVisible()
	await page.goto(`/compare?ids=${[...ids, five[4]!.id].join(',')}`)
	await expect(columnHeaders(page)).toHaveCount(4)
	await expect(page.getByRole('status').filter({ hasText: 'Up to 4 vehicles can be compared' })).toContainText(five[4]!.trim)

	// Reload from the URL: the server renders the same four.
	await openCompare(page, `/compare?ids=${ids.join(',')}`)
	for (const v of five.slice(0, 4)) await expect(page.locator('table thead')).toContainText(v.trim)
	await expect(page.locator('table')).toContainText('Maximum towing capacity')
	await expect(page.locator('table [role="meter"]')).toHaveCount(4)

	// Remove one.
	const removed = five[1]!
	await page.getByRole('link', { name: `Remove ${removed.year} ${removed.make} ${removed.model} ${removed.trim} from the comparison` }).click()
	await expect(page).toHaveURL(new RegExp(`/compare\\?ids=${ids.filter((id) => id !== removed.id).join(',')}$`))
	await expect(columnHeaders(page)).toHaveCount(3)
	await expect(page.getByRole('button', { name: 'Add vehicle' })).toBeEnabled()

	// Clear all.
	await page.getByRole('link', { name: 'Clear all' }).click()
	await expect(page).toHaveURL(/\/compare$/)
	await expect(page.getByText('No vehicles chosen yet')).toBeVisible()
})

test('the dialog search runs only with year, make and model; a failed search clears quietly', async ({ page, request }) => {
	const [v] = await fiveOfOneModel(request)
	const errors: string[] = []
	const warnings: string[] = []
	page.on('console', (m) => {
		if (m.type() === 'error') errors.push(m.text())
		if (m.type() === 'warning') warnings.push(m.text())
	})
	await openCompare(page)
	await page.getByRole('button', { name: 'Add vehicle' }).click()
	const dialog = page.getByRole('dialog', { name: 'Add a vehicle to compare' })
	const search = dialog.getByRole('button', { name: 'Search' })
	await expect(search).toBeDisabled()
	await dialog.getByLabel('Year').selectOption(String(v!.year))
	await expect(search).toBeDisabled()
	await expect(dialog.getByText('Please select year, make, and model to search')).toBeVisible()
	await dialog.getByLabel('Make').selectOption(v!.make)
	await expect(search).toBeDisabled()
	await dialog.getByLabel('Model').selectOption(v!.model)
	await expect(search).toBeEnabled()

	await page.route((url) => url.pathname === '/api/vehicles', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"Internal server error"}' }))
	await search.click()
	await expect(search).toHaveText('Search')
	await expect(dialog.getByTestId('compare-results')).toHaveCount(0)
	expect(warnings.some((w) => w.includes('Compare search failed'))).toBe(true)
	expect(errors.filter((e) => !e.includes('500'))).toEqual([])
})

test('unknown and malformed ids are dropped with a notice; the table marks the best values with units', async ({ page, request }) => {
	const [a, b] = await fiveOfOneModel(request)
	await openCompare(page, `/compare?ids=${a!.id},999999999,abc,${b!.id}`)
	const notice = page.getByRole('status').filter({ hasText: 'left out' })
	await expect(notice).toContainText('Vehicle 999999999 was not found, so it was left out.')
	await expect(notice).toContainText('“abc”')
	await expect(columnHeaders(page)).toHaveCount(2)
	const maxRow = page.locator('tr', { has: page.getByRole('rowheader', { name: 'Maximum towing capacity' }) })
	for (const v of [a!, b!]) await expect(maxRow).toContainText(`${v.maxTowingCapacity.toLocaleString('en-US')} lb`)
	if (a!.maxTowingCapacity !== b!.maxTowingCapacity) {
		const best = Math.max(a!.maxTowingCapacity, b!.maxTowingCapacity)
		await expect(maxRow.locator('td[data-best]')).toHaveCount(1)
		await expect(maxRow.locator('td[data-best]')).toContainText(`${best.toLocaleString('en-US')} lb`)
		await expect(maxRow.locator('td[data-best]')).toContainText('Best')
	}
	await expect(page.locator('tr', { has: page.getByRole('rowheader', { name: 'Rating tier' }) })).toContainText(/Duty/)
})

test('the compare page has no serious accessibility violations, empty and full', async ({ page, request }) => {
	const five = await fiveOfOneModel(request)
	for (const path of ['/compare', `/compare?ids=${five.slice(0, 4).map((v) => v.id).join(',')}`]) {
		await openCompare(page, path)
		const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze()
		const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
		expect(serious.map((v) => `${path}: ${v.id} ${v.help} ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([])
	}
	await openCompare(page, `/compare?ids=${five[0]!.id}`)
	await page.getByRole('button', { name: 'Add vehicle' }).click()
	await expect(page.getByRole('dialog')).toBeVisible()
	const dialogResults = await new AxeBuilder({ page }).include('[role="dialog"]').withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa']).analyze()
	expect(dialogResults.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([])
})

test.describe('without JavaScript', () => {
	test.use({ javaScriptEnabled: false })

	test('a shared comparison is readable and vehicles can be removed with links', async ({ page, request }) => {
		const [a, b, c] = await fiveOfOneModel(request)
		await page.goto(`/compare?ids=${a!.id},${b!.id},${c!.id}`)
		await expect(columnHeaders(page)).toHaveCount(3)
		await page.getByRole('link', { name: `Remove ${a!.year} ${a!.make} ${a!.model} ${a!.trim} from the comparison` }).click()
		await expect(page).toHaveURL(new RegExp(`/compare\\?ids=${b!.id},${c!.id}$`))
		await expect(columnHeaders(page)).toHaveCount(2)
		await page.getByRole('link', { name: 'Clear all' }).click()
		await expect(page.getByText('No vehicles chosen yet')).toBeVisible()
	})
})
