// /sitemap.xml: every indexable URL (pages, content, landing pages, vehicles) with its lastmod.
import { sitemapSections } from '~/content/sitemap.server'
import { absoluteUrl } from '~/utils/meta'
import { FEED_CACHE_CONTROL, escapeXml } from '~/utils/xml'
import type { Route } from './+types/sitemap-xml'

export async function loader({ context }: Route.LoaderArgs) {
	const sections = await sitemapSections(context.db)
	const seen = new Set<string>()
	const urls: string[] = []
	for (const section of sections) {
		for (const e of section.entries) {
			if (seen.has(e.path)) continue
			seen.add(e.path)
			urls.push(
				`<url><loc>${escapeXml(absoluteUrl(context.env.SITE_URL, e.path))}</loc>${e.lastmod ? `<lastmod>${e.lastmod}</lastmod>` : ''}</url>`,
			)
		}
	}
	const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`
	return new Response(body, { headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': FEED_CACHE_CONTROL } })
}
