// Owner reviews (/vehicle-reviews). `illustrative` marks profiles the editors wrote, not a real owner's.
import type { DB } from '~/db/db.server'
import { REVIEW_CATEGORIES } from './categories'

export interface Review {
	id: number
	slug: string
	vehicle: { year: number; make: string; model: string }
	title: string
	rating: number
	author: string
	date: string
	category: string
	categorySlug: string
	actualTowed: number | null
	pros: string[]
	cons: string[]
	wouldRecommend: boolean
	illustrative: boolean
	/** Sanitized HTML. */
	content: string
}

/** Newest first; `category` is a review-category slug ("full-size-truck"). */
export async function listReviews(db: DB, f: { category?: string } = {}): Promise<Review[]> {
	let q = db.selectFrom('reviews').selectAll()
	if (f.category) {
		const name = REVIEW_CATEGORIES.find((c) => c.slug === f.category)?.name
		if (!name) return []
		q = q.where('category', '=', name)
	}
	const rows = await q.orderBy('publishedAt', 'desc').orderBy('id').execute()
	return rows.map((r) => ({
		id: r.id,
		slug: r.slug,
		vehicle: { year: r.vehicleYear, make: r.vehicleMake, model: r.vehicleModel },
		title: r.title,
		rating: r.rating,
		author: r.author,
		date: r.publishedAt,
		category: r.category,
		categorySlug: REVIEW_CATEGORIES.find((c) => c.name === r.category)?.slug ?? '',
		actualTowed: r.actualTowed,
		pros: JSON.parse(r.pros) as string[],
		cons: JSON.parse(r.cons) as string[],
		wouldRecommend: Boolean(r.wouldRecommend),
		illustrative: Boolean(r.illustrative),
		content: r.content,
	}))
}

/** How many reviews each category has. */
export async function reviewCategoryCounts(db: DB): Promise<Map<string, number>> {
	const rows = await db
		.selectFrom('reviews')
		.select((eb) => ['category', eb.fn.countAll<number>().as('n')])
		.groupBy('category')
		.execute()
	return new Map(rows.map((r) => [r.category, Number(r.n)]))
}
