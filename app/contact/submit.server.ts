// One pipeline for every submission, whether it arrives as JSON at /api/* or as a form post to a page
// action: rate limit → honeypot → schema → store. Nothing is stored for a refused request.
import crypto from 'node:crypto'
import type { DB } from '~/db/db.server'
import { subscribe } from './newsletter.server'
import { hitRateLimit, type RateLimitConfig, rateLimitMessage } from './rate-limit.server'
import { DataIssueSchema, type FieldErrors, NewsletterSchema, SupportSchema, firstErrors, honeypotFilled } from './schemas'
import { createDataIssue, createSupportRequest } from './submissions.server'

export type SubmissionEndpoint = 'data-issue' | 'support' | 'newsletter'

export type SubmitOutcome =
	| { status: 'created'; id: number }
	| { status: 'invalid'; errors: FieldErrors }
	| { status: 'limited'; retryAfterSeconds: number; message: string }

export interface SubmitContext {
	db: DB
	env: RateLimitConfig
	clientAddress: string
}

export async function submit(endpoint: SubmissionEndpoint, body: unknown, { db, env, clientAddress }: SubmitContext): Promise<SubmitOutcome> {
	const limit = await hitRateLimit(env, endpoint, clientAddress, db)
	if (limit.limited) return { status: 'limited', retryAfterSeconds: limit.retryAfterSeconds, message: rateLimitMessage(limit.retryAfterSeconds) }

	// A bot that filled the honeypot gets the answer a person would get, so it learns nothing; no row is written.
	if (honeypotFilled(body)) return { status: 'created', id: crypto.randomInt(1, 1_000_000) }

	switch (endpoint) {
		case 'data-issue': {
			const parsed = DataIssueSchema.safeParse(body)
			if (!parsed.success) return invalid(parsed.error, limit.release)
			return { status: 'created', id: await createDataIssue(db, parsed.data) }
		}
		case 'support': {
			const parsed = SupportSchema.safeParse(body)
			if (!parsed.success) return invalid(parsed.error, limit.release)
			return { status: 'created', id: await createSupportRequest(db, parsed.data) }
		}
		case 'newsletter': {
			const parsed = NewsletterSchema.safeParse(body)
			if (!parsed.success) return invalid(parsed.error, limit.release)
			return { status: 'created', id: await subscribe(db, parsed.data.email) }
		}
	}
}

async function invalid(error: Parameters<typeof firstErrors>[0], release: () => Promise<void>): Promise<SubmitOutcome> {
	await release()
	return { status: 'invalid', errors: firstErrors(error) }
}
