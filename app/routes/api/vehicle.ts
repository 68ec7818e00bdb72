import { ApiError, apiHandler, getOnly, jsonWithEtag } from '~/utils/api.server'
import { getModelYear } from '~/vehicles/model-years.server'
import { getVehicle } from '~/vehicles/vehicles.server'
import { parseId } from '~/utils/id-param'
import type { Route } from './+types/vehicle'

export const loader = apiHandler(async ({ request, params, context }: Route.LoaderArgs) => {
	const id = parseId(params.id)
	const vehicle = id === undefined ? undefined : await getVehicle(context.db, id)
	if (!vehicle) throw new ApiError(404, `No vehicle with id ${params.id}`)
	// The model year's line-up row (the maker's maximum) rides along, null when it is not in our data yet.
	const modelYear = (await getModelYear(context.db, vehicle.makeSlug, vehicle.modelSlug, vehicle.year)) ?? null
	return jsonWithEtag(request, { ...vehicle, modelYear })
})
export const action = getOnly
