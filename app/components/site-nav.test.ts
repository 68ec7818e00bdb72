import { describe, expect, it } from 'vitest'
import { FOOTER_LINKS, HEADER_LINKS, currentHeaderLink } from './site-nav'

describe('frame links', () => {
	it('has the six header links of the spec plus towing laws, and the thirteen footer links', () => {
		expect(HEADER_LINKS.map((l) => l.href)).toEqual(['/', '/truck-comparisons', '/calculator', '/towing-guides', '/towing-laws', '/vehicle-reviews', '/blog'])
		expect(FOOTER_LINKS.map((l) => l.href)).toEqual([
			'/', '/compare', '/calculator', '/towing-101', '/towing-guides', '/vehicle-reviews', '/towing-tips', '/blog',
			'/about', '/contact', '/data-sources', '/privacy', '/sitemap',
		])
	})

	it.each([
		['/', 'Home'],
		['/vehicle/10001', 'Home'],
		['/comparisons/ford-f150-vs-chevrolet-silverado-1500', 'Compare'],
		['/compare', 'Compare'],
		['/calculator', 'Calculator'],
		['/hubs/boat-towing-guide', 'Guides'],
		['/towing-101', 'Guides'],
		['/articles/x', 'Blog'],
		['/blog/x', 'Blog'],
		['/vehicle-reviews', 'Reviews'],
		['/towing-laws/trip', 'Towing Laws'],
		['/state-guides/ohio-towing-guide', 'Towing Laws'],
	])('highlights the right header link on %s', (path, label) => {
		expect(currentHeaderLink(path)?.label).toBe(label)
	})

	it('highlights nothing on pages outside the header', () => {
		expect(currentHeaderLink('/about')).toBeUndefined()
		expect(currentHeaderLink('/calculators')).toBeUndefined()
	})
})
