import { getTowingGuide } from '~/content/towing-guides.server'
import { ApiError, apiHandler, getOnly, jsonWithEtag } from '~/utils/api.server'
import type { Route } from './+types/towing-guide'

export const loader = apiHandler(async ({ request, params, context }: Route.LoaderArgs) => {
	const guide = await getTowingGuide(context.db, params.slug)
	if (!guide) throw new ApiError(404, `No Towing 101 guide with slug ${params.slug}`)
	return jsonWithEtag(request, guide)
})
export const action = getOnly
