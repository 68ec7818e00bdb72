import { getArticle } from '~/content/articles.server'
import { ApiError, apiHandler, getOnly, jsonWithEtag } from '~/utils/api.server'
import type { Route } from './+types/article'

export const loader = apiHandler(async ({ request, params, context }: Route.LoaderArgs) => {
	const article = await getArticle(context.db, params.slug)
	if (!article) throw new ApiError(404, `No article with slug ${params.slug}`)
	return jsonWithEtag(request, article)
})
export const action = getOnly
