import { getComparison } from '~/content/comparisons.server'
import { ApiError, apiHandler, getOnly, jsonWithEtag } from '~/utils/api.server'
import type { Route } from './+types/comparison'

export const loader = apiHandler(async ({ request, params, context }: Route.LoaderArgs) => {
	const comparison = await getComparison(context.db, params.slug)
	if (!comparison) throw new ApiError(404, `No comparison with slug ${params.slug}`)
	return jsonWithEtag(request, comparison)
})
export const action = getOnly
