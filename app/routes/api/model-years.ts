import { apiHandler, getOnly, jsonWithEtag, parseQuery } from '~/utils/api.server'
import { findModelYears, lineupKey } from '~/vehicles/model-years.server'
import { DEFAULT_PAGE_SIZE, ModelYearsQuery } from '~/vehicles/vehicle-query-schemas'
import { listedConfigurations } from '~/vehicles/vehicles.server'
import type { Route } from './+types/model-years'

// GET /api/model-years?year=&make=&model= — the makers' model-year line-up rows (docs/api.md), each with what we
// list of its configurations.
export const loader = apiHandler(async ({ request, context }: Route.LoaderArgs) => {
	const { limit = DEFAULT_PAGE_SIZE, offset = 0, ...filter } = parseQuery(request, ModelYearsQuery)
	const { modelYears, total } = await findModelYears(context.db, { ...filter, limit, offset })
	const listed = await listedConfigurations(context.db, modelYears)
	const body = modelYears.map((m) => ({ ...m, configurations: listed.get(lineupKey(m)) ?? { count: 0, highestTowing: null } }))
	return jsonWithEtag(request, body, { headers: { 'X-Total-Count': String(total) } })
})
export const action = getOnly
