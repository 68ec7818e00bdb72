// Loading skeleton for editorial detail pages during client-side navigation (SPEC §4 "loading"). The
// server always sends the finished page; this only shows while the browser fetches the next one.
import { useLocation, useNavigation } from 'react-router'

const DETAIL_PATH = /^\/(hubs|articles|comparisons|state-guides|blog|towing-101|guides)\/[^/]+\/?$/

export function isDetailPath(pathname: string) {
	return DETAIL_PATH.test(pathname)
}

export function DetailSkeleton() {
	return (
		<div className="mx-auto max-w-4xl animate-pulse px-4 py-10" aria-busy="true" aria-live="polite">
			<p className="sr-only">Loading…</p>
			<div aria-hidden="true">
				<div className="h-4 w-1/3 rounded bg-slate-200" />
				<div className="mt-6 flex gap-2">
					<div className="h-5 w-24 rounded-full bg-slate-200" />
					<div className="h-5 w-20 rounded-full bg-slate-200" />
				</div>
				<div className="mt-4 h-9 w-3/4 rounded bg-slate-200" />
				<div className="mt-3 h-4 w-2/3 rounded bg-slate-200" />
				<div className="mt-8 space-y-3">
					{Array.from({ length: 8 }, (_, i) => (
						<div key={i} className={`h-4 rounded bg-slate-200 ${i % 3 === 2 ? 'w-5/6' : 'w-full'}`} />
					))}
				</div>
			</div>
		</div>
	)
}

/** Shows the skeleton instead of the current page while navigating to another editorial detail page. */
export function PendingDetail({ children }: { children: React.ReactNode }) {
	const navigation = useNavigation()
	const location = useLocation()
	const target = navigation.state === 'loading' ? navigation.location : undefined
	if (target && target.pathname !== location.pathname && isDetailPath(target.pathname)) return <DetailSkeleton />
	return <>{children}</>
}
