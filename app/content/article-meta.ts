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
	// Articles live at /articles/{slug} and blog posts at /blog/{slug}; their cards at /og/article|blog/{slug}.png.
	const image = `/og/${article.path.startsWith('/blog/') ? 'blog' : 'article'}/${article.path.split('/').pop()}.png`
	return getMeta({
		siteUrl,
		path: article.path,
		image,
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
				image,
			}),
			breadcrumbJsonLd(siteUrl, crumbs),
		],
	})
}
