import { getStateGuide } from '~/content/state-guides.server'
import { ApiError, apiHandler, getOnly, jsonWithEtag } from '~/utils/api.server'
import type { Route } from './+types/state-guide'

export const loader = apiHandler(async ({ request, params, context }: Route.LoaderArgs) => {
	const guide = await getStateGuide(context.db, params.slug)
	if (!guide) throw new ApiError(404, `No state guide with slug ${params.slug}`)
	return jsonWithEtag(request, guide)
})
export const action = getOnly
