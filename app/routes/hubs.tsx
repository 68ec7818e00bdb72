// The listing of content hubs and state guides; /hubs and /state-guides show the same screen (SPEC §2).
import { Link } from 'react-router'
import { Badge } from '~/components/editorial/badge'
import { ContentCard } from '~/components/editorial/content-card'
import { hubSpokeCounts, listHubs } from '~/content/hubs.server'
import { listStateGuides } from '~/content/state-guides.server'
import { listStaticGuides } from '~/content/static-guides.server'
import { formatLongDate } from '~/domain/dates'
import { US_STATES, stateGuideSlug } from '~/domain/us-states'
import { breadcrumbJsonLd, getMeta, siteUrlFrom } from '~/utils/meta'
import type { Route } from './+types/hubs'

export async function loader({ context }: Route.LoaderArgs) {
	const [hubs, counts, stateGuides, guides] = await Promise.all([
		listHubs(context.db),
		hubSpokeCounts(context.db),
		listStateGuides(context.db),
		listStaticGuides(context.db),
	])
	return { hubs: hubs.map((h) => ({ ...h, resources: counts.get(h.id) ?? 0 })), stateGuides, guides }
}

export const meta: Route.MetaFunction = ({ matches }) => {
	const siteUrl = siteUrlFrom(matches)
	return getMeta({
		siteUrl,
		path: '/hubs',
		title: 'Towing Guides: Content Hubs and State Towing Laws',
		description:
			'Towing guides collected by topic — trucks, boats, RVs, SUVs, electric trucks — and state-by-state towing laws with the statute behind each rule.',
		keywords: ['towing guides', 'towing hubs', 'state towing laws', 'trailer laws by state', 'RV towing guide', 'boat towing guide'],
		structuredData: [
			breadcrumbJsonLd(siteUrl, [
				{ name: 'Home', path: '/' },
				{ name: 'Towing Guides', path: '/hubs' },
			]),
		],
	})
}

export default function Hubs({ loaderData }: Route.ComponentProps) {
	const { hubs, stateGuides, guides } = loaderData
	return (
		<div className="mx-auto max-w-6xl px-4 py-10">
			<h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">Towing Guides</h1>
			<p className="mt-3 max-w-3xl text-lg text-slate-700">
				Guides collected by topic, and the towing rules of each state we cover. Every rule names its statute or agency page; every vehicle
				figure comes from our vehicle database.
			</p>

			<section aria-labelledby="hubs-heading" className="mt-10">
				<h2 id="hubs-heading" className="text-2xl font-bold text-slate-900">
					Content Hubs
				</h2>
				<ul className="mt-4 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
					{hubs.map((hub) => (
						<li key={hub.slug}>
							<ContentCard
								to={`/hubs/${hub.slug}`}
								title={hub.title}
								description={hub.description}
								badges={
									<>
										{hub.featured ? <Badge tone="brand">Featured Hub</Badge> : null}
										<Badge>{`${hub.resources} Resources`}</Badge>
									</>
								}
								meta={`Updated ${formatLongDate(hub.updatedAt)}`}
								cta="Explore Hub"
							/>
						</li>
					))}
				</ul>
			</section>

			<section aria-labelledby="state-guides-heading" className="mt-12" id="state-guides">
				<h2 id="state-guides-heading" className="text-2xl font-bold text-slate-900">
					State Towing Guides
				</h2>
				<p className="mt-2 max-w-3xl text-slate-700">
					Speed limits with a trailer, brake and breakaway thresholds, registration, size limits and penalties, state by state. Towing laws
					change: confirm anything borderline with the state.
				</p>
				<ul className="mt-4 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
					{stateGuides.map((g) => (
						<li key={g.slug}>
							<ContentCard
								to={`/state-guides/${g.slug}`}
								title={`${g.state} Towing Guide`}
								description={g.description}
								badges={<Badge tone="amber">{g.stateCode}</Badge>}
								meta={`Last updated ${formatLongDate(g.updatedAt)}`}
								cta="View Guide"
							/>
						</li>
					))}
				</ul>
				<h3 className="mt-8 text-lg font-semibold text-slate-900">Every state&rsquo;s cited towing rules</h3>
				<p className="mt-1 text-slate-700">
					Compare them all in <Link to="/towing-laws">towing laws by state</Link>, or check a route with the <Link to="/towing-laws/trip">trip check</Link>.
				</p>
				<ul className="mt-3 grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-3 lg:grid-cols-5">
					{US_STATES.map(([code, name]) => (
						<li key={code}>
							<Link to={`/state-guides/${stateGuideSlug(name)}`}>{name}</Link>
						</li>
					))}
				</ul>
			</section>

			<section aria-labelledby="more-heading" className="mt-12">
				<h2 id="more-heading" className="text-2xl font-bold text-slate-900">
					Step-by-step guides
				</h2>
				<ul className="mt-4 grid gap-x-6 gap-y-3 sm:grid-cols-2 lg:grid-cols-3">
					{guides.map((g) => (
						<li key={g.slug}>
							<Link to={`/guides/${g.slug}`} className="font-medium">
								{g.title}
							</Link>
							<span className="block text-sm text-slate-700">{g.category}</span>
						</li>
					))}
					<li>
						<Link to="/towing-101" className="font-medium">
							Towing 101
						</Link>
						<span className="block text-sm text-slate-700">Short explainers by topic</span>
					</li>
					<li>
						<Link to="/towing-tips" className="font-medium">
							Towing tips
						</Link>
						<span className="block text-sm text-slate-700">Checklists by importance</span>
					</li>
					<li>
						<Link to="/comparisons" className="font-medium">
							Truck comparisons
						</Link>
						<span className="block text-sm text-slate-700">Head-to-head, with figures from our database</span>
					</li>
				</ul>
			</section>
		</div>
	)
}
