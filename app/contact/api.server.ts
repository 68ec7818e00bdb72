// The JSON resource routes POST /api/contact/data-issue, /api/contact/support and /api/newsletter
// (DESIGN.md §5): 201 {"id"} once committed, 400 / 405 / 415 / 429 as {"message", "errors"?}.
import { ApiError, apiHandler } from '~/utils/api.server'
import type { Env } from '~/utils/env.server'
import type { DB } from '~/db/db.server'
import { type SubmissionEndpoint, submit } from './submit.server'

interface Args {
	request: Request
	context: { db: DB; env: Env; requestId: string; clientAddress: string }
}

const methodNotAllowed = (method: string) => new ApiError(405, `Method ${method} not allowed`, undefined, { Allow: 'POST' })

/** Reads a JSON object body: 415 for another content type, 400 for bad JSON or a non-object. */
export async function readJsonObject(request: Request): Promise<Record<string, unknown>> {
	const type = (request.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase()
	if (type !== 'application/json') throw new ApiError(415, 'Content-Type must be application/json')
	let body: unknown
	try {
		body = JSON.parse(await request.text())
	} catch {
		throw new ApiError(400, 'Request body is not valid JSON')
	}
	if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new ApiError(400, 'Request body must be a JSON object')
	return body as Record<string, unknown>
}

/** Every method but POST: a JSON 405. */
export const postOnly = apiHandler(async ({ request }: Args) => {
	throw methodNotAllowed(request.method)
})

export function submissionAction(endpoint: SubmissionEndpoint) {
	return apiHandler(async ({ request, context }: Args) => {
		if (request.method !== 'POST') throw methodNotAllowed(request.method)
		const body = await readJsonObject(request)
		const outcome = await submit(endpoint, body, context)
		switch (outcome.status) {
			case 'created':
				return Response.json({ id: outcome.id }, { status: 201, headers: { 'Cache-Control': 'no-store' } })
			case 'invalid':
				throw new ApiError(400, 'Invalid input', outcome.errors)
			case 'limited':
				throw new ApiError(429, outcome.message, undefined, { 'Retry-After': String(outcome.retryAfterSeconds) })
		}
	})
}
