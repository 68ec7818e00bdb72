import { recordActivity } from '~/activity/record.server'
import { tripRules } from '~/domain/state-laws'
import { parseTripStates } from '~/domain/trip-states'
import { stateLawsFor } from '~/state-laws/state-laws.server'
import { ApiError, apiHandler, getOnly, jsonWithEtag } from '~/utils/api.server'
import type { Route } from './+types/state-laws-trip'

// GET /api/state-laws/trip?states=OH,IN,IL — for each rule, the strictest value on the trip and the states setting it.
export const loader = apiHandler(async ({ request, context }: Route.LoaderArgs) => {
	const { codes, unknown } = parseTripStates(new URL(request.url).searchParams.getAll('states'))
	if (unknown.length > 0) throw new ApiError(400, 'Invalid query', { states: `Not a US state code: ${unknown.join(', ')}` })
	if (codes.length === 0) throw new ApiError(400, 'Invalid query', { states: 'Give the states of the trip, e.g. states=OH,IN,IL' })
	const entries = await stateLawsFor(context.db, codes)
	const unheld = codes.filter((c) => !entries.some((e) => e.code === c))
	const rules = tripRules(entries.map((e) => e.law)).map((r) => ({ ...r, missing: [...r.missing, ...unheld] }))
	recordActivity(context, { kind: 'trip-check', states: codes })
	return jsonWithEtag(request, { states: codes, withoutRecord: unheld, rules })
})
export const action = getOnly
