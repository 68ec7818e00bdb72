// /compare?ids=12,57: up to four vehicles side by side. The selection lives in the URL, so the table is
// rendered on the server, shareable, and removing or clearing works with plain links.
import type { ReactNode } from 'react'
import { Link, useNavigate } from 'react-router'
import { CapacityBar } from '~/components/capacity-bar'
import { recordActivity } from '~/activity/record.server'
import { CompareDialog } from '~/components/compare-dialog'
import { RatingBadge } from '~/components/rating-badge'
import { MAX_COMPARE } from '~/domain/constants'
import printStyles from '~/styles/compare-print.css?url'
import { formatLb, formatUsd } from '~/utils/format'
import { getMeta, siteUrlFrom } from '~/utils/meta'
import { useHydrated } from '~/utils/use-hydrated'
import { NOT_IN_DATA, type Vehicle, absentText, vehicleName } from '~/vehicles/vehicle'
import type { PublishableField } from '~/vehicles/vehicle-data'
import { getVehiclesByIds, listYears } from '~/vehicles/vehicles.server'
import { parseId } from '~/utils/id-param'
import type { Route } from './+types/compare'

/** At most this many tokens of `ids` are read; the rest is ignored. */
const MAX_ID_TOKENS = 20

export function compareHref(ids: number[]) {
	return ids.length > 0 ? `/compare?ids=${ids.join(',')}` : '/compare'
}

const listOf = (items: Array<string | number>) =>
	items.length <= 1 ? String(items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`

export async function loader({ request, context }: Route.LoaderArgs) {
	const url = new URL(request.url)
	const tokens = (url.searchParams.get('ids') ?? '')
		.split(',')
		.map((t) => t.trim())
		.filter(Boolean)
		.slice(0, MAX_ID_TOKENS)
	const invalid = tokens.filter((t) => parseId(t) === undefined)
	const ids = [...new Set(tokens.map(parseId).filter((id): id is number => id !== undefined))]
	const [found, years] = await Promise.all([getVehiclesByIds(context.db, ids), listYears(context.db)])
	const unknown = ids.filter((id) => !found.some((v) => v.id === id))
	const vehicles = found.slice(0, MAX_COMPARE)
	const extra = found.slice(MAX_COMPARE)

	const notices: string[] = []
	if (invalid.length > 0) notices.push(`Left out ${listOf(invalid.map((t) => `“${t.slice(0, 20)}”`))}: not a vehicle id.`)
	if (unknown.length > 0) {
		notices.push(`${unknown.length === 1 ? 'Vehicle' : 'Vehicles'} ${listOf(unknown)} ${unknown.length === 1 ? 'was' : 'were'} not found, so ${unknown.length === 1 ? 'it was' : 'they were'} left out.`)
	}
	if (extra.length > 0) {
		notices.push(`Up to ${MAX_COMPARE} vehicles can be compared, so ${extra.map((v) => `${vehicleName(v)} ${v.trim}`).join('; ')} ${extra.length === 1 ? 'was' : 'were'} left out.`)
	}
	// A comparison is counted once it has two vehicles or more (each change of the selection is a new one).
	if (vehicles.length >= 2) recordActivity(context, { kind: 'comparison', vehicleIds: vehicles.map((v) => v.id) })
	return { vehicles, notices, years }
}

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: printStyles }]

export const meta: Route.MetaFunction = ({ matches, data }) => {
	const vehicles = data?.vehicles ?? []
	const names = vehicles.map((v) => `${vehicleName(v)} ${v.trim}`)
	return getMeta({
		siteUrl: siteUrlFrom(matches),
		path: '/compare',
		canonical: compareHref(vehicles.map((v) => v.id)),
		title: vehicles.length > 1 ? `Compare ${vehicles.map(vehicleName).join(' vs ')}` : 'Compare Vehicles Side by Side',
		description:
			vehicles.length > 1
				? `Towing capacity, payload, GCWR, GVWR and every other figure of ${listOf(names)}, side by side with their sources.`
				: 'Compare the towing capacity, payload, GCWR and GVWR of up to four trucks, SUVs and crossovers side by side, each figure with its source.',
		keywords: ['compare towing capacity', 'truck comparison', 'towing capacity comparison', 'payload comparison'],
	})
}

interface Row {
	label: string
	/** Numeric rows: the figure, null when not published. */
	figure?: (v: Vehicle) => number | null
	format?: (n: number | null, absent?: string) => string
	/** The field, for saying whether an absent figure is unpublished or not in our data. */
	field?: PublishableField
	/** Which end of a numeric row is best; rows without it mark nothing. */
	best?: 'max' | 'min'
	/** Text rows. */
	text?: (v: Vehicle) => ReactNode
	extra?: (v: Vehicle) => ReactNode
	/** Long text, printed smaller. */
	long?: boolean
}

const yesNo = (b: boolean) => (b ? 'Yes' : 'No')
const orAbsent = (s: string | null, absent = NOT_IN_DATA) => s ?? <span className="text-slate-700 italic">{absent}</span>

const ROWS: Row[] = [
	{ label: 'Rating tier', text: (v) => <RatingBadge lb={v.maxTowingCapacity} /> },
	{
		label: 'Maximum towing capacity',
		figure: (v) => v.maxTowingCapacity,
		format: formatLb,
		best: 'max',
		extra: (v) => (
			<div className="mt-1 w-full min-w-24">
				<CapacityBar value={v.maxTowingCapacity} size="sm" label={`${vehicleName(v)} ${v.trim} towing capacity`} />
			</div>
		),
	},
	{ label: 'Conventional towing', figure: (v) => v.conventionalTowing, format: formatLb, best: 'max' },
	{ label: 'Fifth-wheel / gooseneck towing', field: 'fifthWheelTowing', figure: (v) => v.fifthWheelTowing, format: formatLb, best: 'max' },
	{ label: 'Payload capacity', field: 'payloadCapacity', figure: (v) => v.payloadCapacity, format: formatLb, best: 'max' },
	{ label: 'GCWR', field: 'gcwr', figure: (v) => v.gcwr, format: formatLb, best: 'max' },
	{ label: 'GVWR', field: 'gvwr', figure: (v) => v.gvwr, format: formatLb, best: 'max' },
	{ label: 'Curb weight', field: 'curbWeight', figure: (v) => v.curbWeight, format: formatLb },
	{ label: 'Engine', text: (v) => v.engine },
	{ label: 'Drivetrain', text: (v) => v.drivetrain },
	{ label: 'Axle ratio', text: (v) => orAbsent(v.axleRatio, absentText(v, 'axleRatio')) },
	{ label: 'Body', text: (v) => orAbsent(v.body) },
	{ label: 'Vehicle class', text: (v) => v.vehicleClass.charAt(0).toUpperCase() + v.vehicleClass.slice(1) },
	{ label: 'Required package', text: (v) => v.requiredPackage ?? 'None named' },
	{ label: 'MSRP', figure: (v) => v.msrp, format: formatUsd, best: 'min' },
	{ label: 'SAE J2807 rating', text: (v) => yesNo(v.saeJ2807Certified) },
	{ label: 'Checked against the source', text: (v) => yesNo(v.verified) },
	{
		label: 'Source',
		long: true,
		text: (v) =>
			v.sourceUrl ? (
				<a href={v.sourceUrl} rel="noopener noreferrer nofollow" className="underline">
					{v.source}
				</a>
			) : (
				v.source
			),
	},
	{ label: 'Notes', long: true, text: (v) => v.notes ?? 'None' },
]

/** The best figure of a row, when at least two vehicles publish it and they differ. */
function bestOf(row: Row, vehicles: Vehicle[]) {
	if (!row.best || !row.figure) return null
	const values = vehicles.map(row.figure).filter((n): n is number => n !== null)
	if (values.length < 2 || values.every((n) => n === values[0])) return null
	return row.best === 'max' ? Math.max(...values) : Math.min(...values)
}

export default function Compare({ loaderData }: Route.ComponentProps) {
	const { vehicles, notices, years } = loaderData
	const navigate = useNavigate()
	const hydrated = useHydrated()
	const ids = vehicles.map((v) => v.id)
	const full = ids.length >= MAX_COMPARE

	return (
		<div className="compare-page mx-auto max-w-6xl px-4 py-10" data-hydrated={hydrated || undefined}>
			<h1 className="text-3xl font-bold tracking-tight">Compare Vehicles</h1>
			<p className="no-print mt-3 max-w-3xl text-slate-700">
				Put up to {MAX_COMPARE} configurations side by side: every published figure with its unit and source, the best value in each row marked.
				The address of this page keeps your selection, so you can bookmark or share it.
			</p>

			<div className="no-print mt-6 flex flex-wrap items-center gap-3">
				<CompareDialog chosenIds={ids} years={years} onAdd={(v) => navigate(compareHref([...ids, v.id]), { preventScrollReset: true })} />
				{ids.length > 0 ? (
					<Link to="/compare" preventScrollReset className="rounded-md border border-slate-400 bg-white px-4 py-2 font-medium text-slate-900 no-underline">
						Clear all
					</Link>
				) : null}
				{hydrated && ids.length > 0 ? (
					<button type="button" onClick={() => window.print()} className="rounded-md border border-slate-400 bg-white px-4 py-2 font-medium text-slate-900">
						Print
					</button>
				) : null}
				<p className="text-sm text-slate-700" aria-live="polite">
					{ids.length.toLocaleString('en-US')} of {MAX_COMPARE} chosen
				</p>
				{full ? (
					<p id="compare-full" className="w-full text-sm font-medium text-amber-900">
						You can compare up to {MAX_COMPARE} vehicles. Remove one to add another.
					</p>
				) : null}
				<noscript>
					<p className="w-full text-sm text-slate-800">
						Adding vehicles needs JavaScript. Without it you can still view and share a comparison: open a vehicle&rsquo;s page and use its compare
						link, or remove vehicles with the links in the table.
					</p>
				</noscript>
			</div>

			{notices.length > 0 ? (
				<div role="status" className="no-print mt-4 rounded-md border border-amber-600 bg-amber-50 p-3 text-sm text-amber-950">
					<ul className="space-y-1">
						{notices.map((n) => (
							<li key={n}>{n}</li>
						))}
					</ul>
				</div>
			) : null}

			{vehicles.length === 0 ? (
				<section aria-labelledby="empty-title" className="mt-8 rounded-xl border border-dashed border-slate-400 bg-white p-8 text-center">
					<h2 id="empty-title" className="text-lg font-semibold">
						No vehicles chosen yet
					</h2>
					<p className="mt-2 text-slate-700">
						Use &ldquo;Add vehicle&rdquo; to pick a year, make and model. You can also{' '}
						<Link to="/" className="underline">
							search the vehicle database
						</Link>
						.
					</p>
				</section>
			) : (
				<div className="compare-scroll mt-6 relative overflow-x-auto rounded-xl border border-slate-200 bg-white" tabIndex={0} role="region" aria-labelledby="compare-caption">
					<table className="compare-table w-full border-collapse text-left text-sm">
						<caption id="compare-caption" className="px-4 pt-4 text-left text-base font-semibold">
							{vehicles.length === 1 ? 'One vehicle' : `${vehicles.length} vehicles`} side by side
							<span className="block text-sm font-normal text-slate-700">Weights in pounds; &ldquo;Best&rdquo; marks the best value in a row.</span>
						</caption>
						<thead>
							<tr className="border-b border-slate-300">
								<th scope="col" className="sticky left-0 z-10 w-28 bg-white p-3 align-bottom sm:w-48">
									Specification
								</th>
								{vehicles.map((v) => (
									<th key={v.id} scope="col" className="min-w-[9.5rem] p-3 align-bottom">
										<Link to={`/vehicle/${v.id}`} className="block text-base font-semibold text-slate-900">
											{vehicleName(v)}
										</Link>
										<span className="block text-sm font-normal text-slate-700">{v.trim}</span>
										<Link
											to={compareHref(ids.filter((id) => id !== v.id))}
											preventScrollReset
											className="no-print mt-2 inline-block text-sm font-medium"
											aria-label={`Remove ${vehicleName(v)} ${v.trim} from the comparison`}
										>
											Remove
										</Link>
									</th>
								))}
							</tr>
						</thead>
						<tbody>
							{ROWS.map((row) => {
								const best = bestOf(row, vehicles)
								return (
									<tr key={row.label} className="border-b border-slate-200 align-top">
										<th scope="row" className="sticky left-0 z-10 bg-white p-3 font-medium text-slate-900">
											{row.label}
										</th>
										{vehicles.map((v) => {
											if (row.figure) {
												const n = row.figure(v)
												const isBest = best !== null && n === best
												return (
													<td key={v.id} className={`p-3 ${isBest ? 'bg-green-50' : ''}`} data-best={isBest || undefined}>
														<span className={isBest ? 'font-bold text-slate-900' : n === null ? 'text-slate-700 italic' : 'text-slate-900'}>
															{(row.format ?? formatLb)(n, row.field ? absentText(v, row.field) : NOT_IN_DATA)}
														</span>
														{isBest ? (
															<span className="ml-2 inline-flex items-center rounded-full bg-green-700 px-2 py-0.5 text-xs font-semibold text-white">
																<span aria-hidden="true">★&nbsp;</span>Best
															</span>
														) : null}
														{row.extra?.(v)}
													</td>
												)
											}
											return (
												<td key={v.id} className={`p-3 text-slate-900 ${row.long ? 'compare-long' : ''}`}>
													{row.text?.(v)}
												</td>
											)
										})}
									</tr>
								)
							})}
						</tbody>
					</table>
				</div>
			)}
		</div>
	)
}
