import { AdSlot } from '~/components/ads'
import { Badge } from '~/components/editorial/badge'
import { Breadcrumbs } from '~/components/breadcrumbs'
import { CallToAction } from '~/components/editorial/call-to-action'
import { ContentCard } from '~/components/editorial/content-card'
import { detailErrorBoundary } from '~/components/error-boundary'
import { Prose } from '~/components/editorial/prose'
import { SourcesList } from '~/components/editorial/sources-list'
import { getStateGuide, listStateGuides } from '~/content/state-guides.server'
import { formatLongDate } from '~/domain/dates'
import { Link } from 'react-router'
import { formatNumber } from '~/utils/format'
import { StateFactsPanel } from '~/components/state-laws/facts-panel'
import { stateOverview } from '~/domain/state-laws'
import { STATE_NEIGHBORS } from '~/domain/us-state-geography'
import { US_STATES, stateGuideSlug, stateName } from '~/domain/us-states'
import { getStateLawBySlug } from '~/state-laws/state-laws.server'
import { articleJsonLd, breadcrumbJsonLd, getMeta, siteUrlFrom } from '~/utils/meta'
import type { Route } from './+types/state-guide'

const RELATED = 3

export async function loader({ params, context }: Route.LoaderArgs) {
	const state = US_STATES.find(([, name]) => stateGuideSlug(name) === params.slug)
	if (!state) throw new Response('State guide not found', { status: 404 })
	const [code, name] = state
	const [entry, guide] = await Promise.all([getStateLawBySlug(context.db, params.slug), getStateGuide(context.db, params.slug)])
	const others = guide
		? await listStateGuides(context.db)
				.then((all) => all.filter((g) => g.id !== guide.id).slice(0, RELATED))
				.catch(() => [])
		: []
	const neighbors = STATE_NEIGHBORS[code].map((c) => ({ code: c, name: stateName(c)!, slug: stateGuideSlug(stateName(c)!) }))
	return { code, name, slug: params.slug, law: entry?.law ?? null, checked: entry?.checked ?? null, guide: guide ?? null, others, neighbors }
}

type Data = Awaited<ReturnType<typeof loader>>
const titleOf = (d: Data) => d.guide?.title ?? `${d.name} Towing Laws: Trailer Brakes, Chains, Speed and Size Limits`
const descriptionOf = (d: Data) =>
	d.guide?.description ??
	`${d.name} trailer rules with their citations: when a trailer needs brakes and a breakaway system, safety chains, towing speed, length and width limits, double towing and riding in a trailer.`

const crumbsFor = (d: { slug: string; name: string }) => [
	{ name: 'Home', path: '/' },
	{ name: 'State Guides', path: '/state-guides' },
	{ name: `${d.name} Towing Guide`, path: `/state-guides/${d.slug}` },
]

export const meta: Route.MetaFunction = ({ loaderData: d, matches }) => {
	if (!d) return []
	const siteUrl = siteUrlFrom(matches)
	const path = `/state-guides/${d.slug}`
	const modified = [d.guide?.updatedAt, d.checked].filter((x): x is string => Boolean(x)).sort().at(-1)
	return getMeta({
		siteUrl,
		path,
		title: titleOf(d),
		description: descriptionOf(d),
		keywords: d.guide?.metaKeywords ?? `${d.name} towing laws, ${d.name} trailer brake law, ${d.name} trailer length limit`,
		type: 'article',
		structuredData: [
			...(modified
				? [
						articleJsonLd({
							siteUrl,
							headline: titleOf(d),
							description: descriptionOf(d),
							author: 'TowSpec Editorial Team',
							datePublished: d.guide?.publishedAt ?? modified,
							dateModified: modified,
							path,
						}),
					]
				: []),
			breadcrumbJsonLd(siteUrl, crumbsFor(d)),
		],
	})
}

const NOT_STATED = 'No single figure in the law; see below'

function SummaryCard({ label, sub, value }: { label: string; sub?: string; value: string | null }) {
	return (
		<div className="rounded-lg border border-slate-200 bg-white p-4">
			<dt className="text-sm font-semibold text-slate-900">
				{label}
				{sub ? <span className="block text-xs font-normal text-slate-600">{sub}</span> : null}
			</dt>
			<dd className="mt-2 text-sm text-slate-800">{value ?? NOT_STATED}</dd>
		</div>
	)
}

/** A phone number becomes a tel: link; other contact text (e.g. "your county office") stays text. */
function DmvContact({ text }: { text: string }) {
	if (!/^[\d\s().+-]{7,}$/.test(text)) return <>{text}</>
	return <a href={`tel:${text.replace(/[^\d+]/g, '')}`}>{text}</a>
}

/** A titled run of plain paragraphs (the generated overview, the state's own notes); nothing when there are none. */
function ParagraphSection({ id, heading, paragraphs }: { id: string; heading: string; paragraphs: string[] }) {
	if (paragraphs.length === 0) return null
	return (
		<section aria-labelledby={id} className="mt-8 max-w-3xl">
			<h2 id={id} className="text-2xl font-bold text-slate-900">
				{heading}
			</h2>
			{paragraphs.map((p) => (
				<p key={p} className="mt-3 text-slate-800">
					{p}
				</p>
			))}
		</section>
	)
}

export default function StateGuidePage({ loaderData: d }: Route.ComponentProps) {
	const g = d.guide
	const f = g?.facts ?? null
	const overview = g ? [] : stateOverview(d.law, d.name)
	const notes = g ? [] : (d.law?.notes ?? [])
	return (
		<div className="mx-auto max-w-5xl px-4 py-8">
			<Breadcrumbs crumbs={crumbsFor(d)} />
			<article className="mt-6">
				<header className="max-w-4xl">
					<div className="flex flex-wrap gap-2">
						<Badge tone="amber">{d.name}</Badge>
						<Badge>State Guide</Badge>
					</div>
					<h1 className="mt-3 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{titleOf(d)}</h1>
					<p className="mt-3 text-lg text-slate-700">{descriptionOf(d)}</p>
					<p className="mt-3 text-sm text-slate-700">
						{g ? (
							<>
								Guide updated <time dateTime={g.updatedAt}>{formatLongDate(g.updatedAt)}</time>
								{d.checked ? ' · ' : ''}
							</>
						) : null}
						{d.checked ? (
							<>
								Facts last checked <time dateTime={d.checked}>{formatLongDate(d.checked)}</time>
							</>
						) : null}
					</p>
				</header>
				<p role="note" className="mt-6 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-amber-900">
					Towing laws change frequently. Always verify current regulations with state authorities before towing. This guide is for informational purposes only.
				</p>
				{f ? (
					<section aria-labelledby="summary-heading" className="mt-8">
						<h2 id="summary-heading" className="sr-only">
							At a glance
						</h2>
						<dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
							<SummaryCard label="Weight Limit" sub="Without CDL" value={f.maxWeightWithoutCdl === null ? null : `${formatNumber(f.maxWeightWithoutCdl)} lb`} />
							<SummaryCard label="Registration" value={f.registrationRequired} />
							<SummaryCard label="Inspection" value={f.inspectionRequired} />
							<SummaryCard label="Speed Limit" sub="With Trailer" value={f.speedLimitWithTrailer} />
						</dl>
					</section>
				) : null}
				<StateFactsPanel law={d.law} stateName={d.name} />
				<ParagraphSection id="overview-heading" heading={`What this means when you tow in ${d.name}`} paragraphs={overview} />
				<ParagraphSection id="notes-heading" heading={`Towing in ${d.name}: what to plan for`} paragraphs={notes} />
				{f && f.specialRequirements.length > 0 ? (
					<section aria-labelledby="special-heading" className="mt-8">
						<h2 id="special-heading" className="text-2xl font-bold text-slate-900">
							Special Requirements
						</h2>
						<ul className="mt-4 list-disc space-y-2 pl-6 text-slate-800">
							{f.specialRequirements.map((r) => (
								<li key={r}>{r}</li>
							))}
						</ul>
					</section>
				) : null}
				{f?.penalties ? (
					<section aria-labelledby="penalties-heading" className="mt-8">
						<h2 id="penalties-heading" className="text-2xl font-bold text-slate-900">
							Penalties &amp; Fines
						</h2>
						<p className="mt-3 text-slate-800">{f.penalties}</p>
					</section>
				) : null}
				{g ? <Prose html={g.content} className="mt-10 max-w-3xl" /> : null}
				{f ? (
					<section aria-labelledby="resources-heading" className="mt-10 rounded-lg border border-slate-200 bg-white p-5">
						<h2 id="resources-heading" className="text-xl font-semibold text-slate-900">
							Official State Resources
						</h2>
						<dl className="mt-3 grid gap-3 sm:grid-cols-2">
							<div>
								<dt className="text-sm font-medium text-slate-700">DMV contact</dt>
								<dd className="text-slate-900">{f.dmvPhone ? <DmvContact text={f.dmvPhone} /> : 'Not listed'}</dd>
							</div>
							<div>
								<dt className="text-sm font-medium text-slate-700">Official website</dt>
								<dd className="break-all text-slate-900">{f.website ? <a href={f.website}>{f.website}</a> : 'Not listed'}</dd>
							</div>
						</dl>
					</section>
				) : null}
				{f ? <SourcesList sources={f.sources} heading="Sources of this guide" /> : null}
			</article>
			<AdSlot placement="state-guide" />
			<section aria-labelledby="neighbors-heading" className="mt-12">
				<h2 id="neighbors-heading" className="text-2xl font-bold text-slate-900">
					Neighbouring states
				</h2>
				{d.neighbors.length > 0 ? (
					<ul className="mt-4 flex flex-wrap gap-3">
						{d.neighbors.map((n) => (
							<li key={n.code}>
								<Link to={`/state-guides/${n.slug}`} className="inline-block rounded-md border border-slate-300 bg-white px-3 py-2 font-medium">
									{n.name} towing laws
								</Link>
							</li>
						))}
					</ul>
				) : (
					<p className="mt-3 text-slate-800">{d.name} shares no land border with another state.</p>
				)}
				<p className="mt-4 text-slate-800">
					Crossing state lines? The <Link to={`/towing-laws/trip?states=${[d.code, ...d.neighbors.map((n) => n.code)].join(',')}`}>trip check</Link> lists the
					strictest rule of every state on your route, and <Link to="/towing-laws">towing laws by state</Link> compares them all.
				</p>
			</section>
			{d.others.length > 0 ? (
				<section aria-labelledby="others-heading" className="mt-12">
					<h2 id="others-heading" className="text-2xl font-bold text-slate-900">
						Other State Guides
					</h2>
					<ul className="mt-4 grid gap-6 md:grid-cols-3">
						{d.others.map((o) => (
							<li key={o.slug}>
								<ContentCard to={`/state-guides/${o.slug}`} title={`${o.state} Towing Guide`} description={o.description} cta="View Guide" />
							</li>
						))}
					</ul>
				</section>
			) : null}
			<CallToAction
				title={`Towing in ${d.name}?`}
				text={`Check a trailer against every limit of your vehicle, with ${d.name}’s trailer-brake rule applied where we have it.`}
				to={`/calculator?state=${d.code}`}
				label={`Check a trailer under ${d.name} rules`}
			/>
		</div>
	)
}

export const ErrorBoundary = detailErrorBoundary({
	title: 'State Guide Not Found',
	text: "The state towing guide you're looking for doesn't exist.",
	linkLabel: 'Browse State Guides',
	linkTo: '/state-guides',
})
