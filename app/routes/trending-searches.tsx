// /trending-searches: what people look up on TowSpec, from the anonymous activity of the last 7 days against
// the 7 before (issue 12). Nothing is listed under the minimum count; with too little data the page says so.
import { Link } from 'react-router'
import { cachedTrending } from '~/activity/trending.server'
import { AdSlot } from '~/components/ads'
import { Breadcrumbs } from '~/components/breadcrumbs'
import { RankedList, TrendBadge, UtcTime, VolumeChart } from '~/components/trending'
import { ACTIVITY_RETENTION_DAYS, trendDirection } from '~/domain/activity'
import { formatNumber } from '~/utils/format'
import { breadcrumbJsonLd, getMeta, siteUrlFrom } from '~/utils/meta'
import type { Route } from './+types/trending-searches'
import { buttonClass } from '~/components/button'

export async function loader({ context }: Route.LoaderArgs) {
	return { trending: await cachedTrending(context.db, context.env.TRENDING_CACHE_SECONDS) }
}

export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': 'public, max-age=60, s-maxage=60, stale-while-revalidate=600' })

export const meta: Route.MetaFunction = ({ matches }) => {
	const siteUrl = siteUrlFrom(matches)
	return getMeta({
		siteUrl,
		path: '/trending-searches',
		title: 'Trending Towing Searches This Week',
		description: 'The trucks, SUVs and comparisons people look up most on TowSpec this week, with the change from the week before. Anonymous counts.',
		keywords: ['trending towing searches', 'popular tow vehicles', 'most compared trucks'],
		structuredData: [
			breadcrumbJsonLd(siteUrl, [
				{ name: 'Home', path: '/' },
				{ name: 'Trending Searches', path: '/trending-searches' },
			]),
		],
	})
}

export default function TrendingSearches({ loaderData }: Route.ComponentProps) {
	const t = loaderData.trending
	const listed = t.models.length + t.modelYears.length + t.comparisons.length + t.trailers.length
	const rising = [...t.models].filter((m) => trendDirection(m.trend) === 'up').sort((a, b) => b.count - b.previous - (a.count - a.previous))[0]
	const empty = `Nothing has reached ${t.minimumCount} this week yet.`
	return (
		<div className="mx-auto max-w-5xl px-4 py-8">
			<Breadcrumbs
				crumbs={[
					{ name: 'Home', path: '/' },
					{ name: 'Trending Searches', path: '/trending-searches' },
				]}
			/>
			<h1 className="mt-6 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">Trending Searches</h1>
			<p className="mt-3 max-w-3xl text-lg text-slate-700">
				What people look up, compare and check on TowSpec in the last {t.windowDays} days, against the {t.windowDays} days before.
			</p>
			<p className="mt-2 text-sm text-slate-700" data-testid="updated">
				{t.updatedAt ? (
					<>
						Updated <UtcTime iso={t.updatedAt} /> (the newest event counted)
					</>
				) : (
					'No activity recorded in the last 7 days.'
				)}
			</p>

			{listed === 0 ? (
				<p role="status" className="mt-8 rounded-md border border-amber-300 bg-amber-50 p-4 text-amber-950" data-testid="too-little-data">
					Too little data to show trends yet: nothing has been looked up, compared or checked at least {t.minimumCount} times in the last{' '}
					{t.windowDays} days ({formatNumber(t.totalEvents)} {t.totalEvents === 1 ? 'event' : 'events'} in all). We list nothing below that
					count so that no single visitor’s activity can be picked out, and we do not show sample figures instead.
				</p>
			) : (
				<>
					<dl className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
						<div className="rounded-lg border border-slate-200 bg-white p-4">
							<dt className="text-sm text-slate-700">Most looked up</dt>
							<dd className="mt-1 font-semibold">{t.models[0]?.label ?? '—'}</dd>
						</div>
						<div className="rounded-lg border border-slate-200 bg-white p-4">
							<dt className="text-sm text-slate-700">Rising fastest</dt>
							<dd className="mt-1 font-semibold">
								{rising ? (
									<>
										{rising.label} <TrendBadge trend={rising.trend} />
									</>
								) : (
									'—'
								)}
							</dd>
						</div>
						<div className="rounded-lg border border-slate-200 bg-white p-4">
							<dt className="text-sm text-slate-700">Events counted ({t.windowDays} days)</dt>
							<dd className="mt-1 text-2xl font-bold">{formatNumber(t.totalEvents)}</dd>
						</div>
						<div className="rounded-lg border border-slate-200 bg-white p-4">
							<dt className="text-sm text-slate-700">Listed from</dt>
							<dd className="mt-1 font-semibold">{t.minimumCount} events up</dd>
						</div>
					</dl>
					<div className="mt-8 grid gap-6 lg:grid-cols-2">
						<RankedList id="top-models" title="Most looked-up models" entries={t.models} unit="lookups" empty={empty} />
						<RankedList id="top-model-years" title="Most looked-up model years" entries={t.modelYears} unit="lookups" empty={empty} />
						<RankedList id="top-comparisons" title="Top comparisons" entries={t.comparisons} unit="comparisons" empty={empty} />
						<RankedList id="top-trailers" title="Most-checked trailers" entries={t.trailers} unit="checks" empty={empty} />
					</div>
				</>
			)}

			<section aria-labelledby="volume-title" className="mt-8 rounded-lg border border-slate-200 bg-white p-5">
				<h2 id="volume-title" className="text-xl font-bold">
					Activity in the last 24 hours
				</h2>
				{t.volume.total >= t.minimumCount ? (
					<VolumeChart slots={t.volume.slots} total={t.volume.total} />
				) : (
					<p className="mt-3 text-slate-700" data-testid="volume-too-little">
						Too little activity in the last 24 hours to chart ({formatNumber(t.volume.total)} {t.volume.total === 1 ? 'event' : 'events'}).
					</p>
				)}
			</section>

			<section aria-labelledby="about-data-title" className="mt-8 rounded-lg border border-slate-200 bg-slate-50 p-5 text-slate-800">
				<h2 id="about-data-title" className="text-xl font-bold">
					About this data
				</h2>
				<ul className="mt-3 list-disc space-y-1 pl-5">
					<li>
						<strong>Counted:</strong> a search (on the home page or through our search API) that resolves to one model (stored as that model and year, never the words
						typed); a comparison of two or more vehicles (their ids); a calculator run with a trailer weight (the vehicle if one was chosen,
						the trailer type, the weight rounded to 500 lb, within limits or over, and the limit that decided); and a state-law trip check
						(the state codes, and the outcome when it came from the calculator).
					</li>
					<li>
						<strong>Not stored:</strong> your IP address, any cookie or identifier, your browser’s user agent, your location, or anything
						you typed. Events cannot be linked to each other or to a person.
					</li>
					<li>
						<strong>Not counted:</strong> search engines and other bots, our own health checks and monitors, and searches that match
						several models or none.
					</li>
					<li>
						Lists show only what reached {t.minimumCount} events in the last {t.windowDays} days. The trend compares with the{' '}
						{t.windowDays} days before; “new” means nothing was counted then. Categories come from each model’s vehicle class. Times are
						UTC.
					</li>
					<li>Events are kept {ACTIVITY_RETENTION_DAYS} days, then only daily totals remain.</li>
				</ul>
				<p className="mt-3">
					See the latest activity as it happens on the <Link to="/live-towing-feed">live towing feed</Link>.
				</p>
			</section>

			<div className="mt-8 flex flex-wrap gap-3">
				<Link to="/" className={buttonClass()}>
					Look up your vehicle
				</Link>
				<Link to="/calculator" className="rounded-md border border-brand-700 px-4 py-2 font-semibold text-brand-900 no-underline">
					Check a trailer with the calculator
				</Link>
			</div>
			<AdSlot placement="trending" />
		</div>
	)
}
