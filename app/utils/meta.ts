// One helper for every route's <head>: title, description, canonical, Open Graph, Twitter, robots, JSON-LD.
import type { MetaDescriptor } from 'react-router'

export const BRAND = 'TowSpec'
export const DEFAULT_OG_IMAGE = '/og-image.png'

export interface MetaInput {
	siteUrl: string
	/** The page path, used for the canonical URL unless `canonical` is given. */
	path: string
	title: string
	description?: string
	keywords?: string[] | string
	canonical?: string
	image?: string
	type?: string
	noindex?: boolean
	structuredData?: Array<Record<string, unknown>>
}

export function absoluteUrl(siteUrl: string, pathOrUrl: string) {
	if (/^https?:\/\//.test(pathOrUrl)) return pathOrUrl
	return `${siteUrl.replace(/\/+$/, '')}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`
}

export function pageTitle(title: string) {
	return title.endsWith(` | ${BRAND}`) ? title : `${title} | ${BRAND}`
}

export function getMeta(input: MetaInput): MetaDescriptor[] {
	const title = pageTitle(input.title)
	const canonical = absoluteUrl(input.siteUrl, input.canonical ?? input.path)
	const image = absoluteUrl(input.siteUrl, input.image ?? DEFAULT_OG_IMAGE)
	const keywords = Array.isArray(input.keywords) ? input.keywords.join(', ') : input.keywords
	const tags: Array<MetaDescriptor | false | undefined> = [
		{ title },
		input.description ? { name: 'description', content: input.description } : undefined,
		keywords ? { name: 'keywords', content: keywords } : undefined,
		{ name: 'robots', content: input.noindex ? 'noindex, nofollow' : 'index, follow' },
		{ tagName: 'link', rel: 'canonical', href: canonical },
		{ property: 'og:title', content: title },
		input.description ? { property: 'og:description', content: input.description } : undefined,
		{ property: 'og:type', content: input.type ?? 'website' },
		{ property: 'og:url', content: canonical },
		{ property: 'og:image', content: image },
		{ property: 'og:site_name', content: BRAND },
		{ name: 'twitter:card', content: 'summary_large_image' },
		{ name: 'twitter:title', content: title },
		input.description ? { name: 'twitter:description', content: input.description } : undefined,
		{ name: 'twitter:image', content: image },
		...(input.structuredData ?? []).map((data) => ({ 'script:ld+json': data })),
	]
	return tags.filter((t): t is MetaDescriptor => Boolean(t))
}

export interface ArticleLd {
	siteUrl: string
	headline: string
	author: string
	datePublished: string
	dateModified?: string
	path: string
	description?: string
	image?: string
}

export function articleJsonLd(a: ArticleLd) {
	return {
		'@context': 'https://schema.org',
		'@type': 'Article',
		headline: a.headline,
		...(a.description ? { description: a.description } : {}),
		author: { '@type': a.author === `${BRAND} Editorial Team` ? 'Organization' : 'Person', name: a.author },
		publisher: { '@type': 'Organization', name: BRAND, url: a.siteUrl },
		datePublished: a.datePublished,
		dateModified: a.dateModified ?? a.datePublished,
		url: absoluteUrl(a.siteUrl, a.path),
		image: absoluteUrl(a.siteUrl, a.image ?? DEFAULT_OG_IMAGE),
	}
}

export interface Crumb {
	name: string
	path: string
}

export function breadcrumbJsonLd(siteUrl: string, crumbs: Crumb[]) {
	return {
		'@context': 'https://schema.org',
		'@type': 'BreadcrumbList',
		itemListElement: crumbs.map((c, i) => ({
			'@type': 'ListItem',
			position: i + 1,
			name: c.name,
			item: absoluteUrl(siteUrl, c.path),
		})),
	}
}

/** The site origin from the root loader's data, for route `meta` functions. */
export function siteUrlFrom(matches: ReadonlyArray<{ id: string; data?: unknown } | undefined>): string {
	const root = matches.find((m) => m?.id === 'root')?.data as { siteUrl?: string } | undefined
	return root?.siteUrl ?? 'http://localhost:3000'
}
