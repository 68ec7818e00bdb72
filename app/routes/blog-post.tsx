import { Link } from 'react-router'
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
import { getBlogPost, relatedArticles } from '~/content/articles.server'
import { vehicleFigures } from '~/content/vehicle-figures.server'
import { formatLongDate } from '~/domain/dates'
import { readingTimeLabel } from '~/domain/reading-time'
import { absoluteUrl, siteUrlFrom } from '~/utils/meta'
import type { Route } from './+types/blog-post'

const RELATED_BLOG_POSTS = 4

export async function loader({ params, context }: Route.LoaderArgs) {
	const post = await getBlogPost(context.db, params.slug)
	if (!post) throw new Response('Blog post not found', { status: 404 })
	const [related, figures] = await Promise.all([
		relatedArticles(context.db, post, RELATED_BLOG_POSTS).catch(() => []),
		vehicleFigures(context.db, post.vehicles),
	])
	return { post, related, figures, siteUrl: context.env.SITE_URL }
}

// /blog redirects to /articles, where the blog's index lives.
const crumbsFor = (p: { slug: string; title: string }) => [
	{ name: 'Home', path: '/' },
	{ name: 'Blog', path: '/articles' },
	{ name: p.title, path: `/blog/${p.slug}` },
]

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
	loaderData ? articleMeta(siteUrlFrom(matches), loaderData.post, crumbsFor(loaderData.post)) : []

export default function BlogPost({ loaderData }: Route.ComponentProps) {
	const { post, related, figures, siteUrl } = loaderData
	return (
		<div className="mx-auto max-w-4xl px-4 py-8">
			<Breadcrumbs crumbs={crumbsFor(post)} />
			<p className="mt-4">
				<Link to="/articles" className="text-sm font-medium">
					<span aria-hidden="true">←</span> Back to all articles
				</Link>
			</p>
			<article className="mt-4">
				<header>
					<div className="flex flex-wrap items-center justify-between gap-3">
						<Link to={`/articles?category=${post.category.slug}`} className="no-underline">
							<Badge tone="brand">{post.category.name}</Badge>
						</Link>
						<ShareLink title={post.title} url={absoluteUrl(siteUrl, post.path)} />
					</div>
					<h1 className="mt-3 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{post.title}</h1>
					<p className="mt-3 text-lg text-slate-700">{post.description}</p>
					<div className="mt-6">
						<AuthorByline name={post.author.name} avatar={post.author.avatar} date={post.publishedAt} readingMinutes={post.readingMinutes} />
					</div>
				</header>
				<VehicleFiguresTable figures={figures} />
				<Prose html={post.content} className="mt-8" />
				<SourcesList sources={post.sources} />
				<AuthorBox name={post.author.name} avatar={post.author.avatar} bio={post.author.bio} />
			</article>
			<AdSlot placement="blog-post" />
			{related.length > 0 ? (
				<section aria-labelledby="related-heading" className="mt-12">
					<div className="flex flex-wrap items-baseline justify-between gap-3">
						<h2 id="related-heading" className="text-2xl font-bold text-slate-900">
							Related Articles
						</h2>
						<Link to="/articles" className="font-medium">
							View All Articles
						</Link>
					</div>
					<ul className="mt-4 grid gap-6 sm:grid-cols-2">
						{related.map((r) => (
							<li key={r.slug}>
								<ContentCard
									to={r.path}
									title={r.title}
									description={r.description}
									badges={<Badge>{r.category.name}</Badge>}
									meta={`${r.author.name} · ${formatLongDate(r.publishedAt)} · ${readingTimeLabel(r.readingMinutes)}`}
									cta="Read Article"
								/>
							</li>
						))}
					</ul>
				</section>
			) : null}
			<CallToAction title="Find Your Vehicle's Towing Capacity" to="/" label="Search Vehicle Database" />
		</div>
	)
}

export const ErrorBoundary = detailErrorBoundary({
	title: 'Blog Post Not Found',
	text: "The page you're looking for doesn't exist.",
	linkLabel: 'Browse Articles',
	linkTo: '/articles',
})
