// The pieces of /trending-searches and /live-towing-feed: ranked lists with their trend, the 24-hour volume
// chart (an SVG drawn on the server, with the same figures as a table for screen readers), relative times.
import { Link } from 'react-router'
import { type Trend, trendDirection, trendLabel } from '~/domain/activity'
import { formatNumber } from '~/utils/format'

export function TrendBadge({ trend }: { trend: Trend }) {
	const direction = trendDirection(trend)
	const style =
		direction === 'up'
			? 'border-green-300 bg-green-50 text-green-800'
			: direction === 'down'
				? 'border-red-300 bg-red-50 text-red-800'
				: 'border-slate-300 bg-slate-50 text-slate-700'
	const words = trend.kind === 'new' ? 'new this week' : `${trendLabel(trend)} against the week before`
	return (
		<span className={`inline-block rounded-full border px-2 py-0.5 text-xs font-semibold ${style}`}>
			<span aria-hidden="true">{trendLabel(trend)}</span>
			<span className="sr-only">{words}</span>
		</span>
	)
}

export interface RankedEntry {
	label: string
	href: string
	count: number
	trend: Trend
	category?: string
}

/** A ranked list; an empty one says why rather than showing nothing. */
export function RankedList({ id, title, entries, unit, empty }: { id: string; title: string; entries: RankedEntry[]; unit: string; empty: string }) {
	return (
		<section aria-labelledby={`${id}-title`} className="rounded-lg border border-slate-200 bg-white p-5" data-testid={id}>
			<h2 id={`${id}-title`} className="text-xl font-bold">
				{title}
			</h2>
			{entries.length === 0 ? (
				<p className="mt-3 text-slate-700">{empty}</p>
			) : (
				<ol className="mt-3 divide-y divide-slate-100">
					{entries.map((e, i) => (
						<li key={e.href + e.label} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2">
							<span className="w-6 text-right font-mono text-sm text-slate-600" aria-hidden="true">
								{i + 1}
							</span>
							<Link to={e.href} className="min-w-0 flex-1 font-medium">
								{e.label}
							</Link>
							{e.category ? <span className="rounded bg-slate-100 px-2 py-0.5 text-xs text-slate-700">{e.category}</span> : null}
							<span className="text-sm text-slate-800" data-count={e.count}>
								{formatNumber(e.count)} {unit}
							</span>
							<TrendBadge trend={e.trend} />
						</li>
					))}
				</ol>
			)}
		</section>
	)
}

const CHART = { width: 480, height: 200, top: 16, bottom: 32, left: 8, right: 8 }

/** Events per 3-hour slot of the last 24 hours: bars drawn on the server, figures in a table for screen readers. */
export function VolumeChart({ slots, total }: { slots: Array<{ label: string; count: number }>; total: number }) {
	const max = Math.max(1, ...slots.map((s) => s.count))
	const plot = CHART.height - CHART.top - CHART.bottom
	const step = (CHART.width - CHART.left - CHART.right) / slots.length
	const barWidth = Math.min(40, step * 0.6)
	return (
		<figure className="mt-3">
			<svg
				viewBox={`0 0 ${CHART.width} ${CHART.height}`}
				width="100%"
				className="h-auto max-w-xl"
				aria-hidden="true"
				focusable="false"
				data-testid="volume-chart"
			>
				<line x1={CHART.left} x2={CHART.width - CHART.right} y1={CHART.height - CHART.bottom} y2={CHART.height - CHART.bottom} stroke="#94a3b8" />
				{slots.map((s, i) => {
					const h = Math.round((s.count / max) * plot)
					const x = CHART.left + i * step + (step - barWidth) / 2
					const y = CHART.height - CHART.bottom - h
					return (
						<g key={s.label}>
							<rect x={x} y={y} width={barWidth} height={h} rx={3} fill="#1d4ed8" />
							<text x={x + barWidth / 2} y={Math.max(CHART.top - 2, y - 4)} textAnchor="middle" fontSize="11" fill="#0f172a">
								{s.count}
							</text>
							<text x={x + barWidth / 2} y={CHART.height - CHART.bottom + 16} textAnchor="middle" fontSize="11" fill="#334155">
								{s.label}
							</text>
						</g>
					)
				})}
			</svg>
			<table className="sr-only">
				<caption>Activity in the last 24 hours by 3-hour slot (UTC), {formatNumber(total)} events in all</caption>
				<thead>
					<tr>
						<th scope="col">Slot starting (UTC)</th>
						<th scope="col">Events</th>
					</tr>
				</thead>
				<tbody>
					{slots.map((s) => (
						<tr key={s.label}>
							<th scope="row">{s.label}</th>
							<td>{s.count}</td>
						</tr>
					))}
				</tbody>
			</table>
			<figcaption className="mt-2 text-sm text-slate-700">
				{formatNumber(total)} events in the last 24 hours, by 3-hour slot of the day (UTC).
			</figcaption>
		</figure>
	)
}

const UTC_TIME = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' })

export function UtcTime({ iso }: { iso: string }) {
	return <time dateTime={iso}>{UTC_TIME.format(new Date(iso))} UTC</time>
}
