// Whether a request's anonymous activity is counted (issue 12). Shared by the app and the response cache.
import type { Request } from 'express'
import { isbot } from 'isbot'

/**
 * Bots (isbot's list, which includes curl, HTTP libraries and headless browsers), requests without a user
 * agent (monitors, scripts), HEAD requests and browser prefetches are not counted; /healthz never reaches the
 * app at all. Only the yes/no is passed on: the user agent itself is never stored.
 */
export function countsActivity(req: Request) {
	const ua = req.get('user-agent') ?? ''
	if (ua === '' || isbot(ua)) return false
	if (req.method === 'HEAD') return false
	const purpose = `${req.get('sec-purpose') ?? ''} ${req.get('purpose') ?? ''}`
	return !/prefetch|prerender/i.test(purpose)
}
