import { useId, useState } from 'react'
import { Form, Link, data, redirect } from 'react-router'
import { type Notice, HoneypotField, InlineNotice, SelectField, TextAreaField, TextField } from '~/components/contact/form-fields'
import { DataIssueSchema, type FieldErrors, type FormName, LIMITS, NOTICES, QUESTION_TYPES, SupportSchema } from '~/contact/schemas'
import { submit } from '~/contact/submit.server'
import { useJsonSubmit } from '~/components/contact/use-json-submit'
import { getMeta, siteUrlFrom } from '~/utils/meta'
import { getVehicle, vehicleStats } from '~/vehicles/vehicles.server'
import { parseId } from '~/utils/id-param'
import type { Route } from './+types/contact'
import { buttonClass } from '~/components/button'

type Values = Record<string, string>

const clip = (value: string | null, max: number) => (value ?? '').trim().slice(0, max)

export async function loader({ request, context }: Route.LoaderArgs) {
	const url = new URL(request.url)
	const params = url.searchParams
	let prefill: Values = {
		vehicleYear: /^\d{4}$/.test(params.get('year') ?? '') ? params.get('year')! : '',
		vehicleMake: clip(params.get('make'), LIMITS.make),
		vehicleModel: clip(params.get('model'), LIMITS.model),
		vehicleTrim: clip(params.get('trim'), LIMITS.trim),
	}
	let vehicle: { id: number; label: string } | null = null
	const vehicleId = parseId(params.get('vehicleId'))
	if (vehicleId !== undefined) {
		const found = await getVehicle(context.db, vehicleId)
		if (found) {
			prefill = { vehicleYear: String(found.year), vehicleMake: found.make, vehicleModel: found.model, vehicleTrim: found.trim }
			vehicle = { id: found.id, label: `${found.year} ${found.make} ${found.model} ${found.trim}` }
		}
	}
	const sent = params.get('sent')
	return {
		prefill,
		vehicle,
		sent: sent === 'data-issue' || sent === 'support' ? (sent as FormName) : null,
		stats: await vehicleStats(context.db),
	}
}

type ActionResult = { form: FormName; values: Values; errors: FieldErrors; notice: Notice }

/** The forms posted without JavaScript land here; the JSON API shares the same pipeline and counters. */
export async function action({ request, context }: Route.ActionArgs) {
	const formData = await request.formData()
	const intent = formData.get('intent')
	if (intent !== 'data-issue' && intent !== 'support') throw data('Unknown form', { status: 400 })
	const body: Values = {}
	for (const [key, value] of formData) if (key !== 'intent' && typeof value === 'string') body[key] = value
	const outcome = await submit(intent, body, context)
	if (outcome.status === 'created') return redirect(`/contact?sent=${intent}#${intent}-form`)
	const { website: _honeypot, ...values } = body
	const failure = NOTICES[intent].failure
	if (outcome.status === 'limited') {
		return data<ActionResult>(
			{ form: intent, values, errors: {}, notice: { title: failure.title, description: outcome.message, variant: 'destructive' } },
			{ status: 429, headers: { 'Retry-After': String(outcome.retryAfterSeconds) } },
		)
	}
	return data<ActionResult>(
		{
			form: intent,
			values,
			errors: outcome.errors,
			notice: { title: failure.title, description: 'Please correct the fields marked below and send it again.', variant: 'destructive' },
		},
		{ status: 400 },
	)
}

export const headers: Route.HeadersFunction = ({ actionHeaders, loaderHeaders }) => {
	const retryAfter = actionHeaders.get('Retry-After')
	return retryAfter ? { 'Retry-After': retryAfter } : loaderHeaders
}

export const meta: Route.MetaFunction = ({ matches }) =>
	getMeta({
		siteUrl: siteUrlFrom(matches),
		path: '/contact',
		title: 'Contact Us',
		description: 'Report a towing data issue for a specific vehicle, or ask us a question about TowSpec, towing advice or the site.',
		keywords: ['contact TowSpec', 'report towing data issue', 'towing capacity correction', 'towing support'],
	})

export default function Contact({ loaderData, actionData }: Route.ComponentProps) {
	const { prefill, vehicle, sent, stats } = loaderData
	const resultFor = (form: FormName) => (actionData?.form === form ? actionData : undefined)
	const sentNotice = (form: FormName): Notice | undefined => (sent === form ? { ...NOTICES[form].success, variant: 'default' } : undefined)
	return (
		<div className="mx-auto max-w-6xl px-4 py-10">
			<h1 className="text-3xl font-bold tracking-tight">Contact Us</h1>
			<p className="mt-3 max-w-3xl text-slate-700">
				Found a figure that does not match the maker’s publication, or have a question? Tell us below. Fields marked with an asterisk (*) are required.
			</p>

			<div className="mt-8 grid gap-8 lg:grid-cols-2">
				<DataIssueForm
					key={actionData?.form === 'data-issue' ? JSON.stringify(actionData) : `sent-${sent ?? ''}`}
					defaults={resultFor('data-issue')?.values ?? prefill}
					errors={resultFor('data-issue')?.errors}
					notice={resultFor('data-issue')?.notice ?? sentNotice('data-issue')}
					vehicle={vehicle}
				/>
				<SupportForm
					key={actionData?.form === 'support' ? JSON.stringify(actionData) : `sent-${sent ?? ''}`}
					defaults={resultFor('support')?.values ?? {}}
					errors={resultFor('support')?.errors}
					notice={resultFor('support')?.notice ?? sentNotice('support')}
				/>
			</div>

			<section aria-labelledby="disclaimer-heading" className="mt-10 rounded-lg border border-amber-300 bg-amber-50 p-6">
				<h2 id="disclaimer-heading" className="text-xl font-semibold text-amber-950">
					Disclaimer
				</h2>
				<p className="mt-2 text-amber-950">
					TowSpec is an independent reference. Every figure names its source — the maker’s own publication where we could read it, otherwise
					the press that reports it — and ratings can change between model years and configurations. Always confirm your vehicle’s ratings with its manufacturer, its owner’s manual and the labels on the vehicle before
					you tow. We cannot give advice on a specific vehicle’s condition, and a report sent here does not change a published figure until we
					have checked it against the maker’s source.
				</p>
			</section>

			<section aria-labelledby="faq-heading" className="mt-10">
				<h2 id="faq-heading" className="text-2xl font-semibold">
					Frequently asked questions
				</h2>
				<div className="mt-4 grid gap-6 md:grid-cols-3">
					<div>
						<h3 className="font-semibold">How accurate is your towing data?</h3>
						<p className="mt-2 text-slate-700">
							Each figure is taken from the maker’s towing guide or specification sheet for that model year and names its source. Where a maker
							does not publish a figure we show “not published”, and where we have not found one, “not in our data yet” — never a guess. If you find a difference, report it with the form above.
						</p>
					</div>
					<div>
						<h3 className="font-semibold">Which vehicles do you cover?</h3>
						<p className="mt-2 text-slate-700">
							{stats.configurations > 0 && stats.firstYear !== null && stats.lastYear !== null
								? `${stats.configurations.toLocaleString('en-US')} configurations of ${stats.models.toLocaleString('en-US')} models from ${stats.makes} makers, model years ${stats.firstYear} to ${stats.lastYear}: US trucks, SUVs and crossovers.`
								: 'US trucks, SUVs and crossovers, added model year by model year as we check each maker’s publications.'}
						</p>
					</div>
					<div>
						<h3 className="font-semibold">Can I suggest a vehicle to add?</h3>
						<p className="mt-2 text-slate-700">
							Yes. Send a support request with the question type “General Inquiry” and the year, make, model and trim. It helps if you know
							where the maker publishes its towing figures.
						</p>
					</div>
				</div>
			</section>
		</div>
	)
}

interface FormProps {
	defaults: Values
	errors?: FieldErrors
	notice?: Notice
}

/** Name, e-mail (both optional) and the honeypot: the end of both forms. */
function ContactFields({ f, defaults, errors, emailHint }: { f: (name: string) => string; defaults: Values; errors: FieldErrors; emailHint: string }) {
	return (
		<>
			<div className="grid gap-4 sm:grid-cols-2">
				<TextField id={f('name')} name="userName" label="Your name" autoComplete="name" maxLength={LIMITS.name} defaultValue={defaults.userName} error={errors.userName} />
				<TextField
					id={f('email')}
					name="userEmail"
					label="Your email"
					type="email"
					autoComplete="email"
					maxLength={LIMITS.email}
					hint={emailHint}
					defaultValue={defaults.userEmail}
					error={errors.userEmail}
				/>
			</div>
			<HoneypotField id={f('website')} />
		</>
	)
}

function SubmitButton({ form, submitting }: { form: FormName; submitting: boolean }) {
	return (
		<button
			type="submit"
			disabled={submitting}
			className={buttonClass()}
		>
			{submitting ? NOTICES[form].submitting : NOTICES[form].submit}
		</button>
	)
}

function DataIssueForm({ defaults, errors: initialErrors, notice: initialNotice, vehicle }: FormProps & { vehicle: { id: number; label: string } | null }) {
	const id = useId()
	const [notice, setNotice] = useState(initialNotice)
	const { errors, submitting, onSubmit, onChange, enhanced } = useJsonSubmit({
		schema: DataIssueSchema,
		endpoint: '/api/contact/data-issue',
		notices: NOTICES['data-issue'],
		initialErrors,
		onStart: () => setNotice(undefined),
	})
	const f = (name: string) => `${id}-${name}`
	return (
		<section id="data-issue-form" aria-labelledby={f('heading')} className="relative rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
			<h2 id={f('heading')} className="text-xl font-semibold">
				Report a data issue
			</h2>
			<p className="mt-1 text-sm text-slate-700">Tell us which vehicle and what looks wrong. We check every report against the maker’s source.</p>
			{vehicle ? (
				<p className="mt-3 text-sm">
					About:{' '}
					<Link to={`/vehicle/${vehicle.id}`} className="underline">
						{vehicle.label}
					</Link>
				</p>
			) : null}
			{notice ? (
				<div className="mt-4">
					<InlineNotice notice={notice} />
				</div>
			) : null}
			<Form method="post" action="/contact" noValidate onSubmit={onSubmit} onChange={onChange} data-enhanced={enhanced || undefined} className="mt-4 grid gap-4">
				<input type="hidden" name="intent" value="data-issue" />
				<div className="grid gap-4 sm:grid-cols-2">
					<TextField id={f('year')} name="vehicleYear" label="Year" required inputMode="numeric" maxLength={4} defaultValue={defaults.vehicleYear} error={errors.vehicleYear} />
					<TextField id={f('make')} name="vehicleMake" label="Make" required maxLength={LIMITS.make} defaultValue={defaults.vehicleMake} error={errors.vehicleMake} />
					<TextField id={f('model')} name="vehicleModel" label="Model" required maxLength={LIMITS.model} defaultValue={defaults.vehicleModel} error={errors.vehicleModel} />
					<TextField id={f('trim')} name="vehicleTrim" label="Trim" required maxLength={LIMITS.trim} defaultValue={defaults.vehicleTrim} error={errors.vehicleTrim} />
				</div>
				<TextAreaField
					id={f('description')}
					name="issueDescription"
					label="Issue description"
					required
					maxLength={LIMITS.description}
					hint={`What is wrong, and where the correct figure is published. ${LIMITS.minDescription} to ${LIMITS.description.toLocaleString('en-US')} characters.`}
					defaultValue={defaults.issueDescription}
					error={errors.issueDescription}
				/>
				<ContactFields f={f} defaults={defaults} errors={errors} emailHint="Only if you would like a reply." />
				<div>
					<SubmitButton form="data-issue" submitting={submitting} />
				</div>
			</Form>
		</section>
	)
}

function SupportForm({ defaults, errors: initialErrors, notice: initialNotice }: FormProps) {
	const id = useId()
	const [notice, setNotice] = useState(initialNotice)
	const { errors, submitting, onSubmit, onChange, enhanced } = useJsonSubmit({
		schema: SupportSchema,
		endpoint: '/api/contact/support',
		notices: NOTICES.support,
		initialErrors,
		onStart: () => setNotice(undefined),
	})
	const f = (name: string) => `${id}-${name}`
	return (
		<section id="support-form" aria-labelledby={f('heading')} className="relative rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
			<h2 id={f('heading')} className="text-xl font-semibold">
				Ask for support
			</h2>
			<p className="mt-1 text-sm text-slate-700">Questions about using TowSpec, towing in general, or a problem with the site.</p>
			{notice ? (
				<div className="mt-4">
					<InlineNotice notice={notice} />
				</div>
			) : null}
			<Form method="post" action="/contact" noValidate onSubmit={onSubmit} onChange={onChange} data-enhanced={enhanced || undefined} className="mt-4 grid gap-4">
				<input type="hidden" name="intent" value="support" />
				<SelectField
					id={f('question-type')}
					name="questionType"
					label="Question type"
					required
					prompt="Choose a question type"
					options={QUESTION_TYPES}
					defaultValue={defaults.questionType}
					error={errors.questionType}
				/>
				<TextAreaField
					id={f('description')}
					name="description"
					label="Description"
					required
					maxLength={LIMITS.description}
					hint={`${LIMITS.minDescription} to ${LIMITS.description.toLocaleString('en-US')} characters.`}
					defaultValue={defaults.description}
					error={errors.description}
				/>
				<fieldset className="grid gap-4 sm:grid-cols-2">
					<legend className="mb-2 text-sm font-medium text-slate-900">Vehicle, if your question is about one</legend>
					<TextField id={f('year')} name="vehicleYear" label="Year" inputMode="numeric" maxLength={4} defaultValue={defaults.vehicleYear} error={errors.vehicleYear} />
					<TextField id={f('make')} name="vehicleMake" label="Make" maxLength={LIMITS.make} defaultValue={defaults.vehicleMake} error={errors.vehicleMake} />
					<TextField id={f('model')} name="vehicleModel" label="Model" maxLength={LIMITS.model} defaultValue={defaults.vehicleModel} error={errors.vehicleModel} />
					<TextField id={f('trim')} name="vehicleTrim" label="Trim" maxLength={LIMITS.trim} defaultValue={defaults.vehicleTrim} error={errors.vehicleTrim} />
				</fieldset>
				<ContactFields f={f} defaults={defaults} errors={errors} emailHint="So we can answer you." />
				<div>
					<SubmitButton form="support" submitting={submitting} />
				</div>
			</Form>
		</section>
	)
}
