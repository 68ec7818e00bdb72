// Articles (/articles, /api/articles) and blog posts (/blog/:slug): one table, told apart by `kind`.
import type { Selectable } from 'kysely'
import type { DB } from '~/db/db.server'
import type { ArticleTable, ContentCategoryTable } from '~/db/schema'
import { ARTICLE_CATEGORIES } from './categories'
import type { SourceRef, VehicleRef } from './schemas'

export type ArticleKind = 'article' | 'blog'

export interface ArticleCategory {
	id: number
	name: string
	slug: string
}

export interface ArticleSummary {
	id: number
	kind: ArticleKind
	slug: string
	/** Where the page lives: /articles/:slug or /blog/:slug. */
	path: string
	title: string
	description: string
	featured: boolean
	publishedAt: string
	updatedAt: string
	readingMinutes: number
	categoryId: number
	category: { name: string; slug: string }
	author: { name: string; avatar: string | null; bio: string | null }
}

export interface Article extends ArticleSummary {
	content: string
	metaKeywords: string
	vehicles: VehicleRef[]
	sources: SourceRef[]
}

export const articlePath = (kind: ArticleKind, slug: string) => (kind === 'blog' ? `/blog/${slug}` : `/articles/${slug}`)

type Row = Selectable<ArticleTable> & { categoryName: string; categorySlug: string }

/** The columns a summary shows: lists never read the articles' HTML (issue 16). */
const SUMMARY_COLUMNS = [
	'articles.id',
	'articles.kind',
	'articles.slug',
	'articles.title',
	'articles.description',
	'articles.featured',
	'articles.publishedAt',
	'articles.updatedAt',
	'articles.readingMinutes',
	'articles.categoryId',
	'articles.authorName',
	'articles.authorAvatar',
	'articles.authorBio',
] as const
type SummaryRow = Pick<Row, 'id' | 'kind' | 'slug' | 'title' | 'description' | 'featured' | 'publishedAt' | 'updatedAt' | 'readingMinutes' | 'categoryId' | 'authorName' | 'authorAvatar' | 'authorBio' | 'categoryName' | 'categorySlug'>

function baseQuery(db: DB) {
	return db
		.selectFrom('articles')
		.innerJoin('contentCategories', 'contentCategories.id', 'articles.categoryId')
		.selectAll('articles')
		.select(['contentCategories.name as categoryName', 'contentCategories.slug as categorySlug'])
}

function summaryQuery(db: DB) {
	return db
		.selectFrom('articles')
		.innerJoin('contentCategories', 'contentCategories.id', 'articles.categoryId')
		.select(SUMMARY_COLUMNS)
		.select(['contentCategories.name as categoryName', 'contentCategories.slug as categorySlug'])
}

function toSummary(r: SummaryRow): ArticleSummary {
	return {
		id: r.id,
		kind: r.kind,
		slug: r.slug,
		path: articlePath(r.kind, r.slug),
		title: r.title,
		description: r.description,
		featured: Boolean(r.featured),
		publishedAt: r.publishedAt,
		updatedAt: r.updatedAt,
		readingMinutes: r.readingMinutes,
		categoryId: r.categoryId,
		category: { name: r.categoryName, slug: r.categorySlug },
		author: { name: r.authorName, avatar: r.authorAvatar, bio: r.authorBio },
	}
}

function toArticle(r: Row): Article {
	return {
		...toSummary(r),
		content: r.content,
		metaKeywords: r.metaKeywords,
		vehicles: JSON.parse(r.vehicles) as VehicleRef[],
		sources: JSON.parse(r.sources) as SourceRef[],
	}
}

export interface ArticleFilter {
	featured?: boolean
	categoryId?: number
	/** Category slug, e.g. "how-to". */
	category?: string
	/** Which kinds; articles only unless asked. */
	kinds?: ArticleKind[]
	limit?: number
}

/** Newest first. */
export async function listArticles(db: DB, f: ArticleFilter = {}): Promise<ArticleSummary[]> {
	let q = summaryQuery(db).where('articles.kind', 'in', f.kinds ?? ['article'])
	if (f.featured !== undefined) q = q.where('articles.featured', '=', f.featured ? 1 : 0)
	if (f.categoryId !== undefined) q = q.where('articles.categoryId', '=', f.categoryId)
	if (f.category !== undefined) q = q.where('contentCategories.slug', '=', f.category)
	q = q.orderBy('articles.publishedAt', 'desc').orderBy('articles.id', 'desc')
	if (f.limit !== undefined) q = q.limit(f.limit)
	return (await q.execute()).map(toSummary)
}

export async function getArticle(db: DB, slug: string): Promise<Article | undefined> {
	const row = await baseQuery(db).where('articles.kind', '=', 'article').where('articles.slug', '=', slug).executeTakeFirst()
	return row ? toArticle(row) : undefined
}

export async function getBlogPost(db: DB, slug: string): Promise<Article | undefined> {
	const row = await baseQuery(db).where('articles.kind', '=', 'blog').where('articles.slug', '=', slug).executeTakeFirst()
	return row ? toArticle(row) : undefined
}

/** The categories with how many articles and blog posts each has (computed, for chips and topic tiles). */
export async function listArticleCategories(db: DB): Promise<Array<ArticleCategory & { count: number }>> {
	const counts = await db
		.selectFrom('articles')
		.select((eb) => ['categoryId', eb.fn.countAll<number>().as('n')])
		.groupBy('categoryId')
		.execute()
	const byId = new Map(counts.map((c) => [c.categoryId, Number(c.n)]))
	return ARTICLE_CATEGORIES.map((c) => ({ id: c.id, name: c.name, slug: c.slug, count: byId.get(c.id) ?? 0 }))
}

export function findCategory(slug: string): ArticleCategory | undefined {
	const c = ARTICLE_CATEGORIES.find((x) => x.slug === slug)
	return c ? { id: c.id, name: c.name, slug: c.slug } : undefined
}

export type { ContentCategoryTable }

/**
 * Up to `count` other items of the same kind: the same category first, then the newest others
 * (SPEC §2: related articles 3, related blog posts 4; the current one removed).
 */
export async function relatedArticles(db: DB, current: Pick<ArticleSummary, 'id' | 'kind' | 'categoryId'>, count: number) {
	const rows = await summaryQuery(db)
		.where('articles.kind', '=', current.kind)
		.where('articles.id', '!=', current.id)
		.orderBy((eb) => eb.case().when('articles.categoryId', '=', current.categoryId).then(0).else(1).end())
		.orderBy('articles.publishedAt', 'desc')
		.orderBy('articles.id', 'desc')
		.limit(count)
		.execute()
	return rows.map(toSummary)
}
