import { describe, expect, it } from 'vitest'
import { articleJsonLd, breadcrumbJsonLd, getMeta, pageTitle } from './meta'

const site = 'https://towspec.example'
const find = (tags: ReturnType<typeof getMeta>, key: string, value: string) =>
	tags.find((t) => (t as Record<string, unknown>)[key] === value) as Record<string, unknown> | undefined

describe('getMeta', () => {
	it('adds the brand suffix once and builds an absolute canonical from the path', () => {
		const tags = getMeta({ siteUrl: site, path: '/calculator', title: 'Towing Calculator', description: 'Check a trailer.' })
		expect(tags[0]).toEqual({ title: 'Towing Calculator | TowSpec' })
		expect(pageTitle('A | TowSpec')).toBe('A | TowSpec')
		expect(find(tags, 'rel', 'canonical')?.href).toBe('https://towspec.example/calculator')
		expect(find(tags, 'property', 'og:url')?.content).toBe('https://towspec.example/calculator')
		expect(find(tags, 'property', 'og:type')?.content).toBe('website')
		expect(find(tags, 'property', 'og:image')?.content).toBe('https://towspec.example/og-image.png')
		expect(find(tags, 'name', 'twitter:card')?.content).toBe('summary_large_image')
		expect(find(tags, 'name', 'robots')?.content).toBe('index, follow')
	})

	it('honours a given canonical, type, keywords and noindex, and drops empty tags', () => {
		const tags = getMeta({
			siteUrl: site,
			path: '/x',
			title: 'X',
			canonical: '/y',
			type: 'article',
			keywords: ['a', 'b'],
			noindex: true,
		})
		expect(find(tags, 'rel', 'canonical')?.href).toBe('https://towspec.example/y')
		expect(find(tags, 'property', 'og:type')?.content).toBe('article')
		expect(find(tags, 'name', 'keywords')?.content).toBe('a, b')
		expect(find(tags, 'name', 'robots')?.content).toBe('noindex, nofollow')
		expect(find(tags, 'name', 'description')).toBeUndefined()
		expect(find(tags, 'property', 'og:description')).toBeUndefined()
	})

	it('emits structured data as ld+json scripts', () => {
		const crumbs = breadcrumbJsonLd(site, [
			{ name: 'Home', path: '/' },
			{ name: 'Articles', path: '/articles' },
		])
		const tags = getMeta({ siteUrl: site, path: '/', title: 'Home', structuredData: [crumbs] })
		expect(tags).toContainEqual({ 'script:ld+json': crumbs })
		expect(crumbs.itemListElement).toEqual([
			{ '@type': 'ListItem', position: 1, name: 'Home', item: 'https://towspec.example/' },
			{ '@type': 'ListItem', position: 2, name: 'Articles', item: 'https://towspec.example/articles' },
		])
	})
})

describe('articleJsonLd', () => {
	it('defaults dateModified to datePublished and names the publisher', () => {
		const ld = articleJsonLd({ siteUrl: site, headline: 'H', author: 'Jane Doe', datePublished: '2025-01-18', path: '/articles/h' })
		expect(ld).toMatchObject({
			'@type': 'Article',
			headline: 'H',
			author: { '@type': 'Person', name: 'Jane Doe' },
			publisher: { '@type': 'Organization', name: 'TowSpec' },
			datePublished: '2025-01-18',
			dateModified: '2025-01-18',
			url: 'https://towspec.example/articles/h',
		})
		expect(articleJsonLd({ siteUrl: site, headline: 'H', author: 'A', datePublished: '2025-01-18', dateModified: '2025-02-01', path: '/a' }).dateModified).toBe('2025-02-01')
	})
})
