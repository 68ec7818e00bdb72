import { useEffect } from 'react'
import { Links, Meta, Outlet, Scripts, ScrollRestoration, useLocation, useRouteLoaderData } from 'react-router'
import type { Route } from './+types/root'
import './app.css'
import { AdChoiceFooter, AdLoader, ConsentBanner } from './components/ads'
import { PendingDetail } from './components/editorial/detail-skeleton'
import { GeneralErrorBoundary } from './components/error-boundary'
import { NotFound } from './components/not-found'
import { SiteFooter } from './components/site-footer'
import { SiteHeader } from './components/site-header'
import { Toaster } from './components/toaster'
import { adConsentFrom } from './utils/ad-consent'
import { useNonce } from './utils/nonce'

export async function loader({ request, context }: Route.LoaderArgs) {
	const { ADS_CLIENT_ID, ADS_SLOT_ID } = context.env
	return {
		siteUrl: context.env.SITE_URL,
		year: new Date().getFullYear(),
		// Advertising is off (null) unless ADS_CLIENT_ID is set; the visitor's choice comes from its cookie.
		ads: ADS_CLIENT_ID ? { clientId: ADS_CLIENT_ID, slotId: ADS_SLOT_ID ?? null, consent: adConsentFrom(request.headers.get('cookie')) } : null,
	}
}

export function Layout({ children }: { children: React.ReactNode }) {
	const nonce = useNonce()
	const data = useRouteLoaderData<typeof loader>('root')
	return (
		<html lang="en">
			<head>
				<meta charSet="utf-8" />
				<meta name="viewport" content="width=device-width, initial-scale=1" />
				<link rel="icon" href="/favicon.svg" type="image/svg+xml" />
				<Meta />
				<Links />
			</head>
			<body className="flex min-h-screen flex-col">
				<a
					href="#main"
					className="sr-only z-50 rounded bg-white px-4 py-2 font-medium focus:not-sr-only focus:absolute focus:left-4 focus:top-4"
				>
					Skip to content
				</a>
				<SiteHeader />
				<main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
					{children}
				</main>
				<SiteFooter year={data?.year ?? new Date().getFullYear()}>
					<AdChoiceFooter />
				</SiteFooter>
				<ConsentBanner />
				<AdLoader />
				<Toaster />
				<ScrollRestoration nonce={nonce} />
				<Scripts nonce={nonce} />
			</body>
		</html>
	)
}

/** Smooth scroll to the top on every route change (not on hash links or query-only changes). */
function ScrollToTop() {
	const { pathname } = useLocation()
	useEffect(() => {
		const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches
		window.scrollTo({ top: 0, behavior: reduced ? 'auto' : 'smooth' })
	}, [pathname])
	return null
}

export default function App() {
	return (
		<>
			<ScrollToTop />
			<PendingDetail>
				<Outlet />
			</PendingDetail>
		</>
	)
}

export function ErrorBoundary() {
	return <GeneralErrorBoundary statusHandlers={{ 404: () => <NotFound /> }} />
}
