import { Form, Link, redirect } from 'react-router'
import { ADMIN_HEADERS, assertCsrf, requireAdmin } from '~/admin/session.server'
import { questionTypeLabel } from '~/contact/schemas'
import { STATUS_LABELS, SUBMISSION_STATUSES, isKind, parseStatus } from '~/contact/submission-status'
import { SubmissionError, countByStatus, listSubmissions, setSubmissionStatus } from '~/contact/submissions.server'
import { getMeta, siteUrlFrom } from '~/utils/meta'
import type { Route } from './+types/reports'
import { buttonClass } from '~/components/button'

const LIST_LIMIT = 200

function filterFrom(url: URL) {
	const status = parseStatus(url.searchParams.get('status') ?? '')
	const kindParam = url.searchParams.get('kind') ?? ''
	return { status, kind: isKind(kindParam) ? kindParam : undefined }
}

function listPath(filter: { status?: string; kind?: string }, extra: Record<string, string> = {}) {
	const params = new URLSearchParams()
	if (filter.status) params.set('status', filter.status)
	if (filter.kind) params.set('kind', filter.kind)
	for (const [k, v] of Object.entries(extra)) params.set(k, v)
	const q = params.toString()
	return `/admin/reports${q ? `?${q}` : ''}`
}

export async function loader({ request, context }: Route.LoaderArgs) {
	const { csrf } = await requireAdmin(request, context.env, context.db)
	const url = new URL(request.url)
	const filter = filterFrom(url)
	const [submissions, counts] = await Promise.all([listSubmissions(context.db, { ...filter, limit: LIST_LIMIT }), countByStatus(context.db)])
	return {
		csrf,
		filter,
		submissions,
		counts,
		updated: url.searchParams.get('updated'),
	}
}

export async function action({ request, context }: Route.ActionArgs) {
	const { token, session } = await requireAdmin(request, context.env, context.db)
	const formData = await request.formData()
	assertCsrf(request, formData, token, session)
	const id = Number(formData.get('id'))
	const status = parseStatus(String(formData.get('status') ?? ''))
	if (!Number.isInteger(id) || id < 1 || !status) return { error: 'Choose a report and a status.' }
	try {
		await setSubmissionStatus(context.db, id, {
			status,
			note: String(formData.get('note') ?? ''),
			corrected: formData.get('corrected') === 'on',
		})
	} catch (error) {
		if (error instanceof SubmissionError) return { error: `Report #${id}: ${error.message}.` }
		throw error
	}
	const back = filterFrom(new URL(request.url))
	return redirect(listPath(back, { updated: String(id) }))
}

export const headers: Route.HeadersFunction = () => ADMIN_HEADERS

export const meta: Route.MetaFunction = ({ matches }) =>
	getMeta({ siteUrl: siteUrlFrom(matches), path: '/admin/reports', title: 'Reports and requests', noindex: true })

const dateTime = (iso: string) => `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`

export default function Reports({ loaderData, actionData }: Route.ComponentProps) {
	const { csrf, filter, submissions, counts, updated } = loaderData
	return (
		<div className="mx-auto max-w-6xl px-4 py-10">
			<div className="flex flex-wrap items-center justify-between gap-4">
				<h1 className="text-3xl font-bold tracking-tight">Reports and requests</h1>
				<Form method="post" action="/admin/sign-out">
					<input type="hidden" name="csrf" value={csrf} />
					<button type="submit" className="rounded-md border border-slate-400 px-3 py-1.5 text-sm font-medium">
						Sign out
					</button>
				</Form>
			</div>

			<Form method="get" className="mt-6 flex flex-wrap items-end gap-4 rounded-lg border border-slate-200 bg-white p-4">
				<div>
					<label htmlFor="filter-status" className="block text-sm font-medium">
						Status
					</label>
					<select id="filter-status" name="status" defaultValue={filter.status ?? ''} className="mt-1 rounded-md border border-slate-400 bg-white px-2 py-1.5">
						<option value="">Any status</option>
						{SUBMISSION_STATUSES.map((s) => (
							<option key={s} value={s}>
								{STATUS_LABELS[s]} ({counts[s]})
							</option>
						))}
					</select>
				</div>
				<div>
					<label htmlFor="filter-kind" className="block text-sm font-medium">
						Kind
					</label>
					<select id="filter-kind" name="kind" defaultValue={filter.kind ?? ''} className="mt-1 rounded-md border border-slate-400 bg-white px-2 py-1.5">
						<option value="">Both kinds</option>
						<option value="data-issue">Data issues</option>
						<option value="support">Support requests</option>
					</select>
				</div>
				<button type="submit" className={buttonClass()}>
					Show
				</button>
			</Form>

			{updated ? (
				<p role="status" className="mt-4 rounded-md border border-green-700 bg-green-50 p-3 text-green-900">
					Report #{updated} updated.
				</p>
			) : null}
			{actionData?.error ? (
				<p role="alert" className="mt-4 rounded-md border border-red-700 bg-red-50 p-3 text-red-900">
					{actionData.error}
				</p>
			) : null}

			<p className="mt-6 text-sm text-slate-700">
				{submissions.length === 0
					? 'Nothing matches these filters.'
					: `${submissions.length} shown, newest first${submissions.length === LIST_LIMIT ? ` (the latest ${LIST_LIMIT}; use npm run reports for all)` : ''}.`}
			</p>

			<ol className="mt-4 grid gap-4">
				{submissions.map((s) => (
					<li key={s.id}>
						<article aria-labelledby={`report-${s.id}`} className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
							<h2 id={`report-${s.id}`} className="text-lg font-semibold">
								#{s.id} · {s.kind === 'data-issue' ? 'Data issue' : `Support: ${questionTypeLabel(s.questionType)}`} ·{' '}
								{STATUS_LABELS[s.status as keyof typeof STATUS_LABELS] ?? s.status}
								{s.corrected ? ` · corrected ${s.correctedAt?.slice(0, 10) ?? ''}` : ''}
							</h2>
							<dl className="mt-3 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
								<dt className="font-medium">Received</dt>
								<dd>{dateTime(s.createdAt)}</dd>
								<dt className="font-medium">Last change</dt>
								<dd>{dateTime(s.updatedAt)}</dd>
								{s.vehicleYear || s.vehicleMake || s.vehicleModel || s.vehicleTrim ? (
									<>
										<dt className="font-medium">Vehicle</dt>
										<dd>
											{[s.vehicleYear, s.vehicleMake, s.vehicleModel, s.vehicleTrim].filter(Boolean).join(' ')}
											{s.vehicleId ? (
												<>
													{' '}
													(<Link to={`/vehicle/${s.vehicleId}`} className="underline">vehicle {s.vehicleId}</Link>)
												</>
											) : s.kind === 'data-issue' ? (
												' (no single vehicle matches)'
											) : null}
										</dd>
									</>
								) : null}
								<dt className="font-medium">From</dt>
								<dd>
									{s.userName ?? 'No name given'}
									{s.userEmail ? ` <${s.userEmail}>` : ', no email'}
								</dd>
							</dl>
							<h3 className="mt-3 text-sm font-medium">Description</h3>
							<p className="mt-1 whitespace-pre-wrap break-words rounded bg-slate-50 p-3 text-sm" data-testid="submission-description">
								{s.description}
							</p>
							<Form method="post" className="mt-4 grid gap-3 sm:grid-cols-[max-content_1fr] sm:items-start">
								<input type="hidden" name="csrf" value={csrf} />
								<input type="hidden" name="id" value={s.id} />
								<label htmlFor={`status-${s.id}`} className="text-sm font-medium">
									Status
								</label>
								<select id={`status-${s.id}`} name="status" defaultValue={s.status} className="w-fit rounded-md border border-slate-400 bg-white px-2 py-1.5">
									{SUBMISSION_STATUSES.map((st) => (
										<option key={st} value={st}>
											{STATUS_LABELS[st]}
										</option>
									))}
								</select>
								<label htmlFor={`note-${s.id}`} className="text-sm font-medium">
									Operator note
								</label>
								<textarea id={`note-${s.id}`} name="note" rows={2} defaultValue={s.operatorNote ?? ''} className="rounded-md border border-slate-400 bg-white px-2 py-1.5" />
								{s.kind === 'data-issue' ? (
									<div className="flex items-center gap-2 sm:col-start-2">
										<input id={`corrected-${s.id}`} name="corrected" type="checkbox" defaultChecked={s.corrected === 1} className="h-4 w-4" />
										<label htmlFor={`corrected-${s.id}`} className="text-sm">
											The data was corrected (with status Resolved; the vehicle page then shows the date)
										</label>
									</div>
								) : null}
								<div className="sm:col-start-2">
									<button type="submit" className={buttonClass({ size: 'sm' })}>
										Update #{s.id}
									</button>
								</div>
							</Form>
						</article>
					</li>
				))}
			</ol>
		</div>
	)
}
