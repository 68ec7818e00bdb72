// Advertising (issue 12; docs/decisions/013-activity-trending-ads.md). Everything here renders nothing while
// ADS_CLIENT_ID is unset. With it set:
// - AdSlot reserves a box of fixed height per breakpoint, filled or not, so an ad moves nothing (CLS 0);
//   after a rejection there is no box at all (decided on the server from the consent cookie).
// - ConsentBanner asks once (accept / reject, the same weight), as a plain form that works without JavaScript.
// - AdLoader adds the provider's script only after an acceptance, on a non-local host, 1 s after the load
//   event. Before that, and ever after a rejection, no request goes to the provider.
import { useEffect } from 'react'
import { useFetcher, useLocation, useRouteLoaderData } from 'react-router'
import type { AdConsent } from '~/utils/ad-consent'
import { useNonce } from '~/utils/nonce'
import { useHydrated } from '~/utils/use-hydrated'

export const AD_SCRIPT_URL = 'https://pagead2.googlesyndication.com/pagead/js/adsbygoogle.js'
const AD_DELAY_MS = 1_000
const LOCAL_HOST = /^(localhost|127\.\d+\.\d+\.\d+|\[::1\]|0\.0\.0\.0|.*\.local|.*\.localhost|dev\..*|.*\.dev\..*)$/

export interface AdsSettings {
	clientId: string
	slotId: string | null
	consent: AdConsent | null
}

/** The advertising settings from the root loader; null when advertising is off. */
export function useAds(): AdsSettings | null {
	const root = useRouteLoaderData('root') as { ads?: AdsSettings | null } | undefined
	return root?.ads ?? null
}

/** The slot's fixed height per breakpoint: a 300×250 rectangle on phones, a 728×90 banner from `md` up. */
export const AD_SLOT_HEIGHT = 'h-[250px] md:h-[90px]'

let scriptLoaded = false

/** Asks the provider to fill every slot on the page not yet asked for. Only ever called after consent. */
function fillSlots() {
	if (!scriptLoaded) return
	const queue = ((window as unknown as { adsbygoogle?: unknown[] }).adsbygoogle ??= [])
	for (const slot of document.querySelectorAll<HTMLElement>('ins.adsbygoogle:not([data-ad-requested])')) {
		slot.dataset.adRequested = 'true'
		try {
			queue.push({})
		} catch (error) {
			console.error('Ad setup failed', error)
		}
	}
}

/** A reserved advertising box. Place it below a page's main answer, never above it. */
export function AdSlot({ placement }: { placement: string }) {
	const ads = useAds()
	useEffect(() => {
		if (ads?.consent === 'accepted') fillSlots()
	}, [ads?.consent])
	if (!ads || ads.consent === 'rejected') return null
	return (
		<aside
			aria-label="Advertisement"
			data-ad-placement={placement}
			className={`no-print relative mx-auto my-10 w-full max-w-[728px] overflow-hidden rounded border border-dashed border-slate-300 bg-slate-50 ${AD_SLOT_HEIGHT}`}
		>
			<span className="absolute left-2 top-1 text-[11px] text-slate-600">Advertisement</span>
			{ads.consent === 'accepted' ? (
				<ins
					className="adsbygoogle block h-full w-full"
					data-ad-client={ads.clientId}
					{...(ads.slotId ? { 'data-ad-slot': ads.slotId } : {})}
					data-full-width-responsive="false"
				/>
			) : null}
		</aside>
	)
}

/** Loads the provider's script once: consent given, host not local, 1 s after the load event. */
export function AdLoader() {
	const ads = useAds()
	const nonce = useNonce()
	const consent = ads?.consent
	const clientId = ads?.clientId
	useEffect(() => {
		if (consent !== 'accepted' || !clientId) return
		if (LOCAL_HOST.test(window.location.hostname)) return
		let timer: number | undefined
		const load = () => {
			if (document.querySelector('script[data-ad-loader]')) return fillSlots()
			try {
				const script = document.createElement('script')
				script.async = true
				script.src = `${AD_SCRIPT_URL}?client=${encodeURIComponent(clientId)}`
				script.crossOrigin = 'anonymous'
				script.dataset.adLoader = 'true'
				if (nonce) script.nonce = nonce
				script.addEventListener('load', () => {
					scriptLoaded = true
					fillSlots()
				})
				document.head.appendChild(script)
			} catch (error) {
				console.error('Ad setup failed', error)
			}
		}
		const start = () => {
			timer = window.setTimeout(load, AD_DELAY_MS)
		}
		if (document.readyState === 'complete') start()
		else window.addEventListener('load', start, { once: true })
		return () => {
			window.clearTimeout(timer)
			window.removeEventListener('load', start)
		}
	}, [consent, clientId, nonce])
	return null
}

/** Two buttons of the same size and style: accept or reject. Without JavaScript it posts to /consent. */
export function AdChoiceButtons({ current }: { current: AdConsent | null }) {
	const fetcher = useFetcher()
	const hydrated = useHydrated()
	const { pathname, search, hash } = useLocation()
	const pending = fetcher.formData?.get('choice')
	useEffect(() => {
		// Withdrawing consent after the script ran: reload so the provider's code is gone from the page.
		if (fetcher.state === 'idle' && fetcher.data && pending === undefined && document.querySelector('script[data-ad-loader]')) {
			const data = fetcher.data as { choice?: AdConsent }
			if (data.choice === 'rejected') window.location.reload()
		}
	}, [fetcher.state, fetcher.data, pending])
	const button = 'min-w-32 rounded-md border-2 border-brand-700 bg-white px-4 py-2 font-semibold text-brand-900 hover:bg-brand-50 aria-pressed:bg-brand-700 aria-pressed:text-white'
	return (
		<fetcher.Form method="post" action="/consent" className="flex flex-wrap gap-3">
			<input type="hidden" name="returnTo" value={`${pathname}${search}${hash}`} />
			{hydrated ? <input type="hidden" name="js" value="1" /> : null}
			<button type="submit" name="choice" value="accepted" className={button} aria-pressed={current === 'accepted'}>
				Accept ads
			</button>
			<button type="submit" name="choice" value="rejected" className={button} aria-pressed={current === 'rejected'}>
				Reject ads
			</button>
		</fetcher.Form>
	)
}

/** Asks once, at the bottom of the window, while no choice is remembered. */
export function ConsentBanner() {
	const ads = useAds()
	if (!ads || ads.consent !== null) return null
	return (
		<>
			{/* Room at the end of the page, so the fixed banner never hides the footer. */}
			<div aria-hidden="true" className="h-56 sm:h-40" />
			<section
				aria-labelledby="ad-consent-title"
				className="no-print fixed inset-x-0 bottom-0 z-40 border-t border-slate-300 bg-white px-4 py-4 shadow-lg"
				data-testid="consent-banner"
			>
				<div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-4">
					<div className="max-w-2xl text-sm text-slate-800">
						<h2 id="ad-consent-title" className="text-base font-semibold text-slate-900">
							Ads keep TowSpec free
						</h2>
						<p>
							May we show ads from our advertising provider? It may use cookies. If you reject, no ad code is loaded at all. You can
							change your choice at any time from the page footer or the <a href="/privacy#ad-choices">privacy page</a>.
						</p>
					</div>
					<AdChoiceButtons current={null} />
				</div>
			</section>
		</>
	)
}

const CHOICE_WORDS: Record<AdConsent | 'none', string> = { accepted: 'accepted', rejected: 'rejected', none: 'not chosen yet' }

/** The footer's line: the current choice and a way to change it (only while advertising is on). */
export function AdChoiceFooter() {
	const ads = useAds()
	if (!ads) return null
	return (
		<p className="mt-4 text-sm text-slate-700" data-testid="ad-choice-footer">
			Ads: {CHOICE_WORDS[ads.consent ?? 'none']}. <a href="/privacy#ad-choices">Change your advertising choice</a>
		</p>
	)
}

/** The privacy page's section: what each choice means and the two buttons. */
export function AdChoiceSection() {
	const ads = useAds()
	return (
		<section id="ad-choices" aria-labelledby="ad-choices-title" className="mt-10 scroll-mt-24 rounded-lg border border-slate-200 bg-white p-5">
			<h2 id="ad-choices-title" className="text-xl font-semibold text-slate-900">
				Your advertising choice
			</h2>
			{ads ? (
				<>
					<p className="mt-2 text-slate-700">
						Now: <strong>{CHOICE_WORDS[ads.consent ?? 'none']}</strong>. Accept, and ads from our provider load about a second after a page
						has finished loading. Reject, and no ad code is loaded and no request goes to the provider. The choice is kept in one cookie
						for a year.
					</p>
					<div className="mt-4">
						<AdChoiceButtons current={ads.consent} />
					</div>
				</>
			) : (
				<p className="mt-2 text-slate-700">No advertising is shown on TowSpec at present, so there is nothing to choose.</p>
			)}
		</section>
	)
}
