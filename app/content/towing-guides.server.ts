// Towing 101 guides (SPEC §3 Towing guide): plain-text content in four categories.
import type { DB } from '~/db/db.server'
import type { Towing101Category } from './categories'

export interface TowingGuide {
	id: number
	slug: string
	title: string
	excerpt: string
	/** Plain text; line breaks are kept. */
	content: string
	category: Towing101Category
	imageUrl: string | null
	readingMinutes: number
}

const columns = ['id', 'slug', 'title', 'excerpt', 'content', 'category', 'imageUrl', 'readingMinutes'] as const

/** In the editors' order within each category. */
export async function listTowingGuides(db: DB, f: { category?: Towing101Category } = {}): Promise<TowingGuide[]> {
	let q = db.selectFrom('towingGuides').select(columns)
	if (f.category) q = q.where('category', '=', f.category)
	return q.orderBy('category').orderBy('position').orderBy('id').execute()
}

export async function getTowingGuide(db: DB, slug: string): Promise<TowingGuide | undefined> {
	return db.selectFrom('towingGuides').select(columns).where('slug', '=', slug).executeTakeFirst()
}
