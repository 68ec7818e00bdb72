import { listTowingGuides } from '~/content/towing-guides.server'
import { apiHandler, getOnly, jsonWithEtag } from '~/utils/api.server'
import type { Route } from './+types/towing-guides'

export const loader = apiHandler(async ({ request, context }: Route.LoaderArgs) => {
	return jsonWithEtag(request, await listTowingGuides(context.db))
})
export const action = getOnly
