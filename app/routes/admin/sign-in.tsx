import { Form, data, redirect } from 'react-router'
import { ADMIN_HEADERS, assertSameOrigin, createSessionCookie, readSession, requireAdminEnabled, tokenMatches } from '~/admin/session.server'
import { hitRateLimit, rateLimitMessage } from '~/contact/rate-limit.server'
import { getMeta, siteUrlFrom } from '~/utils/meta'
import type { Route } from './+types/sign-in'
import { buttonClass } from '~/components/button'

export async function loader({ request, context }: Route.LoaderArgs) {
	const token = requireAdminEnabled(context.env)
	if (await readSession(request, token, context.db)) throw redirect('/admin/reports')
	return null
}

export async function action({ request, context }: Route.ActionArgs) {
	const token = requireAdminEnabled(context.env)
	assertSameOrigin(request)
	const limit = await hitRateLimit(context.env, 'admin-sign-in', context.clientAddress, context.db)
	if (limit.limited) {
		return data({ error: rateLimitMessage(limit.retryAfterSeconds) }, { status: 429, headers: { 'Retry-After': String(limit.retryAfterSeconds) } })
	}
	const formData = await request.formData()
	if (!tokenMatches(token, String(formData.get('token') ?? ''))) return data({ error: 'That token is not the operator token.' }, { status: 401 })
	await limit.release()
	return redirect('/admin/reports', { headers: { 'Set-Cookie': await createSessionCookie(request, token, context.db) } })
}

export const headers: Route.HeadersFunction = ({ actionHeaders }) => {
	const retryAfter = actionHeaders.get('Retry-After')
	return retryAfter ? { ...ADMIN_HEADERS, 'Retry-After': retryAfter } : ADMIN_HEADERS
}

export const meta: Route.MetaFunction = ({ matches }) =>
	getMeta({ siteUrl: siteUrlFrom(matches), path: '/admin/sign-in', title: 'Operator sign-in', noindex: true })

export default function SignIn({ actionData }: Route.ComponentProps) {
	return (
		<div className="mx-auto max-w-md px-4 py-12">
			<h1 className="text-3xl font-bold tracking-tight">Operator sign-in</h1>
			<p className="mt-3 text-slate-700">For the people who work through data-issue reports and support requests.</p>
			<Form method="post" className="mt-6 grid gap-4 rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
				<div>
					<label htmlFor="admin-token" className="block text-sm font-medium">
						Operator token
					</label>
					<input
						id="admin-token"
						name="token"
						type="password"
						required
						autoComplete="current-password"
						aria-invalid={actionData?.error ? true : undefined}
						aria-describedby={actionData?.error ? 'admin-token-error' : undefined}
						className="mt-1 block w-full rounded-md border border-slate-400 bg-white px-3 py-2"
					/>
					{actionData?.error ? (
						<p id="admin-token-error" role="alert" className="mt-1 text-sm font-medium text-red-700">
							{actionData.error}
						</p>
					) : null}
				</div>
				<div>
					<button type="submit" className={buttonClass()}>
						Sign in
					</button>
				</div>
			</Form>
		</div>
	)
}
