// The permanent redirects of DESIGN.md §7 (301, query string kept), for page loads and client navigation alike.
import { redirect } from 'react-router'
import { redirectTarget } from '~/utils/redirects'
import type { Route } from './+types/redirect'

export async function loader({ request }: Route.LoaderArgs) {
	const url = new URL(request.url)
	const target = redirectTarget(url.pathname, url.search)
	if (!target) throw new Response('Not found', { status: 404 })
	return redirect(target, 301)
}
