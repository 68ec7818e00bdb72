import { apiHandler, getOnly, jsonWithEtag, parseQuery } from '~/utils/api.server'
import { MakesQuery } from '~/vehicles/vehicle-query-schemas'
import { listMakes } from '~/vehicles/vehicles.server'
import type { Route } from './+types/search-makes'

export const loader = apiHandler(async ({ request, context }: Route.LoaderArgs) => {
	const { year } = parseQuery(request, MakesQuery)
	return jsonWithEtag(request, await listMakes(context.db, year))
})
export const action = getOnly
