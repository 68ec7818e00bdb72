import { apiHandler, getOnly, jsonWithEtag, parseQuery } from '~/utils/api.server'
import { ModelsQuery } from '~/vehicles/vehicle-query-schemas'
import { listModels } from '~/vehicles/vehicles.server'
import type { Route } from './+types/search-models'

export const loader = apiHandler(async ({ request, context }: Route.LoaderArgs) => {
	const { year, make } = parseQuery(request, ModelsQuery)
	return jsonWithEtag(request, await listModels(context.db, year, make))
})
export const action = getOnly
