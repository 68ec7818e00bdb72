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
const row = (page: Page, check: string) => page.locator(`[data-check="${check}"]`)
const figure = (page: Page, term: string) => page.locator(`#result [data-figure="${term}"]`)

/** The seeded configuration of a year, make and model (the cases of calculator II), found through the API. */
async function vehicleOf(request: APIRequestContext, year: number, make: string, model: string, pick: (v: Vehicle) => boolean = () => true): Promise<Vehicle> {
	const res = await request.get(`/api/vehicles?year=${year}&make=${encodeURIComponent(make)}&model=${encodeURIComponent(model)}&limit=100`)
	const found = ((await res.json()) as Vehicle[]).find(pick)
	if (!found) throw new Error(`no seeded ${year} ${make} ${model}`)
	return found
}

async function expectNoHorizontalOverflow(page: Page) {
	const { scroll, client } = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }))
	expect(scroll).toBeLessThanOrEqual(client)
}

async function expectAxeClean(page: Page, what: string) {
	const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze()
	const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
	expect(serious.map((v) => `${what}: ${v.id} ${v.help} ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([])
}

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
	await expect(fresh.locator('[data-check="payload"]')).toHaveAttribute('data-status', 'fail')
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
	await expect(page.locator('[data-unchecked="payload"]')).toContainText('payload not entered')
	await expect(page.getByTestId('verdict')).toContainText('No — GCWR exceeded by 1,500 lb')
})

test('invalid input shows the toast and the messages under the fields; a result then clears the toast', async ({ page }) => {
	await openCalculator(page)
	await field(page, 'Curb weight').fill('5000.5')
	await page.getByRole('button', { name: 'Calculate' }).click()
	await expect(page.getByText('Invalid Input', { exact: true })).toBeVisible()
	await expect(page.getByText('Please fill in all fields with valid numbers', { exact: true })).toBeVisible()
	await expect(page.getByText('Passengers weight is required')).toBeVisible()
	await expect(page.getByText('Curb weight must be a whole number of pounds')).toBeVisible()
	await expect(field(page, 'Curb weight')).toBeFocused()
	await expect(field(page, 'Curb weight')).toHaveAttribute('aria-invalid', 'true')
	await expect(page.locator('#result')).toHaveCount(0)

	await field(page, 'Curb weight').fill('5000')
	await field(page, 'Passengers weight').fill('300')
	await field(page, 'Cargo weight').fill('0')
	await page.getByRole('button', { name: 'Calculate' }).click()
	await expect(page.locator('#result')).toBeVisible()
	await expect(page.getByText('Invalid Input', { exact: true })).toHaveCount(0)
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
	const safe = figure(page, 'Safe towing capacity')
	await expect(safe).toHaveText('8,010 lb')
	await page.getByRole('button', { name: 'kg', exact: true }).click()
	await expect(page.getByRole('button', { name: 'kg', exact: true })).toHaveAttribute('aria-pressed', 'true')
	// 8,010 lb × 0.45359237 = 3,633 kg
	await expect(safe).toHaveText('3,633 kg')
	await page.reload()
	await expect(page.locator('[data-hydrated]')).toBeAttached()
	await expect(figure(page, 'Safe towing capacity')).toHaveText('3,633 kg')
	// The form stays in pounds.
	await expect(field(page, 'GCWR')).toHaveValue('15000')
})

// Every state a result can be in: can't tell, yes, no (a rating, and the 10 % margin), weigh tickets, with
// "How we computed this" open.
const RESULT_STATES = {
	'cant-tell': '/calculator?passengersWeight=300&cargoWeight=200&trailerWeight=7000&maxTowingCapacity=13200',
	yes: '/calculator?passengersWeight=300&cargoWeight=200&trailerWeight=7000&maxTowingCapacity=13200&payloadCapacity=1700',
	no: '/calculator?gcwr=10000&curbWeight=6000&passengersWeight=300&cargoWeight=200&trailerWeight=5000&tongueWeight=600&hitchRating=3500',
	margin: '/calculator?gcwr=17700&curbWeight=7000&passengersWeight=600&cargoWeight=500&trailerWeight=9000&tongueWeight=1200&payloadCapacity=2400&maxTowingCapacity=10890',
	tickets:
		'/calculator?passengersWeight=300&cargoWeight=100&payloadCapacity=2100&frontGawr=3900&rearGawr=4400&maxTowingCapacity=9000&elevationFt=9000&ticket1Steer=3580&ticket1Drive=4460&ticket1Trailer=6300&ticket2Steer=3400&ticket2Drive=4780&ticket2Trailer=6160&ticket3Steer=3700&ticket3Drive=3440',
	gooseneck: '/calculator?passengersWeight=300&cargoWeight=0&trailerWeight=12000&trailerType=gooseneck&payloadCapacity=3500&maxTowingCapacity=14000',
} as const

test('the calculator has no serious accessibility violations when idle, with the guides open', async ({ page }) => {
	// axe over the long form takes seconds per run on a shared two-core machine.
	test.slow()
	await openCalculator(page)
	await expectAxeClean(page, 'idle')
	await page.getByText('Where are these labels?').click()
	await page.getByText('Weigh-ticket mode: enter your truck-scale tickets').click()
	await expectAxeClean(page, 'idle, guides open')
})

const VERDICT_OF: Record<keyof typeof RESULT_STATES, string> = { 'cant-tell': 'cant-tell', yes: 'yes', no: 'no', margin: 'no', tickets: 'no', gooseneck: 'yes' }
for (const [state, path] of Object.entries(RESULT_STATES) as Array<[keyof typeof RESULT_STATES, string]>) {
	test(`the result has no serious accessibility violations: ${state}`, async ({ page }) => {
		test.slow()
		await openCalculator(page, path)
		await expect(page.locator('#result')).toHaveAttribute('data-verdict', VERDICT_OF[state])
		await page.getByText('How we computed this').click()
		await expectAxeClean(page, state)
	})
}

test('the rig picture draws each hitch, fills a bar per rating, outlines the binding limit and prints', async ({ page }) => {
	await openCalculator(page, RESULT_STATES.gooseneck)
	await expect(page.locator('[data-testid="rig-diagram"] svg[data-trailer-type]')).toHaveAttribute('data-trailer-type', 'gooseneck')
	// 12,000 of 14,000 lb is 86 %: green; payload 300 + 2,640 (22 %) = 2,940 of 3,500 is 84 %.
	await expect(page.locator('[data-bar="towRating"]')).toHaveAttribute('data-level', 'ok')
	await expect(page.locator('[data-bar="towRating"]')).toContainText('12,000 lb of 14,000 lb · 86 % · within')
	// Payload left 3,200 ÷ 22 % = 14,545 > tow rating 14,000: the tow rating binds.
	await expect(page.locator('[data-bar="towRating"]')).toHaveAttribute('data-binding', 'true')
	await expect(page.getByRole('table', { name: 'Each rating, your figure against it, and the share used' })).toContainText('Tow rating (gooseneck) (the binding limit)')

	await openCalculator(page, RESULT_STATES.margin)
	await expect(page.locator('[data-testid="rig-diagram"] svg[data-trailer-type]')).toHaveAttribute('data-trailer-type', 'conventional')
	// 600 + 500 + 1,200 = 2,300 of 2,400 is 96 %: amber, hatched.
	await expect(page.locator('[data-bar="payload"]')).toHaveAttribute('data-level', 'near')
	await expect(page.locator('[data-bar="payload"]')).toContainText('above 90 %')
	await expect(page.getByTestId('verdict')).toContainText('No — the trailer is 1,440 lb over the safe towing capacity')

	await openCalculator(page, '/calculator?passengersWeight=300&cargoWeight=0&trailerWeight=10000&trailerType=fifth-wheel&payloadCapacity=2400&maxTowingCapacity=11040')
	await expect(page.locator('[data-testid="rig-diagram"] svg[data-trailer-type]')).toHaveAttribute('data-trailer-type', 'fifth-wheel')
	// 300 + 2,200 = 2,500 of 2,400: red, cross-hatched, and the verdict says by how much.
	await expect(page.locator('[data-bar="payload"]')).toHaveAttribute('data-level', 'over')
	await expect(page.getByTestId('verdict')).toHaveText(/No — payload exceeded by 100 lb/)
	await page.emulateMedia({ media: 'print' })
	await expect(page.getByTestId('rig-diagram')).toBeVisible()
	await expect(page.getByTestId('verdict')).toBeVisible()
})

test('weigh-ticket mode gives the measured tongue, trailer, axle loads and the WD restoration', async ({ page }) => {
	await openCalculator(page)
	await page.getByText('Weigh-ticket mode: enter your truck-scale tickets').click()
	await field(page, 'Passengers weight').fill('300')
	await field(page, 'Cargo weight').fill('100')
	await field(page, 'Payload capacity').fill('2100')
	await field(page, 'Front GAWR').fill('3900')
	await field(page, 'Rear GAWR').fill('4400')
	for (const [label, value] of [
		['Pass 1 steer axle', '3580'],
		['Pass 1 drive axle', '4460'],
		['Pass 1 trailer axles', '6300'],
		['Pass 2 steer axle', '3400'],
		['Pass 2 drive axle', '4780'],
		['Pass 2 trailer axles', '6160'],
		['Pass 3 steer axle', '3700'],
		['Pass 3 drive axle', '3440'],
	] as const)
		await field(page, label).fill(value)
	await page.getByRole('button', { name: 'Calculate' }).click()
	const figures = page.getByTestId('weigh-ticket-figures')
	// Tongue (3,400 + 4,780) − (3,700 + 3,440) = 1,040; trailer 6,160 + 1,040 = 7,200; restoration 180 ÷ 300 = 60 %.
	await expect(figures).toContainText('1,040 lb (14.4 % of the trailer; recommended 10–15 %)')
	await expect(figures).toContainText('7,200 lb')
	await expect(figures).toContainText('3,580 lb / 4,460 lb')
	await expect(figures).toContainText('14,340 lb')
	await expect(figures).toContainText('60 %')
	// Payload used: 300 + 100 aboard + 1,040 weighed tongue.
	await expect(figures).toContainText('1,440 lb')
	await expect(page.getByTestId('verdict')).toContainText('No — rear axle rating exceeded by 60 lb')
	await expect(row(page, 'frontGawr')).toHaveAttribute('data-status', 'pass')
	// Not run and not invented: no elevation was entered here, so there is no elevation note.
	await expect(page.getByTestId('elevation-note')).toHaveCount(0)
})

test('an entered elevation is answered once: we hold no maker’s rule, so nothing is derated and the page says so', async ({ page }) => {
	await openCalculator(page, RESULT_STATES.tickets)
	await expect(page.getByTestId('elevation-note')).toContainText('Elevation 9,000 ft: No elevation rule applied')
	await expect(page.getByText(/No elevation rule applied/)).toHaveCount(1)
})

// The two cases of calculator II: the data plus, at most, the door-label payload give an answer.
for (const width of [390, 1280]) {
	test.describe(`at ${width} px`, () => {
		test.use({ viewport: { width, height: 900 } })

		test('2020 F-150 + 7,000 lb travel trailer: can’t tell until the door-label payload, then yes and the heaviest trailer', async ({ page, request }) => {
			const v = await vehicleOf(request, 2020, 'Ford', 'F-150')
			await openCalculator(page)
			await pickVehicle(page, v)
			await field(page, 'Passengers weight').fill('300')
			await field(page, 'Cargo weight').fill('200')
			await field(page, 'Trailer weight').fill('7000')
			await page.getByRole('button', { name: 'Calculate' }).click()
			await expect(page.getByTestId('verdict')).toHaveText(/Can't tell yet — enter the payload from your door label/)
			await expect(page.getByTestId('payload-summary')).toContainText('Payload not checked')
			await expectNoHorizontalOverflow(page)
			// An illustrative door-label payload: 300 + 200 + 910 (13 % of 7,000) = 1,410 of 1,700.
			await field(page, 'Payload capacity').fill('1700')
			await page.getByRole('button', { name: 'Calculate' }).click()
			await expect(page.getByTestId('verdict')).toHaveText(/Yes, within every limit we could check/)
			// Payload left 1,200 ÷ 13 % = 9,230, below the 13,200 lb tow rating.
			await expect(page.getByTestId('binding-limit')).toContainText('9,230 lb')
			await expect(page.getByTestId('binding-limit')).toContainText('The limit that binds is the payload capacity')
			await expectNoHorizontalOverflow(page)
		})

		test('2019 Honda Pilot AWD + 5,000 lb boat: no — payload exceeded by 340 lb', async ({ page, request }) => {
			const v = await vehicleOf(request, 2019, 'Honda', 'Pilot', (c) => c.conventionalTowing === 5000)
			await openCalculator(page)
			await pickVehicle(page, v)
			await field(page, 'Passengers weight').fill('600')
			await field(page, 'Cargo weight').fill('100')
			await field(page, 'Trailer weight').fill('5000')
			await field(page, 'Payload capacity').fill('1010')
			await page.getByRole('button', { name: 'Calculate' }).click()
			// 600 + 100 + 650 (13 % of 5,000) = 1,350 against an illustrative 1,010 lb door-label payload.
			await expect(page.getByTestId('verdict')).toHaveText(/No — payload exceeded by 340 lb/)
			await expect(page.locator('[data-bar="towRating"]')).toHaveAttribute('data-level', 'near')
			await expectNoHorizontalOverflow(page)
		})

		test.describe('without JavaScript', () => {
			test.use({ javaScriptEnabled: false })

			test('the F-150 and the Pilot answer from the data and the door-label payload', async ({ page, request }) => {
				const f150 = await vehicleOf(request, 2020, 'Ford', 'F-150')
				await page.goto(`/calculator?vehicleId=${f150.id}`)
				await field(page, 'Passengers weight').fill('300')
				await field(page, 'Cargo weight').fill('200')
				await field(page, 'Trailer weight').fill('7000')
				await page.getByRole('button', { name: 'Calculate' }).click()
				await expect(page.getByTestId('verdict')).toHaveText(/Can't tell yet — enter the payload from your door label/)
				await expectNoHorizontalOverflow(page)
				await field(page, 'Payload capacity').fill('1700')
				await page.getByRole('button', { name: 'Calculate' }).click()
				await expect(page.getByTestId('verdict')).toHaveText(/Yes, within every limit we could check/)
				await expect(page.getByTestId('binding-limit')).toContainText('9,230 lb')
				await expectNoHorizontalOverflow(page)

				const pilot = await vehicleOf(request, 2019, 'Honda', 'Pilot', (c) => c.conventionalTowing === 5000)
				await page.goto(`/calculator?vehicleId=${pilot.id}`)
				await field(page, 'Passengers weight').fill('600')
				await field(page, 'Cargo weight').fill('100')
				await field(page, 'Trailer weight').fill('5000')
				await field(page, 'Payload capacity').fill('1010')
				await page.getByRole('button', { name: 'Calculate' }).click()
				await expect(page.getByTestId('verdict')).toHaveText(/No — payload exceeded by 340 lb/)
				await expectNoHorizontalOverflow(page)
			})
		})
	})
}

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
		await expect(figure(page, 'Safe towing capacity')).toHaveText('8,010 lb')
		await expect(result).toContainText('Texas requires trailer brakes over 4,500 lb')
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
