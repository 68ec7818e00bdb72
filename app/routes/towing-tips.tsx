// Towing tips: four groups with importance badges, an 8-tip quick reference and four stat tiles.
import { Link } from 'react-router'
import { Badge, type BadgeTone } from '~/components/editorial/badge'
import { Prose } from '~/components/editorial/prose'
import type { TipImportance } from '~/content/categories'
import { listTipGroups } from '~/content/tips.server'
import { breadcrumbJsonLd, getMeta, siteUrlFrom } from '~/utils/meta'
import type { Route } from './+types/towing-tips'

const QUICK_REFERENCE = 8

/** SPEC §2's four tiles. Rules of thumb, not vehicle data; each names where it comes from. */
const STATS = [
	{ value: '4–6 s', label: 'following distance', source: 'Truck Trend towing guidance: at least 4 seconds, 6 in poor conditions' },
	{
		value: '10–15%',
		label: 'of trailer weight on the tongue',
		source: 'Automakers’ owner’s manuals (GM, Nissan) for conventional hitches',
	},
	{ value: '60%', label: 'of cargo in the trailer’s front half', source: 'U-Haul loading guidance' },
	{ value: '200°F', label: 'transmission fluid ceiling', source: 'Four Wheeler technical guidance for automatic transmissions' },
]

const TONE: Record<TipImportance, BadgeTone> = { Critical: 'red', High: 'amber', Medium: 'slate' }

export async function loader({ context }: Route.LoaderArgs) {
	return { groups: await listTipGroups(context.db) }
}

export const meta: Route.MetaFunction = ({ matches }) => {
	const siteUrl = siteUrlFrom(matches)
	return getMeta({
		siteUrl,
		path: '/towing-tips',
		title: 'Towing Tips: Preparation, Driving, Equipment and Emergencies',
		description:
			'Practical towing tips ranked by importance: what to check before a trip, how to drive with a trailer, equipment care and handling emergencies.',
		keywords: ['towing tips', 'trailer towing safety', 'how to tow safely', 'trailer sway', 'towing checklist'],
		structuredData: [
			breadcrumbJsonLd(siteUrl, [
				{ name: 'Home', path: '/' },
				{ name: 'Towing Tips', path: '/towing-tips' },
			]),
		],
	})
}

export default function TowingTips({ loaderData }: Route.ComponentProps) {
	const { groups } = loaderData
	const quick = groups.flatMap((g) => g.tips.filter((t) => t.quickReference)).slice(0, QUICK_REFERENCE)
	return (
		<div className="mx-auto max-w-5xl px-4 py-10">
			<h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">Towing Tips</h1>
			<p className="mt-3 max-w-3xl text-lg text-slate-700">
				The habits that keep a trailer behind you and out of the news, grouped by when they matter and marked by how much.
			</p>

			<section aria-labelledby="numbers-heading" className="mt-8">
				<h2 id="numbers-heading" className="sr-only">
					Numbers to remember
				</h2>
				<ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
					{STATS.map((s) => (
						<li key={s.label} className="rounded-lg border border-slate-200 bg-white p-4">
							<p className="text-3xl font-bold text-brand-700">{s.value}</p>
							<p className="mt-1 font-medium text-slate-900">{s.label}</p>
							<p className="mt-2 text-xs text-slate-600">Source: {s.source}</p>
						</li>
					))}
				</ul>
			</section>

			{quick.length > 0 ? (
				<section aria-labelledby="quick-heading" className="mt-10 rounded-lg border border-brand-100 bg-brand-50 p-6">
					<h2 id="quick-heading" className="text-xl font-bold text-slate-900">
						Quick reference
					</h2>
					<ol className="mt-3 grid list-decimal gap-x-8 gap-y-2 pl-6 text-slate-900 sm:grid-cols-2">
						{quick.map((t) => (
							<li key={t.id}>{t.title}</li>
						))}
					</ol>
				</section>
			) : null}

			{groups.map((g) => (
				<section key={g.slug} aria-labelledby={`${g.slug}-heading`} className="mt-12">
					<h2 id={`${g.slug}-heading`} className="text-2xl font-bold text-slate-900">
						{g.title}
					</h2>
					<Prose html={g.content} className="mt-3 max-w-3xl" />
					<ul className="mt-6 space-y-4">
						{g.tips.map((t) => (
							<li key={t.id} className="rounded-lg border border-slate-200 bg-white p-5">
								<div className="flex flex-wrap items-start justify-between gap-2">
									<h3 className="text-lg font-semibold text-slate-900">{t.title}</h3>
									<Badge tone={TONE[t.importance]}>{t.importance}</Badge>
								</div>
								<p className="mt-2 text-slate-800">{t.description}</p>
							</li>
						))}
					</ul>
				</section>
			))}

			<section aria-labelledby="next-heading" className="mt-12 rounded-lg border border-slate-200 bg-white p-6">
				<h2 id="next-heading" className="text-xl font-semibold text-slate-900">
					Before your next trip
				</h2>
				<ul className="mt-3 space-y-2">
					<li>
						<Link to="/">Look up your vehicle's ratings</Link>
					</li>
					<li>
						<Link to="/calculator">Check your trailer against every limit</Link>
					</li>
					<li>
						<Link to="/hubs">Read the towing guides</Link>
					</li>
				</ul>
			</section>
		</div>
	)
}
