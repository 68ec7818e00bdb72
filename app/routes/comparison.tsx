import { AdSlot } from '~/components/ads'
import { Badge } from '~/components/editorial/badge'
import { Breadcrumbs } from '~/components/breadcrumbs'
import { CallToAction } from '~/components/editorial/call-to-action'
import { ComparisonCards, ComparisonOverview } from '~/components/editorial/comparison-overview'
import { ContentCard } from '~/components/editorial/content-card'
import { detailErrorBoundary } from '~/components/error-boundary'
import { Prose } from '~/components/editorial/prose'
import { getComparison, listComparisons } from '~/content/comparisons.server'
import { comparisonFigures } from '~/content/vehicle-figures.server'
import { formatLongDate } from '~/domain/dates'
import { articleJsonLd, breadcrumbJsonLd, getMeta, siteUrlFrom } from '~/utils/meta'
import type { Route } from './+types/comparison'

const RELATED = 3

export async function loader({ params, context }: Route.LoaderArgs) {
	const comparison = await getComparison(context.db, params.slug)
	if (!comparison) throw new Response('Comparison not found', { status: 404 })
	const [{ figures, year }, related] = await Promise.all([
		comparisonFigures(context.db, comparison.vehicles),
		listComparisons(context.db)
			.then((all) => all.filter((c) => c.id !== comparison.id).slice(0, RELATED))
			.catch(() => []),
	])
	return { comparison, figures, year, related }
}

const crumbsFor = (c: { slug: string; title: string }) => [
	{ name: 'Home', path: '/' },
	{ name: 'Comparisons', path: '/comparisons' },
	{ name: c.title, path: `/comparisons/${c.slug}` },
]

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
	if (!loaderData) return []
	const { comparison: c } = loaderData
	const siteUrl = siteUrlFrom(matches)
	const path = `/comparisons/${c.slug}`
	return getMeta({
		siteUrl,
		path,
		title: c.title,
		description: c.description,
		keywords: c.metaKeywords,
		type: 'article',
		structuredData: [
			articleJsonLd({
				siteUrl,
				headline: c.title,
				description: c.description,
				author: 'TowSpec Editorial Team',
				datePublished: c.publishedAt,
				dateModified: c.updatedAt,
				path,
			}),
			breadcrumbJsonLd(siteUrl, crumbsFor(c)),
		],
	})
}

export default function ComparisonPage({ loaderData }: Route.ComponentProps) {
	const { comparison: c, figures, year, related } = loaderData
	return (
		<div className="mx-auto max-w-5xl px-4 py-8">
			<Breadcrumbs crumbs={crumbsFor(c)} />
			<article className="mt-6">
				<header className="max-w-4xl">
					<div className="flex flex-wrap gap-2">
						<Badge tone="green">Vehicle Comparison</Badge>
						{c.featured ? <Badge tone="amber">Featured</Badge> : null}
					</div>
					<h1 className="mt-3 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{c.title}</h1>
					<p className="mt-3 text-lg text-slate-700">{c.description}</p>
					<p className="mt-3 text-sm text-slate-700">
						Last updated <time dateTime={c.updatedAt}>{formatLongDate(c.updatedAt)}</time>
					</p>
				</header>
				<ComparisonOverview figures={figures} year={year} />
				<ComparisonCards figures={figures} />
				<Prose html={c.content} className="mt-10 max-w-3xl" />
			</article>
			<AdSlot placement="comparison" />
			{related.length > 0 ? (
				<section aria-labelledby="related-heading" className="mt-12">
					<h2 id="related-heading" className="text-2xl font-bold text-slate-900">
						Related Comparisons
					</h2>
					<ul className="mt-4 grid gap-6 md:grid-cols-3">
						{related.map((r) => (
							<li key={r.slug}>
								<ContentCard to={`/comparisons/${r.slug}`} title={r.title} description={r.description} cta="View Comparison" />
							</li>
						))}
					</ul>
				</section>
			) : null}
			<CallToAction
				title="Compare any vehicles side by side"
				text="Pick up to four configurations and see every rating next to each other."
				to="/compare"
				label="Use Comparison Tool"
			/>
		</div>
	)
}

export const ErrorBoundary = detailErrorBoundary({
	title: 'Comparison Not Found',
	text: "The comparison you're looking for doesn't exist.",
	linkLabel: 'Browse Comparisons',
	linkTo: '/comparisons',
})
