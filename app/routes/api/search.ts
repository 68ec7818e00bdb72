import { freeTextSearch } from '~/search/free-text.server'
import { recordActivity } from '~/activity/record.server'
import { resolvedSearch } from '~/domain/activity'
import { apiHandler, getOnly, jsonWithEtag, parseQuery } from '~/utils/api.server'
import { DEFAULT_PAGE_SIZE, FreeTextQuery } from '~/vehicles/vehicle-query-schemas'
import type { Route } from './+types/search'

export const loader = apiHandler(async ({ request, context }: Route.LoaderArgs) => {
	const { q, limit = DEFAULT_PAGE_SIZE } = parseQuery(request, FreeTextQuery)
	const result = await freeTextSearch(context.db, q, limit)
	recordActivity(context, resolvedSearch({ total: result.total, matches: result.vehicles }))
	return jsonWithEtag(request, result, { headers: { 'X-Total-Count': String(result.total) } })
})
export const action = getOnly
