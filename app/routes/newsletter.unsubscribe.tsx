import { Form, Link } from 'react-router'
import { findSubscriberByToken, unsubscribe } from '~/contact/newsletter.server'
import { getMeta, siteUrlFrom } from '~/utils/meta'
import type { Route } from './+types/newsletter.unsubscribe'
import { buttonClass } from '~/components/button'

// The link in every newsletter. Opening it changes nothing (mail scanners open links); the button posts.
// A POST with the token in the query string also serves one-click unsubscribe (RFC 8058).

export async function loader({ request, context }: Route.LoaderArgs) {
	const token = new URL(request.url).searchParams.get('token') ?? ''
	const subscriber = await findSubscriberByToken(context.db, token)
	return { token, email: subscriber?.email ?? null }
}

export async function action({ request, context }: Route.ActionArgs) {
	const formData = await request.formData()
	const token = String(formData.get('token') ?? new URL(request.url).searchParams.get('token') ?? '')
	await unsubscribe(context.db, token)
	// Whether or not the token was still subscribed, the address is no longer on the list.
	return { done: true }
}

export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex' })

export const meta: Route.MetaFunction = ({ matches }) =>
	getMeta({ siteUrl: siteUrlFrom(matches), path: '/newsletter/unsubscribe', title: 'Unsubscribe from the newsletter', noindex: true })

export default function Unsubscribe({ loaderData, actionData }: Route.ComponentProps) {
	return (
		<div className="mx-auto max-w-xl px-4 py-12">
			<h1 className="text-3xl font-bold tracking-tight">Unsubscribe from the newsletter</h1>
			{actionData?.done ? (
				<div role="status" className="mt-6 rounded-md border border-green-700 bg-green-50 p-4 text-green-900">
					<p className="font-semibold">You have been unsubscribed</p>
					<p className="mt-1 text-sm">Your email address has been removed from our list. You will get no more newsletters.</p>
				</div>
			) : loaderData.email ? (
				<>
					<p className="mt-4 text-slate-700">
						Stop sending the TowSpec newsletter to <strong>{loaderData.email}</strong>? The address is removed from our list.
					</p>
					<Form method="post" className="mt-6">
						<input type="hidden" name="token" value={loaderData.token} />
						<button type="submit" className={buttonClass()}>
							Unsubscribe
						</button>
					</Form>
				</>
			) : (
				<p className="mt-4 text-slate-700">
					This link is not subscribed to anything: the address was already removed, or the link is incomplete. If newsletters keep arriving,{' '}
					<Link to="/contact" className="underline">
						contact us
					</Link>.
				</p>
			)}
		</div>
	)
}
