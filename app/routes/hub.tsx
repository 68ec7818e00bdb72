import { AdSlot } from '~/components/ads'
import { Badge } from '~/components/editorial/badge'
import { Breadcrumbs } from '~/components/breadcrumbs'
import { CallToAction } from '~/components/editorial/call-to-action'
import { ContentCard } from '~/components/editorial/content-card'
import { detailErrorBoundary } from '~/components/error-boundary'
import { Prose } from '~/components/editorial/prose'
import { SPOKE_LABELS } from '~/content/categories'
import { getHub } from '~/content/hubs.server'
import { formatLongDate } from '~/domain/dates'
import { articleJsonLd, breadcrumbJsonLd, getMeta, siteUrlFrom } from '~/utils/meta'
import type { Route } from './+types/hub'

export async function loader({ params, context }: Route.LoaderArgs) {
	const hub = await getHub(context.db, params.slug, { spokes: true })
	if (!hub) throw new Response('Hub not found', { status: 404 })
	return { hub }
}

const crumbsFor = (hub: { slug: string; title: string }) => [
	{ name: 'Home', path: '/' },
	{ name: 'Content Hubs', path: '/hubs' },
	{ name: hub.title, path: `/hubs/${hub.slug}` },
]

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
	if (!loaderData) return []
	const { hub } = loaderData
	const siteUrl = siteUrlFrom(matches)
	const path = `/hubs/${hub.slug}`
	return getMeta({
		siteUrl,
		path,
		title: hub.title,
		description: hub.description,
		keywords: hub.metaKeywords,
		type: 'article',
		structuredData: [
			articleJsonLd({
				siteUrl,
				headline: hub.title,
				description: hub.description,
				author: 'TowSpec Editorial Team',
				datePublished: hub.publishedAt,
				dateModified: hub.updatedAt,
				path,
			}),
			breadcrumbJsonLd(siteUrl, crumbsFor(hub)),
		],
	})
}

export default function HubPage({ loaderData }: Route.ComponentProps) {
	const { hub } = loaderData
	const spokes = hub.spokes ?? []
	return (
		<article className="mx-auto max-w-6xl px-4 py-8">
			<Breadcrumbs crumbs={crumbsFor(hub)} />
			<header className="mt-6 max-w-4xl">
				<div className="flex flex-wrap gap-2">
					{hub.featured ? <Badge tone="brand">Featured Hub</Badge> : null}
					<Badge>Content Collection</Badge>
				</div>
				<h1 className="mt-3 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{hub.title}</h1>
				<p className="mt-3 text-lg text-slate-700">{hub.description}</p>
				<p className="mt-3 text-sm text-slate-700">
					{spokes.length} Resources · Updated <time dateTime={hub.updatedAt}>{formatLongDate(hub.updatedAt)}</time>
				</p>
			</header>
			{hub.contentHtml ? <Prose html={hub.contentHtml} className="mt-8 max-w-3xl" /> : null}
			<section aria-labelledby="collection-heading" className="mt-12">
				<h2 id="collection-heading" className="text-2xl font-bold text-slate-900">
					Explore This Collection
				</h2>
				<ol className="mt-4 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
					{spokes.map((spoke) => (
						<li key={`${spoke.contentType}-${spoke.contentId}`}>
							<ContentCard
								to={spoke.path}
								title={spoke.content.title}
								description={spoke.content.description}
								badges={
									<>
										<Badge tone={spoke.contentType === 'state_guide' ? 'amber' : spoke.contentType === 'comparison' ? 'green' : 'brand'}>
											{SPOKE_LABELS[spoke.contentType]}
										</Badge>
										<span className="text-xs font-semibold text-slate-600">#{spoke.position}</span>
									</>
								}
							/>
						</li>
					))}
				</ol>
			</section>
			<CallToAction
				title="Check your own vehicle"
				text="Look up the towing, payload and GCWR figures of your exact configuration, each with the publication it comes from and how sure we are of it."
				to="/"
				label="Search Vehicle Database"
			/>
			<AdSlot placement="hub" />
		</article>
	)
}

export const ErrorBoundary = detailErrorBoundary({
	title: 'Hub Not Found',
	text: "The content hub you're looking for doesn't exist.",
	linkLabel: 'Return Home',
	linkTo: '/',
})
