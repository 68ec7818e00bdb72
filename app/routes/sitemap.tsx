// The HTML sitemap (SPEC §2 "Sitemap"): every page and piece of content, plus quick searches.
import { Link } from 'react-router'
import { Breadcrumbs } from '~/components/breadcrumbs'
import { sitemapSections } from '~/content/sitemap.server'
import { breadcrumbJsonLd, getMeta, siteUrlFrom } from '~/utils/meta'
import type { Route } from './+types/sitemap'

const QUICK_YEARS = [2025, 2024, 2023]
const QUICK_MAKES = ['Ford', 'Chevrolet', 'Ram', 'Toyota']

export async function loader({ context }: Route.LoaderArgs) {
	return { sections: await sitemapSections(context.db, { vehicles: false }) }
}

export const meta: Route.MetaFunction = ({ matches }) => {
	const siteUrl = siteUrlFrom(matches)
	return getMeta({
		siteUrl,
		path: '/sitemap',
		title: 'Sitemap',
		description:
			'Every page on TowSpec: tools, towing guides, state laws, articles, comparisons and towing capacity by make, with quick searches by year and make.',
		keywords: ['TowSpec sitemap', 'towing guides', 'towing capacity by make'],
		structuredData: [
			breadcrumbJsonLd(siteUrl, [
				{ name: 'Home', path: '/' },
				{ name: 'Sitemap', path: '/sitemap' },
			]),
		],
	})
}

export default function Sitemap({ loaderData }: Route.ComponentProps) {
	const { sections } = loaderData
	return (
		<div className="mx-auto max-w-6xl px-4 py-8">
			<Breadcrumbs
				crumbs={[
					{ name: 'Home', path: '/' },
					{ name: 'Sitemap', path: '/sitemap' },
				]}
			/>
			<h1 className="mt-6 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">Sitemap</h1>
			<div className="mt-8 grid gap-10 md:grid-cols-2 lg:grid-cols-3">
				{sections
					.filter((s) => s.entries.length > 0)
					.map((s) => (
						<section key={s.id} aria-labelledby={`sitemap-${s.id}`}>
							<h2 id={`sitemap-${s.id}`} className="text-lg font-semibold text-slate-900">
								{s.title}
							</h2>
							<ul className="mt-3 space-y-1.5 text-sm">
								{s.entries.map((e) => (
									<li key={e.path}>
										<Link to={e.path}>{e.title}</Link>
									</li>
								))}
							</ul>
						</section>
					))}
				<section aria-labelledby="sitemap-quick">
					<h2 id="sitemap-quick" className="text-lg font-semibold text-slate-900">
						Quick searches
					</h2>
					<ul className="mt-3 space-y-1.5 text-sm">
						{QUICK_YEARS.map((year) => (
							<li key={year}>
								<Link to={`/?year=${year}`}>{`${year} vehicles`}</Link>
							</li>
						))}
						{QUICK_MAKES.map((make) => (
							<li key={make}>
								<Link to={`/?year=${QUICK_YEARS[0]}&make=${encodeURIComponent(make)}`}>{`${QUICK_YEARS[0]} ${make}`}</Link>
							</li>
						))}
					</ul>
				</section>
			</div>
			<p className="mt-12 text-slate-700">
				Can't find what you need?{' '}
				<Link to="/contact" className="underline">
					Contact support
				</Link>
				.
			</p>
		</div>
	)
}
