// An article (/articles/:slug, route id "article") or a blog post (/blog/:slug, route id "blog-post"): one
// module, two route ids in routes.ts; what differs between them is the table below.
import { Link, useMatches } from 'react-router'
import { AdSlot } from '~/components/ads'
import { Breadcrumbs } from '~/components/breadcrumbs'
import { AuthorBox } from '~/components/editorial/author-box'
import { AuthorByline } from '~/components/editorial/author-byline'
import { Badge } from '~/components/editorial/badge'
import { CallToAction } from '~/components/editorial/call-to-action'
import { ContentCard } from '~/components/editorial/content-card'
import { DetailNotFound } from '~/components/editorial/detail-not-found'
import { Prose } from '~/components/editorial/prose'
import { ShareLink } from '~/components/editorial/share-link'
import { SourcesList } from '~/components/editorial/sources-list'
import { VehicleFiguresTable } from '~/components/editorial/vehicle-figures-table'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import { articleMeta } from '~/content/article-meta'
import { type Article, getArticle, getBlogPost, relatedArticles } from '~/content/articles.server'
import { vehicleFigures } from '~/content/vehicle-figures.server'
import { formatLongDate } from '~/domain/dates'
import { readingTimeLabel } from '~/domain/reading-time'
import { absoluteUrl, siteUrlFrom } from '~/utils/meta'
import type { Route } from './+types/article'

type Variant = 'article' | 'blog-post'

const VARIANTS = {
	article: {
		prefix: '/articles/',
		related: 3,
		crumbs: (a: Article) => [
			{ name: 'Home', path: '/' },
			{ name: 'Articles', path: '/articles' },
			{ name: a.category.name, path: `/articles?category=${a.category.slug}` },
			{ name: a.title, path: `/articles/${a.slug}` },
		],
		notFound: { title: 'Article Not Found', text: "The article you're looking for doesn't exist." },
	},
	'blog-post': {
		prefix: '/blog/',
		related: 4,
		// /blog redirects to /articles, where the blog's index lives.
		crumbs: (p: Article) => [
			{ name: 'Home', path: '/' },
			{ name: 'Blog', path: '/articles' },
			{ name: p.title, path: `/blog/${p.slug}` },
		],
		notFound: { title: 'Blog Post Not Found', text: "The page you're looking for doesn't exist." },
	},
} satisfies Record<Variant, unknown>

/** The loader has no route id, so it reads the same choice from the path the route id stands for. */
const variantOf = (request: Request): Variant => (new URL(request.url).pathname.startsWith(VARIANTS['blog-post'].prefix) ? 'blog-post' : 'article')

export async function loader({ request, params, context }: Route.LoaderArgs) {
	const variant = variantOf(request)
	const v = VARIANTS[variant]
	const article = await (variant === 'blog-post' ? getBlogPost : getArticle)(context.db, params.slug)
	if (!article) throw new Response(`${v.notFound.title.replace(' Not Found', '')} not found`, { status: 404 })
	const [related, figures] = await Promise.all([
		// A failed related list shows an empty list, silently (SPEC §8).
		relatedArticles(context.db, article, v.related).catch(() => []),
		vehicleFigures(context.db, article.vehicles),
	])
	return { variant, article, related, figures, siteUrl: context.env.SITE_URL }
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
	loaderData ? articleMeta(siteUrlFrom(matches), loaderData.article, VARIANTS[loaderData.variant].crumbs(loaderData.article)) : []

export default function ArticlePage({ loaderData }: Route.ComponentProps) {
	const { variant, article, related, figures, siteUrl } = loaderData
	const blog = variant === 'blog-post'
	const share = <ShareLink title={article.title} url={absoluteUrl(siteUrl, article.path)} />
	return (
		<div className="mx-auto max-w-4xl px-4 py-8">
			<Breadcrumbs crumbs={VARIANTS[variant].crumbs(article)} />
			{blog ? (
				<p className="mt-4">
					<Link to="/articles" className="text-sm font-medium">
						<span aria-hidden="true">←</span> Back to all articles
					</Link>
				</p>
			) : null}
			<article className={blog ? 'mt-4' : 'mt-6'}>
				<header>
					{blog ? (
						<div className="flex flex-wrap items-center justify-between gap-3">
							<Link to={`/articles?category=${article.category.slug}`} className="no-underline">
								<Badge tone="brand">{article.category.name}</Badge>
							</Link>
							{share}
						</div>
					) : (
						<div className="flex flex-wrap gap-2">
							<Badge tone="brand">{article.category.name}</Badge>
							{article.featured ? <Badge tone="amber">Featured</Badge> : null}
						</div>
					)}
					<h1 className="mt-3 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{article.title}</h1>
					<p className="mt-3 text-lg text-slate-700">{article.description}</p>
					<div className={blog ? 'mt-6' : 'mt-6 flex flex-wrap items-center justify-between gap-4'}>
						<AuthorByline name={article.author.name} avatar={article.author.avatar} date={article.publishedAt} readingMinutes={article.readingMinutes} />
						{blog ? null : share}
					</div>
				</header>
				<VehicleFiguresTable figures={figures} />
				<Prose html={article.content} className="mt-8" />
				<SourcesList sources={article.sources} />
				<AuthorBox name={article.author.name} avatar={article.author.avatar} bio={article.author.bio} />
			</article>
			<AdSlot placement={blog ? 'blog-post' : 'article'} />
			{related.length > 0 ? (
				<section aria-labelledby="related-heading" className="mt-12">
					<div className="flex flex-wrap items-baseline justify-between gap-3">
						<h2 id="related-heading" className="text-2xl font-bold text-slate-900">
							Related Articles
						</h2>
						{blog ? (
							<Link to="/articles" className="font-medium">
								View All Articles
							</Link>
						) : null}
					</div>
					<ul className={blog ? 'mt-4 grid gap-6 sm:grid-cols-2' : 'mt-4 grid gap-6 md:grid-cols-3'}>
						{related.map((r) => (
							<li key={r.slug}>
								<ContentCard
									to={r.path}
									title={r.title}
									description={r.description}
									badges={<Badge>{r.category.name}</Badge>}
									meta={blog ? `${r.author.name} · ${formatLongDate(r.publishedAt)} · ${readingTimeLabel(r.readingMinutes)}` : readingTimeLabel(r.readingMinutes)}
									cta="Read Article"
								/>
							</li>
						))}
					</ul>
				</section>
			) : null}
			{blog ? (
				<CallToAction title="Find Your Vehicle's Towing Capacity" to="/" label="Search Vehicle Database" />
			) : (
				<CallToAction
					title="Find Your Vehicle's Towing Capacity"
					text="Every configuration's ratings, with the publication each figure comes from."
					to="/"
					label="Find Your Vehicle's Towing Capacity"
				/>
			)}
		</div>
	)
}

export function ErrorBoundary() {
	const id = useMatches().at(-1)?.id
	const screen = VARIANTS[id === 'blog-post' ? 'blog-post' : 'article'].notFound
	const show = () => <DetailNotFound {...screen} linkLabel="Browse Articles" linkTo="/articles" />
	return <GeneralErrorBoundary defaultStatusHandler={show} unexpectedErrorHandler={show} />
}
