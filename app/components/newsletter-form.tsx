// The newsletter sign-up field (used on the blog and on /newsletter). Posts to /newsletter without
// JavaScript; with it, validates with the shared schema and posts JSON to /api/newsletter.
import { useId, useState } from 'react'
import { Form } from 'react-router'
import { HoneypotField, InlineNotice, type Notice } from '~/components/contact/form-fields'
import { type FieldErrors, LIMITS, NEWSLETTER_NOTICES, NewsletterSchema } from '~/contact/schemas'
import { useJsonSubmit } from '~/components/contact/use-json-submit'
import { buttonClass } from '~/components/button'

export function NewsletterForm({
	defaultEmail,
	errors: initialErrors,
	notice: initialNotice,
	heading = 'Get the newsletter',
}: {
	defaultEmail?: string
	errors?: FieldErrors
	notice?: Notice
	heading?: string
}) {
	const id = useId()
	const [notice, setNotice] = useState(initialNotice)
	const { errors, submitting, onSubmit, onChange, enhanced } = useJsonSubmit({
		schema: NewsletterSchema,
		endpoint: '/api/newsletter',
		notices: NEWSLETTER_NOTICES,
		initialErrors,
		onStart: () => setNotice(undefined),
	})
	const error = errors.email
	return (
		<section aria-labelledby={`${id}-heading`} className="relative">
			<h2 id={`${id}-heading`} className="text-xl font-semibold">
				{heading}
			</h2>
			<p className="mt-1 text-sm text-slate-700">New towing guides and data updates, about once a month. Every issue has a link to unsubscribe.</p>
			{notice ? (
				<div className="mt-3">
					<InlineNotice notice={notice} />
				</div>
			) : null}
			<Form method="post" action="/newsletter" noValidate onSubmit={onSubmit} onChange={onChange} data-enhanced={enhanced || undefined} className="mt-3">
				<label htmlFor={`${id}-email`} className="block text-sm font-medium">
					Email address
				</label>
				<div className="mt-1 flex flex-wrap gap-2">
					<input
						id={`${id}-email`}
						name="email"
						type="email"
						required
						autoComplete="email"
						maxLength={LIMITS.email}
						defaultValue={defaultEmail}
						aria-invalid={error ? true : undefined}
						aria-describedby={error ? `${id}-email-error` : undefined}
						className={`min-w-0 flex-1 rounded-md border bg-white px-3 py-2 text-slate-900 ${error ? 'border-red-700' : 'border-slate-400'}`}
					/>
					<button
						type="submit"
						disabled={submitting}
						className={buttonClass()}
					>
						{submitting ? 'Subscribing...' : 'Subscribe'}
					</button>
				</div>
				{error ? (
					<p id={`${id}-email-error`} className="mt-1 text-sm font-medium text-red-700">
						{error}
					</p>
				) : null}
				<HoneypotField id={`${id}-website`} />
			</Form>
		</section>
	)
}
