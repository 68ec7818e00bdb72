import { Link, data } from 'react-router'
import { AdSlot } from '~/components/ads'
import { Breadcrumbs } from '~/components/breadcrumbs'
import { MakerMaximum, TierBadge } from '~/components/provenance'
import { VehicleSilhouette } from '~/components/vehicle-silhouette'
import { vehicleKind } from '~/domain/vehicle-kind'
import { RatingBadge } from '~/components/rating-badge'
import { formatLb } from '~/utils/format'
import { breadcrumbJsonLd, getMeta, siteUrlFrom } from '~/utils/meta'
import { type Vehicle, absentText, landingPath, prefilledPath } from '~/vehicles/vehicle'
import type { DB } from '~/db/db.server'
import { coreYearsSold } from '~/vehicles/core-lineup'
import { nearestYears } from '~/vehicles/levels'
import { getModelYear, modelYearsOf } from '~/vehicles/model-years.server'
import { modelYearConfigurations, modelYearSummaries } from '~/vehicles/vehicles.server'
import { redirectToCanonicalLanding } from '~/vehicles/landing-redirect'
import type { Route } from './+types/towing-capacity.year'
import { DataTable } from '~/components/data-table'
import { YearLinks } from '~/components/year-links'

const SORTS = {
	towing: { label: 'Max towing', value: (v: Vehicle) => v.maxTowingCapacity },
	payload: { label: 'Payload', value: (v: Vehicle) => v.payloadCapacity },
	gcwr: { label: 'GCWR', value: (v: Vehicle) => v.gcwr },
	trim: { label: 'Configuration', value: (v: Vehicle) => v.trim },
} as const
type SortKey = keyof typeof SORTS

export async function loader({ params, request, context }: Route.LoaderArgs) {
	redirectToCanonicalLanding(request, params)
	const year = /^\d{4}$/.test(params.year) ? Number(params.year) : undefined
	const [vehicles, lineup] =
		year === undefined
			? [[], undefined]
			: await Promise.all([modelYearConfigurations(context.db, params.make, params.model, year), getModelYear(context.db, params.make, params.model, year)])
	// A model year exists when the maker's line-up row or any configuration of it is in our data. A year we do not
	// hold of a model we do is still a 404 (no page to index), but it says so and points to the years we have.
	if (vehicles.length === 0 && !lineup) {
		const missing = year === undefined ? undefined : await missingYear(context.db, params.make, params.model, year)
		if (!missing) throw data({ message: 'Not found' }, { status: 404 })
		return data({ missing }, { status: 404 })
	}
	const url = new URL(request.url)
	const sortParam = url.searchParams.get('sort') ?? 'towing'
	const sort: SortKey = sortParam in SORTS ? (sortParam as SortKey) : 'towing'
	const dir =
		url.searchParams.get('dir') === 'asc'
			? 'asc'
			: sort === 'trim' && !url.searchParams.get('dir')
				? 'asc'
				: url.searchParams.get('dir') === 'asc'
					? 'asc'
					: 'desc'
	const value = SORTS[sort].value
	// Absent values always sort last.
	vehicles.sort((a, b) => {
		const x = value(a)
		const y = value(b)
		if (x === null) return y === null ? 0 : 1
		if (y === null) return -1
		const c = typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y), 'en', { numeric: true })
		return dir === 'asc' ? c : -c
	})
	const first = lineup ?? vehicles[0]!
	const listed = { count: vehicles.length, highestTowing: vehicles.length === 0 ? null : Math.max(...vehicles.map((v) => v.maxTowingCapacity)) }
	return {
		make: first.make,
		model: first.model,
		makeSlug: params.make,
		modelSlug: params.model,
		year: year!,
		vehicles,
		lineup: lineup ?? null,
		listed,
		sort,
		dir,
	}
}

/** What we can say of a model year we do not hold: the model's name, whether the year was sold (core nameplates),
 *  and the nearest years we have. Undefined when the model itself is not in our data. */
async function missingYear(db: DB, makeSlug: string, modelSlug: string, year: number) {
	const [lineup, configurationYears] = await Promise.all([modelYearsOf(db, makeSlug, modelSlug), modelYearSummaries(db, makeSlug, modelSlug)])
	const named = lineup[0] ?? configurationYears[0]
	if (!named) return undefined
	const nearest = nearestYears([...lineup.map((m) => m.year), ...configurationYears.map((c) => c.year)], year)
	return { year, make: named.make, model: named.model, makeSlug, modelSlug, sold: coreYearsSold(makeSlug, modelSlug)?.includes(year) ?? false, nearest }
}

const crumbsOf = (d: { make: string; model: string; makeSlug: string; modelSlug: string; year: number }) => [
	{ name: 'Home', path: '/' },
	{ name: `${d.make} towing capacity`, path: landingPath.make(d.makeSlug) },
	{ name: d.model, path: landingPath.model(d.makeSlug, d.modelSlug) },
	{ name: String(d.year), path: landingPath.year(d.makeSlug, d.modelSlug, d.year) },
]

export const meta: Route.MetaFunction = ({ data: d, matches, location }) => {
	const siteUrl = siteUrlFrom(matches)
	if (!d) return getMeta({ siteUrl, path: location.pathname, title: 'Page Not Found', noindex: true })
	if ('missing' in d) {
		const m = d.missing
		return getMeta({ siteUrl, path: location.pathname, title: `${m.year} ${m.make} ${m.model}: Not in Our Data Yet`, noindex: true })
	}
	const name = `${d.year} ${d.make} ${d.model}`
	return getMeta({
		image: `/og/model-year/${d.makeSlug}/${d.modelSlug}/${d.year}.png`,
		siteUrl,
		path: landingPath.year(d.makeSlug, d.modelSlug, d.year),
		// Say what the page holds: a model year may have only the maker's maximum, or some of its configurations.
		title: d.vehicles.length > 0 ? `${name} Towing Capacity by Configuration` : `${name} Towing Capacity: Maker’s Maximum`,
		description:
			d.vehicles.length > 0
				? `${d.lineup ? `The maker’s maximum towing for the ${name} and the` : 'The'} ${d.vehicles.length === 1 ? 'configuration' : `${d.vehicles.length} configurations`} we list, with towing capacity, payload and GCWR; each figure names its source and how sure we are of it.`
				: `The maker’s maximum towing for the ${name}, the publication it comes from and how sure we are of it.`,
		keywords: [`${name} towing capacity`, `${name} max towing`, `${name} GCWR`],
		structuredData: [breadcrumbJsonLd(siteUrl, crumbsOf(d))],
	})
}

export default function YearLanding({ loaderData }: Route.ComponentProps) {
	if ('missing' in loaderData) return <YearNotInData m={loaderData.missing} />
	const d = loaderData
	const name = `${d.year} ${d.make} ${d.model}`
	const base = landingPath.year(d.makeSlug, d.modelSlug, d.year)
	const header = (key: SortKey) => {
		const active = d.sort === key
		const nextDir = active && d.dir === 'desc' ? 'asc' : active ? 'desc' : key === 'trim' ? 'asc' : 'desc'
		return (
			<th scope="col" className="p-3" aria-sort={active ? (d.dir === 'asc' ? 'ascending' : 'descending') : 'none'}>
				<Link to={`${base}?sort=${key}&dir=${nextDir}`} className="text-slate-900">
					{SORTS[key].label}
					{active ? (d.dir === 'asc' ? ' ▲' : ' ▼') : ''}
					<span className="sr-only">{`, sort ${nextDir === 'asc' ? 'ascending' : 'descending'}`}</span>
				</Link>
			</th>
		)
	}
	return (
		<div className="mx-auto max-w-6xl px-4 py-8">
			<Breadcrumbs crumbs={crumbsOf(d)} />
			<div className="mt-4 flex flex-wrap items-start justify-between gap-4">
				<h1 className="text-3xl font-bold">{name} towing capacity</h1>
				<VehicleSilhouette
					kind={vehicleKind({ vehicleClass: d.lineup?.vehicleClass ?? d.vehicles[0]!.vehicleClass, model: d.model, engine: d.vehicles[0]?.engine })}
					className="h-14 w-38"
				/>
			</div>
			<div className="mt-4">
				<MakerMaximum name={name} lineup={d.lineup} listed={d.listed} />
			</div>
			{d.vehicles.length === 0 ? (
				<p className="mt-6 text-slate-700">
					To check a trailer, the <Link to={prefilledPath.calculator(d.year, d.make, d.model)}>calculator</Link> works from the figures on your vehicle’s door-jamb labels (payload, GVWR)
					{d.lineup ? ', with the maker’s maximum above as the ceiling for the tow rating' : ''}.
				</p>
			) : (
				<>
					<h2 className="mt-8 text-xl font-semibold">Configurations we list</h2>
					<p className="mt-2 text-slate-700">
						{d.vehicles.length === 1 ? 'One configuration' : `${d.vehicles.length} configurations`} in our data. Select a column heading to sort; open a
						configuration for every figure and its source.
					</p>
					<div className="mt-4 relative overflow-x-auto">
						<DataTable caption={`${name} configurations, sortable`} headers={[header('trim'), 'Engine / drive', header('towing'), 'Fifth-wheel', header('payload'), header('gcwr')]}>
							<tbody>
								{d.vehicles.map((v) => (
									<tr key={v.id} className="border-t border-slate-200 align-top">
										<th scope="row" className="sticky left-0 z-10 bg-white p-3 font-medium">
											<Link to={`/vehicle/${v.id}?from=${encodeURIComponent(`${base}?sort=${d.sort}&dir=${d.dir}`)}`}>{v.trim}</Link>
											{v.body ? <span className="block text-xs font-normal text-slate-600">{v.body}</span> : null}
										</th>
										<td className="p-3">
											{v.engine}
											<span className="block text-xs text-slate-600">{v.drivetrain}</span>
										</td>
										<td className="p-3">
											<span className="font-semibold" data-figure="towing">
												{formatLb(v.maxTowingCapacity)}
											</span>
											<span className="mt-1 flex flex-wrap gap-1">
												<RatingBadge lb={v.maxTowingCapacity} />
												<TierBadge tier={v.tier} />
											</span>
										</td>
										<td className="p-3">{formatLb(v.fifthWheelTowing, absentText(v, 'fifthWheelTowing'))}</td>
										<td className="p-3">{formatLb(v.payloadCapacity, absentText(v, 'payloadCapacity'))}</td>
										<td className="p-3">{formatLb(v.gcwr, absentText(v, 'gcwr'))}</td>
									</tr>
								))}
							</tbody>
						</DataTable>
					</div>
				</>
			)}
			<AdSlot placement="landing" />
		</div>
	)
}

/** A model year we do not hold, of a model we do: said plainly, never filled from a neighbouring year. */
function YearNotInData({ m }: { m: NonNullable<Awaited<ReturnType<typeof missingYear>>> }) {
	const name = `${m.year} ${m.make} ${m.model}`
	return (
		<div className="mx-auto max-w-6xl px-4 py-8">
			<Breadcrumbs crumbs={crumbsOf(m)} />
			<h1 className="mt-4 text-3xl font-bold">{name} towing capacity</h1>
			<section className="mt-6 rounded-xl border border-amber-400 bg-amber-50 p-5 text-amber-950" aria-labelledby="not-in-data">
				<h2 id="not-in-data" className="text-xl font-bold">
					Not in our data yet
				</h2>
				<p className="mt-2">
					{m.sold
						? `The ${name} was sold in the US, but we have not yet found its towing figures in a source we can cite.`
						: `We have no ${name} in our data.`}{' '}
					Ratings change between model years, so another year’s figure is not this one’s: your owner’s manual and the labels on the driver’s door jamb
					give your vehicle’s ratings.
				</p>
				{m.nearest.length > 0 ? (
					<p className="mt-3">
						Nearest years we have for the {m.make} {m.model}:{' '}
						<YearLinks makeSlug={m.makeSlug} modelSlug={m.modelSlug} years={m.nearest} />
						{' — or '}
						<Link to={landingPath.model(m.makeSlug, m.modelSlug)}>every year we list</Link>.
					</p>
				) : null}
				<p className="mt-3">
					To check a trailer now, the{' '}
					<Link to={prefilledPath.calculator(m.year, m.make, m.model)}>calculator</Link> works from the
					figures on your door-jamb labels. If you have the maker’s publication for this year,{' '}
					<Link to={prefilledPath.reportMissing(m.year, m.make, m.model)} className="font-semibold">
						report the missing {name}
					</Link>
					.
				</p>
			</section>
		</div>
	)
}
