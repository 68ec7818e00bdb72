// The contact page in a real browser: validation before sending, the sending state, one notice at a
// time, pre-filling from a vehicle, the same forms without JavaScript, and accessibility.
// The e2e server allows 5 submissions per endpoint per 10 minutes from one address: these tests send
// at most 2 real data-issue reports, 1 support request and 1 subscription; failures are simulated.
import AxeBuilder from '@axe-core/playwright'
import { type Page, expect, test } from '@playwright/test'
import { type RunningServer, startServer } from '../setup/server-process'

const notices = (page: Page) => page.getByRole('region', { name: /Notifications/ }).locator('li')
const dataIssueForm = (page: Page) => page.locator('#data-issue-form')
const supportForm = (page: Page) => page.locator('#support-form')

async function openEnhanced(page: Page, path = '/contact') {
	await page.goto(path)
	await expect(page.locator('form[data-enhanced]')).toHaveCount(2)
}

async function expectNoSeriousViolations(page: Page, label: string) {
	const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze()
	const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
	expect(serious.map((v) => `${label}: ${v.id} ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([])
}

test('the page has both forms, the disclaimer and three questions, and a canonical URL', async ({ page }) => {
	await page.goto('/contact?year=2024')
	await expect(page).toHaveTitle('Contact Us | TowSpec')
	await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/contact$/)
	await expect(page.getByRole('heading', { name: 'Report a data issue' })).toBeVisible()
	await expect(page.getByRole('heading', { name: 'Ask for support' })).toBeVisible()
	await expect(page.getByRole('heading', { name: 'Disclaimer' })).toBeVisible()
	const faq = page.getByRole('region', { name: 'Frequently asked questions' })
	await expect(faq.getByRole('heading', { level: 3 })).toHaveText([
		'How accurate is your towing data?',
		'Which vehicles do you cover?',
		'Can I suggest a vehicle to add?',
	])
	await expect(faq).toContainText(/\d+ configurations of \d+ models from \d+ makers/)
	const options = supportForm(page).getByLabel('Question type').locator('option')
	await expect(options).toHaveText(['Choose a question type', 'Platform Usage', 'Towing Advice', 'Technical Support', 'General Inquiry'])
})

test('validates before sending: every message under its field, nothing sent, focus on the first problem', async ({ page }) => {
	await openEnhanced(page)
	const posts: string[] = []
	page.on('request', (r) => {
		if (r.method() === 'POST') posts.push(r.url())
	})
	const form = dataIssueForm(page)
	await form.getByLabel('Your email').fill('not-an-email')
	await form.getByRole('button', { name: 'Submit Report' }).click()
	for (const message of ['Year is required', 'Make is required', 'Model is required', 'Trim is required', 'Please provide a detailed description', 'Please enter a valid email']) {
		await expect(form.getByText(message, { exact: true })).toBeVisible()
	}
	await expect(form.getByLabel('Year')).toBeFocused()
	await expect(form.getByLabel('Year')).toHaveAttribute('aria-invalid', 'true')
	await expect(form.getByLabel('Year')).toHaveAccessibleDescription('Year is required')

	await form.getByLabel('Year').fill('2024')
	await expect(form.getByText('Year is required')).toBeHidden()

	const support = supportForm(page)
	await support.getByRole('button', { name: 'Send Request' }).click()
	await expect(support.getByText('Question type is required')).toBeVisible()
	await expect(support.getByText('Please provide a detailed description')).toBeVisible()
	expect(posts).toEqual([])
	await expectNoSeriousViolations(page, '/contact with errors')
})

test('sends a report: "Sending Report..." while it goes, then a notice and an empty form', async ({ page }) => {
	await openEnhanced(page)
	// Hold the request until the sending state has been seen, then let it through.
	let release: () => void = () => undefined
	const held = new Promise<void>((resolve) => (release = resolve))
	await page.route('**/api/contact/data-issue', async (route) => {
		await held
		await route.continue()
	})
	const form = dataIssueForm(page)
	await form.getByLabel('Year').fill('2024')
	await form.getByLabel('Make').fill('Ford')
	await form.getByLabel('Model').fill('F-150')
	await form.getByLabel('Trim').fill('XL')
	await form.getByLabel('Issue description').fill('The conventional towing figure differs from the 2024 towing guide.')
	const answer = page.waitForResponse('**/api/contact/data-issue')
	await form.getByRole('button', { name: 'Submit Report' }).click()
	const sending = form.getByRole('button', { name: 'Sending Report...' })
	await expect(sending).toBeVisible()
	await expect(sending).toBeDisabled()
	release()
	expect((await answer).status()).toBe(201)
	await expect(notices(page)).toHaveCount(1)
	await expect(notices(page)).toContainText('Report Sent Successfully')
	await expect(notices(page)).toContainText("Thank you for reporting this data issue. We'll review it and make corrections if needed.")
	await expect(form.getByRole('button', { name: 'Submit Report' })).toBeEnabled()
	await expect(form.getByLabel('Make')).toHaveValue('')
	await expect(form.getByLabel('Issue description')).toHaveValue('')
})

test('a failed request keeps every value and shows one error notice at a time', async ({ page }) => {
	await openEnhanced(page)
	let calls = 0
	await page.route('**/api/contact/support', (route) =>
		++calls === 1
			? route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ message: 'Internal server error' }) })
			: route.fulfill({
					status: 429,
					headers: { 'Retry-After': '420' },
					contentType: 'application/json',
					body: JSON.stringify({ message: 'Too many submissions from your network. Please try again in 7 minutes.' }),
				}),
	)
	const form = supportForm(page)
	await form.getByLabel('Question type').selectOption({ label: 'Towing Advice' })
	await form.getByLabel('Description').fill('Which hitch class do I need for a 6,000 lb camper?')
	await form.getByLabel('Your email').fill('ann@example.com')
	await form.getByRole('button', { name: 'Send Request' }).click()
	await expect(notices(page)).toContainText('Error Sending Request')
	await expect(notices(page)).toContainText('There was a problem sending your support request. Please try again.')
	await expect(form.getByLabel('Question type')).toHaveValue('towing-advice')
	await expect(form.getByLabel('Description')).toHaveValue('Which hitch class do I need for a 6,000 lb camper?')
	await expect(form.getByLabel('Your email')).toHaveValue('ann@example.com')

	await form.getByRole('button', { name: 'Send Request' }).click()
	await expect(notices(page)).toContainText('Too many submissions from your network. Please try again in 7 minutes.')
	await expect(notices(page)).toHaveCount(1)
	await expect(form.getByLabel('Description')).toHaveValue('Which hitch class do I need for a 6,000 lb camper?')
})

test('sends a support request for real', async ({ page }) => {
	await openEnhanced(page)
	const form = supportForm(page)
	await form.getByLabel('Question type').selectOption('general-inquiry')
	await form.getByLabel('Description').fill('Please add the 2025 Ford Ranger Raptor to the database.')
	await form.getByRole('button', { name: 'Send Request' }).click()
	await expect(notices(page)).toContainText('Support Request Sent')
	await expect(notices(page)).toContainText("Thank you for contacting us. We'll get back to you as soon as possible.")
	await expect(form.getByLabel('Question type')).toHaveValue('')
})

test('pre-fills the report from the query, or from a vehicle id', async ({ page, request }) => {
	await page.goto('/contact?year=2023&make=Ram&model=1500&trim=Big%20Horn')
	const form = dataIssueForm(page)
	await expect(form.getByLabel('Year')).toHaveValue('2023')
	await expect(form.getByLabel('Make')).toHaveValue('Ram')
	await expect(form.getByLabel('Model')).toHaveValue('1500')
	await expect(form.getByLabel('Trim')).toHaveValue('Big Horn')

	const [vehicle] = (await (await request.get('/api/vehicles?limit=1')).json()) as Array<{ id: number; year: number; make: string; model: string; trim: string }>
	await page.goto(`/contact?vehicleId=${vehicle!.id}`)
	await expect(form.getByLabel('Year')).toHaveValue(String(vehicle!.year))
	await expect(form.getByLabel('Make')).toHaveValue(vehicle!.make)
	await expect(form.getByLabel('Model')).toHaveValue(vehicle!.model)
	await expect(form.getByLabel('Trim')).toHaveValue(vehicle!.trim)
	await expect(form.getByRole('link', { name: `${vehicle!.year} ${vehicle!.make} ${vehicle!.model} ${vehicle!.trim}` })).toHaveAttribute('href', `/vehicle/${vehicle!.id}`)
})

test.describe('without JavaScript', () => {
	test.use({ javaScriptEnabled: false })

	test('the report form posts to the page: messages with values kept, then the success notice', async ({ page }) => {
		await page.goto('/contact')
		const form = dataIssueForm(page)
		await form.getByLabel('Make').fill('Chevrolet')
		await form.getByLabel('Issue description').fill('too short')
		await form.getByRole('button', { name: 'Submit Report' }).click()
		await expect(page).toHaveURL(/\/contact$/)
		await expect(form.getByRole('alert')).toContainText('Error Sending Report')
		for (const message of ['Year is required', 'Model is required', 'Trim is required', 'Please provide a detailed description']) {
			await expect(form.getByText(message, { exact: true })).toBeVisible()
		}
		await expect(form.getByText('Make is required')).toHaveCount(0)
		await expect(form.getByLabel('Make')).toHaveValue('Chevrolet')
		await expect(form.getByLabel('Issue description')).toHaveValue('too short')

		await form.getByLabel('Year').fill('2022')
		await form.getByLabel('Model').fill('Silverado 1500')
		await form.getByLabel('Trim').fill('LT Trail Boss')
		await form.getByLabel('Issue description').fill('The payload figure looks like the one for the 2WD model.')
		await form.getByRole('button', { name: 'Submit Report' }).click()
		await expect(page).toHaveURL(/\/contact\?sent=data-issue#data-issue-form$/)
		const status = dataIssueForm(page).getByRole('status')
		await expect(status).toContainText('Report Sent Successfully')
		await expect(status).toContainText("Thank you for reporting this data issue. We'll review it and make corrections if needed.")
		await expect(dataIssueForm(page).getByLabel('Make')).toHaveValue('')
		await expect(page.getByRole('status')).toHaveCount(1)
	})

	test('the support form posts to the page and keeps values on error', async ({ page }) => {
		await page.goto('/contact')
		const form = supportForm(page)
		await form.getByLabel('Description').fill('A question about hitches and weight distribution.')
		await form.getByLabel('Your email').fill('nope')
		await form.getByRole('button', { name: 'Send Request' }).click()
		await expect(form.getByText('Question type is required')).toBeVisible()
		await expect(form.getByText('Please enter a valid email')).toBeVisible()
		await expect(form.getByLabel('Description')).toHaveValue('A question about hitches and weight distribution.')
		await expect(form.getByLabel('Your email')).toHaveValue('nope')
		await expect(form.getByRole('alert')).toContainText('Error Sending Request')
	})
})

test('the newsletter page subscribes, and refuses an invalid address with its message', async ({ page }) => {
	await page.goto('/newsletter')
	await expect(page.locator('form[data-enhanced]')).toHaveCount(1)
	const email = page.getByLabel('Email address')
	await email.fill('reader')
	await page.getByRole('button', { name: 'Subscribe' }).click()
	await expect(page.getByText('Please enter a valid email')).toBeVisible()
	await email.fill(`reader-${Date.now()}@example.com`)
	await page.getByRole('button', { name: 'Subscribe' }).click()
	await expect(notices(page)).toContainText('Subscribed')
	await expect(email).toHaveValue('')
	await expectNoSeriousViolations(page, '/newsletter')
})

test('the contact and newsletter pages have no serious accessibility violations', async ({ page }) => {
	for (const path of ['/contact', '/newsletter', '/newsletter/unsubscribe?token=unknown']) {
		await page.goto(path)
		await expectNoSeriousViolations(page, path)
	}
})

test('the operator pages do not exist while ADMIN_TOKEN is unset', async ({ request }) => {
	for (const path of ['/admin/reports', '/admin/sign-in']) {
		expect((await request.get(path)).status(), path).toBe(404)
	}
})

test.describe('operator pages (a server of their own, with ADMIN_TOKEN)', () => {
	const TOKEN = 'e2e-operator-token-0123456789'
	const XSS = '<img src=x onerror="alert(document.cookie)"><script>alert(1)</script>'
	let server: RunningServer

	test.beforeAll(async () => {
		server = await startServer({ ADMIN_TOKEN: TOKEN, LOG_LEVEL: 'info' })
		const res = await fetch(`${server.url}/api/contact/support`, {
			method: 'POST',
			headers: { 'Content-Type': 'application/json' },
			body: JSON.stringify({ questionType: 'general-inquiry', description: XSS, userName: '<b>Mallory</b>' }),
		})
		expect(res.status).toBe(201)
	})
	test.afterAll(async () => {
		await server?.stop()
	})

	test('sign in, see the submitted markup as text (never run), change a status; no serious violations', async ({ page }) => {
		// Sign-in, two pages and an axe run in one test: allow for a busy machine.
		test.setTimeout(90_000)
		const dialogs: string[] = []
		page.on('dialog', (d) => {
			dialogs.push(d.message())
			void d.dismiss()
		})
		await page.goto(`${server.url}/admin/reports`)
		await expect(page).toHaveURL(/\/admin\/sign-in$/)
		await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow')
		await expectNoSeriousViolations(page, '/admin/sign-in')
		await page.getByLabel('Operator token').fill('wrong-token-wrong-token')
		await page.getByRole('button', { name: 'Sign in' }).click()
		await expect(page.getByRole('alert')).toHaveText('That token is not the operator token.')
		await page.getByLabel('Operator token').fill(TOKEN)
		await page.getByRole('button', { name: 'Sign in' }).click()
		await expect(page).toHaveURL(/\/admin\/reports$/)

		const report = page.getByRole('article').first()
		await expect(report.getByTestId('submission-description')).toHaveText(XSS)
		await expect(report).toContainText('<b>Mallory</b>')
		await expect(report.locator('img, script')).toHaveCount(0)
		await expectNoSeriousViolations(page, '/admin/reports')

		await report.getByLabel('Status').selectOption('in_review')
		await report.getByLabel('Operator note').fill('Asked the data team')
		await report.getByRole('button', { name: /^Update #\d+$/ }).click()
		await expect(page.getByRole('status')).toContainText(/Report #\d+ updated\./)
		await expect(page.getByRole('article').first().getByRole('heading', { level: 2 })).toContainText('In review')
		expect(dialogs).toEqual([])

		await page.getByRole('button', { name: 'Sign out' }).click()
		await expect(page).toHaveURL(/\/admin\/sign-in$/)
		await page.goto(`${server.url}/admin/reports`)
		await expect(page).toHaveURL(/\/admin\/sign-in$/)
	})
})
