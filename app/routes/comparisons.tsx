// "All Truck Comparisons": every comparison with the compared vehicles' best ratings from the database.
import { Link } from 'react-router'
import { Badge } from '~/components/editorial/badge'
import { ContentCard } from '~/components/editorial/content-card'
import { listComparisons } from '~/content/comparisons.server'
import { comparisonFigures } from '~/content/vehicle-figures.server'
import { formatLongDate } from '~/domain/dates'
import { breadcrumbJsonLd, getMeta, siteUrlFrom } from '~/utils/meta'
import { formatLb, formatNumber } from '~/utils/format'
import { vehicleName } from '~/vehicles/vehicle'
import { vehicleStats } from '~/vehicles/vehicles.server'
import type { Route } from './+types/comparisons'

export async function loader({ context }: Route.LoaderArgs) {
	const [comparisons, stats] = await Promise.all([listComparisons(context.db), vehicleStats(context.db)])
	const withFigures = await Promise.all(comparisons.map(async (c) => ({ ...c, figures: (await comparisonFigures(context.db, c.vehicles)).figures })))
	return { comparisons: withFigures, stats }
}

export const meta: Route.MetaFunction = ({ matches }) => {
	const siteUrl = siteUrlFrom(matches)
	return getMeta({
		siteUrl,
		path: '/comparisons',
		title: 'Truck and SUV Towing Comparisons',
		description:
			'Head-to-head towing comparisons of popular trucks and SUVs, with each vehicle’s real ratings from our database and the publication they come from.',
		keywords: ['truck comparison', 'towing comparison', 'F-150 vs Silverado', 'Ram 1500 vs Tundra', 'Tahoe vs Expedition'],
		structuredData: [
			breadcrumbJsonLd(siteUrl, [
				{ name: 'Home', path: '/' },
				{ name: 'Comparisons', path: '/comparisons' },
			]),
		],
	})
}

export default function Comparisons({ loaderData }: Route.ComponentProps) {
	const { comparisons, stats } = loaderData
	const featured = comparisons.filter((c) => c.featured)
	return (
		<div className="mx-auto max-w-6xl px-4 py-10">
			<h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">Truck Comparisons</h1>
			<p className="mt-3 max-w-3xl text-lg text-slate-700">
				Popular tow vehicles head to head. The figures come from our vehicle database at the moment you read them, each with the maker's
				publication it comes from.
			</p>
			<p className="mt-4 inline-block rounded-md bg-brand-50 px-4 py-2 text-sm text-brand-900">
				{formatNumber(stats.configurations)} configurations of {formatNumber(stats.models)} models in the database ·{' '}
				{formatNumber(stats.verified)} checked against the maker's text
			</p>

			{featured.length > 0 ? (
				<section aria-labelledby="featured-heading" className="mt-10">
					<h2 id="featured-heading" className="text-2xl font-bold text-slate-900">
						Featured Comparisons
					</h2>
					<ul className="mt-4 grid gap-6 md:grid-cols-3">
						{featured.map((c) => (
							<li key={c.slug}>
								<ContentCard
									to={`/comparisons/${c.slug}`}
									title={c.title}
									description={c.description}
									badges={<Badge tone="amber">Featured</Badge>}
									cta="View Comparison"
								/>
							</li>
						))}
					</ul>
				</section>
			) : null}

			<section aria-labelledby="all-heading" className="mt-12">
				<h2 id="all-heading" className="text-2xl font-bold text-slate-900">
					All Truck Comparisons
				</h2>
				<ul className="mt-4 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
					{comparisons.map((c) => (
						<li key={c.slug}>
							<ContentCard
								to={`/comparisons/${c.slug}`}
								title={c.title}
								description={c.description}
								badges={<Badge tone="green">Vehicle Comparison</Badge>}
								meta={
									<>
										{c.figures.map(({ ref, vehicle, lineup }, i) => (
											<span key={vehicleName(ref)}>
												{i > 0 ? ' · ' : ''}
												{vehicleName(ref)}:{' '}
												{lineup
													? `maker’s maximum ${formatLb(lineup.maxTowing)}`
													: vehicle
														? `highest we list ${formatLb(vehicle.maxTowingCapacity)}`
														: 'not in our data yet'}
											</span>
										))}
										<span className="block">Updated {formatLongDate(c.updatedAt)}</span>
									</>
								}
								cta="View Comparison"
							/>
						</li>
					))}
				</ul>
			</section>

			<section aria-labelledby="tools-heading" className="mt-12 rounded-lg border border-slate-200 bg-white p-6">
				<h2 id="tools-heading" className="text-xl font-semibold text-slate-900">
					More ways to compare
				</h2>
				<ul className="mt-3 space-y-2">
					<li>
						<Link to="/compare">Compare up to four vehicles of your choice</Link>
					</li>
					<li>
						<Link to="/truck-comparison-tool">Six 2025 half-ton pickups in one table</Link>
					</li>
					<li>
						<Link to="/truck-comparisons/ford-f150-vs-chevrolet-silverado-1500">
							Ford F-150 vs Chevrolet Silverado 1500: towing, engines and payload
						</Link>
					</li>
				</ul>
			</section>
		</div>
	)
}
