// POST /consent: remembers the advertising choice (accepted / rejected) in one cookie. The banner's form and
// the privacy page's buttons post here: without JavaScript the answer is a redirect back to the page, with it
// (a fetcher, js=1) the choice as data, and every loader revalidates. A GET has nothing to show: the privacy page.
import { data, redirect } from 'react-router'
import { type AdConsent, adConsentCookie, safeReturnPath } from '~/utils/ad-consent'
import type { Route } from './+types/consent'

export function loader() {
	return redirect('/privacy#ad-choices', 303)
}

export async function action({ request }: Route.ActionArgs) {
	const form = await request.formData()
	const choice = form.get('choice')
	if (choice !== 'accepted' && choice !== 'rejected') throw data('Choose accepted or rejected', { status: 400 })
	const secure = new URL(request.url).protocol === 'https:' || request.headers.get('x-forwarded-proto') === 'https'
	const headers = { 'Set-Cookie': adConsentCookie(choice, secure), 'Cache-Control': 'no-store' }
	// The buttons add js=1 once hydrated (a fetcher wants data); a plain form post wants a page back.
	if (form.get('js') === '1') return data({ choice: choice as AdConsent }, { headers })
	throw redirect(safeReturnPath(form.get('returnTo')), { status: 303, headers })
}
