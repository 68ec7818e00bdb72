// Landing pages answer a non-canonical slug (upper case, an alias, Ram across its rename) with a 301 to the canonical one.
import { redirect } from 'react-router'
import { canonicalLanding } from '~/domain/landing-slugs'
import { landingPath } from './vehicle'

export function redirectToCanonicalLanding(request: Request, params: { make: string; model?: string; year?: string }) {
	const c = canonicalLanding(params.make, params.model, params.year)
	if (!c) return
	const path =
		c.model === undefined ? landingPath.make(c.make) : c.year === undefined ? landingPath.model(c.make, c.model) : `${landingPath.model(c.make, c.model)}/${c.year}`
	throw redirect(path + new URL(request.url).search, 301)
}
