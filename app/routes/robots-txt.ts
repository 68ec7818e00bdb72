// /robots.txt: everything public may be crawled; the JSON API and the operator's pages may not.
import { absoluteUrl } from '~/utils/meta'
import { FEED_CACHE_CONTROL } from '~/utils/xml'
import type { Route } from './+types/robots-txt'

export async function loader({ context }: Route.LoaderArgs) {
	const body = [
		'User-agent: *',
		'Allow: /',
		'Disallow: /api/',
		'Disallow: /admin/',
		'',
		`Sitemap: ${absoluteUrl(context.env.SITE_URL, '/sitemap.xml')}`,
		'',
	].join('\n')
	return new Response(body, { headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': FEED_CACHE_CONTROL } })
}
