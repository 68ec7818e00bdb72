import { GeneralErrorBoundary } from '~/components/error-boundary'
import { NotFound } from '~/components/not-found'

export async function loader() {
	throw new Response('Not found', { status: 404 })
}

export async function action() {
	throw new Response('Not found', { status: 404 })
}

export default function NotFoundRoute() {
	return <NotFound />
}

export function ErrorBoundary() {
	return <GeneralErrorBoundary statusHandlers={{ 404: () => <NotFound /> }} />
}
