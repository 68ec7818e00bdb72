// The static comparison article (SPEC §2 "/truck-comparisons/{hash}"): F-150 against Silverado 1500, with
// every figure computed from the 2025 configurations in the vehicle database at render time.
import { Link } from 'react-router'
import { Badge } from '~/components/editorial/badge'
import { AuthorByline } from '~/components/editorial/author-byline'
import { Breadcrumbs } from '~/components/breadcrumbs'
import { TierBadge } from '~/components/provenance'
import { formatLb } from '~/utils/format'
import { articleJsonLd, breadcrumbJsonLd, getMeta, siteUrlFrom } from '~/utils/meta'
import { landingPath, type Vehicle } from '~/vehicles/vehicle'
import { getModelYear } from '~/vehicles/model-years.server'
import { latestCommonConfigurationYear, modelYearConfigurations } from '~/vehicles/vehicles.server'
import type { Route } from './+types/truck-comparison-f150-silverado'
import { buttonClass } from '~/components/button'

/** Used only when no model year lists configurations of both trucks. */
const FALLBACK_YEAR = 2025
const PUBLISHED = '2025-01-18'
const PATH = '/truck-comparisons/ford-f150-vs-chevrolet-silverado-1500'
const TITLE = 'Ford F-150 vs Chevrolet Silverado 1500: Towing Comparison'
const DESCRIPTION =
	'How the Ford F-150 and Chevrolet Silverado 1500 compare for towing, in the latest model year we list both: maximum ratings, the range across configurations, engines, payload and our verdict.'
const TRUCKS = [
	{ key: 'ford', label: 'Ford F-150', makeSlug: 'ford', modelSlug: 'f-150' },
	{ key: 'chevrolet', label: 'Chevrolet Silverado 1500', makeSlug: 'chevrolet', modelSlug: 'silverado-1500' },
] as const

function summarize(configs: Vehicle[]) {
	if (configs.length === 0) return null
	const byTow = [...configs].sort((a, b) => b.maxTowingCapacity - a.maxTowingCapacity)
	const engines = new Map<string, Vehicle>()
	for (const v of byTow) if (!engines.has(v.engine)) engines.set(v.engine, v)
	const withPayload = configs.filter((v) => v.payloadCapacity !== null).sort((a, b) => b.payloadCapacity! - a.payloadCapacity!)
	return {
		configurations: configs.length,
		top: byTow[0]!,
		lowest: byTow[byTow.length - 1]!,
		engines: [...engines.values()],
		topPayload: withPayload[0] ?? null,
	}
}

export async function loader({ context }: Route.LoaderArgs) {
	// The latest model year with configurations of both trucks, named on the page: never an empty comparison.
	const year = (await latestCommonConfigurationYear(context.db, [...TRUCKS])) ?? FALLBACK_YEAR
	const trucks = await Promise.all(
		TRUCKS.map(async (t) => ({
			...t,
			data: summarize(await modelYearConfigurations(context.db, t.makeSlug, t.modelSlug, year)),
			lineup: (await getModelYear(context.db, t.makeSlug, t.modelSlug, year)) ?? null,
		})),
	)
	return { year, trucks }
}

const crumbs = [
	{ name: 'Home', path: '/' },
	{ name: 'Comparisons', path: '/comparisons' },
	{ name: 'F-150 vs Silverado 1500', path: PATH },
]

export const meta: Route.MetaFunction = ({ matches }) => {
	const siteUrl = siteUrlFrom(matches)
	return getMeta({
		siteUrl,
		path: PATH,
		title: TITLE,
		description: DESCRIPTION,
		keywords: [
			'F-150 vs Silverado 1500',
			'F-150 towing capacity',
			'Silverado 1500 towing capacity',
			'half-ton towing comparison',
		],
		type: 'article',
		structuredData: [
			articleJsonLd({
				siteUrl,
				headline: TITLE,
				description: DESCRIPTION,
				author: 'TowSpec Editorial Team',
				datePublished: PUBLISHED,
				path: PATH,
			}),
			breadcrumbJsonLd(siteUrl, crumbs),
		],
	})
}

const TOC = [
	['max-towing', 'Maximum towing'],
	['engines', 'Engines'],
	['payload', 'Payload'],
	['efficiency', 'Fuel efficiency'],
	['verdict', 'Verdict'],
] as const

type TruckData = Route.ComponentProps['loaderData']['trucks'][number]

function NoData({ truck, year }: { truck: TruckData; year: number }) {
	return <p className="text-slate-700">{`${truck.label}: no ${year} configurations in our vehicle database yet.`}</p>
}

function ConfigLink({ v }: { v: Vehicle }) {
	return (
		<Link to={`/vehicle/${v.id}`} className="text-sm">
			{v.trim}
		</Link>
	)
}

export default function F150VsSilverado({ loaderData }: Route.ComponentProps) {
	const { trucks, year } = loaderData
	const [ford, chevy] = trucks as [TruckData, TruckData]
	const both = ford.data && chevy.data ? { ford: ford.data, chevy: chevy.data } : null
	const diff = both ? both.ford.top.maxTowingCapacity - both.chevy.top.maxTowingCapacity : 0
	const leader = diff > 0 ? ford.label : chevy.label
	return (
		<div className="mx-auto max-w-4xl px-4 py-8">
			<Breadcrumbs crumbs={crumbs} />
			<article className="mt-6">
				<header>
					<Badge tone="green">Vehicle Comparison</Badge>
					<h1 className="mt-3 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{TITLE}</h1>
					<p className="mt-3 text-lg text-slate-700">{DESCRIPTION}</p>
					<div className="mt-6">
						<AuthorByline name="TowSpec Editorial Team" date={PUBLISHED} />
					</div>
				</header>

				<nav aria-labelledby="toc-heading" className="mt-8 rounded-lg border border-slate-200 bg-white p-4">
					<h2 id="toc-heading" className="font-semibold text-slate-900">
						Contents
					</h2>
					<ol className="mt-2 list-decimal space-y-1 pl-6 text-sm">
						{TOC.map(([id, label]) => (
							<li key={id}>
								<a href={`#${id}`}>{label}</a>
							</li>
						))}
					</ol>
				</nav>

				<p className="mt-8 leading-7 text-slate-800">
					These two half-tons are the trucks most towing buyers cross-shop. Both are sold in dozens of configurations, and the tow rating
					moves with every one of them: engine, cab, bed, drivetrain, axle ratio and tow package. Every figure below is computed from the
					{` ${year} `}configurations in our database, each linked to its specifications and its source.
				</p>

				<section aria-labelledby="max-towing" className="mt-10">
					<h2 id="max-towing" className="scroll-mt-4 text-2xl font-bold text-slate-900">
						Maximum towing
					</h2>
					<div className="mt-4 grid gap-4 sm:grid-cols-2">
						{trucks.map((t) =>
							t.data ? (
								<div key={t.key} className="rounded-lg border border-slate-200 bg-white p-5">
									<h3 className="font-semibold text-slate-900">
										<Link to={landingPath.year(t.makeSlug, t.modelSlug, year)}>
											{year} {t.label}
										</Link>
									</h3>
									{t.lineup ? (
										<p className="mt-2 text-sm text-slate-700">
											Maker’s maximum: <span className="text-2xl font-bold text-slate-900">{formatLb(t.lineup.maxTowing)}</span>{' '}
											<TierBadge tier={t.lineup.tier} />
										</p>
									) : (
										<p className="mt-2 text-sm text-slate-700">Maker’s maximum for {year}: not in our data yet.</p>
									)}
									<p className="mt-2 text-xl font-bold text-slate-900">{formatLb(t.data.top.maxTowingCapacity)}</p>
									<p className="text-sm text-slate-700">highest rating among the configurations we list, in this one:</p>
									<ConfigLink v={t.data.top} />
									<p className="mt-3 text-sm text-slate-700">
										Range across our {t.data.configurations} {year} configurations: {formatLb(t.data.lowest.maxTowingCapacity)} to{' '}
										{formatLb(t.data.top.maxTowingCapacity)}.
									</p>
								</div>
							) : (
								<div key={t.key} className="rounded-lg border border-slate-200 bg-white p-5">
									<NoData truck={t} year={year} />
								</div>
							),
						)}
					</div>
					{both ? (
						<p className="mt-4 text-slate-800">
							{diff === 0
								? 'Their best-equipped configurations carry the same rating.'
								: `The ${leader}'s best-equipped configuration is rated ${formatLb(Math.abs(diff))} higher.`}{' '}
							A difference that size matters only if your trailer sits near the top of the range, and only for the configurations that reach
							it.
						</p>
					) : null}
				</section>

				<section aria-labelledby="engines" className="mt-10">
					<h2 id="engines" className="scroll-mt-4 text-2xl font-bold text-slate-900">
						Engines
					</h2>
					<p className="mt-3 leading-7 text-slate-800">
						Ford builds the F-150 around turbocharged V6s, a V8 and a hybrid; Chevrolet offers a turbo four, two V8s and a six-cylinder
						diesel. Each engine's highest rating in our {year} data:
					</p>
					<div className="mt-4 grid gap-4 sm:grid-cols-2">
						{trucks.map((t) => (
							<div key={t.key} className="rounded-lg border border-slate-200 bg-white p-5">
								<h3 className="font-semibold text-slate-900">{t.label}</h3>
								{t.data ? (
									<ul className="mt-2 space-y-2 text-sm">
										{t.data.engines.map((v) => (
											<li key={v.engine}>
												<span className="font-medium text-slate-900">{v.engine}</span>: up to {formatLb(v.maxTowingCapacity)} (
												<ConfigLink v={v} />)
											</li>
										))}
									</ul>
								) : (
									<NoData truck={t} year={year} />
								)}
							</div>
						))}
					</div>
				</section>

				<section aria-labelledby="payload" className="mt-10">
					<h2 id="payload" className="scroll-mt-4 text-2xl font-bold text-slate-900">
						Payload
					</h2>
					<p className="mt-3 leading-7 text-slate-800">
						Tongue weight, passengers and cargo all come out of payload, and on a half-ton it is often the limit you reach first. The
						highest payload among our {year} configurations that publish one:
					</p>
					<ul className="mt-4 grid gap-4 sm:grid-cols-2">
						{trucks.map((t) => (
							<li key={t.key} className="rounded-lg border border-slate-200 bg-white p-5">
								<h3 className="font-semibold text-slate-900">{t.label}</h3>
								{t.data ? (
									t.data.topPayload ? (
										<>
											<p className="mt-2 text-2xl font-bold text-slate-900">{formatLb(t.data.topPayload.payloadCapacity)}</p>
											<ConfigLink v={t.data.topPayload} />
										</>
									) : (
										<p className="mt-2 text-slate-700">Payload not published for these configurations.</p>
									)
								) : (
									<NoData truck={t} year={year} />
								)}
							</li>
						))}
					</ul>
					<p className="mt-4 text-sm text-slate-700">
						The payload of a particular truck is on the Tire and Loading Information label on its driver's door jamb; options add weight and
						lower it.
					</p>
				</section>

				<section aria-labelledby="efficiency" className="mt-10">
					<h2 id="efficiency" className="scroll-mt-4 text-2xl font-bold text-slate-900">
						Fuel efficiency
					</h2>
					<p className="mt-3 leading-7 text-slate-800">
						We do not publish fuel-economy figures: our database holds towing ratings only. The EPA's ratings for every engine and
						drivetrain are on{' '}
						<a href="https://www.fueleconomy.gov/" rel="noopener noreferrer" className="underline">
							fueleconomy.gov
						</a>
						. They are measured without a trailer; expect far lower mileage when towing, especially with a tall travel trailer. The F-150's
						hybrid and the Silverado's diesel are the two choices in this pair built around efficiency.
					</p>
				</section>

				<section aria-labelledby="verdict" className="mt-10">
					<h2 id="verdict" className="scroll-mt-4 text-2xl font-bold text-slate-900">
						Verdict
					</h2>
					<p className="mt-3 leading-7 text-slate-800">
						{both
							? diff === 0
								? 'On paper the two are level at the top of the range. '
								: `On paper the ${leader} reaches further at the top of the range. `
							: ''}
						For most trailers both trucks have the capacity; the better choice is the configuration whose payload, GCWR and tow rating all
						clear your real loaded trailer with room to spare. Find your trailer's loaded weight, then check each candidate truck's exact
						configuration against it.
					</p>
					<ul className="mt-4 flex flex-wrap gap-3">
						<li>
							<Link
								to="/calculator"
								className={buttonClass()}
							>
								Check your trailer in the calculator
							</Link>
						</li>
						<li>
							<Link
								to="/truck-comparison-tool"
								className="inline-block rounded-md border border-slate-300 bg-white px-4 py-2 font-medium no-underline"
							>
								Compare six 2025 half-tons
							</Link>
						</li>
					</ul>
				</section>
			</article>
		</div>
	)
}
