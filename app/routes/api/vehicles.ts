import { apiHandler, getOnly, jsonWithEtag, parseQuery } from '~/utils/api.server'
import { DEFAULT_PAGE_SIZE, VehiclesQuery } from '~/vehicles/vehicle-query-schemas'
import { findVehicles } from '~/vehicles/vehicles.server'
import type { Route } from './+types/vehicles'

export const loader = apiHandler(async ({ request, context }: Route.LoaderArgs) => {
	const { limit = DEFAULT_PAGE_SIZE, offset = 0, ...filter } = parseQuery(request, VehiclesQuery)
	const { vehicles, total } = await findVehicles(context.db, { ...filter, limit, offset })
	return jsonWithEtag(request, vehicles, { headers: { 'X-Total-Count': String(total) } })
})
export const action = getOnly
