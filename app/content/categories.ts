// The fixed category lists of the editorial content. Ids and slugs are stable: URLs (?category=slug) and
// the API (categoryId) use them.

/** Article and blog categories, in the order the chips show them (SPEC §2 "Blog"). */
export const ARTICLE_CATEGORIES = [
	{ id: 1, name: "Buyer's Guide", slug: 'buyers-guide' },
	{ id: 2, name: 'Comparisons', slug: 'comparisons' },
	{ id: 3, name: 'How-To', slug: 'how-to' },
	{ id: 4, name: 'Electric Vehicles', slug: 'electric-vehicles' },
	{ id: 5, name: 'RV Towing', slug: 'rv-towing' },
	{ id: 6, name: 'Safety', slug: 'safety' },
	{ id: 7, name: 'Equipment', slug: 'equipment' },
	{ id: 8, name: 'Advanced Towing', slug: 'advanced-towing' },
] as const

export type ArticleCategoryName = (typeof ARTICLE_CATEGORIES)[number]['name']
export const ARTICLE_CATEGORY_NAMES = ARTICLE_CATEGORIES.map((c) => c.name) as [ArticleCategoryName, ...ArticleCategoryName[]]

/** Owner-review categories (the chips on /vehicle-reviews). */
export const REVIEW_CATEGORIES = [
	{ name: 'Full-Size Truck', slug: 'full-size-truck' },
	{ name: 'Heavy Duty', slug: 'heavy-duty' },
	{ name: 'Mid-Size Truck', slug: 'mid-size-truck' },
	{ name: 'SUV', slug: 'suv' },
	{ name: 'Electric', slug: 'electric' },
] as const

export type ReviewCategoryName = (typeof REVIEW_CATEGORIES)[number]['name']
export const REVIEW_CATEGORY_NAMES = REVIEW_CATEGORIES.map((c) => c.name) as [ReviewCategoryName, ...ReviewCategoryName[]]

/** Towing 101 groups (SPEC §2 "Towing 101"), in page order. */
export const TOWING_101_CATEGORIES = [
	{ id: 'basics', label: 'Basics' },
	{ id: 'equipment', label: 'Equipment' },
	{ id: 'safety', label: 'Safety' },
	{ id: 'vehicles', label: 'Vehicles' },
] as const

export type Towing101Category = (typeof TOWING_101_CATEGORIES)[number]['id']

export const TIP_IMPORTANCE = ['Critical', 'High', 'Medium'] as const
export type TipImportance = (typeof TIP_IMPORTANCE)[number]

export const SPOKE_TYPES = ['article', 'comparison', 'state_guide'] as const
export type SpokeType = (typeof SPOKE_TYPES)[number]

/** Where a spoke's content lives. */
export function spokePath(type: SpokeType, slug: string) {
	if (type === 'article') return `/articles/${slug}`
	if (type === 'comparison') return `/comparisons/${slug}`
	return `/state-guides/${slug}`
}

export const SPOKE_LABELS: Record<SpokeType, string> = {
	article: 'Article',
	comparison: 'Comparison',
	state_guide: 'State Guide',
}
