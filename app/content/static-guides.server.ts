// The six static guides at /guides/:slug: titled sections of sanitized HTML.
import type { DB } from '~/db/db.server'
import type { MarkdownSection } from './markdown.server'

export interface StaticGuideSummary {
	id: number
	slug: string
	title: string
	description: string
	category: string
	author: string
	publishedAt: string
	readingMinutes: number
}

export interface StaticGuide extends StaticGuideSummary {
	sections: MarkdownSection[]
}

const summaryColumns = ['id', 'slug', 'title', 'description', 'category', 'author', 'publishedAt', 'readingMinutes'] as const

export async function listStaticGuides(db: DB): Promise<StaticGuideSummary[]> {
	return db.selectFrom('staticGuides').select(summaryColumns).orderBy('publishedAt').orderBy('id').execute()
}

export async function getStaticGuide(db: DB, slug: string): Promise<StaticGuide | undefined> {
	const r = await db.selectFrom('staticGuides').selectAll().where('slug', '=', slug).executeTakeFirst()
	if (!r) return undefined
	const { sections, ...rest } = r
	return { ...rest, sections: JSON.parse(sections) as MarkdownSection[] }
}
