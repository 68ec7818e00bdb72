import { Link, data } from 'react-router'
import { Breadcrumbs } from '~/components/breadcrumbs'
import { formatLb, formatNumber } from '~/utils/format'
import { breadcrumbJsonLd, getMeta, siteUrlFrom } from '~/utils/meta'
import { landingPath } from '~/vehicles/vehicle'
import { listModelSummaries } from '~/vehicles/vehicles.server'
import type { Route } from './+types/towing-capacity.make'

export async function loader({ params, context }: Route.LoaderArgs) {
	const models = await listModelSummaries(context.db, params.make)
	if (models.length === 0) throw data({ message: 'Make not found' }, { status: 404 })
	return { make: models[0]!.make, makeSlug: params.make, models }
}

const crumbsOf = (make: string, makeSlug: string) => [
	{ name: 'Home', path: '/' },
	{ name: `${make} towing capacity`, path: landingPath.make(makeSlug) },
]

export const meta: Route.MetaFunction = ({ data: d, matches, location }) => {
	const siteUrl = siteUrlFrom(matches)
	if (!d) return getMeta({ siteUrl, path: location.pathname, title: 'Page Not Found', noindex: true })
	return getMeta({
		siteUrl,
		path: landingPath.make(d.makeSlug),
		title: `${d.make} Towing Capacity by Model and Year`,
		description: `Towing capacity of every ${d.make} truck, SUV and crossover in our data, by model and model year, with the maker’s source for each figure.`,
		keywords: [`${d.make} towing capacity`, `${d.make} tow rating`],
		structuredData: [breadcrumbJsonLd(siteUrl, crumbsOf(d.make, d.makeSlug))],
	})
}

export default function MakeLanding({ loaderData: d }: Route.ComponentProps) {
	return (
		<div className="mx-auto max-w-6xl px-4 py-8">
			<Breadcrumbs crumbs={crumbsOf(d.make, d.makeSlug)} />
			<h1 className="mt-4 text-3xl font-bold">{d.make} towing capacity</h1>
			<p className="mt-2 text-slate-700">
				{formatNumber(d.models.length)} models in our data. The figure shown is the highest rating of any configuration in the years listed; pick a model for
				its year-by-year ratings.
			</p>
			<table className="mt-6 w-full border-collapse overflow-hidden rounded-lg bg-white text-left">
				<caption className="sr-only">{d.make} models by year range and highest towing rating</caption>
				<thead className="bg-slate-100 text-sm">
					<tr>
						<th scope="col" className="p-3">Model</th>
						<th scope="col" className="p-3">Model years</th>
						<th scope="col" className="p-3">Highest rating</th>
						<th scope="col" className="p-3">Configurations</th>
					</tr>
				</thead>
				<tbody>
					{d.models.map((m) => (
						<tr key={m.modelSlug} className="border-t border-slate-200">
							<th scope="row" className="p-3 font-medium">
								<Link to={landingPath.model(d.makeSlug, m.modelSlug)}>{m.model}</Link>
							</th>
							<td className="p-3">{m.firstYear === m.lastYear ? m.firstYear : `${m.firstYear}–${m.lastYear}`}</td>
							<td className="p-3 font-semibold">{formatLb(m.maxTowing)}</td>
							<td className="p-3">{formatNumber(m.configurations)}</td>
						</tr>
					))}
				</tbody>
			</table>
		</div>
	)
}
