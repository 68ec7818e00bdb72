// /rss.xml: articles and blog posts, newest first (RSS 2.0).
import { listArticles } from '~/content/articles.server'
import { BRAND, absoluteUrl } from '~/utils/meta'
import { FEED_CACHE_CONTROL, escapeXml } from '~/utils/xml'
import type { Route } from './+types/rss-xml'

const ITEMS = 50

const rfc822 = (isoDate: string) => new Date(`${isoDate}T00:00:00Z`).toUTCString()

export async function loader({ context }: Route.LoaderArgs) {
	const site = context.env.SITE_URL
	const items = await listArticles(context.db, { kinds: ['article', 'blog'], limit: ITEMS })
	const entries = items.map((a) => {
		const url = escapeXml(absoluteUrl(site, a.path))
		return [
			'<item>',
			`<title>${escapeXml(a.title)}</title>`,
			`<link>${url}</link>`,
			`<guid isPermaLink="true">${url}</guid>`,
			`<description>${escapeXml(a.description)}</description>`,
			`<category>${escapeXml(a.category.name)}</category>`,
			`<pubDate>${rfc822(a.publishedAt)}</pubDate>`,
			'</item>',
		].join('')
	})
	const body = [
		'<?xml version="1.0" encoding="UTF-8"?>',
		'<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
		'<channel>',
		`<title>${BRAND} articles</title>`,
		`<link>${escapeXml(absoluteUrl(site, '/articles'))}</link>`,
		`<atom:link href="${escapeXml(absoluteUrl(site, '/rss.xml'))}" rel="self" type="application/rss+xml"/>`,
		'<description>Towing guides, articles and blog posts from the TowSpec editors.</description>',
		'<language>en-us</language>',
		items.length > 0
			? `<lastBuildDate>${rfc822(
					items
						.map((a) => a.updatedAt)
						.sort()
						.at(-1)!,
				)}</lastBuildDate>`
			: '',
		...entries,
		'</channel>',
		'</rss>',
		'',
	].join('\n')
	return new Response(body, { headers: { 'Content-Type': 'application/rss+xml; charset=utf-8', 'Cache-Control': FEED_CACHE_CONTROL } })
}
