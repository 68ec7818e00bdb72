import { AdSlot } from '~/components/ads'
import { Badge } from '~/components/editorial/badge'
import { Breadcrumbs } from '~/components/breadcrumbs'
import { CallToAction } from '~/components/editorial/call-to-action'
import { ContentCard } from '~/components/editorial/content-card'
import { detailErrorBoundary } from '~/components/editorial/detail-not-found'
import { Prose } from '~/components/editorial/prose'
import { SourcesList } from '~/components/editorial/sources-list'
import { getStateGuide, listStateGuides } from '~/content/state-guides.server'
import { formatLongDate } from '~/domain/dates'
import { formatNumber } from '~/utils/format'
import { articleJsonLd, breadcrumbJsonLd, getMeta, siteUrlFrom } from '~/utils/meta'
import type { Route } from './+types/state-guide'

const RELATED = 3
const NOT_STATED = 'No single figure in the law; see below'

export async function loader({ params, context }: Route.LoaderArgs) {
	const guide = await getStateGuide(context.db, params.slug)
	if (!guide) throw new Response('State guide not found', { status: 404 })
	const others = await listStateGuides(context.db)
		.then((all) => all.filter((g) => g.id !== guide.id).slice(0, RELATED))
		.catch(() => [])
	return { guide, others }
}

const crumbsFor = (g: { slug: string; state: string }) => [
	{ name: 'Home', path: '/' },
	{ name: 'State Guides', path: '/state-guides' },
	{ name: `${g.state} Towing Guide`, path: `/state-guides/${g.slug}` },
]

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
	if (!loaderData) return []
	const { guide: g } = loaderData
	const siteUrl = siteUrlFrom(matches)
	const path = `/state-guides/${g.slug}`
	return getMeta({
		siteUrl,
		path,
		title: g.title,
		description: g.description,
		keywords: g.metaKeywords,
		type: 'article',
		structuredData: [
			articleJsonLd({
				siteUrl,
				headline: g.title,
				description: g.description,
				author: 'TowSpec Editorial Team',
				datePublished: g.publishedAt,
				dateModified: g.updatedAt,
				path,
			}),
			breadcrumbJsonLd(siteUrl, crumbsFor(g)),
		],
	})
}

const lb = (n: number | null) => (n === null ? null : `${formatNumber(n)} lb`)
const ft = (n: number | null) => (n === null ? null : `${formatNumber(n)} ft`)
const inches = (n: number | null) => (n === null ? null : `${formatNumber(n)} in`)

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

export default function StateGuidePage({ loaderData }: Route.ComponentProps) {
	const { guide: g, others } = loaderData
	const f = g.facts
	const limits = f
		? [
				['Trailer brakes required above', lb(f.brakesRequiredOverLb)],
				['Breakaway system required above', lb(f.breakawayRequiredOverLb)],
				['Safety chains', f.safetyChains],
				['Maximum trailer length', ft(f.maxTrailerLengthFt)],
				['Maximum combined length', ft(f.maxCombinedLengthFt)],
				['Maximum width', inches(f.maxWidthIn)],
			]
		: []
	return (
		<div className="mx-auto max-w-5xl px-4 py-8">
			<Breadcrumbs crumbs={crumbsFor(g)} />
			<article className="mt-6">
				<header className="max-w-4xl">
					<div className="flex flex-wrap gap-2">
						<Badge tone="amber">{g.state}</Badge>
						<Badge>State Guide</Badge>
					</div>
					<h1 className="mt-3 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{g.title}</h1>
					<p className="mt-3 text-lg text-slate-700">{g.description}</p>
					<p className="mt-3 text-sm text-slate-700">
						Last updated <time dateTime={g.updatedAt}>{formatLongDate(g.updatedAt)}</time>
					</p>
				</header>
				<p role="note" className="mt-6 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-amber-900">
					Towing laws change frequently. Always verify current regulations with state authorities before towing. This guide is for informational purposes only.
				</p>
				{f ? (
					<>
						<section aria-labelledby="summary-heading" className="mt-8">
							<h2 id="summary-heading" className="sr-only">
								At a glance
							</h2>
							<dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
								<SummaryCard label="Weight Limit" sub="Without CDL" value={lb(f.maxWeightWithoutCDL)} />
								<SummaryCard label="Registration" value={f.registrationRequired} />
								<SummaryCard label="Inspection" value={f.inspectionRequired} />
								<SummaryCard label="Speed Limit" sub="With Trailer" value={f.speedLimitWithTrailer} />
							</dl>
						</section>
						<section aria-labelledby="limits-heading" className="mt-8">
							<h2 id="limits-heading" className="text-2xl font-bold text-slate-900">
								Equipment and size limits
							</h2>
							<dl className="mt-4 divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
								{limits.map(([label, value]) => (
									<div key={label} className="grid gap-1 px-4 py-3 sm:grid-cols-3">
										<dt className="font-medium text-slate-900">{label}</dt>
										<dd className="text-slate-800 sm:col-span-2">{value ?? NOT_STATED}</dd>
									</div>
								))}
							</dl>
						</section>
						{f.specialRequirements.length > 0 ? (
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
						{f.penalties ? (
							<section aria-labelledby="penalties-heading" className="mt-8">
								<h2 id="penalties-heading" className="text-2xl font-bold text-slate-900">
									Penalties &amp; Fines
								</h2>
								<p className="mt-3 text-slate-800">{f.penalties}</p>
							</section>
						) : null}
					</>
				) : null}
				<Prose html={g.content} className="mt-10 max-w-3xl" />
				{f ? (
					<section aria-labelledby="resources-heading" className="mt-10 rounded-lg border border-slate-200 bg-white p-5">
						<h2 id="resources-heading" className="text-xl font-semibold text-slate-900">
							Official State Resources
						</h2>
						<dl className="mt-3 grid gap-3 sm:grid-cols-2">
							<div>
								<dt className="text-sm font-medium text-slate-700">DMV contact</dt>
								<dd className="text-slate-900">{f.dmvContact ? <DmvContact text={f.dmvContact} /> : 'Not listed'}</dd>
							</div>
							<div>
								<dt className="text-sm font-medium text-slate-700">Official website</dt>
								<dd className="break-all text-slate-900">{f.website ? <a href={f.website}>{f.website}</a> : 'Not listed'}</dd>
							</div>
						</dl>
					</section>
				) : null}
				{f ? <SourcesList sources={f.sources} heading="Where these facts come from" /> : null}
			</article>
			<AdSlot placement="state-guide" />
			{others.length > 0 ? (
				<section aria-labelledby="others-heading" className="mt-12">
					<h2 id="others-heading" className="text-2xl font-bold text-slate-900">
						Other State Guides
					</h2>
					<ul className="mt-4 grid gap-6 md:grid-cols-3">
						{others.map((o) => (
							<li key={o.slug}>
								<ContentCard to={`/state-guides/${o.slug}`} title={`${o.state} Towing Guide`} description={o.description} cta="View Guide" />
							</li>
						))}
					</ul>
				</section>
			) : null}
			<CallToAction
				title={`Towing in ${g.state}?`}
				text={`Check a trailer against every limit of your vehicle, with ${g.state}’s trailer-brake rule applied.`}
				to={`/calculator?state=${g.stateCode}`}
				label={`Check a trailer under ${g.state} rules`}
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
