import { listStateLaws } from '~/state-laws/state-laws.server'
import { apiHandler, getOnly, jsonWithEtag } from '~/utils/api.server'
import type { Route } from './+types/state-laws'

// GET /api/state-laws — every state record we hold, facts with their citations (docs/api.md).
export const loader = apiHandler(async ({ request, context }: Route.LoaderArgs) => {
	const entries = await listStateLaws(context.db)
	return jsonWithEtag(
		request,
		entries.map((e) => ({ ...e.law, slug: e.slug, checked: e.checked })),
	)
})
export const action = getOnly
