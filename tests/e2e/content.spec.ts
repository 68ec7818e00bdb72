// Every editorial screen of issue 6, its not-found case, the feeds, and axe on a sample.
import AxeBuilder from '@axe-core/playwright'
import { type Page, expect, test } from '@playwright/test'

const STATIC_GUIDES = [
	'towing-capacity-basics',
	'tongue-weight-guide',
	'hitch-selection-guide',
	'towing-calculations',
	'towing-safety-checklist',
	'towing-mistakes',
]
const BLOG = [
	'2025-best-towing-trucks-complete-buyers-guide',
	'ford-f150-vs-silverado-1500-towing',
	'calculate-real-world-towing-capacity',
	'electric-truck-towing-guide-2025',
	'rv-towing-setup-complete-guide',
	'diesel-vs-gas-towing-comparison',
	'top-10-towing-mistakes-to-avoid',
	'weight-distribution-hitch-guide',
	'mountain-towing-safety-tips',
]
const HUBS = [
	'truck-towing-capacity-guide',
	'boat-towing-guide',
	'electric-truck-towing',
	'state-towing-laws',
	'rv-towing-guide',
	'suv-towing-guide',
]
const COMPARISONS = [
	'ford-f150-vs-chevrolet-silverado-1500',
	'ram-1500-vs-toyota-tundra',
	'ford-f250-vs-ram-2500',
	'chevrolet-tahoe-vs-ford-expedition',
	'toyota-tacoma-vs-ford-ranger',
	'gmc-sierra-1500-vs-ram-1500',
]

async function jsonLdTypes(page: Page) {
	const blocks = await page.locator('script[type="application/ld+json"]').allTextContents()
	return blocks.map((b) => (JSON.parse(b) as { '@type': string })['@type'])
}

async function expectDetailPage(page: Page, path: string) {
	const res = await page.goto(path)
	expect(res?.status(), path).toBe(200)
	await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
	await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toBeVisible()
	expect(await jsonLdTypes(page)).toEqual(expect.arrayContaining(['BreadcrumbList']))
	await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${path.replace(/[?]/g, '\\?')}$`))
	await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{50,}/)
}

async function expectNotFound(page: Page, path: string, title: string, text: string, link: { name: string; href: string }) {
	const res = await page.goto(path)
	expect(res?.status(), path).toBe(404)
	await expect(page).toHaveTitle(`${title} | TowSpec`)
	await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow')
	const main = page.getByRole('main')
	await expect(main.getByRole('heading', { level: 1 })).toHaveText(title === 'Blog Post Not Found' ? 'Blog Post Not Found' : title)
	await expect(main.getByText(text)).toBeVisible()
	await expect(main.getByRole('link', { name: link.name })).toHaveAttribute('href', link.href)
}

test.describe('hubs', () => {
	test('/hubs and /state-guides show the same listing of hubs and state guides', async ({ page }) => {
		for (const path of ['/hubs', '/state-guides']) {
			expect((await page.goto(path))?.status()).toBe(200)
			await expect(page.getByRole('heading', { level: 1, name: 'Towing Guides' })).toBeVisible()
			const hubs = page.getByRole('region', { name: 'Content Hubs' })
			for (const slug of HUBS) await expect(hubs.locator(`a[href="/hubs/${slug}"]`).first()).toBeVisible()
			await expect(
				page.getByRole('region', { name: 'State Towing Guides' }).locator('a[href="/state-guides/texas-towing-guide"]').first(),
			).toBeVisible()
		}
	})

	test('a hub shows its badges, resources and the collection linking by content type', async ({ page }) => {
		for (const slug of HUBS) await expectDetailPage(page, `/hubs/${slug}`)
		await page.goto('/hubs/boat-towing-guide')
		await expect(page.getByText('Content Collection', { exact: true })).toBeVisible()
		await expect(page.getByText(/^\d+ Resources · Updated [A-Z][a-z]+ \d{1,2}, \d{4}$/)).toBeVisible()
		const collection = page.getByRole('region', { name: 'Explore This Collection' })
		const cards = collection.getByRole('listitem')
		expect(await cards.count()).toBeGreaterThanOrEqual(3)
		const hrefs = await collection.getByRole('link', { name: /^Read More/ }).evaluateAll((as) => as.map((a) => a.getAttribute('href')))
		for (const href of hrefs) expect(href).toMatch(/^\/(articles|comparisons|state-guides)\/[a-z0-9-]+$/)
		await expect(page.getByRole('link', { name: 'Search Vehicle Database' })).toHaveAttribute('href', '/')
		expect(await jsonLdTypes(page)).toEqual(expect.arrayContaining(['Article', 'BreadcrumbList']))
	})

	test('an unknown hub is a 404 with its own screen', async ({ page }) => {
		await expectNotFound(page, '/hubs/no-such-hub', 'Hub Not Found', "The content hub you're looking for doesn't exist.", {
			name: 'Return Home',
			href: '/',
		})
	})
})

test.describe('articles and blog', () => {
	test('/articles has category chips, featured, recent, popular topics and the newsletter form', async ({ page }) => {
		expect((await page.goto('/articles'))?.status()).toBe(200)
		const chips = page.getByRole('navigation', { name: 'Article categories' })
		for (const name of [
			'All',
			"Buyer's Guide",
			'Comparisons',
			'How-To',
			'Electric Vehicles',
			'RV Towing',
			'Safety',
			'Equipment',
			'Advanced Towing',
		]) {
			await expect(chips.getByRole('link', { name: new RegExp(`^${name.replace(/[-']/g, '.')} \\(\\d+\\)$`) })).toBeVisible()
		}
		await expect(chips.getByRole('link', { name: /^All/ })).toHaveAttribute('aria-current', 'page')
		expect(await page.getByRole('region', { name: 'Featured Articles' }).getByRole('article').count()).toBeLessThanOrEqual(3)
		expect(await page.getByRole('region', { name: 'Recent Articles' }).getByRole('article').count()).toBe(6)
		await expect(page.getByRole('region', { name: 'Popular Topics' }).getByRole('link').first()).toBeVisible()
		await expect(page.locator('form input[name="email"][type="email"]')).toBeVisible()
		await expect(page.getByRole('button', { name: 'Subscribe' })).toBeVisible()
	})

	test('the category filter shows only that category, and an unknown one is a 404', async ({ page }) => {
		await page.goto('/articles')
		await page
			.getByRole('navigation', { name: 'Article categories' })
			.getByRole('link', { name: /^Safety/ })
			.click()
		await expect(page).toHaveURL(/\/articles\?category=safety$/)
		await expect(page.getByRole('heading', { level: 1 })).toHaveText('Safety Articles')
		const cards = page.getByRole('main').getByRole('article')
		expect(await cards.count()).toBeGreaterThan(0)
		for (const card of await cards.all()) await expect(card.getByText('Safety', { exact: true })).toBeVisible()
		expect((await page.goto('/articles?category=gardening'))?.status()).toBe(404)
	})

	test('an article has its breadcrumb with the category filter, byline, related articles and call to action', async ({ page }) => {
		await expectDetailPage(page, '/articles/choosing-a-hitch-class')
		const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' })
		await expect(crumbs.getByRole('link', { name: 'Equipment' })).toHaveAttribute('href', '/articles?category=equipment')
		await expect(page.getByText('By TowSpec Editorial Team').first()).toBeVisible()
		await expect(page.getByText(/[A-Z][a-z]+ \d{1,2}, \d{4} · \d+ min read/).first()).toBeVisible()
		const related = page.getByRole('region', { name: 'Related Articles' })
		const links = await related.getByRole('link', { name: /^Read Article/ }).evaluateAll((as) => as.map((a) => a.getAttribute('href')))
		expect(links.length).toBeGreaterThan(0)
		expect(links.length).toBeLessThanOrEqual(3)
		expect(links).not.toContain('/articles/choosing-a-hitch-class')
		await expect(page.getByRole('link', { name: "Find Your Vehicle's Towing Capacity" })).toHaveAttribute('href', '/')
		expect(await jsonLdTypes(page)).toEqual(expect.arrayContaining(['Article', 'BreadcrumbList']))
		await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article')
	})

	test('every blog post opens, with up to 4 related posts and a View All Articles link', async ({ page }) => {
		for (const slug of BLOG) {
			await expectDetailPage(page, `/blog/${slug}`)
			const related = page.getByRole('region', { name: 'Related Articles' })
			const links = await related.getByRole('link', { name: /^Read Article/ }).evaluateAll((as) => as.map((a) => a.getAttribute('href')))
			expect(links).toHaveLength(4)
			expect(links).not.toContain(`/blog/${slug}`)
			await expect(related.getByRole('link', { name: 'View All Articles' })).toHaveAttribute('href', '/articles')
		}
	})

	test('unknown articles and blog posts are 404s with their own screens', async ({ page }) => {
		await expectNotFound(page, '/articles/no-such-article', 'Article Not Found', "The article you're looking for doesn't exist.", {
			name: 'Browse Articles',
			href: '/articles',
		})
		await expectNotFound(page, '/blog/no-such-post', 'Blog Post Not Found', "The page you're looking for doesn't exist.", {
			name: 'Browse Articles',
			href: '/articles',
		})
	})
})

test.describe('comparisons', () => {
	test('the list shows all six comparisons', async ({ page }) => {
		expect((await page.goto('/comparisons'))?.status()).toBe(200)
		const grid = page.getByRole('region', { name: 'All Truck Comparisons' })
		for (const slug of COMPARISONS)
			await expect(grid.getByRole('link', { name: /^View Comparison/ }).and(page.locator(`[href="/comparisons/${slug}"]`))).toBeVisible()
		await expect(page.getByText(/\d[\d,]* configurations of \d[\d,]* models in the database/)).toBeVisible()
	})

	test('a comparison shows the database figures of its vehicles, or says there are none yet', async ({ page, request }) => {
		for (const slug of COMPARISONS) await expectDetailPage(page, `/comparisons/${slug}`)
		await page.goto('/comparisons/ford-f150-vs-chevrolet-silverado-1500')
		const overview = page.getByRole('region', { name: 'Quick Comparison Overview' })
		// The comparison names the model year it shows: the latest with figures for both trucks.
		await expect(overview.getByTestId('comparison-year')).toHaveText(/^Model year \d{4}: the latest for which we have figures for both vehicles\.$/)
		const year = ((await overview.getByTestId('comparison-year').textContent()) ?? '').match(/\d{4}/)![0]
		for (const [make, model] of [
			['Ford', 'F-150'],
			['Chevrolet', 'Silverado 1500'],
		]) {
			const res = await request.get(
				`/api/vehicles?year=${year}&make=${encodeURIComponent(make!)}&model=${encodeURIComponent(model!)}&limit=500`,
			)
			const vehicles = (await res.json()) as Array<{ id: number; maxTowingCapacity: number }>
			const lineup = (await (
				await request.get(`/api/model-years?year=${year}&make=${encodeURIComponent(make!)}&model=${encodeURIComponent(model!)}`)
			).json()) as Array<{ maxTowing: number }>
			const makerRow = overview.getByRole('row', { name: /Maker’s maximum/ })
			if (lineup.length === 0) await expect(makerRow.getByText('not in our data yet').first()).toBeVisible()
			else await expect(makerRow.getByText(`${lineup[0]!.maxTowing.toLocaleString('en-US')} lb`).first()).toBeVisible()
			if (vehicles.length === 0) {
				await expect(overview.getByText(/none listed yet|No data yet/).first()).toBeVisible()
			} else {
				const max = Math.max(...vehicles.map((v) => v.maxTowingCapacity))
				await expect(overview.getByText(`${max.toLocaleString('en-US')} lb`).first()).toBeVisible()
				await expect(overview.locator('a[href^="/vehicle/"]').first()).toBeVisible()
			}
		}
		const related = page.getByRole('region', { name: 'Related Comparisons' })
		const links = await related.getByRole('link', { name: /^View Comparison/ }).evaluateAll((as) => as.map((a) => a.getAttribute('href')))
		expect(links).toHaveLength(3)
		expect(links).not.toContain('/comparisons/ford-f150-vs-chevrolet-silverado-1500')
		await expect(page.getByRole('link', { name: 'Use Comparison Tool' })).toHaveAttribute('href', '/compare')
	})

	test('an unknown comparison is a 404 with its own screen', async ({ page }) => {
		await expectNotFound(
			page,
			'/comparisons/no-such-comparison',
			'Comparison Not Found',
			"The comparison you're looking for doesn't exist.",
			{
				name: 'Browse Comparisons',
				href: '/comparisons',
			},
		)
	})

	test('the six-truck tool and the F-150 vs Silverado article show database figures', async ({ page }) => {
		expect((await page.goto('/truck-comparison-tool'))?.status()).toBe(200)
		const table = page.getByRole('table')
		for (const name of [
			'2025 Ford F-150',
			'2025 Chevrolet Silverado 1500',
			'2025 Ram 1500',
			'2025 Toyota Tundra',
			'2025 GMC Sierra 1500',
			'2025 Nissan Titan',
		]) {
			await expect(table.getByRole('rowheader', { name })).toBeVisible()
		}
		await expect(page.getByRole('region', { name: 'Popular picks' }).getByRole('listitem')).toHaveCount(3)

		expect((await page.goto('/truck-comparisons/ford-f150-vs-chevrolet-silverado-1500'))?.status()).toBe(200)
		const toc = page.getByRole('navigation', { name: 'Contents' })
		for (const id of ['max-towing', 'engines', 'payload', 'efficiency', 'verdict']) {
			await expect(toc.locator(`a[href="#${id}"]`)).toBeVisible()
			await expect(page.locator(`#${id}`)).toBeVisible()
		}
		await expect(page.getByRole('link', { name: 'Check your trailer in the calculator' })).toHaveAttribute('href', '/calculator')
		await expect(page.getByRole('link', { name: 'Compare six 2025 half-tons' })).toHaveAttribute('href', '/truck-comparison-tool')
		await expect(page.getByText('January 18, 2025')).toBeVisible()
	})
})

test.describe('state guides', () => {
	test('a state guide has the disclaimer, four summary cards, requirements, resources and other guides', async ({ page }) => {
		for (const slug of ['california-towing-guide', 'texas-towing-guide']) await expectDetailPage(page, `/state-guides/${slug}`)
		await page.goto('/state-guides/california-towing-guide')
		await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('California Towing Guide')
		await expect(
			page.getByText(
				'Towing laws change frequently. Always verify current regulations with state authorities before towing. This guide is for informational purposes only.',
			),
		).toBeVisible()
		for (const term of ['Weight Limit', 'Registration', 'Inspection', 'Speed Limit'])
			await expect(page.locator('dt', { hasText: term }).first()).toBeVisible()
		await expect(page.getByText(/55 mph/).first()).toBeVisible()
		await expect(page.getByRole('heading', { name: 'Special Requirements' })).toBeVisible()
		await expect(page.getByRole('heading', { name: 'Penalties & Fines' })).toBeVisible()
		await expect(page.getByRole('heading', { name: 'Official State Resources' })).toBeVisible()
		const others = page.getByRole('region', { name: 'Other State Guides' }).getByRole('link', { name: /^View Guide/ })
		expect(await others.count()).toBeLessThanOrEqual(3)
		expect(await others.evaluateAll((as) => as.map((a) => a.getAttribute('href')))).not.toContain('/state-guides/california-towing-guide')
		await expect(page.getByRole('link', { name: 'Check a trailer under California rules' })).toHaveAttribute('href', '/calculator?state=CA')
	})

	test('an unknown state guide is a 404 with its own screen', async ({ page }) => {
		await expectNotFound(
			page,
			'/state-guides/atlantis-towing-guide',
			'State Guide Not Found',
			"The state towing guide you're looking for doesn't exist.",
			{
				name: 'Browse State Guides',
				href: '/state-guides',
			},
		)
	})
})

test.describe('guides', () => {
	test('Towing 101 is grouped by the four categories and a guide keeps its line breaks', async ({ page }) => {
		expect((await page.goto('/towing-101'))?.status()).toBe(200)
		for (const name of ['Basics', 'Equipment', 'Safety', 'Vehicles'])
			await expect(page.getByRole('heading', { level: 2, name })).toBeVisible()
		await expectDetailPage(page, '/towing-101/what-is-towing-capacity')
		// Blank lines separate paragraphs; a single line break inside one is kept.
		const paragraphs = page.locator('p.whitespace-pre-line')
		expect(await paragraphs.count()).toBeGreaterThan(1)
		expect(await paragraphs.first().evaluate((el) => getComputedStyle(el).whiteSpace)).toBe('pre-line')
	})

	test('an unknown Towing 101 guide is a 404', async ({ page }) => {
		await expectNotFound(page, '/towing-101/no-such-guide', 'Guide Not Found', "The guide you're looking for doesn't exist.", {
			name: 'Back to Towing 101',
			href: '/towing-101',
		})
	})

	test('the six static guides show category, author, read time and titled sections', async ({ page }) => {
		for (const slug of STATIC_GUIDES) {
			await expectDetailPage(page, `/guides/${slug}`)
			await expect(page.getByText(/By TowSpec Editorial Team/)).toBeVisible()
			await expect(page.getByText(/\d+ min read/)).toBeVisible()
			expect(await page.getByRole('main').getByRole('heading', { level: 2 }).count()).toBeGreaterThanOrEqual(3)
			await expect(page.getByRole('link', { name: /calculator/i }).first()).toHaveAttribute('href', '/calculator')
		}
	})

	test('an unknown static guide is a 404', async ({ page }) => {
		await expectNotFound(
			page,
			'/guides/no-such-guide',
			'Guide Not Found',
			"The guide you're looking for doesn't exist or may have been moved.",
			{
				name: 'Browse Towing Guides',
				href: '/hubs',
			},
		)
	})
})

test.describe('reviews and tips', () => {
	test('reviews filter by category and link to real vehicle pages', async ({ page }) => {
		expect((await page.goto('/vehicle-reviews'))?.status()).toBe(200)
		const all = await page.getByRole('main').getByRole('article').count()
		expect(all).toBeGreaterThanOrEqual(6)
		await expect(page.getByText('Illustrative example').first()).toBeVisible()
		for (const href of await page.locator('main article a').evaluateAll((as) => as.map((a) => a.getAttribute('href')))) {
			expect(href).toMatch(/^(\/vehicle\/\d+|\/towing-capacity\/[a-z0-9-]+\/[a-z0-9-]+\/\d{4}|https?:\/\/.+|\/.*)$/)
			expect(href).not.toContain('/vehicle-detail')
		}
		await page.getByRole('navigation', { name: 'Review categories' }).getByRole('link', { name: /^SUV/ }).click()
		await expect(page).toHaveURL(/category=suv$/)
		const filtered = page.getByRole('main').getByRole('article')
		await expect.poll(() => filtered.count()).toBeLessThan(all)
		for (const card of await filtered.all()) await expect(card.getByText('SUV', { exact: true })).toBeVisible()
		await expect(page.getByRole('link', { name: 'Share your towing experience' })).toHaveAttribute('href', '/contact')
		expect((await page.goto('/vehicle-reviews?category=boats'))?.status()).toBe(404)
	})

	test('tips show four groups with importance badges, an 8-tip quick reference and four stat tiles', async ({ page }) => {
		expect((await page.goto('/towing-tips'))?.status()).toBe(200)
		for (const name of ['Pre-Trip Preparation', 'Safe Driving Techniques', 'Equipment & Maintenance', 'Emergency Situations']) {
			await expect(page.getByRole('heading', { level: 2, name })).toBeVisible()
		}
		await expect(page.getByRole('region', { name: 'Quick reference' }).getByRole('listitem')).toHaveCount(8)
		for (const value of ['4–6 s', '10–15%', '60%', '200°F']) await expect(page.getByText(value, { exact: true })).toBeVisible()
		await expect(page.getByText('Critical', { exact: true }).first()).toBeVisible()
	})
})

test.describe('editorial and informational pages', () => {
	for (const path of ['/questions', '/california-towing-guide', '/towing-trends-2025', '/ford-f150-towing-guide', '/about', '/privacy']) {
		test(`${path} renders its content`, async ({ page }) => {
			await expectDetailPage(page, path)
			expect(await page.getByRole('main').getByRole('heading', { level: 2 }).count()).toBeGreaterThan(1)
		})
	}

	test('about counts come from the database, and privacy is dated', async ({ page, request }) => {
		await page.goto('/about')
		await expect(page.getByText(/\d[\d,]* configurations of \d[\d,]* models from \d+ makers/)).toBeVisible()
		await page.goto('/privacy')
		await expect(page.getByText('Last updated November 25, 2026')).toBeVisible()
		await page.goto('/ford-f150-towing-guide')
		const years = await request.get('/api/vehicles?make=Ford&model=F-150&limit=1')
		const table = page.getByRole('region', { name: /Figures from the TowSpec vehicle database/ })
		await expect(table.getByRole('rowheader', { name: '2025 Ford F-150' })).toBeVisible()
		if (Number(years.headers()['x-total-count'] ?? 0) === 0) await expect(table.getByText(/No data yet/).first()).toBeVisible()
	})

	test('data sources lists publications per make, the catalogue credits and the verification steps', async ({ page }) => {
		expect((await page.goto('/data-sources'))?.status()).toBe(200)
		await expect(page.getByText(/US Car Models Data/)).toBeVisible()
		await expect(page.getByText(/Abhilash Reddy \(abhionlyone\)/)).toBeVisible()
		await expect(page.getByRole('link', { name: 'CC BY 4.0' })).toBeVisible()
		await expect(page.getByText(/EPA fuel-economy vehicle list/)).toBeVisible()
		await expect(page.getByRole('heading', { name: 'How a figure gets onto the site' })).toBeVisible()
		const makes = page.getByRole('region', { name: 'Publications by make' }).getByRole('heading', { level: 3 })
		expect(await makes.count()).toBeGreaterThan(0)
	})

	test('the sitemap page lists content and quick searches', async ({ page }) => {
		expect((await page.goto('/sitemap'))?.status()).toBe(200)
		await expect(page.locator('main a[href="/blog/mountain-towing-safety-tips"]')).toBeVisible()
		await expect(page.locator('main a[href="/truck-comparison-tool"]')).toBeVisible()
		await expect(page.locator('main a[href="/?year=2025&make=Ford"]')).toBeVisible()
		await expect(page.getByRole('link', { name: 'Contact support' })).toHaveAttribute('href', '/contact')
	})
})

test.describe('feeds', () => {
	test('sitemap.xml lists pages, content, landing pages and vehicles with lastmod', async ({ request }) => {
		const res = await request.get('/sitemap.xml')
		expect(res.status()).toBe(200)
		expect(res.headers()['content-type']).toContain('application/xml')
		expect(res.headers()['cache-control']).toContain('max-age=')
		const xml = await res.text()
		expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/)
		for (const path of [
			'/',
			'/articles',
			'/hubs/boat-towing-guide',
			'/blog/mountain-towing-safety-tips',
			'/state-guides/texas-towing-guide',
			'/guides/towing-mistakes',
		]) {
			expect(xml).toContain(`<loc>http://127.0.0.1:${new URL(res.url()).port}${path}</loc>`)
		}
		expect(xml).toMatch(/<loc>[^<]+\/vehicle\/\d+<\/loc>/)
		expect(xml).toMatch(/<loc>[^<]+\/towing-capacity\/[a-z0-9-]+<\/loc>/)
		expect(xml.match(/<url>/g)!.length).toBe(xml.match(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/g)!.length)
		expect(xml).not.toContain('/api/')
	})

	test('robots.txt points at the sitemap', async ({ request }) => {
		const res = await request.get('/robots.txt')
		expect(res.headers()['content-type']).toContain('text/plain')
		const text = await res.text()
		expect(text).toContain('User-agent: *')
		expect(text).toMatch(/^Sitemap: http:\/\/127\.0\.0\.1:\d+\/sitemap\.xml$/m)
	})

	test('rss.xml carries articles and blog posts', async ({ request }) => {
		const res = await request.get('/rss.xml')
		expect(res.headers()['content-type']).toContain('application/rss+xml')
		const xml = await res.text()
		expect(xml).toContain('<rss version="2.0"')
		expect(xml).toMatch(/<link>[^<]+\/blog\/mountain-towing-safety-tips<\/link>/)
		expect(xml).toMatch(/<link>[^<]+\/articles\/choosing-a-hitch-class<\/link>/)
		expect(xml).toMatch(/<pubDate>[A-Z][a-z]{2}, \d{2} [A-Z][a-z]{2} \d{4} 00:00:00 GMT<\/pubDate>/)
	})
})

test.describe('without JavaScript', () => {
	test.use({ javaScriptEnabled: false })

	test('pages render in full and the chips filter', async ({ page }) => {
		await page.goto('/articles')
		await page
			.getByRole('navigation', { name: 'Article categories' })
			.getByRole('link', { name: /^Equipment/ })
			.click()
		await expect(page.getByRole('heading', { level: 1 })).toHaveText('Equipment Articles')
		await page.getByRole('main').getByRole('article').first().getByRole('link').first().click()
		await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Equipment')
	})
})

test('client navigation opens a detail page from a list', async ({ page }) => {
	await page.goto('/comparisons')
	await page
		.getByRole('region', { name: 'All Truck Comparisons' })
		.getByRole('link', { name: /^View Comparison: .*Ram 1500 vs/ })
		.click()
	await expect(page).toHaveURL(/\/comparisons\/ram-1500-vs-toyota-tundra$/)
	await expect(page.getByRole('heading', { level: 2, name: 'Quick Comparison Overview' })).toBeVisible()
})

// One test a page, so each page's axe run has its own time budget (the whole sample took over two minutes on a
// loaded two-core machine).
const A11Y_SAMPLE = [
	'/hubs',
	'/hubs/boat-towing-guide',
	'/articles',
	'/articles?category=safety',
	'/articles/choosing-a-hitch-class',
	'/articles/ev-towing-range-planning',
	'/blog/mountain-towing-safety-tips',
	'/ford-f150-towing-guide',
	'/comparisons',
	'/comparisons/ford-f150-vs-chevrolet-silverado-1500',
	'/state-guides/california-towing-guide',
	'/towing-101',
	'/towing-101/what-is-towing-capacity',
	'/guides/towing-safety-checklist',
	'/vehicle-reviews',
	'/towing-tips',
	'/truck-comparison-tool',
	'/truck-comparisons/ford-f150-vs-chevrolet-silverado-1500',
	'/data-sources',
	'/about',
	'/sitemap',
	'/hubs/no-such-hub',
]
for (const path of A11Y_SAMPLE) {
	test(`editorial page ${path} has no serious accessibility violations`, async ({ page }) => {
		test.setTimeout(60_000)
		await page.goto(path)
		const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze()
		expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${path}: ${v.id} ${v.help}`)).toEqual([])
	})
}
