import { Link } from 'react-router'
import { AdSlot } from '~/components/ads'
import { Badge } from '~/components/editorial/badge'
import { Breadcrumbs } from '~/components/breadcrumbs'
import { detailErrorBoundary } from '~/components/editorial/detail-not-found'
import { TOWING_101_CATEGORIES } from '~/content/categories'
import { plainTextBlocks } from '~/content/diagrams'
import { getTowingGuide, listTowingGuides } from '~/content/towing-guides.server'
import { readingTimeLabel } from '~/domain/reading-time'
import { breadcrumbJsonLd, getMeta, siteUrlFrom } from '~/utils/meta'
import type { Route } from './+types/towing-101-guide'

const RELATED = 3

export async function loader({ params, context }: Route.LoaderArgs) {
	const guide = await getTowingGuide(context.db, params.slug)
	if (!guide) throw new Response('Guide not found', { status: 404 })
	const related = await listTowingGuides(context.db, { category: guide.category })
		.then((all) => all.filter((g) => g.id !== guide.id).slice(0, RELATED))
		.catch(() => [])
	return { guide, related }
}

const categoryLabel = (id: string) => TOWING_101_CATEGORIES.find((c) => c.id === id)?.label ?? id

const crumbsFor = (g: { slug: string; title: string }) => [
	{ name: 'Home', path: '/' },
	{ name: 'Towing 101', path: '/towing-101' },
	{ name: g.title, path: `/towing-101/${g.slug}` },
]

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
	if (!loaderData) return []
	const { guide: g } = loaderData
	const siteUrl = siteUrlFrom(matches)
	const path = `/towing-101/${g.slug}`
	return getMeta({
		siteUrl,
		path,
		title: g.title,
		description: g.excerpt,
		keywords: ['towing 101', categoryLabel(g.category).toLowerCase(), g.title.toLowerCase()],
		type: 'article',
		structuredData: [
			// Towing 101 guides carry no dates of their own; the Article has none rather than an invented one.
			breadcrumbJsonLd(siteUrl, crumbsFor(g)),
		],
	})
}

export default function Towing101Guide({ loaderData }: Route.ComponentProps) {
	const { guide: g, related } = loaderData
	return (
		<div className="mx-auto max-w-3xl px-4 py-8">
			<Breadcrumbs crumbs={crumbsFor(g)} />
			<article className="mt-6">
				<header>
					<Badge tone="brand">{categoryLabel(g.category)}</Badge>
					<h1 className="mt-3 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{g.title}</h1>
					<p className="mt-3 text-lg text-slate-700">{g.excerpt}</p>
					<p className="mt-2 text-sm text-slate-700">{readingTimeLabel(g.readingMinutes)}</p>
				</header>
				{/* Plain text with its line breaks preserved (SPEC §2). */}
				<div className="mt-8 space-y-4 leading-7 text-slate-800">
					{plainTextBlocks(g.content).map((b, i) =>
						b.kind === 'diagram' ? (
							<img key={i} src={b.src} alt={b.alt} width={b.width} height={b.height} loading="lazy" decoding="async" className="diagram" />
						) : (
							<p key={i} className="whitespace-pre-line">
								{b.text}
							</p>
						),
					)}
				</div>
			</article>
			<AdSlot placement="towing-101" />
			<section aria-labelledby="next-heading" className="mt-10 rounded-lg border border-slate-200 bg-white p-5">
				<h2 id="next-heading" className="text-lg font-semibold text-slate-900">
					Keep going
				</h2>
				<ul className="mt-3 space-y-2">
					{related.map((r) => (
						<li key={r.slug}>
							<Link to={`/towing-101/${r.slug}`}>{r.title}</Link>
						</li>
					))}
					<li>
						<Link to="/hubs/truck-towing-capacity-guide">Truck towing capacity guide</Link>
					</li>
					<li>
						<Link to="/calculator">Check a trailer against your vehicle with the towing calculator</Link>
					</li>
				</ul>
			</section>
			<p className="mt-8">
				<Link to="/towing-101" className="font-medium">
					<span aria-hidden="true">←</span> Back to Towing 101
				</Link>
			</p>
		</div>
	)
}

export const ErrorBoundary = detailErrorBoundary({
	title: 'Guide Not Found',
	text: "The guide you're looking for doesn't exist.",
	linkLabel: 'Back to Towing 101',
	linkTo: '/towing-101',
})
