// /towing-laws: every state's main towing rules in one table, sortable and filterable by GET parameters (so it
// works without JavaScript), with a server-drawn map of the trailer-brake thresholds.
import { Form, Link } from 'react-router'
import { z } from 'zod'
import { Breadcrumbs } from '~/components/breadcrumbs'
import { BrakeThresholdMap } from '~/components/state-laws/brake-map'
import type { StateFactKey } from '~/domain/state-law-schema'
import { LAW_SORTS, type LawSort, factValueText, filterAndSortLaws } from '~/domain/state-laws'
import { US_STATES, stateGuideSlug } from '~/domain/us-states'
import { listStateLaws } from '~/state-laws/state-laws.server'
import { breadcrumbJsonLd, getMeta, siteUrlFrom } from '~/utils/meta'
import type { Route } from './+types/towing-laws'
import { buttonClass } from '~/components/button'

const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v)
const Query = z.object({
	sort: z.preprocess(blankToUndefined, z.enum(Object.keys(LAW_SORTS) as [LawSort, ...LawSort[]]).catch('state').default('state')),
	dir: z.preprocess(blankToUndefined, z.enum(['asc', 'desc']).catch('asc').default('asc')),
	brakesUpTo: z.preprocess(blankToUndefined, z.coerce.number().int().min(0).max(100_000).optional().catch(undefined)),
	double: z.preprocess(blankToUndefined, z.enum(['allowed', 'not-allowed']).optional().catch(undefined)),
	riding: z.preprocess(blankToUndefined, z.enum(['allowed', 'prohibited']).optional().catch(undefined)),
	speedLimit: z.preprocess(blankToUndefined, z.literal('yes').optional().catch(undefined)),
})

const COLUMNS: StateFactKey[] = ['trailerBrakes', 'breakawayBrakes', 'safetyChains', 'maxSpeedMph', 'maxTrailerLengthFt', 'maxCombinedLengthFt', 'doubleTowing', 'ridingInTrailer']
const COLUMN_LABELS: Partial<Record<StateFactKey, string>> = {
	trailerBrakes: 'Trailer brakes',
	breakawayBrakes: 'Breakaway brakes',
	safetyChains: 'Safety chains',
	maxSpeedMph: 'Towing speed',
	maxTrailerLengthFt: 'Trailer length',
	maxCombinedLengthFt: 'Combined length',
	doubleTowing: 'Double towing',
	ridingInTrailer: 'Riding in trailer',
}
const SORT_OF: Partial<Record<StateFactKey, LawSort>> = { trailerBrakes: 'brakes', maxSpeedMph: 'speed', maxCombinedLengthFt: 'length' }

export async function loader({ request, context }: Route.LoaderArgs) {
	const url = new URL(request.url)
	const q = Query.parse(Object.fromEntries(url.searchParams))
	const entries = await listStateLaws(context.db)
	const laws = entries.map((e) => e.law)
	const rows = filterAndSortLaws(laws, { brakesUpTo: q.brakesUpTo, double: q.double, riding: q.riding, speedLimit: q.speedLimit === 'yes' }, q.sort, q.dir)
	const checked = entries.map((e) => e.checked).filter((c): c is string => c !== null).sort().at(-1) ?? null
	return { query: q, rows, all: laws, checked, missingStates: US_STATES.filter(([code]) => !laws.some((l) => l.code === code)).map(([, name]) => name) }
}

export const meta: Route.MetaFunction = ({ matches }) => {
	const siteUrl = siteUrlFrom(matches)
	return getMeta({
		siteUrl,
		path: '/towing-laws',
		title: 'Towing Laws by State: Trailer Brakes, Speed, Length and More',
		description: 'Every state’s trailer-brake threshold, breakaway rule, safety chains, towing speed, length limits, double towing and riding rules in one sortable table, each fact cited.',
		keywords: 'towing laws by state, trailer brake laws by state, state towing speed limits, double towing states',
		structuredData: [
			breadcrumbJsonLd(siteUrl, [
				{ name: 'Home', path: '/' },
				{ name: 'Towing laws by state', path: '/towing-laws' },
			]),
		],
	})
}

export default function TowingLaws({ loaderData: d }: Route.ComponentProps) {
	const q = d.query
	const params = (over: Record<string, string | undefined>) => {
		const p = new URLSearchParams()
		const merged: Record<string, string | undefined> = {
			sort: q.sort,
			dir: q.dir,
			brakesUpTo: q.brakesUpTo?.toString(),
			double: q.double,
			riding: q.riding,
			speedLimit: q.speedLimit,
			...over,
		}
		for (const [k, v] of Object.entries(merged)) if (v !== undefined && !(k === 'sort' && v === 'state') && !(k === 'dir' && v === 'asc')) p.set(k, v)
		const s = p.toString()
		return s ? `?${s}` : ''
	}
	const sortHeader = (key: StateFactKey | 'state', label: string) => {
		const sort = key === 'state' ? 'state' : SORT_OF[key]
		if (!sort) {
			return (
				<th key={key} scope="col" className="p-3 align-bottom">
					{label}
				</th>
			)
		}
		const active = q.sort === sort
		const nextDir = active && q.dir === 'asc' ? 'desc' : 'asc'
		return (
			<th key={key} scope="col" className={`p-3 align-bottom ${key === 'state' ? 'sticky left-0 z-10 bg-slate-100' : ''}`} aria-sort={active ? (q.dir === 'asc' ? 'ascending' : 'descending') : undefined}>
				<Link to={`/towing-laws${params({ sort, dir: nextDir })}`} preventScrollReset className="underline decoration-dotted">
					{label}
					{active ? (q.dir === 'asc' ? ' ▲' : ' ▼') : ''}
					<span className="sr-only">{`, sort ${nextDir === 'asc' ? 'ascending' : 'descending'}`}</span>
				</Link>
			</th>
		)
	}
	const filtered = d.rows.length !== d.all.length
	return (
		<div className="mx-auto max-w-7xl px-4 py-8">
			<Breadcrumbs
				crumbs={[
					{ name: 'Home', path: '/' },
					{ name: 'Towing laws by state', path: '/towing-laws' },
				]}
			/>
			<h1 className="mt-4 text-3xl font-bold text-slate-900">Towing laws by state</h1>
			<p className="mt-3 max-w-3xl text-slate-800">
				The rules that change from one state line to the next, side by side. Every figure names the statute or agency page it comes from on the state&rsquo;s own
				page; &ldquo;not in our data yet&rdquo; means we have not read that rule in a source we can cite. Towing through several states? The{' '}
				<Link to="/towing-laws/trip">trip check</Link> gives the strictest rule along your route.
			</p>
			{d.checked ? (
				<p className="mt-2 text-sm text-slate-700">
					We hold records for {d.all.length} of {US_STATES.length} states and DC, last checked <time dateTime={d.checked}>{d.checked}</time>.
					{d.missingStates.length > 0 ? ` Not yet: ${d.missingStates.join(', ')}.` : ''}
				</p>
			) : null}

			<section aria-labelledby="map-heading" className="mt-8">
				<h2 id="map-heading" className="text-2xl font-bold text-slate-900">
					Trailer brakes required from
				</h2>
				<BrakeThresholdMap laws={d.all} />
			</section>

			<section aria-labelledby="table-heading" className="mt-10">
				<h2 id="table-heading" className="text-2xl font-bold text-slate-900">
					Every state, every main rule
				</h2>
				<Form method="get" className="mt-4 grid gap-4 rounded-lg border border-slate-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-5" preventScrollReset>
					<input type="hidden" name="sort" value={q.sort} />
					<input type="hidden" name="dir" value={q.dir} />
					<div>
						<label htmlFor="f-brakes" className="block text-sm font-medium text-slate-900">
							Brakes required at or below
						</label>
						<select id="f-brakes" name="brakesUpTo" defaultValue={q.brakesUpTo?.toString() ?? ''} className="mt-1 block w-full rounded-md border border-slate-400 bg-white px-2 py-2">
							<option value="">Any threshold</option>
							{[1500, 2000, 3000, 4000, 5000].map((n) => (
								<option key={n} value={n}>
									{n.toLocaleString('en-US')} lb
								</option>
							))}
						</select>
					</div>
					<div>
						<label htmlFor="f-double" className="block text-sm font-medium text-slate-900">
							Double towing
						</label>
						<select id="f-double" name="double" defaultValue={q.double ?? ''} className="mt-1 block w-full rounded-md border border-slate-400 bg-white px-2 py-2">
							<option value="">Any</option>
							<option value="allowed">Allowed</option>
							<option value="not-allowed">Not allowed</option>
						</select>
					</div>
					<div>
						<label htmlFor="f-riding" className="block text-sm font-medium text-slate-900">
							Riding in a travel trailer
						</label>
						<select id="f-riding" name="riding" defaultValue={q.riding ?? ''} className="mt-1 block w-full rounded-md border border-slate-400 bg-white px-2 py-2">
							<option value="">Any</option>
							<option value="allowed">Allowed (with or without conditions)</option>
							<option value="prohibited">Prohibited</option>
						</select>
					</div>
					<div className="flex items-end gap-2">
						<input id="f-speed" type="checkbox" name="speedLimit" value="yes" defaultChecked={q.speedLimit === 'yes'} className="mb-3 h-4 w-4" />
						<label htmlFor="f-speed" className="mb-2 text-sm font-medium text-slate-900">
							Only states with a towing speed limit
						</label>
					</div>
					<div className="flex items-end gap-3">
						<button type="submit" className={buttonClass()}>
							Apply filters
						</button>
						{filtered ? (
							<Link to="/towing-laws" className="mb-2 text-sm underline">
								Clear
							</Link>
						) : null}
					</div>
				</Form>
				<p className="mt-3 text-sm text-slate-700" role="status">
					{filtered ? `${d.rows.length} of ${d.all.length} states match.` : `${d.all.length} states.`} A filter keeps only states whose rule is in our data. Select a
					column heading to sort.
				</p>
				<div className="relative mt-3 overflow-x-auto">
					<table className="w-full border-collapse bg-white text-left text-sm">
						<caption className="sr-only">Towing rules by state, sortable</caption>
						<thead className="bg-slate-100">
							<tr>
								{sortHeader('state', 'State')}
								{COLUMNS.map((key) => sortHeader(key, COLUMN_LABELS[key]!))}
							</tr>
						</thead>
						<tbody>
							{d.rows.map((law) => (
								<tr key={law.code} className="border-t border-slate-200 align-top" data-state={law.code}>
									<th scope="row" className="sticky left-0 z-10 bg-white p-3 font-medium">
										<Link to={`/state-guides/${stateGuideSlug(law.name)}`}>{law.name}</Link>
									</th>
									{COLUMNS.map((key) => {
										const text = factValueText(law.facts, key)
										return (
											<td key={key} className={`p-3 ${law.facts[key] ? 'text-slate-900' : 'text-slate-600'}`}>
												{text}
											</td>
										)
									})}
								</tr>
							))}
						</tbody>
					</table>
				</div>
				{d.rows.length === 0 ? <p className="mt-4 text-slate-800">No state in our data matches these filters.</p> : null}
			</section>
		</div>
	)
}
