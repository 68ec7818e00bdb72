// Frontmatter schemas of content/<kind>/*.md (content/README.md). The seed validates every file with
// these; a failure names the file and the field.
import { z } from 'zod'
import { isIsoDate } from '~/domain/dates'
import { ARTICLE_CATEGORY_NAMES, REVIEW_CATEGORY_NAMES, SPOKE_TYPES, TIP_IMPORTANCE, TOWING_101_CATEGORIES } from './categories'
import { STATE_CODES } from '~/domain/us-states'

/** YAML turns an unquoted 2025-01-18 into a Date; quoted, it stays a string. Both become "2025-01-18". */
export const isoDate = z.preprocess(
	(v) => (v instanceof Date && !Number.isNaN(v.getTime()) ? v.toISOString().slice(0, 10) : v),
	z.string().refine(isIsoDate, 'must be a date written YYYY-MM-DD'),
)

const text = z.string().trim().min(1, 'must not be empty')
const title = z.string().trim().min(5, 'must be at least 5 characters').max(120, 'must be at most 120 characters')
/** Used as the meta description: long enough to say something, short enough for a result snippet. */
const description = z.string().trim().min(50, 'must be at least 50 characters').max(200, 'must be at most 200 characters')
const keywords = z.array(text).min(1, 'needs at least one keyword')
const url = z.url({ protocol: /^https?$/, error: 'must be an http(s) address' })

export const vehicleRefSchema = z.strictObject({
	year: z.number().int().min(1990).max(2030),
	make: text,
	// `model: 1500` (unquoted) arrives as a number.
	model: z.union([text, z.number().transform(String)]),
})
export type VehicleRef = z.infer<typeof vehicleRefSchema>

export const sourceSchema = z.strictObject({ title: text, url })
export type SourceRef = z.infer<typeof sourceSchema>

export const articleSchema = z.strictObject({
	title,
	description,
	category: z.enum(ARTICLE_CATEGORY_NAMES),
	author: text.default('TowSpec Editorial Team'),
	authorBio: text.optional(),
	authorAvatar: url.optional(),
	publishedAt: isoDate,
	updatedAt: isoDate.optional(),
	featured: z.boolean().default(false),
	keywords,
	vehicles: z.array(vehicleRefSchema).default([]),
	sources: z.array(sourceSchema).default([]),
})
export type ArticleFrontmatter = z.infer<typeof articleSchema>

export const comparisonSchema = z.strictObject({
	title,
	description,
	publishedAt: isoDate,
	updatedAt: isoDate.optional(),
	featured: z.boolean().default(false),
	keywords,
	vehicles: z.array(vehicleRefSchema).min(2, 'a comparison names at least two vehicles'),
	sources: z.array(sourceSchema).default([]),
})
export type ComparisonFrontmatter = z.infer<typeof comparisonSchema>

export const hubSchema = z.strictObject({
	title,
	description,
	featured: z.boolean().default(false),
	publishedAt: isoDate,
	updatedAt: isoDate.optional(),
	keywords,
	spokes: z.array(z.strictObject({ type: z.enum(SPOKE_TYPES), slug: text })).min(3, 'a hub needs at least 3 spokes'),
})
export type HubFrontmatter = z.infer<typeof hubSchema>

const pounds = z.number().int().positive().nullable()
const feetOrInches = z.number().positive().nullable()

/**
 * Towing-law facts of one state; `null` where the source states no figure. The files spell the first field
 * `maxWeightWithoutCDL`; from here on (rows, queries, pages) it is `maxWeightWithoutCdl`, the column's name.
 */
export const stateFactsSchema = z
	.strictObject({
		maxWeightWithoutCDL: pounds.default(null),
		speedLimitWithTrailer: text.nullable(),
		registrationRequired: text.nullable(),
		inspectionRequired: text.nullable(),
		brakesRequiredOverLb: pounds.default(null),
		breakawayRequiredOverLb: pounds.default(null),
		safetyChains: text.nullable(),
		maxTrailerLengthFt: feetOrInches.default(null),
		maxCombinedLengthFt: feetOrInches.default(null),
		maxWidthIn: feetOrInches.default(null),
		specialRequirements: z.array(text).default([]),
		penalties: text.nullable(),
		dmvPhone: text.nullable(),
		website: url.nullable(),
		sources: z.array(sourceSchema).min(1, 'every state fact needs a source'),
	})
	.transform(({ maxWeightWithoutCDL, ...facts }) => ({ maxWeightWithoutCdl: maxWeightWithoutCDL, ...facts }))

export const stateGuideSchema = z.strictObject({
	title,
	description,
	state: text,
	stateCode: z.enum(STATE_CODES),
	publishedAt: isoDate,
	updatedAt: isoDate.optional(),
	keywords,
	/** The older guides' own summary facts. A guide without them shows the state's cited record (data/state-laws) only. */
	facts: stateFactsSchema.optional(),
})
export type StateGuideFrontmatter = z.infer<typeof stateGuideSchema>

export const towingGuideSchema = z.strictObject({
	title,
	excerpt: z.string().trim().min(30, 'must be at least 30 characters').max(300, 'must be at most 300 characters'),
	category: z.enum(TOWING_101_CATEGORIES.map((c) => c.id) as ['basics', 'equipment', 'safety', 'vehicles']),
	order: z.number().int().min(0),
	imageUrl: url.optional(),
})
export type TowingGuideFrontmatter = z.infer<typeof towingGuideSchema>

export const staticGuideSchema = z.strictObject({
	title,
	description,
	category: text,
	author: text.default('TowSpec Editorial Team'),
	date: isoDate,
})
export type StaticGuideFrontmatter = z.infer<typeof staticGuideSchema>

export const reviewSchema = z.strictObject({
	vehicle: vehicleRefSchema,
	title,
	rating: z.number().int().min(1).max(5),
	author: text,
	date: isoDate,
	category: z.enum(REVIEW_CATEGORY_NAMES),
	actualTowed: z.number().int().positive().max(40000).nullable().default(null),
	pros: z.array(text).min(1),
	cons: z.array(text).min(1),
	wouldRecommend: z.boolean(),
	illustrative: z.boolean().default(false),
})
export type ReviewFrontmatter = z.infer<typeof reviewSchema>

export const tipGroupSchema = z.strictObject({
	title,
	order: z.number().int().min(0),
	tips: z
		.array(
			z.strictObject({
				title: text,
				description: text,
				importance: z.enum(TIP_IMPORTANCE),
				quickReference: z.boolean().default(false),
			}),
		)
		.min(1),
})
export type TipGroupFrontmatter = z.infer<typeof tipGroupSchema>

export const pageSchema = z.strictObject({
	title,
	description,
	updatedAt: isoDate,
	keywords,
	vehicles: z.array(vehicleRefSchema).default([]),
})
export type PageFrontmatter = z.infer<typeof pageSchema>

export const CONTENT_KINDS = {
	articles: articleSchema,
	blog: articleSchema,
	comparisons: comparisonSchema,
	hubs: hubSchema,
	'state-guides': stateGuideSchema,
	'towing-101': towingGuideSchema,
	guides: staticGuideSchema,
	reviews: reviewSchema,
	tips: tipGroupSchema,
	pages: pageSchema,
} as const

export type ContentKind = keyof typeof CONTENT_KINDS

/** "publishedAt: must be a date written YYYY-MM-DD; spokes.2.slug: must not be empty" */
export function describeIssues(error: z.ZodError) {
	return error.issues.map((issue) => `${issue.path.length > 0 ? issue.path.join('.') : '(frontmatter)'}: ${issue.message}`).join('; ')
}
