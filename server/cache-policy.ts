// Which answers the response cache may keep, and for how long (docs/decisions/017-serving-speed.md).
// Pages and read-only JSON depend on the URL and the data version only; these stay fresh instead:
// forms and their pages, the operator's pages, the calculator (its result is computed per request), the
// trending pages and feed, and any request that records anonymous activity (a kept answer would not count).
import type { Request } from 'express'
import { adConsentFrom } from '../app/utils/ad-consent'
import { countsActivity } from './counts-activity'

/** How long a kept page may be served when nothing else limits it (the root loader prints the year). */
export const DEFAULT_TTL_SECONDS = 3600

const NEVER = /^\/(admin|consent|contact|newsletter|calculator|trending-searches|live-towing-feed|healthz|readyz)(\/|$)|^\/api\/(contact|newsletter|calculate-towing|trending)(\/|$)/
/** Routes whose loader records an activity event when the request has a query and counts. */
const RECORDS_ACTIVITY = new Set(['/', '/compare', '/towing-laws/trip', '/api/search', '/api/state-laws/trip'])

/** The route path of a request, with React Router's data suffix taken off (`/vehicle/1.data` → `/vehicle/1`). */
export function routePath(path: string) {
	if (path === '/_root.data') return '/'
	return path.endsWith('.data') ? path.slice(0, -5) : path
}

export function cachePolicy({ trendingSeconds }: { trendingSeconds: number }) {
	return (req: Request): number | null => {
		const path = routePath(req.path)
		if (NEVER.test(path)) return null
		const hasQuery = req.originalUrl.includes('?')
		if (RECORDS_ACTIVITY.has(path) && hasQuery && countsActivity(req)) return null
		// The home page shows the week's trending models, themselves reused for TRENDING_CACHE_SECONDS.
		if (path === '/') return trendingSeconds
		return DEFAULT_TTL_SECONDS
	}
}

/** With advertising on, the consent cookie changes the markup (banner, slots), so it is part of the key. */
export function cacheVariant({ ads }: { ads: boolean }) {
	return ads ? (req: Request) => adConsentFrom(req.get('cookie') ?? null) ?? '' : undefined
}
