import { Link, data } from 'react-router'
import { AdSlot } from '~/components/ads'
import { Breadcrumbs } from '~/components/breadcrumbs'
import { TierBadge } from '~/components/provenance'
import { formatLb, formatNumber } from '~/utils/format'
import { breadcrumbJsonLd, getMeta, siteUrlFrom } from '~/utils/meta'
import { modelYearsOfMake } from '~/vehicles/model-years.server'
import { type ModelYear, landingPath } from '~/vehicles/vehicle'
import { listModelSummaries } from '~/vehicles/vehicles.server'
import { redirectToCanonicalLanding } from '~/vehicles/landing-redirect'
import type { Route } from './+types/towing-capacity.make'
import { DataTable } from '~/components/data-table'

const naturalOrder = new Intl.Collator('en', { numeric: true, sensitivity: 'base' }).compare

export async function loader({ params, request, context }: Route.LoaderArgs) {
	redirectToCanonicalLanding(request, { make: params.make })
	const [configured, lineup] = await Promise.all([listModelSummaries(context.db, params.make), modelYearsOfMake(context.db, params.make)])
	// One entry per model in either level: its years, its latest line-up row (newest first), what we list.
	const models = new Map<string, { model: string; modelSlug: string; firstYear: number; lastYear: number; latest: ModelYear | null; configurations: number }>()
	for (const m of lineup) {
		const entry = models.get(m.modelSlug)
		if (!entry) models.set(m.modelSlug, { model: m.model, modelSlug: m.modelSlug, firstYear: m.year, lastYear: m.year, latest: m, configurations: 0 })
		else entry.firstYear = Math.min(entry.firstYear, m.year)
	}
	for (const c of configured) {
		const entry = models.get(c.modelSlug)
		if (!entry)
			models.set(c.modelSlug, {
				model: c.model,
				modelSlug: c.modelSlug,
				firstYear: c.firstYear,
				lastYear: c.lastYear,
				latest: null,
				configurations: c.configurations,
			})
		else
			Object.assign(entry, {
				firstYear: Math.min(entry.firstYear, c.firstYear),
				lastYear: Math.max(entry.lastYear, c.lastYear),
				configurations: c.configurations,
			})
	}
	const make = lineup[0]?.make ?? configured[0]?.make
	if (!make) throw data({ message: 'Make not found' }, { status: 404 })
	return { make, makeSlug: params.make, models: [...models.values()].sort((a, b) => naturalOrder(a.model, b.model)) }
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
		description: `Towing capacity of every ${d.make} truck, SUV and crossover in our data, by model and model year, with the source of each figure and how sure we are of it.`,
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
				{d.models.length === 1 ? 'One model' : `${formatNumber(d.models.length)} models`} in our data. The figure shown is the maker’s published maximum for the
				latest model year we have it for; pick a model for every year.
			</p>
			<div className="mt-6 relative overflow-x-auto">
				<DataTable caption={`${d.make} models by year range and highest towing rating`} className="w-full border-collapse overflow-hidden rounded-lg bg-white text-left" headers={['Model', 'Model years', 'Latest maker’s maximum', 'Configurations we list']}>
					<tbody>
						{d.models.map((m) => (
							<tr key={m.modelSlug} className="border-t border-slate-200">
								<th scope="row" className="p-3 font-medium">
									<Link to={landingPath.model(d.makeSlug, m.modelSlug)}>{m.model}</Link>
								</th>
								<td className="p-3">{m.firstYear === m.lastYear ? m.firstYear : `${m.firstYear}–${m.lastYear}`}</td>
								<td className="p-3">
									{m.latest ? (
										<>
											<span className="font-semibold">{formatLb(m.latest.maxTowing)}</span> <span className="text-sm text-slate-600">({m.latest.year})</span>{' '}
											<TierBadge tier={m.latest.tier} />
										</>
									) : (
										<span className="text-slate-600">not in our data yet</span>
									)}
								</td>
								<td className="p-3">{formatNumber(m.configurations)}</td>
							</tr>
						))}
					</tbody>
				</DataTable>
			</div>
			<AdSlot placement="landing" />
		</div>
	)
}
