import { FeaturedQuery } from '~/content/api-schemas'
import { listHubs } from '~/content/hubs.server'
import { apiHandler, getOnly, jsonWithEtag, parseQuery } from '~/utils/api.server'
import type { Route } from './+types/hubs'

export const loader = apiHandler(async ({ request, context }: Route.LoaderArgs) => {
	const { featured } = parseQuery(request, FeaturedQuery)
	return jsonWithEtag(request, await listHubs(context.db, { featured }))
})
export const action = getOnly
