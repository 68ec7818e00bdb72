import { Link, data } from 'react-router'
import { AdSlot } from '~/components/ads'
import { Breadcrumbs } from '~/components/breadcrumbs'
import { TierBadge } from '~/components/provenance'
import { capacityPercent } from '~/domain/capacity'
import { formatLb } from '~/utils/format'
import { breadcrumbJsonLd, getMeta, siteUrlFrom } from '~/utils/meta'
import { landingPath } from '~/vehicles/vehicle'
import { coreYearsSold } from '~/vehicles/core-lineup'
import { notInData, yearOverviews, yearRanges } from '~/vehicles/levels'
import { modelYearsOf } from '~/vehicles/model-years.server'
import { modelYearSummaries } from '~/vehicles/vehicles.server'
import { redirectToCanonicalLanding } from '~/vehicles/landing-redirect'
import type { Route } from './+types/towing-capacity.model'
import { DataTable } from '~/components/data-table'

export async function loader({ params, request, context }: Route.LoaderArgs) {
	redirectToCanonicalLanding(request, { make: params.make, model: params.model })
	const [lineup, configurationYears] = await Promise.all([
		modelYearsOf(context.db, params.make, params.model),
		modelYearSummaries(context.db, params.make, params.model),
	])
	const named = lineup[0] ?? configurationYears[0]
	if (!named) throw data({ message: 'Model not found' }, { status: 404 })
	return { make: named.make, model: named.model, makeSlug: params.make, modelSlug: params.model, years: yearOverviews(lineup, configurationYears, coreYearsSold(params.make, params.model)) }
}

const crumbsOf = (d: { make: string; model: string; makeSlug: string; modelSlug: string }) => [
	{ name: 'Home', path: '/' },
	{ name: `${d.make} towing capacity`, path: landingPath.make(d.makeSlug) },
	{ name: d.model, path: landingPath.model(d.makeSlug, d.modelSlug) },
]

export const meta: Route.MetaFunction = ({ data: d, matches, location }) => {
	const siteUrl = siteUrlFrom(matches)
	if (!d) return getMeta({ siteUrl, path: location.pathname, title: 'Page Not Found', noindex: true })
	const name = `${d.make} ${d.model}`
	return getMeta({
		siteUrl,
		path: landingPath.model(d.makeSlug, d.modelSlug),
		title: `${name} Towing Capacity by Year`,
		description: `${name} towing capacity by model year: the maker’s published maximum for each year, its source and how sure we are of it, and the configurations we list.`,
		keywords: [`${name} towing capacity`, `${name} towing capacity by year`],
		structuredData: [breadcrumbJsonLd(siteUrl, crumbsOf(d))],
	})
}

export default function ModelLanding({ loaderData: d }: Route.ComponentProps) {
	const name = `${d.make} ${d.model}`
	const charted = d.years.filter((y) => y.lineup !== null)
	const top = Math.max(0, ...charted.map((y) => y.lineup!.maxTowing))
	const missing = d.years.filter((y) => y.lineup === null)
	return (
		<div className="mx-auto max-w-6xl px-4 py-8">
			<Breadcrumbs crumbs={crumbsOf(d)} />
			<h1 className="mt-4 text-3xl font-bold">{name} towing capacity by year</h1>
			<p className="mt-2 text-slate-700">
				For each model year, the maker’s published maximum — what the best-equipped {name} of that year is rated to tow — with its source and how sure we are of
				it. Open a year for the configurations we list.
			</p>
			{charted.length > 0 ? (
				<figure className="mt-6 rounded-xl border border-slate-200 bg-white p-5">
					<figcaption className="font-semibold">Maker’s maximum towing by model year</figcaption>
					<ul className="mt-4 space-y-2">
						{charted.map((y) => (
							<li key={y.year} className="grid grid-cols-[3.5rem_1fr_6.5rem] items-center gap-3">
								<Link to={landingPath.year(d.makeSlug, d.modelSlug, y.year)} className="font-medium">
									{y.year}
								</Link>
								<span className="h-4 rounded bg-slate-100" aria-hidden="true">
									<span className="block h-4 rounded bg-brand-600" style={{ width: `${capacityPercent(y.lineup!.maxTowing, top)}%` }} />
								</span>
								<span className="text-right font-semibold">{formatLb(y.lineup!.maxTowing)}</span>
							</li>
						))}
					</ul>
					{missing.length > 0 ? (
						<p className="mt-4 text-sm text-slate-700">
							Not charted: {yearRanges(missing.map((y) => y.year))} — the maker’s maximum for {missing.length === 1 ? 'that year' : 'those years'} is not in our
							data yet.
						</p>
					) : null}
				</figure>
			) : (
				<p className="mt-6 rounded-md bg-amber-50 p-3 text-amber-950">
					The maker’s published maxima for the {name} are not in our data yet. The table lists the configurations we have; their highest rating is not
					necessarily the highest there is.
				</p>
			)}
			<div className="mt-6 relative overflow-x-auto">
				<DataTable caption={`${name} maker’s maximum towing and the configurations we list, by model year`} className="w-full border-collapse bg-white text-left" headers={['Model year', 'Maker’s maximum', 'How sure', 'Configurations we list']}>
					<tbody>
						{d.years.map((y) => (
							<tr key={y.year} className="border-t border-slate-200">
								<th scope="row" className="p-3">
									{notInData(y) ? y.year : <Link to={landingPath.year(d.makeSlug, d.modelSlug, y.year)}>{y.year}</Link>}
								</th>
								<td className="p-3 font-semibold">
									{y.lineup ? formatLb(y.lineup.maxTowing) : <span className="font-normal text-slate-600">not in our data yet</span>}
								</td>
								<td className="p-3">{y.lineup ? <TierBadge tier={y.lineup.tier} /> : null}</td>
								<td className="p-3 text-sm">{y.listed.count === 0 ? 'none yet' : `${y.listed.count} (highest ${formatLb(y.listed.highestTowing)})`}</td>
							</tr>
						))}
					</tbody>
				</DataTable>
			</div>
			<AdSlot placement="landing" />
		</div>
	)
}
