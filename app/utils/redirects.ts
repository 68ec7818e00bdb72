// Permanent redirects of DESIGN.md §7. The query string is kept. They are React Router routes (routes/redirect.ts)
// so that client-side navigation, which fetches `/path.data`, is redirected as well as a full page load.
import { US_STATES, stateGuideSlug } from '../domain/us-states'

export const REDIRECTS: Record<string, string> = {
	'/ford-f150-towing': '/ford-f150-towing-guide',
	'/truck-towing-guide': '/hubs/truck-towing-capacity-guide',
	'/towing-guides': '/hubs',
	'/blog': '/articles',
	'/truck-comparisons': '/comparisons',
	// /{state}-towing-guide for every state and DC (DESIGN.md §7 names Texas); /california-towing-guide is a page of its own.
	...Object.fromEntries(
		US_STATES.map(([, name]) => stateGuideSlug(name))
			.filter((slug) => slug !== 'california-towing-guide')
			.map((slug) => [`/${slug}`, `/state-guides/${slug}`]),
	),
}

export function redirectTarget(pathname: string, search: string) {
	const normalized = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
	const target = REDIRECTS[normalized]
	return target ? target + search : undefined
}
