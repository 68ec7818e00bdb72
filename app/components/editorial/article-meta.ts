// The <head> of an article or blog post: Article and BreadcrumbList JSON-LD, canonical, keywords.
import { type Crumb, articleJsonLd, breadcrumbJsonLd, getMeta } from '~/utils/meta'

interface ArticleLike {
	path: string
	title: string
	description: string
	metaKeywords: string
	publishedAt: string
	updatedAt: string
	author: { name: string }
}

export function articleMeta(siteUrl: string, article: ArticleLike, crumbs: Crumb[]) {
	return getMeta({
		siteUrl,
		path: article.path,
		title: article.title,
		description: article.description,
		keywords: article.metaKeywords,
		type: 'article',
		structuredData: [
			articleJsonLd({
				siteUrl,
				headline: article.title,
				description: article.description,
				author: article.author.name,
				datePublished: article.publishedAt,
				dateModified: article.updatedAt,
				path: article.path,
			}),
			breadcrumbJsonLd(siteUrl, crumbs),
		],
	})
}
