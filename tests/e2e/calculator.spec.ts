// The towing calculator: picking a vehicle, the full check, toasts, shareable results, units, no JavaScript.
import AxeBuilder from '@axe-core/playwright'
import { type APIRequestContext, type Page, expect, test } from '@playwright/test'
import type { Vehicle } from '../../app/vehicles/vehicle'

/** A seeded vehicle that publishes both its GCWR and its payload, found through the API. */
async function vehicleWithGcwrAndPayload(request: APIRequestContext): Promise<Vehicle> {
	for (let offset = 0; ; offset += 500) {
		const res = await request.get(`/api/vehicles?limit=500&offset=${offset}`)
		const page = (await res.json()) as Vehicle[]
		const found = page.find((v) => v.gcwr !== null && v.payloadCapacity !== null && v.payloadCapacity >= 1300)
		if (found) return found
		if (page.length < 500) throw new Error('no seeded vehicle publishes both GCWR and payload')
	}
}

async function openCalculator(page: Page, path = '/calculator') {
	await page.goto(path)
	await expect(page.locator('[data-hydrated]')).toBeAttached()
}

async function pickVehicle(page: Page, v: Vehicle) {
	await page.getByLabel('Year').selectOption(String(v.year))
	await page.getByLabel('Make').selectOption(v.make)
	await page.getByLabel('Model').selectOption(v.model)
	await page.getByLabel('Trim (optional)').selectOption(v.trim)
	const configuration = page.getByLabel('Configuration')
	await expect(configuration).toBeVisible()
	if ((await configuration.inputValue()) !== String(v.id)) await configuration.selectOption(String(v.id))
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
/** A weight field by the start of its label: "GCWR" finds "GCWR (gross combined weight rating) in pounds (required)". */
const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${escape(label)}( \\([^)]*\\))? in pounds`))
const row = (page: Page, check: string) => page.locator(`tr[data-check="${check}"]`)

test('picking a vehicle fills GCWR and carries its payload and tow rating', async ({ page, request }) => {
	const v = await vehicleWithGcwrAndPayload(request)
	await openCalculator(page)
	await pickVehicle(page, v)
	await expect(field(page, 'GCWR')).toHaveValue(String(v.gcwr))
	await expect(field(page, 'Payload capacity')).toHaveValue(String(v.payloadCapacity))
	await expect(field(page, 'Tow rating for this trailer type')).toHaveValue(String(v.conventionalTowing))
	await expect(field(page, 'Curb weight')).toHaveValue(v.curbWeight === null ? '' : String(v.curbWeight))
	await expect(page.getByTestId('picked-vehicle')).toContainText(`Using the ${v.year} ${v.make} ${v.model} ${v.trim}`)
	if (v.curbWeight === null) await expect(page.getByTestId('picked-vehicle')).toContainText('Not published for this configuration: curb weight')
	if (v.fifthWheelTowing !== null) {
		await page.getByLabel('Fifth-wheel').check()
		await expect(field(page, 'Tow rating for this trailer type')).toHaveValue(String(v.fifthWheelTowing))
	}
})

test('a payload-bound setup fails although the GCWR alone passes, and names the payload as the limit', async ({ page, request }) => {
	const v = await vehicleWithGcwrAndPayload(request)
	// 600 lb of people, cargo so that people + cargo + 750 lb tongue is 50 lb over the payload capacity.
	const cargo = v.payloadCapacity! - 1300
	const curb = 5000
	await openCalculator(page)
	await pickVehicle(page, v)
	await field(page, 'Curb weight').fill(String(curb))
	await field(page, 'Passengers weight').fill('600')
	await field(page, 'Cargo weight').fill(String(cargo))
	await field(page, 'Trailer weight').fill('5000')
	await field(page, 'Tongue weight').fill('750')
	await page.getByRole('button', { name: 'Calculate' }).click()

	const result = page.locator('#result')
	await expect(result).toHaveAttribute('data-overloaded', 'true')
	await expect(row(page, 'payload')).toHaveAttribute('data-status', 'fail')
	await expect(row(page, 'gcwr')).toHaveAttribute('data-status', 'pass')
	await expect(row(page, 'payload')).toContainText('50 lb over the payload capacity')
	await expect(page.getByTestId('binding-limit')).toContainText('The limit that binds is the payload capacity')
	// Payload left after people and cargo (700 lb) ÷ the 15 % tongue share.
	await expect(page.getByTestId('binding-limit')).toContainText(`${Math.floor(700 / 0.15).toLocaleString('en-US')} lb`)
	await expect(result.getByRole('alert')).toContainText('Overloaded')
	await expect(result.getByRole('heading', { level: 2 })).toBeFocused()

	// The result's URL is shareable: loading it renders the same result on the server.
	await expect(page).toHaveURL(/\/calculator\?gcwr=/)
	const url = page.url()
	const fresh = await page.context().newPage()
	await fresh.goto(url)
	await expect(fresh.locator('tr[data-check="payload"]')).toHaveAttribute('data-status', 'fail')
	await expect(fresh.getByLabel(/^Cargo weight in pounds/)).toHaveValue(String(cargo))
})

test('an overloaded setup uses warning styling and a destructive alert, and says the 10 % margin', async ({ page }) => {
	await openCalculator(page)
	await field(page, 'GCWR').fill('10000')
	await field(page, 'Curb weight').fill('6000')
	await field(page, 'Passengers weight').fill('300')
	await field(page, 'Cargo weight').fill('200')
	await field(page, 'Trailer weight').fill('5000')
	await page.getByRole('button', { name: 'Calculate' }).click()
	const result = page.locator('#result')
	await expect(result).toHaveAttribute('data-overloaded', 'true')
	await expect(result).toHaveClass(/border-amber-500/)
	await expect(result.getByRole('alert')).toContainText('Overloaded: do not tow this as it is.')
	await expect(row(page, 'gcwr')).toHaveAttribute('data-status', 'fail')
	// 6,000 + 300 + 200 + 5,000 = 11,500 against 10,000.
	await expect(row(page, 'gcwr')).toContainText('1,500 lb over the GCWR')
	await expect(result).toContainText('10 % safety margin')
	// Tongue weight left blank is estimated (13 % of 5,000) and said so.
	await expect(result).toContainText('650 lb (estimated)')
	await expect(row(page, 'payload')).toContainText('not entered')
})

test('invalid input shows the toast and the messages under the fields', async ({ page }) => {
	await openCalculator(page)
	await field(page, 'Curb weight').fill('5000.5')
	await page.getByRole('button', { name: 'Calculate' }).click()
	await expect(page.getByText('Invalid Input', { exact: true })).toBeVisible()
	await expect(page.getByText('Please fill in all fields with valid numbers', { exact: true })).toBeVisible()
	await expect(page.getByText('GCWR is required')).toBeVisible()
	await expect(page.getByText('Curb weight must be a whole number of pounds')).toBeVisible()
	await expect(field(page, 'GCWR')).toBeFocused()
	await expect(field(page, 'GCWR')).toHaveAttribute('aria-invalid', 'true')
	await expect(page.locator('#result')).toHaveCount(0)
})

test('while the server works the button reads "Calculating..."; a failure shows the Calculation Error toast', async ({ page }) => {
	let release: () => void = () => {}
	const held = new Promise<void>((resolve) => (release = resolve))
	await page.route('**/api/calculate-towing', async (route) => {
		await held
		await route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ message: 'Internal server error' }) })
	})
	await openCalculator(page)
	await field(page, 'GCWR').fill('15000')
	await field(page, 'Curb weight').fill('5000')
	await field(page, 'Passengers weight').fill('300')
	await field(page, 'Cargo weight').fill('200')
	await page.getByRole('button', { name: 'Calculate' }).click()
	await expect(page.getByRole('button', { name: 'Calculating...' })).toBeDisabled()
	release()
	await expect(page.getByText('Calculation Error', { exact: true })).toBeVisible()
	await expect(page.getByText('500: Internal server error', { exact: true })).toBeVisible()
	await expect(page.getByRole('button', { name: 'Calculate' })).toBeEnabled()
})

test('the lb / kg switch changes the display and is remembered', async ({ page }) => {
	await openCalculator(page, '/calculator?gcwr=15000&curbWeight=5000&passengersWeight=300&cargoWeight=200&trailerWeight=6000&tongueWeight=600')
	const safe = page.locator('#result dd').first()
	await expect(safe).toHaveText('8,010 lb')
	await page.getByRole('button', { name: 'kg', exact: true }).click()
	await expect(page.getByRole('button', { name: 'kg', exact: true })).toHaveAttribute('aria-pressed', 'true')
	// 8,010 lb × 0.45359237 = 3,633 kg
	await expect(safe).toHaveText('3,633 kg')
	await page.reload()
	await expect(page.locator('[data-hydrated]')).toBeAttached()
	await expect(page.locator('#result dd').first()).toHaveText('3,633 kg')
	// The form stays in pounds.
	await expect(field(page, 'GCWR')).toHaveValue('15000')
})

test('the calculator has no serious accessibility violations, idle and with a result', async ({ page }) => {
	for (const path of ['/calculator', '/calculator?gcwr=10000&curbWeight=6000&passengersWeight=300&cargoWeight=200&trailerWeight=5000&tongueWeight=600&hitchRating=3500']) {
		await openCalculator(page, path)
		const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze()
		const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
		expect(serious.map((v) => `${path}: ${v.id} ${v.help} ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([])
	}
})

test.describe('without JavaScript', () => {
	test.use({ javaScriptEnabled: false })

	test('the form posts to the page, which answers with the result at a shareable URL', async ({ page }) => {
		await page.goto('/calculator')
		await field(page, 'GCWR').fill('15000')
		await field(page, 'Curb weight').fill('5000')
		await field(page, 'Passengers weight').fill('300')
		await field(page, 'Cargo weight').fill('200')
		await field(page, 'Trailer weight').fill('6000')
		await field(page, 'Tongue weight').fill('600')
		await page.getByLabel('State (optional)').selectOption('TX')
		await page.getByRole('button', { name: 'Calculate' }).click()
		await expect(page).toHaveURL(/\/calculator\?gcwr=15000&curbWeight=5000&passengersWeight=300&cargoWeight=200&trailerWeight=6000&tongueWeight=600&state=TX#result$/)
		const result = page.locator('#result')
		await expect(result).toHaveAttribute('data-overloaded', 'false')
		await expect(result.locator('dd').first()).toHaveText('8,010 lb')
		await expect(result).toContainText('Texas requires trailer brakes over 4,500 lb loaded (gross) weight')
		await expect(page.getByTestId('binding-limit')).toContainText('8,550 lb')
	})

	test('invalid input answers 400 with the messages under the fields and the values kept', async ({ page }) => {
		await page.goto('/calculator')
		await field(page, 'GCWR').fill('15000')
		await field(page, 'Curb weight').fill('-5')
		const [response] = await Promise.all([page.waitForResponse((r) => r.request().method() === 'POST'), page.getByRole('button', { name: 'Calculate' }).click()])
		expect(response.status()).toBe(400)
		await expect(page.getByText('Curb weight cannot be negative')).toBeVisible()
		await expect(page.getByText('Passengers weight is required')).toBeVisible()
		await expect(field(page, 'GCWR')).toHaveValue('15000')
	})

	test('the vehicle picker works through "Update choices"', async ({ page, request }) => {
		const v = await vehicleWithGcwrAndPayload(request)
		await page.goto('/calculator')
		await page.getByLabel('Year').selectOption(String(v.year))
		await page.getByRole('button', { name: 'Update choices' }).click()
		await page.getByLabel('Make').selectOption(v.make)
		await page.getByRole('button', { name: 'Update choices' }).click()
		await page.getByLabel('Model').selectOption(v.model)
		await page.getByRole('button', { name: 'Update choices' }).click()
		await page.getByLabel('Configuration').selectOption(String(v.id))
		await page.getByRole('button', { name: 'Update choices' }).click()
		await expect(field(page, 'GCWR')).toHaveValue(String(v.gcwr))
		await expect(field(page, 'Payload capacity')).toHaveValue(String(v.payloadCapacity))
	})
})
