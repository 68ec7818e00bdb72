import { ApiError, apiHandler } from '~/utils/api.server'
import type { Route } from './+types/not-found'

const notFound = apiHandler(async ({ request }: Route.LoaderArgs) => {
	throw new ApiError(404, `No API endpoint at ${new URL(request.url).pathname}`)
})

export const loader = notFound
export const action = notFound
