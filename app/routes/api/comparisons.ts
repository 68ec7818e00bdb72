import { FeaturedQuery } from '~/content/api-schemas'
import { listComparisons } from '~/content/comparisons.server'
import { apiHandler, getOnly, jsonWithEtag, parseQuery } from '~/utils/api.server'
import type { Route } from './+types/comparisons'

export const loader = apiHandler(async ({ request, context }: Route.LoaderArgs) => {
	const { featured } = parseQuery(request, FeaturedQuery)
	return jsonWithEtag(request, await listComparisons(context.db, { featured }))
})
export const action = getOnly
