// Every page type at a phone width and a desktop width: the page itself never scrolls sideways (wide tables
// scroll inside their own container).
import { type APIRequestContext, expect, test } from '@playwright/test'

async function samplePaths(request: APIRequestContext) {
	const [vehicle] = (await (await request.get('/api/vehicles?make=Ford&model=F-150&limit=1')).json()) as Array<{ id: number; year: number }>
	const [other] = (await (await request.get('/api/vehicles?make=Chevrolet&limit=1')).json()) as Array<{ id: number }>
	return [
		'/',
		'/?q=f150',
		'/?q=tundra+1999',
		`/vehicle/${vehicle!.id}`,
		'/towing-capacity/ford',
		'/towing-capacity/chevrolet',
		'/towing-capacity/ford/f-150',
		`/towing-capacity/ford/f-150/${vehicle!.year}`,
		`/compare?ids=${vehicle!.id},${other!.id}`,
		'/calculator',
		`/calculator?vehicleId=${vehicle!.id}&trailerWeight=7000&passengersWeight=400&cargoWeight=200&gcwr=17000&curbWeight=5000`,
		'/comparisons',
		'/comparisons/ford-f150-vs-chevrolet-silverado-1500',
		'/truck-comparison-tool',
		'/truck-comparisons/ford-f150-vs-chevrolet-silverado-1500',
		'/articles',
		'/articles/understanding-gcwr-gvwr-payload',
		'/blog/ford-f150-vs-silverado-1500-towing',
		'/hubs',
		'/hubs/truck-towing-capacity-guide',
		'/state-guides',
		'/state-guides/california-towing-guide',
		'/state-guides/ohio-towing-guide',
		'/towing-laws',
		'/towing-laws/trip?states=OH,IN,IL,MO,IA,NE,WY',
		'/towing-101',
		'/guides/towing-capacity-basics',
		'/vehicle-reviews',
		'/towing-tips',
		'/ford-f150-towing-guide',
		'/data-sources',
		'/contact',
		'/about',
		'/sitemap',
		'/no-such-page',
	]
}

for (const width of [390, 1280]) {
	test(`no page scrolls sideways at ${width} px`, async ({ page, request }) => {
		test.setTimeout(120_000)
		await page.setViewportSize({ width, height: 900 })
		const wide: string[] = []
		for (const path of await samplePaths(request)) {
			await page.goto(path)
			const { scroll, inner } = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, inner: window.innerWidth }))
			if (scroll > inner) wide.push(`${path}: ${scroll} px wide in a ${inner} px window`)
		}
		expect(wide).toEqual([])
	})
}

test('pictures: vehicle silhouettes and the Towing 101 diagrams load, with their size set and a text alternative', async ({ page, request }) => {
	const [vehicle] = (await (await request.get('/api/vehicles?make=Ford&model=F-150&limit=1')).json()) as Array<{ id: number }>
	await page.goto(`/vehicle/${vehicle!.id}`)
	await expect(page.getByRole('img', { name: 'Pickup truck silhouette' })).toBeVisible()
	for (const [path, src] of [
		['/towing-101/reading-your-door-jamb-labels', '/diagrams/door-jamb-labels.svg'],
		['/guides/tongue-weight-guide', '/diagrams/tongue-weight.svg'],
		['/guides/hitch-selection-guide', '/diagrams/weight-distributing-hitch.svg'],
	] as const) {
		await page.goto(path)
		const img = page.locator(`img[src="${src}"]`)
		await expect(img).toHaveAttribute('width', /\d+/)
		await expect(img).toHaveAttribute('height', /\d+/)
		expect(((await img.getAttribute('alt')) ?? '').length).toBeGreaterThan(40)
		await img.scrollIntoViewIfNeeded()
		await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true)
	}
})

test('a shared link shows the answer: vehicle, model-year and article pages name their own Open Graph image', async ({ page, request }) => {
	const [vehicle] = (await (await request.get('/api/vehicles?make=Ford&model=F-150&limit=1')).json()) as Array<{ id: number; year: number }>
	for (const [path, image] of [
		[`/vehicle/${vehicle!.id}`, `/og/vehicle/${vehicle!.id}.png`],
		[`/towing-capacity/ford/f-150/${vehicle!.year}`, `/og/model-year/ford/f-150/${vehicle!.year}.png`],
		['/articles/understanding-gcwr-gvwr-payload', '/og/article/understanding-gcwr-gvwr-payload.png'],
	] as const) {
		await page.goto(path)
		const content = await page.locator('meta[property="og:image"]').getAttribute('content')
		expect(new URL(content!).pathname, path).toBe(image)
		const res = await request.get(image)
		expect(res.status(), image).toBe(200)
		expect(res.headers()['content-type']).toBe('image/png')
		const body = await res.body()
		expect(body.subarray(1, 4).toString()).toBe('PNG')
		const again = await request.get(image, { headers: { 'If-None-Match': res.headers().etag! } })
		expect(again.status()).toBe(304)
	}
	expect((await request.get('/og/vehicle/999999999.png')).status()).toBe(404)
	expect((await request.get('/og/nothing.png')).status()).toBe(404)
})
