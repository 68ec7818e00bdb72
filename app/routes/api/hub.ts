import { HubQuery } from '~/content/api-schemas'
import { getHub } from '~/content/hubs.server'
import { ApiError, apiHandler, getOnly, jsonWithEtag, parseQuery } from '~/utils/api.server'
import type { Route } from './+types/hub'

export const loader = apiHandler(async ({ request, params, context }: Route.LoaderArgs) => {
	const { spokes = false } = parseQuery(request, HubQuery)
	const hub = await getHub(context.db, params.slug, { spokes })
	if (!hub) throw new ApiError(404, `No hub with slug ${params.slug}`)
	return jsonWithEtag(request, hub)
})
export const action = getOnly
