import { useEffect } from 'react'
import { useNonce } from '~/utils/nonce'

const AD_DELAY_MS = 1_000
const LOCAL_HOST = /^(localhost|127\.\d+\.\d+\.\d+|\[::1\]|0\.0\.0\.0|.*\.local|.*\.localhost|dev\..*|.*\.dev\..*)$/

/** Loads the advertising provider's script once, 1 s after load, never on local or development hosts. */
export function AdLoader({ clientId }: { clientId: string }) {
	const nonce = useNonce()
	useEffect(() => {
		if (LOCAL_HOST.test(window.location.hostname)) return
		if (document.querySelector('script[data-ad-loader]')) return
		const timer = window.setTimeout(() => {
			try {
				const script = document.createElement('script')
				script.async = true
				script.src = `https://pagead2.googlesyndication.com/pagead/js/adsbygoogle.js?client=${encodeURIComponent(clientId)}`
				script.crossOrigin = 'anonymous'
				script.dataset.adLoader = 'true'
				if (nonce) script.nonce = nonce
				document.head.appendChild(script)
			} catch (error) {
				console.error('Ad setup failed', error)
			}
		}, AD_DELAY_MS)
		return () => window.clearTimeout(timer)
	}, [clientId, nonce])
	return null
}
