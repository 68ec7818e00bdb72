// /towing-laws/trip: choose the states on a route; for each rule, the strictest value on the trip and the state
// that sets it. A GET form, so the result is a shareable URL and works without JavaScript.
import { Form, Link } from 'react-router'
import { Breadcrumbs } from '~/components/breadcrumbs'
import { recordActivity } from '~/activity/record.server'
import { tripRules } from '~/domain/state-laws'
import { US_STATES, stateGuideSlug, stateName } from '~/domain/us-states'
import { parseTripStates } from '~/domain/trip-states'
import { stateLawsFor } from '~/state-laws/state-laws.server'
import { breadcrumbJsonLd, getMeta, siteUrlFrom } from '~/utils/meta'
import type { Route } from './+types/towing-laws.trip'
import { buttonClass } from '~/components/button'
import { DataTable, Th } from '~/components/data-table'

export async function loader({ request, context }: Route.LoaderArgs) {
	const url = new URL(request.url)
	const { codes, unknown } = parseTripStates(url.searchParams.getAll('states'))
	const entries = await stateLawsFor(context.db, codes)
	const rules = codes.length > 0 ? tripRules(entries.map((e) => e.law)) : []
	// States on the trip we hold no record for lack every rule.
	const unheld = codes.filter((c) => !entries.some((e) => e.code === c))
	// An anonymous trip-check event: the state codes only (issue 12).
	if (codes.length > 0) recordActivity(context, { kind: 'trip-check', states: codes })
	return { codes, unknown, unheld, rules: rules.map((r) => ({ ...r, missing: [...r.missing, ...unheld] })) }
}

export const meta: Route.MetaFunction = ({ matches }) => {
	const siteUrl = siteUrlFrom(matches)
	return getMeta({
		siteUrl,
		path: '/towing-laws/trip',
		title: 'Towing Trip Check: the Strictest State Rules on Your Route',
		description: 'Choose the states you will tow through and see, rule by rule, the strictest trailer-brake, speed, length and riding rule on the trip and the state that sets it.',
		keywords: 'towing across state lines, trailer laws road trip, strictest towing rules',
		structuredData: [
			breadcrumbJsonLd(siteUrl, [
				{ name: 'Home', path: '/' },
				{ name: 'Towing laws by state', path: '/towing-laws' },
				{ name: 'Trip check', path: '/towing-laws/trip' },
			]),
		],
	})
}

const names = (codes: string[]) => codes.map((c) => stateName(c) ?? c).join(', ')

/** Where no state sets a rule: a state whose record lacks the fact may still set one, so say only what we hold. */
const noneSetsIt = (someUnread: boolean) => (someUnread ? 'None of the states we have read sets one' : 'No state on the trip sets one')

export default function TripCheck({ loaderData: d }: Route.ComponentProps) {
	const chosen = new Set(d.codes)
	const calculatorHref = d.codes.length > 0 ? `/calculator?state=${d.codes[0]}${d.codes.length > 1 ? `&tripStates=${d.codes.slice(1).join(',')}` : ''}` : '/calculator'
	return (
		<div className="mx-auto max-w-6xl px-4 py-8">
			<Breadcrumbs
				crumbs={[
					{ name: 'Home', path: '/' },
					{ name: 'Towing laws by state', path: '/towing-laws' },
					{ name: 'Trip check', path: '/towing-laws/trip' },
				]}
			/>
			<h1 className="mt-4 text-3xl font-bold text-slate-900">Trip check: the strictest rules on your route</h1>
			<p className="mt-3 max-w-3xl text-slate-800">
				A trailer must meet the rules of every state it is towed through. Tick the states on your route (start, end and every state between) and we list, rule
				by rule, the strictest value on the trip and the state that sets it.
			</p>
			{d.codes.length > 0 ? (
				<section aria-labelledby="result-heading" className="mt-8" id="result">
					<h2 id="result-heading" className="text-2xl font-bold text-slate-900">
						Strictest rules through {names(d.codes)}
					</h2>
					{d.unheld.length > 0 ? (
						<p role="note" className="mt-3 rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-amber-900">
							We have no record yet for {names(d.unheld)}: their rules may be stricter than anything below.
						</p>
					) : null}
					<div className="relative mt-4 overflow-x-auto">
						<DataTable caption="Strictest rule on the trip, by rule" headers={[<Th key="0" className="sticky left-0 z-10 bg-slate-100">Rule</Th>, 'Strictest on your trip', 'Set by', 'Not in our data for']}>
							<tbody>
								{d.rules.map((r) => (
									<tr key={r.key} className="border-t border-slate-200 align-top" data-rule={r.key}>
										<th scope="row" className="sticky left-0 z-10 bg-white p-3 font-medium">
											{r.label}
										</th>
										<td className="p-3 font-semibold text-slate-900">{r.strictest ?? 'Not in our data yet'}</td>
										<td className="p-3">
											{r.setBy.length > 0
												? r.setBy.map((code, i) => (
														<span key={code}>
															{i > 0 ? ', ' : ''}
															<Link to={`/state-guides/${stateGuideSlug(stateName(code)!)}`}>{stateName(code)}</Link>
														</span>
													))
												: r.notSpecified.length > 0
													? noneSetsIt(r.missing.length > 0)
													: '—'}
										</td>
										<td className="p-3 text-slate-700">{r.missing.length > 0 ? names(r.missing) : '—'}</td>
									</tr>
								))}
							</tbody>
						</DataTable>
					</div>
					<p className="mt-4">
						<Link to={calculatorHref} className="font-semibold">
							Check a trailer with this trip&rsquo;s brake rule in the calculator
						</Link>
					</p>
				</section>
			) : null}
			{d.unknown.length > 0 ? (
				<p role="alert" className="mt-6 font-medium text-red-800">
					Not a US state code: {d.unknown.join(', ')}.
				</p>
			) : null}
			<Form method="get" action="/towing-laws/trip" className="mt-8">
				<fieldset className="rounded-lg border border-slate-200 bg-white p-4">
					<legend className="px-1 text-lg font-semibold text-slate-900">States on your route</legend>
					<ul className="mt-2 grid grid-cols-2 gap-x-4 gap-y-1 sm:grid-cols-3 lg:grid-cols-5">
						{US_STATES.map(([code, name]) => (
							<li key={code}>
								<label className="flex items-center gap-2 py-1 text-sm text-slate-900">
									<input type="checkbox" name="states" value={code} defaultChecked={chosen.has(code)} className="h-4 w-4" />
									{name}
								</label>
							</li>
						))}
					</ul>
				</fieldset>
				<button type="submit" className={buttonClass({ size: 'lg', className: 'mt-4' })}>
					Check these states
				</button>
			</Form>
		</div>
	)
}
