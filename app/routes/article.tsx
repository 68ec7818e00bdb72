import { AdSlot } from '~/components/ads'
import { Badge } from '~/components/editorial/badge'
import { articleMeta } from '~/content/article-meta'
import { AuthorBox } from '~/components/editorial/author-box'
import { AuthorByline } from '~/components/editorial/author-byline'
import { Breadcrumbs } from '~/components/breadcrumbs'
import { CallToAction } from '~/components/editorial/call-to-action'
import { ContentCard } from '~/components/editorial/content-card'
import { detailErrorBoundary } from '~/components/editorial/detail-not-found'
import { Prose } from '~/components/editorial/prose'
import { ShareLink } from '~/components/editorial/share-link'
import { SourcesList } from '~/components/editorial/sources-list'
import { VehicleFiguresTable } from '~/components/editorial/vehicle-figures-table'
import { getArticle, relatedArticles } from '~/content/articles.server'
import { vehicleFigures } from '~/content/vehicle-figures.server'
import { readingTimeLabel } from '~/domain/reading-time'
import { absoluteUrl, siteUrlFrom } from '~/utils/meta'
import type { Route } from './+types/article'

const RELATED_ARTICLES = 3

export async function loader({ params, context }: Route.LoaderArgs) {
	const article = await getArticle(context.db, params.slug)
	if (!article) throw new Response('Article not found', { status: 404 })
	const [related, figures] = await Promise.all([
		// A failed related list shows an empty list, silently (SPEC §8).
		relatedArticles(context.db, article, RELATED_ARTICLES).catch(() => []),
		vehicleFigures(context.db, article.vehicles),
	])
	return { article, related, figures, siteUrl: context.env.SITE_URL }
}

const crumbsFor = (a: { slug: string; title: string; category: { name: string; slug: string } }) => [
	{ name: 'Home', path: '/' },
	{ name: 'Articles', path: '/articles' },
	{ name: a.category.name, path: `/articles?category=${a.category.slug}` },
	{ name: a.title, path: `/articles/${a.slug}` },
]

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
	loaderData ? articleMeta(siteUrlFrom(matches), loaderData.article, crumbsFor(loaderData.article)) : []

export default function ArticlePage({ loaderData }: Route.ComponentProps) {
	const { article, related, figures, siteUrl } = loaderData
	return (
		<div className="mx-auto max-w-4xl px-4 py-8">
			<Breadcrumbs crumbs={crumbsFor(article)} />
			<article className="mt-6">
				<header>
					<div className="flex flex-wrap gap-2">
						<Badge tone="brand">{article.category.name}</Badge>
						{article.featured ? <Badge tone="amber">Featured</Badge> : null}
					</div>
					<h1 className="mt-3 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{article.title}</h1>
					<p className="mt-3 text-lg text-slate-700">{article.description}</p>
					<div className="mt-6 flex flex-wrap items-center justify-between gap-4">
						<AuthorByline name={article.author.name} avatar={article.author.avatar} date={article.publishedAt} readingMinutes={article.readingMinutes} />
						<ShareLink title={article.title} url={absoluteUrl(siteUrl, article.path)} />
					</div>
				</header>
				<VehicleFiguresTable figures={figures} />
				<Prose html={article.content} className="mt-8" />
				<SourcesList sources={article.sources} />
				<AuthorBox name={article.author.name} avatar={article.author.avatar} bio={article.author.bio} />
			</article>
			<AdSlot placement="article" />
			{related.length > 0 ? (
				<section aria-labelledby="related-heading" className="mt-12">
					<h2 id="related-heading" className="text-2xl font-bold text-slate-900">
						Related Articles
					</h2>
					<ul className="mt-4 grid gap-6 md:grid-cols-3">
						{related.map((r) => (
							<li key={r.slug}>
								<ContentCard
									to={r.path}
									title={r.title}
									description={r.description}
									badges={<Badge>{r.category.name}</Badge>}
									meta={readingTimeLabel(r.readingMinutes)}
									cta="Read Article"
								/>
							</li>
						))}
					</ul>
				</section>
			) : null}
			<CallToAction
				title="Find Your Vehicle's Towing Capacity"
				text="Every configuration's ratings, with the publication each figure comes from."
				to="/"
				label="Find Your Vehicle's Towing Capacity"
			/>
		</div>
	)
}

export const ErrorBoundary = detailErrorBoundary({
	title: 'Article Not Found',
	text: "The article you're looking for doesn't exist.",
	linkLabel: 'Browse Articles',
	linkTo: '/articles',
})
