// Editorial pages whose body is one Markdown file in content/pages/, named after the path: /about,
// /privacy, /questions, /california-towing-guide, /towing-trends-2025, /ford-f150-towing-guide.
import { Link } from 'react-router'
import { AdChoiceSection, AdSlot } from '~/components/ads'
import { Breadcrumbs } from '~/components/breadcrumbs'
import { Prose } from '~/components/editorial/prose'
import { VehicleFiguresTable } from '~/components/editorial/vehicle-figures-table'
import { contentCounts } from '~/content/counts.server'
import { getPage } from '~/content/pages.server'
import { vehicleFigures } from '~/content/vehicle-figures.server'
import { formatLongDate } from '~/domain/dates'
import { readingTimeLabel } from '~/domain/reading-time'
import { formatNumber } from '~/utils/format'
import { articleJsonLd, breadcrumbJsonLd, getMeta, siteUrlFrom } from '~/utils/meta'
import { vehicleStats } from '~/vehicles/vehicles.server'
import type { Route } from './+types/content-page'

/** Pages that are policy or about the site, rather than articles. */
const SITE_PAGES = new Set(['about', 'privacy'])

/** Where each page sends the reader next (SPEC §2 names these links). */
const NEXT_LINKS: Record<string, Array<{ to: string; label: string }>> = {
	about: [
		{ to: '/data-sources', label: 'Where our figures come from' },
		{ to: '/', label: 'Search the vehicle database' },
		{ to: '/contact', label: 'Report a data issue or ask a question' },
	],
	privacy: [{ to: '/contact', label: 'Contact us about your data' }],
	questions: [
		{ to: '/', label: 'Search the vehicle database' },
		{ to: '/calculator', label: 'Work out a safe trailer weight with the calculator' },
		{ to: '/hubs/state-towing-laws', label: 'State towing laws' },
	],
	'california-towing-guide': [
		{ to: '/state-guides/california-towing-guide', label: 'California towing laws, with the statutes' },
		{ to: '/calculator', label: 'Towing calculator' },
		{ to: '/compare', label: 'Compare vehicles' },
		{ to: '/questions', label: 'Towing questions answered' },
	],
	'towing-trends-2025': [
		{ to: '/hubs/electric-truck-towing', label: 'Electric truck towing hub' },
		{ to: '/compare', label: 'Compare vehicles' },
		{ to: '/calculator', label: 'Towing calculator' },
	],
	'ford-f150-towing-guide': [
		{ to: '/comparisons/ford-f150-vs-chevrolet-silverado-1500', label: 'Ford F-150 vs Chevrolet Silverado 1500' },
		{ to: '/towing-capacity/ford/f-150', label: 'Every F-150 model year in the database' },
		{ to: '/calculator', label: 'Towing calculator' },
	],
}

export async function loader({ request, context }: Route.LoaderArgs) {
	const slug = new URL(request.url).pathname.replace(/^\/+|\/+$/g, '')
	const page = await getPage(context.db, slug)
	if (!page) throw new Response('Page not found', { status: 404 })
	const [figures, stats, counts] = await Promise.all([
		vehicleFigures(context.db, page.vehicles),
		slug === 'about' ? vehicleStats(context.db) : null,
		slug === 'about' ? contentCounts(context.db) : null,
	])
	return { page, figures, stats, counts }
}

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) => {
	if (!loaderData) return []
	const { page } = loaderData
	const siteUrl = siteUrlFrom(matches)
	const path = location.pathname
	const article = !SITE_PAGES.has(page.slug)
	return getMeta({
		siteUrl,
		path,
		title: page.title,
		description: page.description,
		keywords: page.metaKeywords,
		type: article ? 'article' : 'website',
		structuredData: [
			...(article
				? [
						articleJsonLd({
							siteUrl,
							headline: page.title,
							description: page.description,
							author: 'TowSpec Editorial Team',
							datePublished: page.updatedAt,
							path,
						}),
					]
				: []),
			breadcrumbJsonLd(siteUrl, [
				{ name: 'Home', path: '/' },
				{ name: page.title, path },
			]),
		],
	})
}

export default function ContentPage({ loaderData }: Route.ComponentProps) {
	const { page, figures, stats, counts } = loaderData
	const next = NEXT_LINKS[page.slug] ?? []
	return (
		<div className="mx-auto max-w-4xl px-4 py-8">
			<Breadcrumbs
				crumbs={[
					{ name: 'Home', path: '/' },
					{ name: page.title, path: `/${page.slug}` },
				]}
			/>
			<article className="mt-6">
				<header>
					<h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{page.title}</h1>
					<p className="mt-3 text-lg text-slate-700">{page.description}</p>
					<p className="mt-3 text-sm text-slate-700">
						{page.slug === 'privacy' ? 'Last updated' : 'Updated'} <time dateTime={page.updatedAt}>{formatLongDate(page.updatedAt)}</time>
						{SITE_PAGES.has(page.slug) ? null : <> · {readingTimeLabel(page.readingMinutes)}</>}
					</p>
				</header>
				{stats && counts ? <AboutFeatures stats={stats} counts={counts} /> : null}
				<VehicleFiguresTable figures={figures} />
				<Prose html={page.content} className="mt-8" />
				{page.slug === 'privacy' ? <AdChoiceSection /> : null}
			</article>
			{SITE_PAGES.has(page.slug) ? null : <AdSlot placement="content-page" />}
			{next.length > 0 ? (
				<nav aria-labelledby="next-heading" className="mt-12 rounded-lg border border-slate-200 bg-white p-5">
					<h2 id="next-heading" className="text-lg font-semibold text-slate-900">
						Where to next
					</h2>
					<ul className="mt-3 space-y-2">
						{next.map((l) => (
							<li key={l.to}>
								<Link to={l.to}>{l.label}</Link>
							</li>
						))}
					</ul>
				</nav>
			) : null}
		</div>
	)
}

type Stats = NonNullable<Route.ComponentProps['loaderData']['stats']>
type Counts = NonNullable<Route.ComponentProps['loaderData']['counts']>

/** About: the four feature blocks (SPEC §2), with every number counted from the database. */
function AboutFeatures({ stats, counts }: { stats: Stats; counts: Counts }) {
	const years = stats.firstYear && stats.lastYear ? `model years ${stats.firstYear}–${stats.lastYear}` : 'no model years yet'
	const features = [
		{
			title: 'Comprehensive database',
			text: `${formatNumber(stats.configurations)} configurations of ${formatNumber(stats.models)} models from ${formatNumber(stats.makes)} makers, ${years}.`,
		},
		{
			title: 'Verified data',
			text: `${formatNumber(stats.verified)} of those configurations have been checked line by line against the maker's publication; every one names its source and says how sure we are of it.`,
		},
		{
			title: 'Expert tools',
			text: `A calculator that checks a trailer against every limit, side-by-side comparison, ${formatNumber(counts.articles + counts.blogPosts)} articles and ${formatNumber(counts.stateGuides)} state law guides.`,
		},
		{
			title: 'For everyone',
			text: 'Free to use, no account, no sign-in. The newsletter is optional and every issue can be unsubscribed from.',
		},
	]
	return (
		<section aria-labelledby="features-heading" className="mt-8">
			<h2 id="features-heading" className="sr-only">
				What TowSpec offers
			</h2>
			<ul className="grid gap-4 sm:grid-cols-2">
				{features.map((f) => (
					<li key={f.title} className="rounded-lg border border-slate-200 bg-white p-5">
						<h3 className="font-semibold text-slate-900">{f.title}</h3>
						<p className="mt-1 text-sm text-slate-700">{f.text}</p>
					</li>
				))}
			</ul>
		</section>
	)
}
