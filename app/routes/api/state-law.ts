import { getStateLaw } from '~/state-laws/state-laws.server'
import { ApiError, apiHandler, getOnly, jsonWithEtag } from '~/utils/api.server'
import type { Route } from './+types/state-law'

// GET /api/state-laws/:code — one state's record (two-letter code, any case).
export const loader = apiHandler(async ({ request, params, context }: Route.LoaderArgs) => {
	const code = params.code.slice(0, 2)
	const entry = /^[a-z]{2}$/i.test(params.code) ? await getStateLaw(context.db, code) : undefined
	if (!entry) throw new ApiError(404, `No state-law record for ${params.code.slice(0, 20)}`)
	return jsonWithEtag(request, { ...entry.law, slug: entry.slug, checked: entry.checked })
})
export const action = getOnly
