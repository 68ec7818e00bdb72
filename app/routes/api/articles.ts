import { ArticlesQuery } from '~/content/api-schemas'
import { listArticles } from '~/content/articles.server'
import { apiHandler, getOnly, jsonWithEtag, parseQuery } from '~/utils/api.server'
import type { Route } from './+types/articles'

export const loader = apiHandler(async ({ request, context }: Route.LoaderArgs) => {
	const filter = parseQuery(request, ArticlesQuery)
	return jsonWithEtag(request, await listArticles(context.db, filter))
})
export const action = getOnly
