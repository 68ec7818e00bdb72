import { data } from 'react-router'
import { NewsletterForm } from '~/components/newsletter-form'
import type { Notice } from '~/components/contact/form-fields'
import { NEWSLETTER_NOTICES } from '~/contact/schemas'
import { submit } from '~/contact/submit.server'
import { getMeta, siteUrlFrom } from '~/utils/meta'
import type { Route } from './+types/newsletter'

/** The newsletter sign-up posted without JavaScript (from the blog or this page). */
export async function action({ request, context }: Route.ActionArgs) {
	const formData = await request.formData()
	const body = Object.fromEntries([...formData].filter(([, v]) => typeof v === 'string')) as Record<string, string>
	const outcome = await submit('newsletter', body, context)
	if (outcome.status === 'created') {
		return { email: '', errors: {}, notice: { ...NEWSLETTER_NOTICES.success, variant: 'default' } as Notice }
	}
	if (outcome.status === 'limited') {
		return data(
			{ email: body.email ?? '', errors: {}, notice: { title: NEWSLETTER_NOTICES.failure.title, description: outcome.message, variant: 'destructive' } as Notice },
			{ status: 429, headers: { 'Retry-After': String(outcome.retryAfterSeconds) } },
		)
	}
	return data({ email: body.email ?? '', errors: outcome.errors, notice: undefined }, { status: 400 })
}

export const headers: Route.HeadersFunction = ({ actionHeaders }) => {
	const retryAfter = actionHeaders.get('Retry-After')
	return retryAfter ? { 'Retry-After': retryAfter } : new Headers()
}

export const meta: Route.MetaFunction = ({ matches }) =>
	getMeta({
		siteUrl: siteUrlFrom(matches),
		path: '/newsletter',
		title: 'Newsletter',
		description: 'Subscribe to the TowSpec newsletter: new towing guides and data updates, about once a month.',
	})

export default function Newsletter({ actionData }: Route.ComponentProps) {
	return (
		<div className="mx-auto max-w-xl px-4 py-12">
			<h1 className="text-3xl font-bold tracking-tight">TowSpec newsletter</h1>
			<p className="mt-3 text-slate-700">
				We keep your email address and the time you subscribed, and nothing else. We use it only to send the newsletter, and you can
				unsubscribe at any time with the link in every issue.
			</p>
			<div className="mt-8 rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
				<NewsletterForm
					key={JSON.stringify(actionData ?? null)}
					heading="Subscribe"
					defaultEmail={actionData?.email}
					errors={actionData?.errors}
					notice={actionData?.notice}
				/>
			</div>
		</div>
	)
}
