import { describe, expect, it } from 'vitest'
import {
	articleSchema,
	describeIssues,
	hubSchema,
	isoDate,
	reviewSchema,
	stateGuideSchema,
	tipGroupSchema,
	towingGuideSchema,
} from './schemas'

const article = {
	title: 'A towing article',
	description: 'A description long enough to be used as the meta description of the page.',
	category: 'How-To',
	publishedAt: '2025-01-10',
	keywords: ['towing'],
}

function issuesOf(result: { success: boolean; error?: Parameters<typeof describeIssues>[0] }) {
	expect(result.success).toBe(false)
	return describeIssues(result.error!)
}

describe('content frontmatter schemas', () => {
	it('accepts a valid article and fills the defaults', () => {
		expect(articleSchema.parse(article)).toEqual({
			...article,
			author: 'TowSpec Editorial Team',
			featured: false,
			vehicles: [],
			sources: [],
		})
	})

	it('takes dates as YAML writes them: a Date object or a string, both to YYYY-MM-DD', () => {
		expect(isoDate.parse(new Date('2025-01-18T00:00:00Z'))).toBe('2025-01-18')
		expect(isoDate.parse('2025-01-18')).toBe('2025-01-18')
		expect(isoDate.safeParse('2025-02-30').success).toBe(false)
		expect(isoDate.safeParse('January 18').success).toBe(false)
	})

	it('names the field that is wrong', () => {
		expect(issuesOf(articleSchema.safeParse({ ...article, category: 'Gardening' }))).toMatch(/^category: /)
		expect(issuesOf(articleSchema.safeParse({ ...article, publishedAt: '2025-13-01' }))).toBe(
			'publishedAt: must be a date written YYYY-MM-DD',
		)
		expect(issuesOf(articleSchema.safeParse({ ...article, description: 'Too short' }))).toBe('description: must be at least 50 characters')
		expect(issuesOf(articleSchema.safeParse({ ...article, sources: [{ title: 'x', url: 'javascript:alert(1)' }] }))).toMatch(
			/^sources\.0\.url: /,
		)
	})

	it('refuses unknown fields, so a misspelt one is not silently ignored', () => {
		expect(issuesOf(articleSchema.safeParse({ ...article, publishedat: '2025-01-10' }))).toMatch(/publishedat/)
	})

	it('reads an unquoted numeric model name as text', () => {
		const parsed = articleSchema.parse({ ...article, vehicles: [{ year: 2025, make: 'Ram', model: 1500 }] })
		expect(parsed.vehicles[0]!.model).toBe('1500')
	})

	it('needs at least 3 spokes of a known type on a hub', () => {
		const hub = { title: 'A hub title', description: article.description, publishedAt: '2025-01-01', keywords: ['x'] }
		const spoke = { type: 'article', slug: 'a' }
		expect(hubSchema.safeParse({ ...hub, spokes: [spoke, spoke, spoke] }).success).toBe(true)
		expect(issuesOf(hubSchema.safeParse({ ...hub, spokes: [spoke, spoke] }))).toBe('spokes: a hub needs at least 3 spokes')
		expect(issuesOf(hubSchema.safeParse({ ...hub, spokes: [spoke, spoke, { type: 'video', slug: 'a' }] }))).toMatch(/^spokes\.2\.type: /)
	})

	it('holds state facts for any of the 50 states and DC, each with a source', () => {
		const guide = {
			title: 'Ohio towing laws',
			description: article.description,
			state: 'Ohio',
			stateCode: 'OH',
			publishedAt: '2025-01-01',
			keywords: ['ohio'],
			facts: {
				speedLimitWithTrailer: null,
				registrationRequired: null,
				inspectionRequired: null,
				safetyChains: null,
				penalties: null,
				dmvPhone: null,
				website: null,
				sources: [{ title: 'Ohio Revised Code', url: 'https://codes.ohio.gov' }],
			},
		}
		const parsed = stateGuideSchema.parse(guide)
		expect(parsed.facts).toMatchObject({ maxWeightWithoutCdl: null, brakesRequiredOverLb: null, specialRequirements: [] })
		expect(stateGuideSchema.safeParse({ ...guide, stateCode: 'DC' }).success).toBe(true)
		// A prose guide may leave its facts to the state's cited record (data/state-laws).
		const { facts: _facts, ...proseOnly } = guide
		expect(stateGuideSchema.parse(proseOnly).facts).toBeUndefined()
		expect(issuesOf(stateGuideSchema.safeParse({ ...guide, stateCode: 'XX' }))).toMatch(/^stateCode: /)
		expect(issuesOf(stateGuideSchema.safeParse({ ...guide, facts: { ...guide.facts, sources: [] } }))).toBe(
			'facts.sources: every state fact needs a source',
		)
		expect(issuesOf(stateGuideSchema.safeParse({ ...guide, facts: { ...guide.facts, brakesRequiredOverLb: -5 } }))).toMatch(
			/^facts\.brakesRequiredOverLb: /,
		)
	})

	it('checks Towing 101 categories, review ratings and tip importance', () => {
		const guide = { title: 'A Towing 101 guide', excerpt: 'An excerpt long enough to pass the rule here.', category: 'basics', order: 1 }
		expect(towingGuideSchema.safeParse(guide).success).toBe(true)
		expect(issuesOf(towingGuideSchema.safeParse({ ...guide, category: 'advanced' }))).toMatch(/^category: /)
		const review = {
			vehicle: { year: 2021, make: 'Ford', model: 'F-150' },
			title: 'A review title',
			rating: 6,
			author: 'Someone',
			date: '2025-01-01',
			category: 'SUV',
			pros: ['a'],
			cons: ['b'],
			wouldRecommend: true,
		}
		expect(issuesOf(reviewSchema.safeParse(review))).toMatch(/^rating: /)
		expect(reviewSchema.parse({ ...review, rating: 5 }).illustrative).toBe(false)
		const tips = { title: 'Some tips', order: 1, tips: [{ title: 't', description: 'd', importance: 'Urgent' }] }
		expect(issuesOf(tipGroupSchema.safeParse(tips))).toMatch(/^tips\.0\.importance: /)
	})
})
