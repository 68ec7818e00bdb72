import { listStateGuides } from '~/content/state-guides.server'
import { apiHandler, getOnly, jsonWithEtag } from '~/utils/api.server'
import type { Route } from './+types/state-guides'

export const loader = apiHandler(async ({ request, context }: Route.LoaderArgs) => {
	return jsonWithEtag(request, await listStateGuides(context.db))
})
export const action = getOnly
