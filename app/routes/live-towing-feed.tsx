// /live-towing-feed: the latest anonymous activity, newest first (issue 12). Rendered on the server; with
// JavaScript it reloads its own data every 20 s while the tab is visible (paused when hidden) and keeps the
// relative times current. No location: none is collected.
import { useEffect, useSyncExternalStore } from 'react'
import { Link, useFetcher } from 'react-router'
import { cachedTrending, latestActivity } from '~/activity/trending.server'
import { AdSlot } from '~/components/ads'
import { Breadcrumbs } from '~/components/breadcrumbs'
import { UtcTime } from '~/components/trending'
import { FEED_SIZE, relativeTime } from '~/domain/activity'
import { formatNumber } from '~/utils/format'
import { useHydrated } from '~/utils/use-hydrated'
import { breadcrumbJsonLd, getMeta, siteUrlFrom } from '~/utils/meta'
import type { Route } from './+types/live-towing-feed'

const POLL_MS = 20_000
const TICK_MS = 15_000

export async function loader({ context }: Route.LoaderArgs) {
	const [items, trending] = await Promise.all([latestActivity(context.db, FEED_SIZE), cachedTrending(context.db, context.env.TRENDING_CACHE_SECONDS)])
	return { items, popular: trending.models.slice(0, 5), now: new Date().toISOString() }
}

export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': 'no-store' })

export const meta: Route.MetaFunction = ({ matches }) => {
	const siteUrl = siteUrlFrom(matches)
	return getMeta({
		siteUrl,
		path: '/live-towing-feed',
		title: 'Live Towing Activity',
		description: 'What people are looking up, comparing and checking on TowSpec right now: the latest anonymous activity, newest first.',
		keywords: ['live towing activity', 'towing calculator checks', 'truck comparisons'],
		structuredData: [
			breadcrumbJsonLd(siteUrl, [
				{ name: 'Home', path: '/' },
				{ name: 'Live Towing Activity', path: '/live-towing-feed' },
			]),
		],
	})
}

type Data = Route.ComponentProps['loaderData']

/** Reloads the route's data every POLL_MS while the tab is visible, and at once when it becomes visible again. */
function useLiveData(initial: Data): Data {
	const fetcher = useFetcher<Data>()
	const { load } = fetcher
	useEffect(() => {
		let timer: number | undefined
		const schedule = () => {
			window.clearTimeout(timer)
			if (document.visibilityState === 'visible') timer = window.setTimeout(refresh, POLL_MS)
		}
		const refresh = () => {
			if (document.visibilityState !== 'visible') return
			void load('/live-towing-feed')
			schedule()
		}
		const onVisibility = () => (document.visibilityState === 'visible' ? refresh() : window.clearTimeout(timer))
		schedule()
		document.addEventListener('visibilitychange', onVisibility)
		return () => {
			window.clearTimeout(timer)
			document.removeEventListener('visibilitychange', onVisibility)
		}
	}, [load])
	return fetcher.data ?? initial
}

function subscribeClock(onTick: () => void) {
	const timer = window.setInterval(onTick, TICK_MS)
	return () => window.clearInterval(timer)
}
const clockNow = () => Math.floor(Date.now() / TICK_MS) * TICK_MS

/** "now" for relative times: the server's while hydrating (so the markup matches), then the clock's. */
function useNow(serverNow: string) {
	const serverMs = Date.parse(serverNow)
	return useSyncExternalStore(subscribeClock, clockNow, () => serverMs)
}

export default function LiveTowingFeed({ loaderData }: Route.ComponentProps) {
	const data = useLiveData(loaderData)
	const now = useNow(data.now)
	const hydrated = useHydrated()
	return (
		<div className="mx-auto max-w-5xl px-4 py-8" data-hydrated={hydrated || undefined}>
			<Breadcrumbs
				crumbs={[
					{ name: 'Home', path: '/' },
					{ name: 'Live Towing Activity', path: '/live-towing-feed' },
				]}
			/>
			<h1 className="mt-6 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">Live Towing Activity</h1>
			<p className="mt-3 max-w-3xl text-lg text-slate-700">
				The latest things people looked up, compared and checked on TowSpec, newest first. Anonymous: no names, no locations.
			</p>
			<div className="mt-8 grid gap-6 lg:grid-cols-3">
				<section aria-labelledby="feed-title" className="rounded-lg border border-slate-200 bg-white p-5 lg:col-span-2">
					<div className="flex flex-wrap items-baseline justify-between gap-2">
						<h2 id="feed-title" className="text-xl font-bold">
							Latest activity
						</h2>
						<p className="text-sm text-slate-700" data-testid="feed-status">
							Checked <UtcTime iso={data.now} />
							<span className="sr-only">.</span> Updates every 20 seconds while this tab is open.
						</p>
					</div>
					{data.items.length === 0 ? (
						<p className="mt-4 text-slate-700" data-testid="feed-empty">
							Nothing has been recorded yet. Look up a vehicle, compare two or run the calculator, and it will show here.
						</p>
					) : (
						<ol className="mt-4 max-h-[32rem] divide-y divide-slate-100 overflow-y-auto" data-testid="feed" tabIndex={0} aria-label="Latest activity, newest first">
							{data.items.map((item, i) => (
								<li key={`${item.at}-${i}`} className="flex flex-wrap items-baseline justify-between gap-x-4 py-2">
									<span className="min-w-0">
										<span className="mr-2 rounded bg-slate-100 px-1.5 py-0.5 text-xs text-slate-700">{KIND_WORDS[item.kind]}</span>
										{item.text}
									</span>
									<time dateTime={item.at} className="shrink-0 text-sm text-slate-700">
										{relativeTime(item.at, now)}
									</time>
								</li>
							))}
						</ol>
					)}
				</section>
				<section aria-labelledby="popular-title" className="rounded-lg border border-slate-200 bg-white p-5">
					<h2 id="popular-title" className="text-xl font-bold">
						Most looked up this week
					</h2>
					{data.popular.length === 0 ? (
						<p className="mt-3 text-slate-700">Too little data yet.</p>
					) : (
						<ol className="mt-3 space-y-2">
							{data.popular.map((m) => (
								<li key={m.href} className="flex justify-between gap-2">
									<Link to={m.href}>{m.label}</Link>
									<span className="text-sm text-slate-700">{formatNumber(m.count)}</span>
								</li>
							))}
						</ol>
					)}
					<p className="mt-4 text-sm">
						<Link to="/trending-searches">All trends</Link>
					</p>
				</section>
			</div>
			<p className="mt-8">
				<Link to="/">Look up your vehicle</Link>
			</p>
			<AdSlot placement="live-feed" />
		</div>
	)
}

const KIND_WORDS: Record<Data['items'][number]['kind'], string> = {
	search: 'Lookup',
	comparison: 'Compare',
	calculation: 'Calculator',
	'trip-check': 'Trip check',
}
