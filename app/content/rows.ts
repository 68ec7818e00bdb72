// The seed's table of content kinds: for each kind loaded from content/ (schemas.ts validates its frontmatter),
// the table it fills, the column that identifies a row there, and how one item becomes one row. The seed
// (app/seed/seed.server.ts) walks this table; child rows without a key of their own (hub spokes, tips) and the
// category list follow it there.
import { ARTICLE_CATEGORIES } from './categories'
import type { LoadedContent } from './load-content.server'
import type { StateGuideFrontmatter } from './schemas'

type Item<K extends keyof LoadedContent> = LoadedContent[K][number]
export type ContentTableName = 'articles' | 'comparisons' | 'stateGuides' | 'stateFacts' | 'towingGuides' | 'staticGuides' | 'reviews' | 'pages' | 'hubs' | 'tipGroups'

export interface ContentKind<K extends keyof LoadedContent = keyof LoadedContent> {
	/** Which loaded kind (a content/ folder). */
	kind: K
	table: ContentTableName
	/** The column that identifies a row within `scope`; rows of the scope whose key no file has are deleted. */
	key: 'slug' | 'stateCode'
	/** Columns fixed for this kind when it shares its table with another (articles and blog posts). */
	scope?: Record<string, string>
	toRow: (item: Item<K>) => Record<string, unknown>
}

const json = (value: unknown) => JSON.stringify(value)
const keywordText = (keywords: string[]) => keywords.join(', ')
const categoryId = new Map(ARTICLE_CATEGORIES.map((c) => [c.name as string, c.id]))

/** The columns every dated editorial item has (articles, blog posts, comparisons, state guides). */
interface Editorial {
	slug: string
	html: string
	readingMinutes: number
	data: { title: string; description: string; keywords: string[]; publishedAt: string; updatedAt?: string }
}
const editorial = (c: Editorial) => ({
	slug: c.slug,
	title: c.data.title,
	description: c.data.description,
	content: c.html,
	readingMinutes: c.readingMinutes,
	metaKeywords: keywordText(c.data.keywords),
	publishedAt: c.data.publishedAt,
	updatedAt: c.data.updatedAt ?? c.data.publishedAt,
})

const article = (a: Item<'articles'>) => ({
	...editorial(a),
	featured: a.data.featured ? 1 : 0,
	categoryId: categoryId.get(a.data.category)!,
	authorName: a.data.author,
	authorAvatar: a.data.authorAvatar ?? null,
	authorBio: a.data.authorBio ?? null,
	vehicles: json(a.data.vehicles),
	sources: json(a.data.sources),
})

const kind = <K extends keyof LoadedContent>(entry: ContentKind<K>) => entry as unknown as ContentKind

const NO_GUIDE_FACTS: NonNullable<StateGuideFrontmatter['facts']> = {
	maxWeightWithoutCdl: null,
	speedLimitWithTrailer: null,
	registrationRequired: null,
	inspectionRequired: null,
	brakesRequiredOverLb: null,
	breakawayRequiredOverLb: null,
	safetyChains: null,
	maxTrailerLengthFt: null,
	maxCombinedLengthFt: null,
	maxWidthIn: null,
	specialRequirements: [],
	penalties: null,
	dmvPhone: null,
	website: null,
	sources: [],
}

/** In seeding order: hubs come after what their spokes point at. */
export const CONTENT_TABLE: ContentKind[] = [
	kind({ kind: 'articles', table: 'articles', key: 'slug', scope: { kind: 'article' }, toRow: article }),
	kind({ kind: 'blog', table: 'articles', key: 'slug', scope: { kind: 'blog' }, toRow: article }),
	kind({
		kind: 'comparisons',
		table: 'comparisons',
		key: 'slug',
		toRow: (c) => ({
			...editorial(c),
			featured: c.data.featured ? 1 : 0,
			vehicles: json(c.data.vehicles),
		}),
	}),
	kind({
		kind: 'stateGuides',
		table: 'stateFacts',
		key: 'stateCode',
		// A guide without facts of its own relies on the state's cited record (data/state-laws); it still needs a row
		// (state_guides references state_facts), one with no figures and no sources, which the reader takes as "none".
		toRow: ({ data: { state, stateCode, facts: f = NO_GUIDE_FACTS } }) => ({
			stateCode,
			state,
			...f,
			specialRequirements: json(f.specialRequirements),
			sources: json(f.sources),
		}),
	}),
	kind({
		kind: 'stateGuides',
		table: 'stateGuides',
		key: 'slug',
		toRow: (g) => ({
			...editorial(g),
			state: g.data.state,
			stateCode: g.data.stateCode,
		}),
	}),
	kind({
		kind: 'towingGuides',
		table: 'towingGuides',
		key: 'slug',
		toRow: (g) => ({
			slug: g.slug,
			title: g.data.title,
			excerpt: g.data.excerpt,
			content: g.text,
			category: g.data.category,
			imageUrl: g.data.imageUrl ?? null,
			position: g.data.order,
			readingMinutes: g.readingMinutes,
		}),
	}),
	kind({
		kind: 'staticGuides',
		table: 'staticGuides',
		key: 'slug',
		toRow: (g) => ({
			slug: g.slug,
			title: g.data.title,
			description: g.data.description,
			category: g.data.category,
			author: g.data.author,
			publishedAt: g.data.date,
			sections: json(g.sections),
			readingMinutes: g.readingMinutes,
		}),
	}),
	kind({
		kind: 'reviews',
		table: 'reviews',
		key: 'slug',
		toRow: (r) => ({
			slug: r.slug,
			vehicleYear: r.data.vehicle.year,
			vehicleMake: r.data.vehicle.make,
			vehicleModel: r.data.vehicle.model,
			title: r.data.title,
			rating: r.data.rating,
			author: r.data.author,
			publishedAt: r.data.date,
			category: r.data.category,
			actualTowed: r.data.actualTowed,
			pros: json(r.data.pros),
			cons: json(r.data.cons),
			wouldRecommend: r.data.wouldRecommend ? 1 : 0,
			illustrative: r.data.illustrative ? 1 : 0,
			content: r.html,
		}),
	}),
	kind({
		kind: 'pages',
		table: 'pages',
		key: 'slug',
		toRow: (p) => ({
			slug: p.slug,
			title: p.data.title,
			description: p.data.description,
			content: p.html,
			readingMinutes: p.readingMinutes,
			metaKeywords: keywordText(p.data.keywords),
			vehicles: json(p.data.vehicles),
			updatedAt: p.data.updatedAt,
		}),
	}),
	kind({
		kind: 'hubs',
		table: 'hubs',
		key: 'slug',
		toRow: (h) => ({
			slug: h.slug,
			title: h.data.title,
			description: h.data.description,
			content: h.body,
			contentHtml: h.html,
			metaKeywords: keywordText(h.data.keywords),
			featured: h.data.featured ? 1 : 0,
			publishedAt: h.data.publishedAt,
			updatedAt: h.data.updatedAt ?? h.data.publishedAt,
		}),
	}),
	kind({
		kind: 'tipGroups',
		table: 'tipGroups',
		key: 'slug',
		toRow: (g) => ({ slug: g.slug, title: g.data.title, position: g.data.order, content: g.html }),
	}),
]
