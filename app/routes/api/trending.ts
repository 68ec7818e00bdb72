// GET /api/trending: the aggregates of /trending-searches as JSON (docs/api.md).
import { cachedTrending } from '~/activity/trending.server'
import { apiHandler, getOnly, jsonWithEtag } from '~/utils/api.server'
import type { Route } from './+types/trending'

export const loader = apiHandler(async ({ request, context }: Route.LoaderArgs) => {
	const trending = await cachedTrending(context.db, context.env.TRENDING_CACHE_SECONDS)
	return jsonWithEtag(request, trending, { headers: { 'Cache-Control': 'public, max-age=60, s-maxage=60, stale-while-revalidate=600' } })
})
export const action = getOnly
