// Single editorial pages (/about, /privacy, /questions, /california-towing-guide, …) by slug.
import type { DB } from '~/db/db.server'
import type { VehicleRef } from './schemas'

export interface Page {
	slug: string
	title: string
	description: string
	content: string
	readingMinutes: number
	metaKeywords: string
	vehicles: VehicleRef[]
	updatedAt: string
}

export async function getPage(db: DB, slug: string): Promise<Page | undefined> {
	const r = await db.selectFrom('pages').selectAll().where('slug', '=', slug).executeTakeFirst()
	if (!r) return undefined
	return {
		slug: r.slug,
		title: r.title,
		description: r.description,
		content: r.content,
		readingMinutes: r.readingMinutes,
		metaKeywords: r.metaKeywords,
		vehicles: JSON.parse(r.vehicles) as VehicleRef[],
		updatedAt: r.updatedAt,
	}
}

export async function listPages(db: DB): Promise<Array<Pick<Page, 'slug' | 'title' | 'updatedAt'>>> {
	return db.selectFrom('pages').select(['slug', 'title', 'updatedAt']).orderBy('slug').execute()
}
