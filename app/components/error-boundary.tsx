// The one error boundary (epic-stack's GeneralErrorBoundary shape): a route says what to show per HTTP status
// and for anything unexpected; everything not a 404 is logged once, here.
import type { ReactElement } from 'react'
import { type ErrorResponse, isRouteErrorResponse, useParams, useRouteError } from 'react-router'
import { logUnexpected } from '~/utils/log-unexpected'
import { DetailNotFound } from './editorial/detail-not-found'

type StatusHandler = (info: { error: ErrorResponse; params: Record<string, string | undefined> }) => ReactElement | null

export function GeneralErrorBoundary({
	defaultStatusHandler = ({ error }) => <ErrorScreen status={error.status} />,
	statusHandlers,
	unexpectedErrorHandler = () => <ErrorScreen status={500} />,
}: {
	defaultStatusHandler?: StatusHandler
	statusHandlers?: Record<number, StatusHandler>
	unexpectedErrorHandler?: (error: unknown) => ReactElement | null
}) {
	const error = useRouteError()
	const params = useParams()
	logUnexpected(error)
	if (isRouteErrorResponse(error)) return (statusHandlers?.[error.status] ?? defaultStatusHandler)({ error, params })
	return unexpectedErrorHandler(error)
}

/** A status other than 404, or an unexpected failure: say so without details. */
export function ErrorScreen({ status }: { status: number }) {
	const title = status === 500 ? 'Something went wrong' : `Error ${status}`
	return (
		<div className="mx-auto max-w-3xl px-4 py-16">
			<title>{`${title} | TowSpec`}</title>
			<meta name="robots" content="noindex, nofollow" />
			<h1 className="text-3xl font-bold">{title}</h1>
			<p className="mt-4 text-slate-700">We could not show this page. Please try again in a moment.</p>
			<p className="mt-6">
				<a href="/">Go to the home page</a>
			</p>
		</div>
	)
}

/**
 * A detail route's ErrorBoundary: its own not-found screen for any failure (SPEC §8), logged unless a 404.
 * `export const ErrorBoundary = detailErrorBoundary({…})`.
 */
export function detailErrorBoundary(screen: Parameters<typeof DetailNotFound>[0]) {
	const show = () => <DetailNotFound {...screen} />
	return function ErrorBoundary() {
		return <GeneralErrorBoundary defaultStatusHandler={show} unexpectedErrorHandler={show} />
	}
}
