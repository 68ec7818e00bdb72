// Permanent redirects of DESIGN.md §7. The query string is kept. They are React Router routes (routes/redirect.ts)
// so that client-side navigation, which fetches `/path.data`, is redirected as well as a full page load.
export const REDIRECTS: Record<string, string> = {
	'/ford-f150-towing': '/ford-f150-towing-guide',
	'/truck-towing-guide': '/hubs/truck-towing-capacity-guide',
	'/texas-towing-guide': '/state-guides/texas-towing-guide',
	'/towing-guides': '/hubs',
	'/blog': '/articles',
	'/truck-comparisons': '/comparisons',
}

export function redirectTarget(pathname: string, search: string) {
	const normalized = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
	const target = REDIRECTS[normalized]
	return target ? target + search : undefined
}
