// A guide: one of the six static guides in titled sections (/guides/:slug, route id "guide") or a Towing 101
// guide in plain text (/towing-101/:slug, route id "towing-101-guide"). One module, two route ids in routes.ts;
// the shell is shared, the body and the links around it are each kind's own.
import { Link, useMatches } from 'react-router'
import { AdSlot } from '~/components/ads'
import { Breadcrumbs } from '~/components/breadcrumbs'
import { AuthorByline } from '~/components/editorial/author-byline'
import { Badge } from '~/components/editorial/badge'
import { DetailNotFound } from '~/components/editorial/detail-not-found'
import { Prose } from '~/components/editorial/prose'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import { TOWING_101_CATEGORIES } from '~/content/categories'
import { plainTextBlocks } from '~/content/diagrams'
import { getStaticGuide, listStaticGuides } from '~/content/static-guides.server'
import { getTowingGuide, listTowingGuides } from '~/content/towing-guides.server'
import { readingTimeLabel } from '~/domain/reading-time'
import { slugify } from '~/domain/slug'
import { articleJsonLd, breadcrumbJsonLd, getMeta, siteUrlFrom } from '~/utils/meta'
import type { Route } from './+types/guide'

const RELATED = 3
const isTowing101 = (pathname: string) => pathname.startsWith('/towing-101/')
const categoryLabel = (id: string) => TOWING_101_CATEGORIES.find((c) => c.id === id)?.label ?? id
const notRelated =
	(guide: { id: number }) =>
	<T extends { id: number }>(all: T[]) =>
		all.filter((g) => g.id !== guide.id).slice(0, RELATED)

/** The loader has no route id, so it reads the same choice from the path the route id stands for. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
	if (isTowing101(new URL(request.url).pathname)) {
		const guide = await getTowingGuide(context.db, params.slug)
		if (!guide) throw new Response('Guide not found', { status: 404 })
		const related = await listTowingGuides(context.db, { category: guide.category }).then(notRelated(guide)).catch(() => [])
		return { variant: 'towing-101-guide' as const, guide, related }
	}
	const guide = await getStaticGuide(context.db, params.slug)
	if (!guide) throw new Response('Guide not found', { status: 404 })
	const related = await listStaticGuides(context.db).then(notRelated(guide)).catch(() => [])
	return { variant: 'guide' as const, guide, related }
}

type Data = Route.ComponentProps['loaderData']

const crumbsFor = (d: Data) => [
	{ name: 'Home', path: '/' },
	d.variant === 'guide' ? { name: 'Towing Guides', path: '/hubs' } : { name: 'Towing 101', path: '/towing-101' },
	{ name: d.guide.title, path: pathOf(d) },
]
const pathOf = (d: Data) => (d.variant === 'guide' ? `/guides/${d.guide.slug}` : `/towing-101/${d.guide.slug}`)

export const meta: Route.MetaFunction = ({ loaderData: d, matches }) => {
	if (!d) return []
	const siteUrl = siteUrlFrom(matches)
	const path = pathOf(d)
	const breadcrumbs = breadcrumbJsonLd(siteUrl, crumbsFor(d))
	const g = d.guide
	const own =
		d.variant === 'towing-101-guide'
			? {
					description: d.guide.excerpt,
					keywords: ['towing 101', categoryLabel(d.guide.category).toLowerCase(), g.title.toLowerCase()],
					// Towing 101 guides carry no dates of their own; the Article has none rather than an invented one.
					structuredData: [breadcrumbs],
				}
			: {
					description: d.guide.description,
					keywords: [g.title.toLowerCase(), d.guide.category.toLowerCase(), 'towing guide'],
					structuredData: [
						articleJsonLd({ siteUrl, headline: g.title, description: d.guide.description, author: d.guide.author, datePublished: d.guide.publishedAt, path }),
						breadcrumbs,
					],
				}
	return getMeta({ siteUrl, path, title: g.title, type: 'article', ...own })
}

export default function GuidePage({ loaderData: d }: Route.ComponentProps) {
	return (
		<div className="mx-auto max-w-3xl px-4 py-8">
			<Breadcrumbs crumbs={crumbsFor(d)} />
			<article className="mt-6">{d.variant === 'guide' ? <StaticGuideBody guide={d.guide} /> : <Towing101Body guide={d.guide} />}</article>
			{d.variant === 'guide' ? <StaticGuideNext related={d.related} /> : <Towing101Next related={d.related} />}
		</div>
	)
}

function StaticGuideBody({ guide: g }: { guide: Extract<Data, { variant: 'guide' }>['guide'] }) {
	const titled = g.sections.filter((s) => s.title)
	return (
		<>
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
		</>
	)
}

function Towing101Body({ guide: g }: { guide: Extract<Data, { variant: 'towing-101-guide' }>['guide'] }) {
	return (
		<>
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
		</>
	)
}

type Related = Array<{ slug: string; title: string }>

function StaticGuideNext({ related }: { related: Related }) {
	return (
		<>
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
		</>
	)
}

function Towing101Next({ related }: { related: Related }) {
	return (
		<>
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
		</>
	)
}

export function ErrorBoundary() {
	const towing101 = useMatches().at(-1)?.id === 'towing-101-guide'
	const show = () =>
		towing101 ? (
			<DetailNotFound title="Guide Not Found" text="The guide you're looking for doesn't exist." linkLabel="Back to Towing 101" linkTo="/towing-101" />
		) : (
			<DetailNotFound title="Guide Not Found" text="The guide you're looking for doesn't exist or may have been moved." linkLabel="Browse Towing Guides" linkTo="/hubs" />
		)
	return <GeneralErrorBoundary defaultStatusHandler={show} unexpectedErrorHandler={show} />
}
