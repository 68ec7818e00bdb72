// Six 2025 half-ton pickups side by side (SPEC §2 "Truck comparison tool page"), every figure from the
// vehicle database at render time.
import { Link } from 'react-router'
import { Badge } from '~/components/editorial/badge'
import { Breadcrumbs } from '~/components/breadcrumbs'
import { TierBadge } from '~/components/provenance'
import { RatingBadge } from '~/components/rating-badge'
import { vehicleFigures } from '~/content/vehicle-figures.server'
import { slugify } from '~/domain/slug'
import { formatLb } from '~/utils/format'
import { breadcrumbJsonLd, getMeta, siteUrlFrom } from '~/utils/meta'
import { landingPath, vehicleName } from '~/vehicles/vehicle'
import { latestYearOf } from '~/vehicles/vehicles.server'
import type { Route } from './+types/truck-comparison-tool'

const YEAR = 2025
const TRUCKS = [
	{ make: 'Ford', model: 'F-150', popular: true },
	{ make: 'Chevrolet', model: 'Silverado 1500', popular: true },
	{ make: 'Ram', model: '1500', popular: true },
	{ make: 'Toyota', model: 'Tundra', popular: false },
	{ make: 'GMC', model: 'Sierra 1500', popular: false },
	{ make: 'Nissan', model: 'Titan', popular: false },
]

export async function loader({ context }: Route.LoaderArgs) {
	const figures = await vehicleFigures(
		context.db,
		TRUCKS.map((t) => ({ year: YEAR, make: t.make, model: t.model })),
	)
	const trucks = await Promise.all(
		TRUCKS.map(async (t, i) => ({
			...t,
			name: vehicleName({ year: YEAR, make: t.make, model: t.model }),
			vehicle: figures[i]!.vehicle,
			lineup: figures[i]!.lineup,
			// When the 2025 model year is missing, the latest one we have, so the reader can still find the truck.
			latestYear: figures[i]!.vehicle || figures[i]!.lineup ? YEAR : ((await latestYearOf(context.db, t.make, t.model)) ?? null),
		})),
	)
	return { trucks }
}

export const meta: Route.MetaFunction = ({ matches }) => {
	const siteUrl = siteUrlFrom(matches)
	return getMeta({
		siteUrl,
		path: '/truck-comparison-tool',
		title: '2025 Half-Ton Truck Towing Comparison',
		description:
			'Six 2025 half-ton pickups side by side: each maker’s published maximum towing, and the towing, payload and GCWR of the highest-rated configuration we list, with sources.',
		keywords: ['2025 truck comparison', 'half-ton truck towing', 'F-150 vs Silverado vs Ram', 'Tundra towing', 'Sierra 1500 towing'],
		structuredData: [
			breadcrumbJsonLd(siteUrl, [
				{ name: 'Home', path: '/' },
				{ name: 'Comparisons', path: '/comparisons' },
				{ name: 'Truck Comparison Tool', path: '/truck-comparison-tool' },
			]),
		],
	})
}

type Truck = Route.ComponentProps['loaderData']['trucks'][number]

function best(trucks: Truck[], pick: (t: Truck) => number | null) {
	let top: { truck: Truck; value: number } | undefined
	for (const t of trucks) {
		const value = pick(t)
		if (value !== null && (!top || value > top.value)) top = { truck: t, value }
	}
	return top
}

function Missing({ truck }: { truck: Truck }) {
	return (
		<span className="text-slate-700">
			No {YEAR} figures in our data yet
			{truck.latestYear ? (
				<>
					{' '}
					(see the{' '}
					<Link to={landingPath.year(slugify(truck.make), slugify(truck.model), truck.latestYear)} className="underline">
						{truck.latestYear} {truck.make} {truck.model}
					</Link>
					)
				</>
			) : null}
		</span>
	)
}

export default function TruckComparisonTool({ loaderData }: Route.ComponentProps) {
	const { trucks } = loaderData
	const categories = [
		{ title: 'Highest maker’s maximum towing', top: best(trucks, (t) => t.lineup?.maxTowing ?? null) },
		{ title: 'Most payload in the top configuration we list', top: best(trucks, (t) => t.vehicle?.payloadCapacity ?? null) },
		{ title: 'Highest GCWR among the configurations we list', top: best(trucks, (t) => t.vehicle?.gcwr ?? null) },
	]
	return (
		<div className="mx-auto max-w-6xl px-4 py-8">
			<Breadcrumbs
				crumbs={[
					{ name: 'Home', path: '/' },
					{ name: 'Comparisons', path: '/comparisons' },
					{ name: 'Truck Comparison Tool', path: '/truck-comparison-tool' },
				]}
			/>
			<h1 className="mt-6 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{YEAR} Half-Ton Truck Comparison</h1>
			<p className="mt-3 max-w-3xl text-lg text-slate-700">
				Six {YEAR} half-ton pickups: each maker’s published maximum, and the highest-rated configuration we list (lower where we do not list the
				maker’s whole table). Most trucks on a dealer lot are rated lower still: open a truck to see every configuration we list and the source of
				each figure.
			</p>

			<section aria-labelledby="popular-heading" className="mt-8">
				<h2 id="popular-heading" className="text-2xl font-bold text-slate-900">
					Popular picks
				</h2>
				<ul className="mt-4 grid gap-6 md:grid-cols-3">
					{trucks
						.filter((t) => t.popular)
						.map((t) => (
							<li key={t.name} className="rounded-lg border border-slate-200 bg-white p-5">
								<Badge tone="amber">Popular</Badge>
								<h3 className="mt-2 text-lg font-semibold text-slate-900">{t.name}</h3>
								{t.lineup || t.vehicle ? (
									<>
										{t.lineup ? (
											<>
												<p className="mt-2 text-2xl font-bold text-slate-900">
													{formatLb(t.lineup.maxTowing)}
													<span className="sr-only"> maker’s maximum towing</span>
												</p>
												<p className="flex flex-wrap gap-1">
													<RatingBadge lb={t.lineup.maxTowing} />
													<TierBadge tier={t.lineup.tier} />
												</p>
											</>
										) : (
											<p className="mt-2 text-sm text-slate-700">Maker’s maximum not in our data yet.</p>
										)}
										{t.vehicle ? (
											<p className="mt-3 text-sm text-slate-700">
												Highest we list: {formatLb(t.vehicle.maxTowingCapacity)}, <Link to={`/vehicle/${t.vehicle.id}`}>{t.vehicle.trim}</Link>
											</p>
										) : null}
									</>
								) : (
									<p className="mt-2 text-sm">
										<Missing truck={t} />
									</p>
								)}
							</li>
						))}
				</ul>
			</section>

			<section aria-labelledby="table-heading" className="mt-12">
				<h2 id="table-heading" className="text-2xl font-bold text-slate-900">
					All six side by side
				</h2>
				<div className="mt-4 relative overflow-x-auto rounded-lg border border-slate-200 bg-white">
					<table className="w-full min-w-[60rem] border-collapse text-left text-sm">
						<thead className="bg-slate-100 text-slate-900">
							<tr>
								<th scope="col" className="px-3 py-2">
									Truck
								</th>
								<th scope="col" className="px-3 py-2">
									Maker’s maximum
								</th>
								<th scope="col" className="px-3 py-2">
									Highest we list
								</th>
								<th scope="col" className="px-3 py-2">
									Payload
								</th>
								<th scope="col" className="px-3 py-2">
									GCWR
								</th>
								<th scope="col" className="px-3 py-2">
									Engine
								</th>
								<th scope="col" className="px-3 py-2">
									Configuration and source
								</th>
							</tr>
						</thead>
						<tbody>
							{trucks.map((t) => (
								<tr key={t.name} className="border-t border-slate-200 align-top">
									<th scope="row" className="px-3 py-2 font-medium">
										{t.vehicle || t.lineup ? <Link to={landingPath.year(slugify(t.make), slugify(t.model), YEAR)}>{t.name}</Link> : t.name}
									</th>
									<td className="px-3 py-2">
										{t.lineup ? (
											<>
												<span className="font-semibold">{formatLb(t.lineup.maxTowing)}</span> <TierBadge tier={t.lineup.tier} />
											</>
										) : (
											<span className="text-slate-600">not in our data yet</span>
										)}
									</td>
									{t.vehicle ? (
										<>
											<td className="px-3 py-2 font-semibold">{formatLb(t.vehicle.maxTowingCapacity)}</td>
											<td className="px-3 py-2">{formatLb(t.vehicle.payloadCapacity)}</td>
											<td className="px-3 py-2">{formatLb(t.vehicle.gcwr)}</td>
											<td className="px-3 py-2">{t.vehicle.engine}</td>
											<td className="px-3 py-2">
												<Link to={`/vehicle/${t.vehicle.id}`}>{t.vehicle.trim}</Link>
												<span className="block text-xs text-slate-600">Source: {t.vehicle.source}</span>
											</td>
										</>
									) : (
										<td colSpan={5} className="px-3 py-2">
											<Missing truck={t} />
										</td>
									)}
								</tr>
							))}
						</tbody>
					</table>
				</div>
			</section>

			<section aria-labelledby="categories-heading" className="mt-12">
				<h2 id="categories-heading" className="text-2xl font-bold text-slate-900">
					By category
				</h2>
				<ul className="mt-4 grid gap-6 md:grid-cols-3">
					{categories.map((c) => (
						<li key={c.title} className="rounded-lg border border-slate-200 bg-white p-5">
							<h3 className="font-semibold text-slate-900">{c.title}</h3>
							{c.top ? (
								<p className="mt-2 text-slate-800">
									<span className="block text-lg font-bold">{c.top.truck.name}</span>
									{formatLb(c.top.value)}
								</p>
							) : (
								<p className="mt-2 text-slate-700">Not enough published figures yet.</p>
							)}
						</li>
					))}
				</ul>
			</section>

			<section aria-labelledby="next-heading" className="mt-12 rounded-lg border border-slate-200 bg-white p-6">
				<h2 id="next-heading" className="text-xl font-semibold text-slate-900">
					Go further
				</h2>
				<ul className="mt-3 space-y-2">
					<li>
						<Link to="/calculator">Check a trailer against one of these trucks</Link>
					</li>
					<li>
						<Link to="/compare">Compare any four configurations, of any year</Link>
					</li>
					<li>
						<Link to="/questions">Towing questions answered</Link>
					</li>
				</ul>
			</section>
		</div>
	)
}
