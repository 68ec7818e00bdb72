// Helpers for /api resource routes: every answer is JSON, every error {"message", "errors"?}.
import { createHash } from 'node:crypto'
import type { z } from 'zod'
import { firstErrors } from '~/domain/field-errors'

export const API_CACHE_CONTROL = 'public, max-age=60, s-maxage=300, stale-while-revalidate=86400'

export class ApiError extends Error {
	constructor(
		public status: number,
		message: string,
		public errors?: Record<string, string>,
		public headers?: Record<string, string>,
	) {
		super(message)
	}
}

export function jsonError(status: number, message: string, errors?: Record<string, string>, headers?: Record<string, string>) {
	return Response.json(errors ? { message, errors } : { message }, {
		status,
		headers: { 'Cache-Control': 'no-store', ...headers },
	})
}

/** Field → first message, from a zod error. */
export const fieldErrors = firstErrors

/** Parses URL search params with a zod schema, throwing a 400 ApiError with field messages. */
export function parseQuery<T extends z.ZodType>(request: Request, schema: T): z.infer<T> {
	const params = Object.fromEntries(new URL(request.url).searchParams)
	const result = schema.safeParse(params)
	if (!result.success) throw new ApiError(400, 'Invalid query parameters', fieldErrors(result.error))
	return result.data
}

/** Wraps a loader/action so that thrown ApiErrors and unexpected errors become JSON responses. */
export function apiHandler<A extends { request: Request; context: { requestId: string } }>(fn: (args: A) => Promise<Response> | Response) {
	return async (args: A): Promise<Response> => {
		try {
			return await fn(args)
		} catch (error) {
			if (error instanceof Response) return error
			if (error instanceof ApiError) return jsonError(error.status, error.message, error.errors, error.headers)
			console.error(`[${args.context.requestId}]`, error)
			return jsonError(500, 'Internal server error', undefined, { 'X-Request-Id': args.context.requestId })
		}
	}
}

/** An action for GET-only resource routes: any other method is a JSON 405. */
export const getOnly = apiHandler(async ({ request }: { request: Request; context: { requestId: string } }) => {
	throw new ApiError(405, `Method ${request.method} not allowed`, undefined, { Allow: 'GET, HEAD' })
})

/** JSON with a weak ETag; answers 304 when the client already has it. */
export async function jsonWithEtag(request: Request, data: unknown, init: { headers?: Record<string, string> } = {}) {
	const body = JSON.stringify(data)
	const etag = `W/"${createHash('sha1').update(body).digest('base64url')}"`
	const headers = { 'Cache-Control': API_CACHE_CONTROL, ETag: etag, ...init.headers }
	const inm = request.headers.get('if-none-match')
	if (inm && inm.split(',').some((t) => t.trim() === etag)) return new Response(null, { status: 304, headers })
	return new Response(body, { status: 200, headers: { 'Content-Type': 'application/json; charset=utf-8', ...headers } })
}
