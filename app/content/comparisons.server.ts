// Vehicle comparisons (/comparisons, /api/comparisons). The vehicles' figures are not stored here: pages
// look them up in the vehicle database at render time.
import type { DB } from '~/db/db.server'
import type { VehicleRef } from './schemas'

export interface ComparisonSummary {
	id: number
	slug: string
	title: string
	description: string
	featured: boolean
	publishedAt: string
	updatedAt: string
	readingMinutes: number
	vehicles: VehicleRef[]
}

export interface Comparison extends ComparisonSummary {
	content: string
	metaKeywords: string
}

const summaryColumns = ['id', 'slug', 'title', 'description', 'featured', 'publishedAt', 'updatedAt', 'readingMinutes', 'vehicles'] as const

export async function listComparisons(db: DB, f: { featured?: boolean; limit?: number } = {}): Promise<ComparisonSummary[]> {
	let q = db.selectFrom('comparisons').select(summaryColumns)
	if (f.featured !== undefined) q = q.where('featured', '=', f.featured ? 1 : 0)
	q = q.orderBy('featured', 'desc').orderBy('publishedAt', 'desc').orderBy('id')
	if (f.limit !== undefined) q = q.limit(f.limit)
	return (await q.execute()).map((r) => ({ ...r, featured: Boolean(r.featured), vehicles: JSON.parse(r.vehicles) as VehicleRef[] }))
}

export async function getComparison(db: DB, slug: string): Promise<Comparison | undefined> {
	const r = await db.selectFrom('comparisons').selectAll().where('slug', '=', slug).executeTakeFirst()
	if (!r) return undefined
	return {
		id: r.id,
		slug: r.slug,
		title: r.title,
		description: r.description,
		featured: Boolean(r.featured),
		publishedAt: r.publishedAt,
		updatedAt: r.updatedAt,
		readingMinutes: r.readingMinutes,
		vehicles: JSON.parse(r.vehicles) as VehicleRef[],
		content: r.content,
		metaKeywords: r.metaKeywords,
	}
}
