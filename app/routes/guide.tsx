// The six static guides (/guides/:slug): titled sections.
import { Link } from 'react-router'
import { AdSlot } from '~/components/ads'
import { Badge } from '~/components/editorial/badge'
import { AuthorByline } from '~/components/editorial/author-byline'
import { Breadcrumbs } from '~/components/breadcrumbs'
import { detailErrorBoundary } from '~/components/editorial/detail-not-found'
import { Prose } from '~/components/editorial/prose'
import { getStaticGuide, listStaticGuides } from '~/content/static-guides.server'
import { slugify } from '~/domain/slug'
import { articleJsonLd, breadcrumbJsonLd, getMeta, siteUrlFrom } from '~/utils/meta'
import type { Route } from './+types/guide'

const RELATED = 3

export async function loader({ params, context }: Route.LoaderArgs) {
	const guide = await getStaticGuide(context.db, params.slug)
	if (!guide) throw new Response('Guide not found', { status: 404 })
	const related = await listStaticGuides(context.db)
		.then((all) => all.filter((g) => g.id !== guide.id).slice(0, RELATED))
		.catch(() => [])
	return { guide, related }
}

const crumbsFor = (g: { slug: string; title: string }) => [
	{ name: 'Home', path: '/' },
	{ name: 'Towing Guides', path: '/hubs' },
	{ name: g.title, path: `/guides/${g.slug}` },
]

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
	if (!loaderData) return []
	const { guide: g } = loaderData
	const siteUrl = siteUrlFrom(matches)
	const path = `/guides/${g.slug}`
	return getMeta({
		siteUrl,
		path,
		title: g.title,
		description: g.description,
		keywords: [g.title.toLowerCase(), g.category.toLowerCase(), 'towing guide'],
		type: 'article',
		structuredData: [
			articleJsonLd({ siteUrl, headline: g.title, description: g.description, author: g.author, datePublished: g.publishedAt, path }),
			breadcrumbJsonLd(siteUrl, crumbsFor(g)),
		],
	})
}

export default function GuidePage({ loaderData }: Route.ComponentProps) {
	const { guide: g, related } = loaderData
	const titled = g.sections.filter((s) => s.title)
	return (
		<div className="mx-auto max-w-3xl px-4 py-8">
			<Breadcrumbs crumbs={crumbsFor(g)} />
			<article className="mt-6">
				<header>
					<Badge tone="brand">{g.category}</Badge>
					<h1 className="mt-3 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{g.title}</h1>
					<p className="mt-3 text-lg text-slate-700">{g.description}</p>
					<div className="mt-6">
						<AuthorByline name={g.author} date={g.publishedAt} readingMinutes={g.readingMinutes} />
					</div>
				</header>
				{titled.length > 2 ? (
					<nav aria-label="In this guide" className="mt-8 rounded-lg border border-slate-200 bg-white p-4">
						<p className="font-semibold text-slate-900">In this guide</p>
						<ol className="mt-2 list-decimal space-y-1 pl-6 text-sm">
							{titled.map((s) => (
								<li key={s.title}>
									<a href={`#${slugify(s.title)}`}>{s.title}</a>
								</li>
							))}
						</ol>
					</nav>
				) : null}
				{g.sections.map((s, i) =>
					s.title ? (
						<section key={s.title} aria-labelledby={slugify(s.title)} className="mt-10">
							<h2 id={slugify(s.title)} className="scroll-mt-4 text-2xl font-bold text-slate-900">
								{s.title}
							</h2>
							<Prose html={s.html} className="mt-3" />
						</section>
					) : (
						<Prose key={`intro-${i}`} html={s.html} className="mt-8 text-lg" />
					),
				)}
			</article>
			<AdSlot placement="guide" />
			<section aria-labelledby="next-heading" className="mt-12 rounded-lg border border-slate-200 bg-white p-5">
				<h2 id="next-heading" className="text-lg font-semibold text-slate-900">
					Put it to work
				</h2>
				<ul className="mt-3 space-y-2">
					<li>
						<Link to="/">Look up your vehicle's towing capacity</Link>
					</li>
					<li>
						<Link to="/calculator">Check a trailer against every limit with the calculator</Link>
					</li>
					<li>
						<Link to="/hubs">Browse all towing guides</Link>
					</li>
					{related.map((r) => (
						<li key={r.slug}>
							<Link to={`/guides/${r.slug}`}>{r.title}</Link>
						</li>
					))}
				</ul>
			</section>
		</div>
	)
}

export const ErrorBoundary = detailErrorBoundary({
	title: 'Guide Not Found',
	text: "The guide you're looking for doesn't exist or may have been moved.",
	linkLabel: 'Browse Towing Guides',
	linkTo: '/hubs',
})
