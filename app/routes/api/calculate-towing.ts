// POST /api/calculate-towing (DESIGN.md §5, §6): JSON in, the calculator's result out.
import { recordActivity } from '~/activity/record.server'
import { calculateForRequest } from '~/calculator/calculate.server'
import { calculatorActivity } from '~/domain/activity'
import { calculatorErrors, calculatorRequestSchema } from '~/calculator/schema'
import { ApiError, apiHandler } from '~/utils/api.server'
import type { Route } from './+types/calculate-towing'

const methodNotAllowed = (method: string) => new ApiError(405, `Method ${method} not allowed`, undefined, { Allow: 'POST' })

export const loader = apiHandler(async ({ request }: Route.LoaderArgs) => {
	throw methodNotAllowed(request.method)
})

export const action = apiHandler(async ({ request, context }: Route.ActionArgs) => {
	if (request.method !== 'POST') throw methodNotAllowed(request.method)
	const type = (request.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase()
	if (type !== 'application/json' && !/^application\/[\w.+-]+\+json$/.test(type)) {
		throw new ApiError(415, 'Send the request as JSON (Content-Type: application/json)')
	}
	let body: unknown
	try {
		body = JSON.parse(await request.text())
	} catch {
		throw new ApiError(400, 'The request body is not valid JSON')
	}
	if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new ApiError(400, 'The request body must be a JSON object')
	const parsed = calculatorRequestSchema.safeParse(body)
	if (!parsed.success) throw new ApiError(400, 'Invalid input', calculatorErrors(parsed.error))
	const calculation = await calculateForRequest(context.db, parsed.data)
	if (!calculation.ok) throw new ApiError(400, calculation.message, calculation.errors)
	recordActivity(context, ...calculatorActivity(parsed.data, calculation.result))
	return Response.json(calculation.result, { headers: { 'Cache-Control': 'no-store' } })
})
