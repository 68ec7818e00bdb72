// Every indexable URL with its last change, for /sitemap.xml and the /sitemap page.
import type { DB } from '~/db/db.server'
import { landingPath } from '~/vehicles/vehicle'
import { findModelYears } from '~/vehicles/model-years.server'
import { findVehicles } from '~/vehicles/vehicles.server'
import { listArticles } from './articles.server'
import { listComparisons } from './comparisons.server'
import { listHubs } from './hubs.server'
import { listPages } from './pages.server'
import { listStateGuides } from './state-guides.server'
import { US_STATES, stateGuideSlug } from '~/domain/us-states'
import { listStateLaws } from '~/state-laws/state-laws.server'
import { listStaticGuides } from './static-guides.server'
import { listTowingGuides } from './towing-guides.server'

export interface SitemapEntry {
	path: string
	title: string
	/** YYYY-MM-DD */
	lastmod?: string
}

export interface SitemapSection {
	id: string
	title: string
	entries: SitemapEntry[]
}

/** The date the seed last changed a data set: the files changed then, so their pages did. */
async function seededOn(db: DB, name: string) {
	const row = await db.selectFrom('seedState').select('updatedAt').where('name', '=', name).executeTakeFirst()
	return row?.updatedAt.slice(0, 10)
}

const MAX_VEHICLES = 100_000

export async function sitemapSections(db: DB, { vehicles: includeVehicles = true } = {}): Promise<SitemapSection[]> {
	const [vehiclesOn, contentOn, hubs, articles, comparisons, stateGuides, towing, guides, pages, stateLaws] = await Promise.all([
		seededOn(db, 'vehicles'),
		seededOn(db, 'content'),
		listHubs(db),
		listArticles(db, { kinds: ['article', 'blog'] }),
		listComparisons(db),
		listStateGuides(db),
		listTowingGuides(db),
		listStaticGuides(db),
		listPages(db),
		listStateLaws(db),
	])
	const latest = [vehiclesOn, contentOn].filter(Boolean).sort().at(-1)
	const page = (path: string, title: string, lastmod = latest): SitemapEntry => ({ path, title, lastmod })
	const pageBySlug = new Map(pages.map((p) => [p.slug, p]))
	const contentPage = (slug: string, fallback: string) =>
		page(`/${slug}`, pageBySlug.get(slug)?.title ?? fallback, pageBySlug.get(slug)?.updatedAt ?? contentOn)
	const newest = (dates: string[]) => dates.sort().at(-1) ?? contentOn

	const sections: SitemapSection[] = [
		{
			id: 'pages',
			title: 'Main pages',
			entries: [
				page('/', 'Home: towing capacity lookup'),
				page('/compare', 'Compare vehicles', vehiclesOn),
				page('/calculator', 'Towing calculator', vehiclesOn),
				page('/truck-comparison-tool', '2025 half-ton truck comparison', vehiclesOn),
				page('/truck-comparisons/ford-f150-vs-chevrolet-silverado-1500', 'Ford F-150 vs Chevrolet Silverado 1500', vehiclesOn),
				page('/hubs', 'Towing guides and state laws', newest(hubs.map((h) => h.updatedAt))),
				page('/towing-laws', 'Towing laws by state', newest(stateLaws.map((l) => l.checked ?? ''))),
				page('/towing-laws/trip', 'Towing trip check: the strictest rules on a route', newest(stateLaws.map((l) => l.checked ?? ''))),
				page('/articles', 'Articles and blog', newest(articles.map((a) => a.updatedAt))),
				page('/comparisons', 'Truck comparisons', newest(comparisons.map((c) => c.updatedAt))),
				page('/towing-101', 'Towing 101', contentOn),
				page('/vehicle-reviews', 'Vehicle reviews', contentOn),
				page('/towing-tips', 'Towing tips', contentOn),
				page('/trending-searches', 'Trending searches'),
				page('/live-towing-feed', 'Live towing activity'),
				contentPage('questions', 'Towing questions answered'),
				contentPage('california-towing-guide', 'Towing in California'),
				contentPage('towing-trends-2025', 'Towing trends 2025'),
				contentPage('ford-f150-towing-guide', 'Ford F-150 towing guide'),
				contentPage('about', 'About TowSpec'),
				page('/data-sources', 'Data sources', vehiclesOn),
				page('/contact', 'Contact'),
				contentPage('privacy', 'Privacy policy'),
				page('/sitemap', 'Sitemap'),
			],
		},
		{ id: 'hubs', title: 'Content hubs', entries: hubs.map((h) => page(`/hubs/${h.slug}`, h.title, h.updatedAt)) },
		{
			id: 'state-guides',
			title: 'State towing guides',
			// Every state and DC has a page: the written guide where there is one, else the cited facts.
			entries: US_STATES.map(([code, name]) => {
				const slug = stateGuideSlug(name)
				const guide = stateGuides.find((g) => g.slug === slug)
				const checked = stateLaws.find((l) => l.code === code)?.checked ?? undefined
				return page(`/state-guides/${slug}`, `${name} Towing Guide`, [guide?.updatedAt, checked].filter((d): d is string => Boolean(d)).sort().at(-1))
			}),
		},
		{ id: 'guides', title: 'Towing guides', entries: guides.map((g) => page(`/guides/${g.slug}`, g.title, g.publishedAt)) },
		{ id: 'towing-101', title: 'Towing 101', entries: towing.map((g) => page(`/towing-101/${g.slug}`, g.title, contentOn)) },
		{
			id: 'articles',
			title: 'Articles',
			entries: articles.filter((a) => a.kind === 'article').map((a) => page(a.path, a.title, a.updatedAt)),
		},
		{ id: 'blog', title: 'Blog', entries: articles.filter((a) => a.kind === 'blog').map((a) => page(a.path, a.title, a.updatedAt)) },
		{ id: 'comparisons', title: 'Comparisons', entries: comparisons.map((c) => page(`/comparisons/${c.slug}`, c.title, c.updatedAt)) },
	]

	const [{ vehicles }, { modelYears }] = await Promise.all([findVehicles(db, { limit: MAX_VEHICLES }), findModelYears(db, { limit: MAX_VEHICLES })])
	const makes = new Map<string, string>()
	const models = new Map<string, string>()
	const years = new Map<string, string>()
	// Every model year in either level has its page: line-up rows lead there even before any configuration.
	for (const v of [...modelYears, ...vehicles]) {
		makes.set(landingPath.make(v.makeSlug), `${v.make} towing capacity`)
		models.set(landingPath.model(v.makeSlug, v.modelSlug), `${v.make} ${v.model} towing capacity`)
		years.set(landingPath.year(v.makeSlug, v.modelSlug, v.year), `${v.year} ${v.make} ${v.model} towing capacity`)
	}
	const sorted = (m: Map<string, string>) =>
		[...m].sort(([a], [b]) => a.localeCompare(b)).map(([path, title]) => page(path, title, vehiclesOn))
	sections.push({ id: 'makes', title: 'Towing capacity by make', entries: sorted(makes) })
	if (includeVehicles) {
		sections.push({ id: 'models', title: 'Towing capacity by model', entries: sorted(models) })
		sections.push({ id: 'model-years', title: 'Towing capacity by model year', entries: sorted(years) })
		sections.push({
			id: 'vehicles',
			title: 'Vehicle configurations',
			entries: vehicles.map((v) => page(`/vehicle/${v.id}`, `${v.year} ${v.make} ${v.model} ${v.trim}`, vehiclesOn)),
		})
	}
	return sections
}
