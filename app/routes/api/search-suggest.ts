import { suggestions } from '~/search/free-text.server'
import { apiHandler, getOnly, jsonWithEtag, parseQuery } from '~/utils/api.server'
import { SuggestQuery } from '~/vehicles/vehicle-query-schemas'
import type { Route } from './+types/search-suggest'

// GET /api/search/suggest?q= — makes, models and model years matching what has been typed so far (docs/api.md).
// Not recorded as a search: a keystroke is not a question.
export const loader = apiHandler(async ({ request, context }: Route.LoaderArgs) => {
	const { q } = parseQuery(request, SuggestQuery)
	return jsonWithEtag(request, await suggestions(context.db, q))
})
export const action = getOnly
