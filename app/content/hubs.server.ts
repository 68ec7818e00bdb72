// Content hubs and their spokes (SPEC §3 Hub, Spoke).
import type { DB } from '~/db/db.server'
import { spokePath, type SpokeType } from './categories'

export interface HubSummary {
	id: number
	slug: string
	title: string
	description: string
	featured: boolean
	publishedAt: string
	updatedAt: string
}

export interface Spoke {
	contentType: SpokeType
	contentId: number
	position: number
	path: string
	content: { title: string; description: string; slug: string }
}

export interface Hub extends HubSummary {
	/** Markdown source, as SPEC §3 gives it. */
	content: string
	/** The same, rendered and sanitized (SPEC §5). */
	contentHtml: string
	metaKeywords: string
	spokes?: Spoke[]
}

const summaryColumns = ['id', 'slug', 'title', 'description', 'featured', 'publishedAt', 'updatedAt'] as const

export async function listHubs(db: DB, f: { featured?: boolean; limit?: number } = {}): Promise<HubSummary[]> {
	let q = db.selectFrom('hubs').select(summaryColumns)
	if (f.featured !== undefined) q = q.where('featured', '=', f.featured ? 1 : 0)
	q = q.orderBy('featured', 'desc').orderBy('publishedAt', 'desc').orderBy('id')
	if (f.limit !== undefined) q = q.limit(f.limit)
	return (await q.execute()).map((r) => ({ ...r, featured: Boolean(r.featured) }))
}

/** Spoke counts per hub id. */
export async function hubSpokeCounts(db: DB): Promise<Map<number, number>> {
	const rows = await db
		.selectFrom('hubSpokes')
		.select((eb) => ['hubId', eb.fn.countAll<number>().as('n')])
		.groupBy('hubId')
		.execute()
	return new Map(rows.map((r) => [r.hubId, Number(r.n)]))
}

export async function getHub(db: DB, slug: string, { spokes = false } = {}): Promise<Hub | undefined> {
	const row = await db.selectFrom('hubs').selectAll().where('slug', '=', slug).executeTakeFirst()
	if (!row) return undefined
	const hub: Hub = {
		id: row.id,
		slug: row.slug,
		title: row.title,
		description: row.description,
		featured: Boolean(row.featured),
		publishedAt: row.publishedAt,
		updatedAt: row.updatedAt,
		content: row.content,
		contentHtml: row.contentHtml,
		metaKeywords: row.metaKeywords,
	}
	if (spokes) hub.spokes = await hubSpokes(db, row.id)
	return hub
}

async function hubSpokes(db: DB, hubId: number): Promise<Spoke[]> {
	const rows = await db.selectFrom('hubSpokes').selectAll().where('hubId', '=', hubId).orderBy('position').execute()
	const idsOf = (type: SpokeType) => rows.filter((r) => r.contentType === type).map((r) => r.contentId)
	const fetch = async (table: 'articles' | 'comparisons' | 'stateGuides', ids: number[]) =>
		ids.length === 0 ? [] : db.selectFrom(table).select(['id', 'slug', 'title', 'description']).where('id', 'in', ids).execute()
	const [articles, comparisons, stateGuides] = await Promise.all([
		fetch('articles', idsOf('article')),
		fetch('comparisons', idsOf('comparison')),
		fetch('stateGuides', idsOf('state_guide')),
	])
	const targets: Record<SpokeType, Map<number, { slug: string; title: string; description: string }>> = {
		article: new Map(articles.map((a) => [a.id, a])),
		comparison: new Map(comparisons.map((c) => [c.id, c])),
		state_guide: new Map(stateGuides.map((s) => [s.id, s])),
	}
	return rows.flatMap((r) => {
		const t = targets[r.contentType].get(r.contentId)
		if (!t) return []
		return [
			{
				contentType: r.contentType,
				contentId: r.contentId,
				position: r.position + 1,
				path: spokePath(r.contentType, t.slug),
				content: { title: t.title, description: t.description, slug: t.slug },
			},
		]
	})
}
