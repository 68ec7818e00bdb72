import { Link, useNavigation } from 'react-router'
import { CapacityBar } from '~/components/capacity-bar'
import { recordActivity } from '~/activity/record.server'
import { cachedTrending } from '~/activity/trending.server'
import { listArticles } from '~/content/articles.server'
import { perDataVersion } from '~/db/data-version.server'
import { listComparisons } from '~/content/comparisons.server'
import { listHubs } from '~/content/hubs.server'
import { listStateGuides } from '~/content/state-guides.server'
import { MakerMaximum } from '~/components/provenance'
import { QuickTowSearch } from '~/components/quick-tow-search'
import { SearchCombobox } from '~/components/search-combobox'
import { RatingBadge } from '~/components/rating-badge'
import { resolvedSearch } from '~/domain/activity'
import { VehicleCard, VehicleCardSkeleton } from '~/components/vehicle-card'
import { YearLinks } from '~/components/year-links'
import { type FreeTextResult, freeTextSearch, searchExamples } from '~/search/free-text.server'
import { formatLb, formatNumber } from '~/utils/format'
import { getMeta, siteUrlFrom } from '~/utils/meta'
import { getModelYears, lineupKey } from '~/vehicles/model-years.server'
import { QUICK_LOOKUPS, QUICK_LOOKUP_YEAR } from '~/vehicles/quick-lookups'
import { type Vehicle, landingPath, prefilledPath, vehicleName } from '~/vehicles/vehicle'
import {
	featuredVehicles,
	findVehicles,
	latestYearOf,
	listMakeSummaries,
	listedConfigurations,
	listMakes,
	listModels,
	listTrims,
	listYears,
	vehicleStats,
} from '~/vehicles/vehicles.server'
import type { Route } from './+types/home'
import { buttonClass } from '~/components/button'

const PAGE_SIZE = 24
/** The home page lists trending models or comparisons only when at least this many reach the minimum count. */
const MIN_TRENDING_ON_HOME = 3
export const EMPTY_RESULTS_MESSAGE = 'No Vehicles Found - Try adjusting your search criteria or browse our featured vehicles below.'

function readSearch(url: URL) {
	const text = (name: string) => {
		const v = url.searchParams.get(name)?.trim() ?? ''
		return v.length > 0 && v.length <= 120 ? v : ''
	}
	const yearText = text('year')
	const year = /^\d{4}$/.test(yearText) ? Number(yearText) : undefined
	const page = Math.max(1, Math.min(1000, Number.parseInt(url.searchParams.get('page') ?? '1', 10) || 1))
	return { year, make: year ? text('make') : '', model: year ? text('model') : '', trim: year ? text('trim') : '', q: text('q'), page }
}

interface SearchOutcome {
	vehicles: Vehicle[]
	total: number
	/** The model years the search names (year, make, model), whose line-up maximum answers first. */
	asked: Array<{ year: number; make: string; model: string }>
	yearNotice: { year: number; models: FreeTextResult['interpretation']['nearestYears'] } | null
}

export async function loader({ request, context }: Route.LoaderArgs) {
	const { db } = context
	const url = new URL(request.url)
	const s = readSearch(url)
	const searching = Boolean(s.year || s.q)
	const [years, makes, models, trims] = await Promise.all([
		listYears(db),
		s.year ? listMakes(db, s.year) : Promise.resolve([]),
		s.year && s.make ? listModels(db, s.year, s.make) : Promise.resolve([]),
		s.year && s.make && s.model ? listTrims(db, s.year, s.make, s.model) : Promise.resolve([]),
	])
	const cascade = { year: s.year ? String(s.year) : '', make: s.make, model: s.model, trim: s.trim }
	const examples = await perDataVersion(db, 'home:examples', () => searchExamples(db))
	const options = { years, makes, models, trims }
	if (searching) {
		const result: SearchOutcome = s.q
			? await freeTextSearch(db, s.q, PAGE_SIZE * s.page).then((r) => ({
					vehicles: r.vehicles.slice(PAGE_SIZE * (s.page - 1)),
					total: r.total,
					asked: r.interpretation.year === null ? [] : r.interpretation.models.slice(0, 3).map((m) => ({ ...m, year: r.interpretation.year! })),
					yearNotice: r.interpretation.yearNotInData ? { year: r.interpretation.year!, models: r.interpretation.nearestYears } : null,
				}))
			: await findVehicles(db, {
					year: s.year,
					make: s.make || undefined,
					model: s.model || undefined,
					trim: s.trim || undefined,
					limit: PAGE_SIZE,
					offset: PAGE_SIZE * (s.page - 1),
				}).then((r) => ({ ...r, asked: s.year && s.make && s.model ? [{ year: s.year, make: s.make, model: s.model }] : [], yearNotice: null }))
		// The answer comes first: the maker's maximum for each model year the search names.
		const [lineups, listed] = await Promise.all([getModelYears(db, result.asked), listedConfigurations(db, result.asked)])
		const answers = (result.yearNotice ? [] : result.asked).map((a) => {
			const lineup = lineups.get(lineupKey(a)) ?? null
			return {
				name: lineup ? `${lineup.year} ${lineup.make} ${lineup.model}` : `${a.year} ${a.make} ${a.model}`,
				lineup,
				listed: listed.get(lineupKey(a)) ?? { count: 0, highestTowing: null },
			}
		})
		// Counted as the model it resolved to (never the typed words); page 1 only, so paging is not a new search.
		if (s.page === 1) {
			const matches = [...result.vehicles, ...answers.flatMap((a) => (a.lineup ? [a.lineup] : []))]
			recordActivity(context, resolvedSearch({ total: result.total, matches: result.vehicles.length > 0 ? result.vehicles : matches }))
		}
		// Featured vehicles are only shown under an empty result.
		const featured = result.total === 0 && answers.every((a) => !a.lineup) ? await perDataVersion(db, 'home:featured', () => featuredVehicles(db)) : []
		return { mode: 'search' as const, search: s, cascade, options, results: result.vehicles, total: result.total, pageSize: PAGE_SIZE, featured, answers, yearNotice: result.yearNotice, examples }
	}

	const [{ featured, stats, makeSummaries, hubs, comparisons, articles, stateGuides, quickLookups }, trending] = await Promise.all([
		// Everything but trending changes only with the seed: computed once per data version (issue 16).
		perDataVersion(db, 'home:browse', async () => {
			const [featured, stats, makeSummaries, hubs, comparisons, articles, stateGuides, quickLookups] = await Promise.all([
				featuredVehicles(db),
				vehicleStats(db),
				listMakeSummaries(db),
				listHubs(db, { featured: true, limit: 3 }),
				listComparisons(db, { featured: true, limit: 3 }),
				listArticles(db, { featured: true, limit: 3 }),
				listStateGuides(db),
				Promise.all(
					QUICK_LOOKUPS.map(async (q) => {
						const latest = await latestYearOf(db, q.make, q.model)
						const year = latest === undefined ? undefined : Math.min(latest, QUICK_LOOKUP_YEAR)
						return { ...q, year }
					}),
				),
			])
			return { featured, stats, makeSummaries, hubs, comparisons, articles, stateGuides, quickLookups }
		}),
		cachedTrending(db, context.env.TRENDING_CACHE_SECONDS),
	])
	// From the week's anonymous activity when there is enough of it, else the editorial picks (issue 12).
	const popular = trending.models.length >= MIN_TRENDING_ON_HOME ? trending.models.map((m) => ({ label: m.label, href: m.href, count: m.count })) : null
	const trendingComparisons =
		trending.comparisons.length >= MIN_TRENDING_ON_HOME ? trending.comparisons.slice(0, 3).map((c) => ({ key: c.href, href: c.href, title: c.label, text: `Compared ${formatNumber(c.count)} times this week.` })) : null
	const content = { hubs, comparisons, articles, stateGuides, trendingComparisons }
	return { mode: 'browse' as const, examples, search: s, cascade, options, featured, stats, makes: makeSummaries, quickLookups, popular, content }
}

export const meta: Route.MetaFunction = ({ matches, location, data }) =>
	getMeta({
		siteUrl: siteUrlFrom(matches),
		path: '/',
		title: data?.mode === 'search' ? 'Towing Capacity Search Results' : 'Towing Capacity by Year, Make and Model',
		description:
			'Look up how much a truck, SUV or crossover can tow, with the maker’s figures and their source. Compare vehicles and check a trailer against every limit.',
		keywords: ['towing capacity', 'truck towing capacity', 'GCWR', 'payload', 'tow rating'],
		noindex: location.search.length > 0,
	})

function searchHref(s: { year?: number; make: string; model: string; trim: string; q: string }, page: number) {
	const p = new URLSearchParams()
	if (s.q) p.set('q', s.q)
	if (s.year) p.set('year', String(s.year))
	if (s.make) p.set('make', s.make)
	if (s.model) p.set('model', s.model)
	if (s.trim) p.set('trim', s.trim)
	if (page > 1) p.set('page', String(page))
	return `/?${p}`
}

function FreeTextSearch({ q, examples }: { q: string; examples: string[] }) {
	return (
		<form method="get" action="/" className="mt-4 flex flex-wrap items-end gap-2" role="search">
			<div className="min-w-0 flex-1">
				<label htmlFor="free-text" className="block text-sm font-medium text-blue-50">
					Or type a vehicle{examples.length > 0 ? ` (e.g. ${examples.map((e) => `“${e}”`).join(', ')})` : ''}
				</label>
				<div className="mt-1">
					<SearchCombobox
						id="free-text"
						name="q"
						defaultValue={q}
						inputClassName="block w-full rounded-md border border-slate-300 px-3 py-2 text-slate-900"
					/>
				</div>
			</div>
			<button type="submit" className="rounded-md bg-white px-4 py-2 font-semibold text-brand-900">
				Find
			</button>
		</form>
	)
}

export default function Home({ loaderData }: Route.ComponentProps) {
	const data = loaderData
	const navigation = useNavigation()
	const loading = navigation.state === 'loading' && navigation.location?.pathname === '/' && navigation.location.search.length > 0
	const formKey = `${data.cascade.year}|${data.cascade.make}|${data.cascade.model}|${data.cascade.trim}`
	return (
		<>
			<section className="bg-gradient-to-b from-brand-900 to-brand-700 text-white">
				<div className="mx-auto max-w-6xl px-4 py-12">
					<h1 className="text-4xl font-bold tracking-tight sm:text-5xl">How much can your vehicle tow?</h1>
					<p className="mt-4 max-w-2xl text-lg text-blue-50">
						Towing ratings for US trucks, SUVs and crossovers, each with the publication it comes from and how sure we are of it.
					</p>
					<div className="mt-8">
						<QuickTowSearch key={formKey} initial={data.cascade} initialOptions={data.options} />
						<FreeTextSearch q={data.search.q} examples={data.examples} />
					</div>
				</div>
			</section>
			{loading ? (
				<section aria-busy="true" aria-label="Loading results" className="mx-auto max-w-6xl px-4 py-10">
					<div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
						{Array.from({ length: 6 }, (_, i) => (
							<VehicleCardSkeleton key={i} />
						))}
					</div>
				</section>
			) : data.mode === 'search' ? (
				<SearchResults data={data} />
			) : (
				<Marketing data={data} />
			)}
		</>
	)
}

type SearchData = Extract<Route.ComponentProps['loaderData'], { mode: 'search' }>
type BrowseData = Extract<Route.ComponentProps['loaderData'], { mode: 'browse' }>

function SearchResults({ data }: { data: SearchData }) {
	const from = searchHref(data.search, data.search.page)
	const single = data.total === 1 ? data.results[0] : undefined
	const pages = Math.ceil(data.total / data.pageSize)
	return (
		<section className="mx-auto max-w-6xl px-4 py-10" aria-labelledby="results-title">
			{data.yearNotice ? <YearNotInData notice={data.yearNotice} /> : null}
			{data.answers.length > 0 ? (
				<div className="mb-8 space-y-4">
					{data.answers.map((a) => (
						<MakerMaximum key={a.name} name={a.name} lineup={a.lineup} listed={a.listed} headingLevel={2} link />
					))}
				</div>
			) : null}
			<h2 id="results-title" className="text-2xl font-bold">
				{data.yearNotice
					? `${formatNumber(data.total)} ${data.total === 1 ? 'configuration' : 'configurations'} of other model years`
					: data.total === 1
						? '1 vehicle found'
						: `${formatNumber(data.total)} vehicles found`}
			</h2>
			{single ? (
				<div className="mt-6 rounded-xl border border-brand-100 bg-brand-50 p-6">
					<h3 className="text-xl font-semibold">{vehicleName(single)}</h3>
					<p className="text-slate-700">{single.trim}</p>
					<p className="mt-3 flex flex-wrap items-center gap-3">
						<span className="text-3xl font-bold">{formatLb(single.maxTowingCapacity)}</span>
						<RatingBadge lb={single.maxTowingCapacity} />
					</p>
					<div className="mt-3 max-w-md">
						<CapacityBar value={single.maxTowingCapacity} size="lg" label={`${vehicleName(single)} towing capacity`} />
					</div>
					<p className="mt-3 text-sm text-slate-700">Source: {single.source}</p>
					<Link
						to={`/vehicle/${single.id}?from=${encodeURIComponent(from)}`}
						className={buttonClass({ className: 'mt-4' })}
					>
						View Full Specifications
					</Link>
				</div>
			) : null}
			{data.total === 0 && data.answers.some((a) => a.lineup) ? (
				<p className="mt-4 text-slate-700">No configurations of this model year are in our data yet; the maker’s maximum above is what we have.</p>
			) : data.total === 0 ? (
				<>
					<p className="mt-4 rounded-md border border-amber-300 bg-amber-50 p-4 text-amber-950">{EMPTY_RESULTS_MESSAGE}</p>
					<h3 className="mt-10 text-xl font-semibold">Featured vehicles</h3>
					<div className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
						{data.featured.map((v) => (
							<VehicleCard key={v.id} vehicle={v} />
						))}
					</div>
				</>
			) : (
				<div className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
					{data.results.map((v) => (
						<VehicleCard key={v.id} vehicle={v} from={from} />
					))}
				</div>
			)}
			{pages > 1 ? (
				<nav aria-label="Result pages" className="mt-8 flex items-center gap-4">
					{data.search.page > 1 ? <Link to={searchHref(data.search, data.search.page - 1)}>Previous page</Link> : null}
					<span className="text-sm text-slate-700">
						Page {data.search.page} of {pages}
					</span>
					{data.search.page < pages ? <Link to={searchHref(data.search, data.search.page + 1)}>Next page</Link> : null}
				</nav>
			) : null}
		</section>
	)
}

/** Said first when the asked model year is not in our data: the results are other years, never passed off as the one asked. */
function YearNotInData({ notice }: { notice: NonNullable<SearchData['yearNotice']> }) {
	const first = notice.models[0]
	return (
		<section role="status" className="mb-8 rounded-xl border border-amber-400 bg-amber-50 p-5 text-amber-950" data-testid="year-not-in-data">
			<h2 className="text-xl font-bold">
				No {notice.year} {notice.models.map((m) => `${m.make} ${m.model}`).join(' or ')} in our data yet
			</h2>
			<p className="mt-2">The vehicles below are other model years. Ratings change between years: do not tow on another year’s figure.</p>
			<ul className="mt-3 space-y-1">
				{notice.models.map((m) => (
					<li key={`${m.makeSlug}/${m.modelSlug}`}>
						Nearest years we have for the {m.make} {m.model}:{' '}
						<YearLinks makeSlug={m.makeSlug} modelSlug={m.modelSlug} years={m.years} />
					</li>
				))}
			</ul>
			{first ? (
				<p className="mt-3">
					<Link
						to={prefilledPath.reportMissing(notice.year, first.make, first.model)}
						className="font-semibold"
					>
						Report the missing {notice.year} {first.make} {first.model}
					</Link>
				</p>
			) : null}
		</section>
	)
}

const FAQ = [
	{
		q: 'Which towing figure should I trust?',
		a: 'The one for your exact configuration. Ratings change with engine, drivetrain, cab, bed, axle ratio and towing package, so the door-jamb label and the owner’s manual of your vehicle have the last word. Every figure here names the publication it comes from so you can check it.',
	},
	{
		q: 'Why is the towing capacity not the whole story?',
		a: 'A trailer also loads the vehicle through its tongue. Passengers, cargo and tongue weight together must stay within the payload and the gross vehicle weight rating, and truck plus trailer within the gross combined weight rating. The calculator checks all of them and names the limit that binds.',
	},
	{
		q: 'What do “not published” and “not in our data yet” mean?',
		a: '“Not published” means the maker gives no such figure for that configuration. “Not in our data yet” means we have not found it: the maker may publish it. Either way we leave it empty rather than estimate it.',
	},
	{
		q: 'What is SAE J2807?',
		a: 'A test procedure from SAE International that sets common rules for how makers rate towing. We mark a vehicle J2807-rated only where its maker says so for that model year.',
	},
]

function Marketing({ data }: { data: BrowseData }) {
	const { stats } = data
	const verifiedShare = stats.configurations > 0 ? Math.round((stats.verified / stats.configurations) * 100) : 0
	return (
		<div className="mx-auto max-w-6xl px-4">
			<section className="py-10" aria-labelledby="quick-title">
				<h2 id="quick-title" className="text-2xl font-bold">
					Popular lookups
				</h2>
				{data.popular ? (
					<p className="mt-1 text-sm text-slate-700">
						Most looked up on TowSpec this week. <Link to="/trending-searches">All trends</Link>
					</p>
				) : null}
				<ul className="mt-4 flex flex-wrap gap-2" data-testid="popular-lookups">
					{data.popular?.map((p) => (
						<li key={p.href}>
							<Link to={p.href} className="inline-block rounded-full border border-slate-300 bg-white px-3 py-1 text-sm text-slate-800 no-underline hover:border-brand-600">
								{p.label}
							</Link>
						</li>
					))}
					{data.popular ? null : data.quickLookups.map((q) => (
						<li key={q.label}>
							{q.year ? (
								<Link
									to={`/?year=${q.year}&make=${encodeURIComponent(q.make)}&model=${encodeURIComponent(q.model)}`}
									className="inline-block rounded-full border border-slate-300 bg-white px-3 py-1 text-sm text-slate-800 no-underline hover:border-brand-600"
								>
									{q.year} {q.label}
								</Link>
							) : (
								<span className="inline-block rounded-full border border-dashed border-slate-300 px-3 py-1 text-sm text-slate-600">
									{q.label}: not in our data yet
								</span>
							)}
						</li>
					))}
				</ul>
			</section>

			<section className="py-6" aria-labelledby="stats-title">
				<h2 id="stats-title" className="sr-only">
					What the database holds
				</h2>
				<dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
					{[
						['Configurations', formatNumber(stats.configurations)],
						['Makes', formatNumber(stats.makes)],
						['Model years', stats.firstYear ? `${stats.firstYear}–${stats.lastYear}` : '—'],
						['Checked against the maker’s text', `${verifiedShare}%`],
					].map(([label, value]) => (
						<div key={label} className="rounded-lg border border-slate-200 bg-white p-4">
							<dt className="text-sm text-slate-700">{label}</dt>
							<dd className="text-2xl font-bold">{value}</dd>
						</div>
					))}
				</dl>
				<p className="mt-2 text-sm text-slate-700">
					Counted from the database on every request. <Link to="/data-sources">How we source and check the figures</Link>.
				</p>
			</section>

			<section className="py-10" aria-labelledby="featured-title">
				<h2 id="featured-title" className="text-2xl font-bold">
					Featured vehicles
				</h2>
				<div className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
					{data.featured.map((v) => (
						<VehicleCard key={v.id} vehicle={v} />
					))}
				</div>
			</section>

			<section className="py-10" aria-labelledby="tools-title">
				<h2 id="tools-title" className="text-2xl font-bold">
					Tools
				</h2>
				<div className="mt-4 grid gap-4 md:grid-cols-2">
					<Link to="/calculator" className="block rounded-lg border border-slate-200 bg-white p-5 text-slate-900 no-underline hover:border-brand-600">
						<span className="text-lg font-semibold">Can I tow it? calculator</span>
						<span className="mt-1 block text-slate-700">Check a trailer against payload, GVWR, GCWR, the tow rating and your hitch.</span>
					</Link>
					<Link to="/compare" className="block rounded-lg border border-slate-200 bg-white p-5 text-slate-900 no-underline hover:border-brand-600">
						<span className="text-lg font-semibold">Compare vehicles</span>
						<span className="mt-1 block text-slate-700">Put up to four configurations side by side.</span>
					</Link>
				</div>
			</section>

			<ContentSections content={data.content} />

			<section className="py-10" aria-labelledby="makes-title">
				<h2 id="makes-title" className="text-2xl font-bold">
					Browse by make
				</h2>
				<ul className="mt-4 grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-5">
					{data.makes.map((m) => (
						<li key={m.makeSlug}>
							<Link to={landingPath.make(m.makeSlug)}>{m.make}</Link> <span className="text-sm text-slate-600">({formatNumber(m.configurations)})</span>
						</li>
					))}
				</ul>
			</section>

			<section className="py-10" aria-labelledby="faq-title">
				<h2 id="faq-title" className="text-2xl font-bold">
					Questions people ask
				</h2>
				<div className="mt-4 divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
					{FAQ.map((f) => (
						<details key={f.q} className="p-4">
							<summary className="cursor-pointer font-medium">{f.q}</summary>
							<p className="mt-2 text-slate-700">{f.a}</p>
						</details>
					))}
				</div>
			</section>
		</div>
	)
}

/** Hubs, comparisons, articles and state guides from the content database; a section with nothing in it is left out. */
function ContentSections({ content }: { content: BrowseData['content'] }) {
	const groups = [
		{
			id: 'hubs',
			title: 'Towing guides',
			items: content.hubs.map((h) => ({ key: h.slug, href: `/hubs/${h.slug}`, title: h.title, text: h.description })),
			more: { href: '/hubs', label: 'All guides' },
		},
		{
			id: 'comparisons',
			title: 'Trending comparisons',
			items: content.trendingComparisons ?? content.comparisons.map((c) => ({ key: c.slug, href: `/comparisons/${c.slug}`, title: c.title, text: c.description })),
			more: { href: '/comparisons', label: 'All comparisons' },
		},
		{
			id: 'articles',
			title: 'Latest articles',
			items: content.articles.map((a) => ({ key: a.slug, href: a.path, title: a.title, text: a.description })),
			more: { href: '/articles', label: 'All articles' },
		},
	].filter((g) => g.items.length > 0)
	return (
		<>
			{groups.map((g) => (
				<section key={g.id} className="py-10" aria-labelledby={`${g.id}-title`}>
					<div className="flex items-baseline justify-between gap-4">
						<h2 id={`${g.id}-title`} className="text-2xl font-bold">
							{g.title}
						</h2>
						<Link to={g.more.href}>{g.more.label}</Link>
					</div>
					<ul className="mt-4 grid gap-4 md:grid-cols-3">
						{g.items.map((item) => (
							<li key={item.key} className="rounded-lg border border-slate-200 bg-white p-5">
								<Link to={item.href} className="font-semibold">
									{item.title}
								</Link>
								<p className="mt-2 text-sm text-slate-700">{item.text}</p>
							</li>
						))}
					</ul>
				</section>
			))}
			{content.stateGuides.length > 0 ? (
				<section className="py-10" aria-labelledby="states-title">
					<h2 id="states-title" className="text-2xl font-bold">
						State towing laws
					</h2>
					<ul className="mt-4 flex flex-wrap gap-2">
						{content.stateGuides.map((g) => (
							<li key={g.slug}>
								<Link to={`/state-guides/${g.slug}`} className="inline-block rounded-full border border-slate-300 bg-white px-3 py-1 text-sm no-underline">
									{g.state}
								</Link>
							</li>
						))}
					</ul>
				</section>
			) : null}
		</>
	)
}
