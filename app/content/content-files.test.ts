// The repository's content/ folder itself: it loads, and it meets the bar issue 6 and DESIGN.md §7 set.
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { TOWING_101_CATEGORIES } from './categories'
import { loadContent } from './load-content.server'

const content = loadContent(path.resolve('content'))
const words = (markdown: string) => markdown.split(/\s+/).filter((w) => /[A-Za-z0-9]/.test(w)).length

describe('the content folder', () => {
	it('has every slug DESIGN.md §7 and SPEC §2 name', () => {
		const slugs = (items: Array<{ slug: string }>) => items.map((i) => i.slug).sort()
		expect(slugs(content.hubs)).toEqual(
			expect.arrayContaining([
				'truck-towing-capacity-guide',
				'boat-towing-guide',
				'electric-truck-towing',
				'state-towing-laws',
				'rv-towing-guide',
				'suv-towing-guide',
			]),
		)
		expect(slugs(content.comparisons)).toEqual(
			expect.arrayContaining([
				'ford-f150-vs-chevrolet-silverado-1500',
				'ram-1500-vs-toyota-tundra',
				'ford-f250-vs-ram-2500',
				'chevrolet-tahoe-vs-ford-expedition',
				'toyota-tacoma-vs-ford-ranger',
				'gmc-sierra-1500-vs-ram-1500',
			]),
		)
		expect(slugs(content.stateGuides)).toEqual(expect.arrayContaining(['california-towing-guide', 'texas-towing-guide']))
		expect(slugs(content.blog)).toEqual(
			[
				'2025-best-towing-trucks-complete-buyers-guide',
				'ford-f150-vs-silverado-1500-towing',
				'calculate-real-world-towing-capacity',
				'electric-truck-towing-guide-2025',
				'rv-towing-setup-complete-guide',
				'diesel-vs-gas-towing-comparison',
				'top-10-towing-mistakes-to-avoid',
				'weight-distribution-hitch-guide',
				'mountain-towing-safety-tips',
			].sort(),
		)
		expect(slugs(content.staticGuides)).toEqual(
			[
				'towing-capacity-basics',
				'tongue-weight-guide',
				'hitch-selection-guide',
				'towing-calculations',
				'towing-safety-checklist',
				'towing-mistakes',
			].sort(),
		)
		expect(slugs(content.pages)).toEqual(
			expect.arrayContaining(['about', 'privacy', 'questions', 'california-towing-guide', 'towing-trends-2025', 'ford-f150-towing-guide']),
		)
	})

	it('has at least 8 articles across at least 4 categories, each at least 600 words', () => {
		expect(content.articles.length).toBeGreaterThanOrEqual(8)
		expect(new Set(content.articles.map((a) => a.data.category)).size).toBeGreaterThanOrEqual(4)
		for (const a of content.articles) expect(words(a.body), a.file).toBeGreaterThanOrEqual(600)
	})

	it('has at least 10 Towing 101 guides covering all four categories', () => {
		expect(content.towingGuides.length).toBeGreaterThanOrEqual(10)
		expect(new Set(content.towingGuides.map((g) => g.data.category))).toEqual(new Set(TOWING_101_CATEGORIES.map((c) => c.id)))
	})

	it('has at least 6 reviews, and says so in the text when one is illustrative', () => {
		expect(content.reviews.length).toBeGreaterThanOrEqual(6)
		for (const r of content.reviews.filter((r) => r.data.illustrative)) expect(r.body.toLowerCase(), r.file).toContain('illustrative')
	})

	it('has four tip groups with at least 8 tips for the quick reference', () => {
		expect(content.tipGroups).toHaveLength(4)
		expect(content.tipGroups.flatMap((g) => g.data.tips.filter((t) => t.quickReference)).length).toBeGreaterThanOrEqual(8)
	})

	it('links only to pages that exist', () => {
		const known = new Set([
			...content.articles.map((a) => `/articles/${a.slug}`),
			...content.blog.map((a) => `/blog/${a.slug}`),
			...content.comparisons.map((c) => `/comparisons/${c.slug}`),
			...content.stateGuides.map((g) => `/state-guides/${g.slug}`),
			...content.hubs.map((h) => `/hubs/${h.slug}`),
			...content.towingGuides.map((g) => `/towing-101/${g.slug}`),
			...content.staticGuides.map((g) => `/guides/${g.slug}`),
			...content.pages.map((p) => `/${p.slug}`),
			...[
				'/',
				'/compare',
				'/calculator',
				'/contact',
				'/hubs',
				'/state-guides',
				'/articles',
				'/comparisons',
				'/towing-101',
				'/vehicle-reviews',
				'/towing-tips',
			],
			...['/truck-comparison-tool', '/truck-comparisons/ford-f150-vs-chevrolet-silverado-1500', '/data-sources', '/sitemap', '/newsletter', '/trending-searches', '/live-towing-feed'],
			...['/towing-laws', '/towing-laws/trip'],
			// Redirects (DESIGN.md §7).
			...['/towing-guides', '/blog', '/truck-comparisons', '/truck-towing-guide', '/texas-towing-guide', '/ford-f150-towing'],
		])
		const html = [
			...content.articles,
			...content.blog,
			...content.comparisons,
			...content.stateGuides,
			...content.hubs,
			...content.reviews,
			...content.tipGroups,
			...content.pages,
		].map((i) => ({ file: i.file, html: i.html }))
		for (const g of content.staticGuides) html.push({ file: g.file, html: g.sections.map((s) => s.html).join('') })
		const broken: string[] = []
		for (const { file, html: h } of html) {
			for (const [, href] of h.matchAll(/href="(\/[^"#?]*)/g)) {
				const target = href!.replace(/\/+$/, '') || '/'
				if (!known.has(target) && !/^\/(towing-capacity|vehicle)\//.test(target)) broken.push(`${file} → ${href}`)
			}
		}
		expect(broken).toEqual([])
	})
})
