import { apiHandler, getOnly, jsonWithEtag, parseQuery } from '~/utils/api.server'
import { TrimsQuery } from '~/vehicles/vehicle-query-schemas'
import { listTrims } from '~/vehicles/vehicles.server'
import type { Route } from './+types/search-trims'

export const loader = apiHandler(async ({ request, context }: Route.LoaderArgs) => {
	const { year, make, model } = parseQuery(request, TrimsQuery)
	return jsonWithEtag(request, await listTrims(context.db, year, make, model))
})
export const action = getOnly
