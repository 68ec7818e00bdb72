import { apiHandler, getOnly, jsonWithEtag } from '~/utils/api.server'
import { listYears } from '~/vehicles/vehicles.server'
import type { Route } from './+types/search-years'

export const loader = apiHandler(async ({ request, context }: Route.LoaderArgs) => jsonWithEtag(request, await listYears(context.db)))
export const action = getOnly
