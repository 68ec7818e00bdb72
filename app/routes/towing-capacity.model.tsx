import { Link, data } from 'react-router'
import { Breadcrumbs } from '~/components/breadcrumbs'
import { capacityPercent } from '~/domain/capacity'
import { formatLb } from '~/utils/format'
import { breadcrumbJsonLd, getMeta, siteUrlFrom } from '~/utils/meta'
import { landingPath } from '~/vehicles/vehicle'
import { modelYearSummaries } from '~/vehicles/vehicles.server'
import type { Route } from './+types/towing-capacity.model'

export async function loader({ params, context }: Route.LoaderArgs) {
	const years = await modelYearSummaries(context.db, params.make, params.model)
	if (years.length === 0) throw data({ message: 'Model not found' }, { status: 404 })
	return { make: years[0]!.make, model: years[0]!.model, makeSlug: params.make, modelSlug: params.model, years }
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
		description: `${name} maximum towing capacity for every model year in our data, with each year’s configurations and the maker’s source.`,
		keywords: [`${name} towing capacity`, `${name} towing capacity by year`],
		structuredData: [breadcrumbJsonLd(siteUrl, crumbsOf(d))],
	})
}

export default function ModelLanding({ loaderData: d }: Route.ComponentProps) {
	const top = Math.max(...d.years.map((y) => y.maxTowing))
	const name = `${d.make} ${d.model}`
	return (
		<div className="mx-auto max-w-6xl px-4 py-8">
			<Breadcrumbs crumbs={crumbsOf(d)} />
			<h1 className="mt-4 text-3xl font-bold">{name} towing capacity by year</h1>
			<p className="mt-2 text-slate-700">
				The highest rating of any {name} configuration in our data for each model year. Ratings vary a lot between configurations: open a year for all of
				them.
			</p>
			<figure className="mt-6 rounded-xl border border-slate-200 bg-white p-5">
				<figcaption className="font-semibold">Maximum towing by model year</figcaption>
				<ul className="mt-4 space-y-2">
					{d.years.map((y) => (
						<li key={y.year} className="grid grid-cols-[4rem_1fr_7rem] items-center gap-3">
							<Link to={landingPath.year(d.makeSlug, d.modelSlug, y.year)} className="font-medium">
								{y.year}
							</Link>
							<span className="h-4 rounded bg-slate-100" aria-hidden="true">
								<span className="block h-4 rounded bg-brand-600" style={{ width: `${capacityPercent(y.maxTowing, top)}%` }} />
							</span>
							<span className="text-right font-semibold">{formatLb(y.maxTowing)}</span>
						</li>
					))}
				</ul>
			</figure>
			<table className="mt-6 w-full border-collapse bg-white text-left">
				<caption className="sr-only">{name} maximum towing and number of configurations by model year</caption>
				<thead className="bg-slate-100 text-sm">
					<tr>
						<th scope="col" className="p-3">Model year</th>
						<th scope="col" className="p-3">Maximum towing</th>
						<th scope="col" className="p-3">Configurations in our data</th>
					</tr>
				</thead>
				<tbody>
					{d.years.map((y) => (
						<tr key={y.year} className="border-t border-slate-200">
							<th scope="row" className="p-3">
								<Link to={landingPath.year(d.makeSlug, d.modelSlug, y.year)}>{y.year}</Link>
							</th>
							<td className="p-3 font-semibold">{formatLb(y.maxTowing)}</td>
							<td className="p-3">{y.configurations}</td>
						</tr>
					))}
				</tbody>
			</table>
		</div>
	)
}
