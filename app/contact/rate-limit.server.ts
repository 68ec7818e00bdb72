// Per-client-address rate limit for the submission endpoints and the operator sign-in, one counter per
// endpoint, in fixed windows. It is called from the route handlers rather than mounted as middleware so that
// the JSON API and the no-JavaScript page action share one counter per endpoint. The counters live in the
// database by default (table rate_limits), so every instance on one database counts together (issue 16,
// docs/decisions/016-operations-and-faults.md); RATE_LIMIT_STORE=memory keeps them per process
// (express-rate-limit's MemoryStore), for a single instance or tests.
import { MemoryStore, type Options, ipKeyGenerator } from 'express-rate-limit'
import type { DB } from '~/db/db.server'

export type LimitedEndpoint = 'data-issue' | 'support' | 'newsletter' | 'admin-sign-in'

export interface RateLimitConfig {
	/** One limit for every submission endpoint when set; otherwise each endpoint's own (ENDPOINT_LIMITS). */
	RATE_LIMIT_MAX?: number
	RATE_LIMIT_WINDOW_MS: number
	/** The operator sign-in's own limit (never RATE_LIMIT_MAX): attempts per client network per window. */
	ADMIN_SIGN_IN_MAX?: number
	/** Where counters live: the database every instance shares (default in the server), or this process's memory. */
	RATE_LIMIT_STORE?: 'database' | 'memory'
}

function limitFor(config: RateLimitConfig, endpoint: LimitedEndpoint) {
	if (endpoint === 'admin-sign-in') return config.ADMIN_SIGN_IN_MAX ?? ENDPOINT_LIMITS[endpoint]
	return config.RATE_LIMIT_MAX ?? ENDPOINT_LIMITS[endpoint]
}

/**
 * Posts per client address per window (10 minutes by default), per form. A household, office or campsite shares
 * one address, so the forms people fill in more than once allow more; a flood still meets a 429 with Retry-After.
 */
export const ENDPOINT_LIMITS: Record<LimitedEndpoint, number> = {
	'data-issue': 20,
	support: 10,
	newsletter: 10,
	'admin-sign-in': 5,
}

export type RateLimitResult = { limited: false; release: () => Promise<void> } | { limited: true; retryAfterSeconds: number }

const stores = new Map<string, MemoryStore>()

function storeFor(endpoint: LimitedEndpoint, windowMs: number) {
	const name = `${endpoint}:${windowMs}`
	let store = stores.get(name)
	if (!store) {
		store = new MemoryStore()
		store.init({ windowMs } as Options)
		stores.set(name, store)
	}
	return store
}

/**
 * Counts one request from this address to this endpoint. Over the limit: limited, with the seconds until
 * the window resets. Otherwise `release()` gives the hit back, for requests refused as invalid (a visitor
 * correcting typos should not lock themselves out; express-rate-limit's skipFailedRequests does the same).
 * With RATE_LIMIT_STORE=database the counter is a row of the given database, shared by every instance.
 */
export async function hitRateLimit(config: RateLimitConfig, endpoint: LimitedEndpoint, clientAddress: string, db?: DB): Promise<RateLimitResult> {
	// IPv6 clients are counted per /56 network, as express-rate-limit does, so address rotation does not help.
	const client = ipKeyGenerator(clientAddress || 'unknown')
	const windowMs = config.RATE_LIMIT_WINDOW_MS
	let hits: number
	let resetAt: number
	let release: () => Promise<void>
	if (config.RATE_LIMIT_STORE === 'database') {
		if (!db) throw new Error('RATE_LIMIT_STORE=database needs the database')
		const key = `${endpoint}:${windowMs}:${client}`
		;({ hits, resetAt } = await incrementShared(db, key, windowMs))
		release = () => decrementShared(db, key)
	} else {
		const store = storeFor(endpoint, windowMs)
		const counted = await store.increment(client)
		hits = counted.totalHits
		resetAt = counted.resetTime?.getTime() ?? Date.now() + windowMs
		release = () => store.decrement(client)
	}
	if (hits > limitFor(config, endpoint)) {
		return { limited: true, retryAfterSeconds: Math.max(1, Math.ceil((resetAt - Date.now()) / 1000)) }
	}
	return { limited: false, release }
}

let lastSweep = 0

/**
 * One statement, atomic in both dialects: a new key or an expired window starts at 1 with a fresh reset time;
 * otherwise the count goes up by one. Two instances incrementing together both see the other's hit.
 */
async function incrementShared(db: DB, key: string, windowMs: number) {
	const now = Date.now()
	const row = await db
		.insertInto('rateLimits')
		.values({ key, hits: 1, resetAt: now + windowMs })
		.onConflict((oc) =>
			oc.column('key').doUpdateSet((eb) => ({
				hits: eb.case().when('rateLimits.resetAt', '<=', now).then(1).else(eb('rateLimits.hits', '+', 1)).end(),
				resetAt: eb.case().when('rateLimits.resetAt', '<=', now).then(now + windowMs).else(eb.ref('rateLimits.resetAt')).end(),
			})),
		)
		.returning(['hits', 'resetAt'])
		.executeTakeFirstOrThrow()
	// Expired rows are kept until a sweep, at most once a minute per process.
	if (now - lastSweep > 60_000) {
		lastSweep = now
		await db.deleteFrom('rateLimits').where('resetAt', '<', now).execute()
	}
	return { hits: Number(row.hits), resetAt: Number(row.resetAt) }
}

async function decrementShared(db: DB, key: string) {
	await db.updateTable('rateLimits').set((eb) => ({ hits: eb('hits', '-', 1) })).where('key', '=', key).where('hits', '>', 0).execute()
}

/** The readable message for a refused submission. */
export function rateLimitMessage(retryAfterSeconds: number) {
	const minutes = Math.ceil(retryAfterSeconds / 60)
	const wait = retryAfterSeconds < 60 ? `${retryAfterSeconds} seconds` : minutes === 1 ? '1 minute' : `${minutes} minutes`
	return `Too many submissions from your network. Please try again in ${wait}.`
}

/** Forgets every counter of this process's memory, and of the database when given (tests). */
export async function resetRateLimits(db?: DB) {
	await Promise.all([...stores.values()].map((s) => s.resetAll()))
	if (db) await db.deleteFrom('rateLimits').execute()
}
