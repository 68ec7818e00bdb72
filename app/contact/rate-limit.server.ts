// Per-client-address rate limit for the submission endpoints, one counter per endpoint. The counting is
// express-rate-limit's MemoryStore (fixed window, expired clients dropped in bulk); it is called from
// the route handlers rather than mounted as middleware so that the JSON API and the no-JavaScript page
// action share one counter per endpoint. Per-instance memory: scale-out moves it to the shared store
// (docs/decisions/006-submissions-and-abuse.md).
import { MemoryStore, type Options, ipKeyGenerator } from 'express-rate-limit'

export type LimitedEndpoint = 'data-issue' | 'support' | 'newsletter' | 'admin-sign-in'

export interface RateLimitConfig {
	/** One limit for every endpoint when set; otherwise each endpoint's own (ENDPOINT_LIMITS). */
	RATE_LIMIT_MAX?: number
	RATE_LIMIT_WINDOW_MS: number
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
 */
export async function hitRateLimit(config: RateLimitConfig, endpoint: LimitedEndpoint, clientAddress: string): Promise<RateLimitResult> {
	const store = storeFor(endpoint, config.RATE_LIMIT_WINDOW_MS)
	// IPv6 clients are counted per /56 network, as express-rate-limit does, so address rotation does not help.
	const key = ipKeyGenerator(clientAddress || 'unknown')
	const { totalHits, resetTime } = await store.increment(key)
	if (totalHits > (config.RATE_LIMIT_MAX ?? ENDPOINT_LIMITS[endpoint])) {
		const ms = (resetTime?.getTime() ?? Date.now() + config.RATE_LIMIT_WINDOW_MS) - Date.now()
		return { limited: true, retryAfterSeconds: Math.max(1, Math.ceil(ms / 1000)) }
	}
	return { limited: false, release: () => store.decrement(key) }
}

/** The readable message for a refused submission. */
export function rateLimitMessage(retryAfterSeconds: number) {
	const minutes = Math.ceil(retryAfterSeconds / 60)
	const wait = retryAfterSeconds < 60 ? `${retryAfterSeconds} seconds` : minutes === 1 ? '1 minute' : `${minutes} minutes`
	return `Too many submissions from your network. Please try again in ${wait}.`
}

/** Forgets every counter (tests). */
export async function resetRateLimits() {
	await Promise.all([...stores.values()].map((s) => s.resetAll()))
}
