// How much editorial content there is, for pages that say so (computed, never typed).
import type { DB } from '~/db/db.server'

export async function contentCounts(db: DB) {
	const count = async (table: 'comparisons' | 'stateGuides' | 'towingGuides' | 'staticGuides' | 'hubs') =>
		Number(
			(
				await db
					.selectFrom(table)
					.select((eb) => eb.fn.countAll<number>().as('n'))
					.executeTakeFirstOrThrow()
			).n,
		)
	const articles = await db
		.selectFrom('articles')
		.select((eb) => ['kind', eb.fn.countAll<number>().as('n')])
		.groupBy('kind')
		.execute()
	const byKind = new Map(articles.map((a) => [a.kind, Number(a.n)]))
	return {
		articles: byKind.get('article') ?? 0,
		blogPosts: byKind.get('blog') ?? 0,
		comparisons: await count('comparisons'),
		stateGuides: await count('stateGuides'),
		towingGuides: await count('towingGuides'),
		staticGuides: await count('staticGuides'),
		hubs: await count('hubs'),
	}
}
