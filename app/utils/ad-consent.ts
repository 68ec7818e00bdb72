// The visitor's advertising choice (issue 12): one cookie holding "accepted" or "rejected", nothing else.
// Read by the root loader so the server renders the banner, the slots and the loader the choice allows.

export type AdConsent = 'accepted' | 'rejected'

export const AD_CONSENT_COOKIE = 'towspec_ads'
/** A choice is remembered for a year (then asked again). */
export const AD_CONSENT_MAX_AGE_S = 365 * 24 * 3600

/** The choice in a Cookie header, or null when none was made. */
export function adConsentFrom(cookieHeader: string | null): AdConsent | null {
	if (!cookieHeader) return null
	for (const part of cookieHeader.split(';')) {
		const [name, value] = part.trim().split('=')
		if (name === AD_CONSENT_COOKIE && (value === 'accepted' || value === 'rejected')) return value
	}
	return null
}

export function adConsentCookie(choice: AdConsent, secure: boolean) {
	return `${AD_CONSENT_COOKIE}=${choice}; Path=/; Max-Age=${AD_CONSENT_MAX_AGE_S}; SameSite=Lax${secure ? '; Secure' : ''}`
}

/** Where to go back to after the choice: a path on this site only. */
export function safeReturnPath(value: unknown) {
	return typeof value === 'string' && /^\/(?![/\\])/.test(value) && value.length <= 2000 ? value : '/'
}
