// Escaping for the XML resource routes (sitemap.xml, rss.xml).
const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' }

export function escapeXml(text: string) {
	// Characters XML 1.0 forbids are dropped rather than escaped.
	// eslint-disable-next-line no-control-regex
	return text.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F]/g, '').replace(/[&<>"']/g, (c) => ENTITIES[c]!)
}

/** Cache-control of the feeds: fresh for 5 minutes, served stale for a week while refreshing. */
export const FEED_CACHE_CONTROL = 'public, max-age=300, s-maxage=3600, stale-while-revalidate=604800'
