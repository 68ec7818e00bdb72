// The frame's links (SPEC §2 "Frame and navigation"). `matches` lists the path prefixes where the
// header link counts as the current page, since several header links are redirects.
export interface HeaderLink {
	label: string
	href: string
	matches: string[]
}

export const HEADER_LINKS: HeaderLink[] = [
	{ label: 'Home', href: '/', matches: ['/', '/vehicle', '/towing-capacity'] },
	{ label: 'Compare', href: '/truck-comparisons', matches: ['/truck-comparisons', '/comparisons', '/compare', '/truck-comparison-tool'] },
	{ label: 'Calculator', href: '/calculator', matches: ['/calculator'] },
	{ label: 'Guides', href: '/towing-guides', matches: ['/towing-guides', '/hubs', '/guides', '/towing-101'] },
	{ label: 'Towing Laws', href: '/towing-laws', matches: ['/towing-laws', '/state-guides'] },
	{ label: 'Reviews', href: '/vehicle-reviews', matches: ['/vehicle-reviews'] },
	{ label: 'Blog', href: '/blog', matches: ['/blog', '/articles'] },
]

export const FOOTER_LINKS: Array<{ label: string; href: string }> = [
	{ label: 'Home', href: '/' },
	{ label: 'Compare Vehicles', href: '/compare' },
	{ label: 'Towing Calculator', href: '/calculator' },
	{ label: 'Towing 101', href: '/towing-101' },
	{ label: 'Towing Guides', href: '/towing-guides' },
	{ label: 'Vehicle Reviews', href: '/vehicle-reviews' },
	{ label: 'Towing Tips', href: '/towing-tips' },
	{ label: 'Blog', href: '/blog' },
	{ label: 'About', href: '/about' },
	{ label: 'Contact', href: '/contact' },
	{ label: 'Data Sources', href: '/data-sources' },
	{ label: 'Privacy Policy', href: '/privacy' },
	{ label: 'Sitemap', href: '/sitemap' },
]

/** The header link that counts as current for a pathname (longest matching prefix wins). */
export function currentHeaderLink(pathname: string): HeaderLink | undefined {
	let best: { link: HeaderLink; length: number } | undefined
	for (const link of HEADER_LINKS) {
		for (const prefix of link.matches) {
			const hit = prefix === '/' ? pathname === '/' : pathname === prefix || pathname.startsWith(`${prefix}/`)
			if (hit && (!best || prefix.length > best.length)) best = { link, length: prefix.length }
		}
	}
	return best?.link
}
