// Where the figures come from: the publications per make and year range (computed from the rows), the
// catalogues used to check names, and the verification process as it is actually run (data/README.md).
import { Link } from 'react-router'
import { Breadcrumbs } from '~/components/breadcrumbs'
import { formatNumber } from '~/utils/format'
import { breadcrumbJsonLd, getMeta, siteUrlFrom } from '~/utils/meta'
import { landingPath } from '~/vehicles/vehicle'
import { PROVENANCE_TIERS, TIER_TEXT } from '~/domain/provenance'
import { modelYearStats } from '~/vehicles/model-years.server'
import { listSources, vehicleStats } from '~/vehicles/vehicles.server'
import type { Route } from './+types/data-sources'
import { DataTable, Th } from '~/components/data-table'

export async function loader({ context }: Route.LoaderArgs) {
	const [stats, sources, lineup] = await Promise.all([vehicleStats(context.db), listSources(context.db), modelYearStats(context.db)])
	return { stats, sources, lineup }
}

export const meta: Route.MetaFunction = ({ matches }) => {
	const siteUrl = siteUrlFrom(matches)
	return getMeta({
		siteUrl,
		path: '/data-sources',
		title: 'Data Sources and Verification',
		description:
			'Which maker publications TowSpec’s towing figures come from, make by make and year by year, and how each configuration is checked before it is shown.',
		keywords: [
			'towing capacity data sources',
			'RV and trailer towing guide',
			'owner manual towing table',
			'SAE J2807',
			'data verification',
		],
		structuredData: [
			breadcrumbJsonLd(siteUrl, [
				{ name: 'Home', path: '/' },
				{ name: 'Data Sources', path: '/data-sources' },
			]),
		],
	})
}

const years = (a: number, b: number) => (a === b ? String(a) : `${a}–${b}`)

export default function DataSources({ loaderData }: Route.ComponentProps) {
	const { stats, sources, lineup } = loaderData
	const share = (n: number | undefined, of: number) => `${formatNumber(n ?? 0)} (${of === 0 ? 0 : Math.round(((n ?? 0) / of) * 100)} %)`
	const unverified = stats.configurations - stats.verified
	return (
		<div className="mx-auto max-w-5xl px-4 py-8">
			<Breadcrumbs
				crumbs={[
					{ name: 'Home', path: '/' },
					{ name: 'Data Sources', path: '/data-sources' },
				]}
			/>
			<h1 className="mt-6 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">Data Sources</h1>
			<p className="mt-3 max-w-3xl text-lg text-slate-700">
				Every towing figure on TowSpec names the publication it comes from and carries a tier that says how sure we are of it: maker text
				(read in the maker’s own publication for that model year), corroborated (two independent publications agree) or single source (one
				named publication, not yet checked against the maker). This page lists the configurations’ sources, as loaded right now.
			</p>

			<section aria-labelledby="overview-heading" className="mt-8">
				<h2 id="overview-heading" className="sr-only">
					The database in numbers
				</h2>
				<dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
					{[
						['Configurations', formatNumber(stats.configurations)],
						['Models', formatNumber(stats.models)],
						['Makers', formatNumber(stats.makes)],
						['Model years', stats.firstYear && stats.lastYear ? years(stats.firstYear, stats.lastYear) : 'none yet'],
					].map(([label, value]) => (
						<div key={label} className="rounded-lg border border-slate-200 bg-white p-4">
							<dt className="text-sm text-slate-700">{label}</dt>
							<dd className="text-2xl font-bold text-slate-900">{value}</dd>
						</div>
					))}
				</dl>
				<p className="mt-3 text-sm text-slate-700">
					{formatNumber(stats.verified)} configurations have been checked against the maker’s text; {formatNumber(unverified)} have not yet, and
					their pages say so.
				</p>
				<div className="mt-6 relative overflow-x-auto">
					<DataTable caption="How sure we are of each figure, by level of data" showCaption headers={['Tier', <Th key="1">Makers’ model-year maxima ({formatNumber(lineup.total)})</Th>, <Th key="2">Configurations ({formatNumber(stats.configurations)})</Th>]}>
						<tbody>
							{PROVENANCE_TIERS.map((tier) => (
								<tr key={tier} className="border-t border-slate-200 align-top">
									<th scope="row" className="p-3">
										<span className="font-semibold">{TIER_TEXT[tier].label}</span>
										<span className="block text-xs font-normal text-slate-600">{TIER_TEXT[tier].description}</span>
									</th>
									<td className="p-3">{share(lineup.byTier[tier], lineup.total)}</td>
									<td className="p-3">{share(stats.byTier[tier], stats.configurations)}</td>
								</tr>
							))}
						</tbody>
					</DataTable>
				</div>
			</section>

			<section aria-labelledby="process-heading" className="mt-12">
				<h2 id="process-heading" className="text-2xl font-bold text-slate-900">
					How a figure gets onto the site
				</h2>
				<ol className="mt-4 space-y-4">
					{[
						[
							'Primary source collection',
							'Each configuration is copied from one publication for that model year: the maker’s RV and trailer towing guide, trailering guide, owner’s manual towing table or specification sheet, or a reputable source that reproduces them. The publication is recorded precisely enough to find the table, with its address where there is one.',
						],
						[
							'Consistency checks',
							'Before anything reaches the database, automated rules check every row: the maximum rating equals the larger of the conventional and fifth-wheel ratings, GVWR exceeds curb weight, payload matches GVWR minus curb weight within 5 % unless a note explains why, GCWR is at least GVWR, the tow rating fits under GCWR minus curb weight, values sit in plausible ranges and no configuration appears twice. A row that breaks a rule stops the load, naming the file, line and rule.',
						],
						[
							'Verification',
							'A configuration is marked verified only when its figures were checked line by line against the text of its publication. Unverified rows are shown, labelled as such, because the publication is still named and can be checked.',
						],
						[
							'SAE J2807 and gaps',
							'A rating is flagged as following SAE J2807 only where the maker’s publication for that model year says so. A figure the maker does not publish is shown as “not published”; one we have not found yet as “not in our data yet”; nothing is estimated.',
						],
						[
							'Updates and corrections',
							'The data files are reviewed like code and loaded into the database every time the site starts. Corrections reported through the contact page are checked against the publication before a file changes.',
						],
					].map(([title, text], i) => (
						<li key={title} className="flex gap-4 rounded-lg border border-slate-200 bg-white p-5">
							<span
								aria-hidden="true"
								className="grid h-8 w-8 shrink-0 place-items-center rounded-full bg-brand-700 font-semibold text-white"
							>
								{i + 1}
							</span>
							<div>
								<h3 className="font-semibold text-slate-900">{title}</h3>
								<p className="mt-1 text-sm text-slate-700">{text}</p>
							</div>
						</li>
					))}
				</ol>
			</section>

			<section aria-labelledby="publications-heading" className="mt-12">
				<h2 id="publications-heading" className="text-2xl font-bold text-slate-900">
					Publications by make
				</h2>
				<p className="mt-2 text-slate-700">The model years and number of configurations each publication supplies.</p>
				{sources.length === 0 ? <p className="mt-4 text-slate-700">No vehicle data is loaded yet.</p> : null}
				<div className="mt-4 space-y-6">
					{sources.map((make) => (
						<section
							key={make.makeSlug}
							aria-labelledby={`make-${make.makeSlug}`}
							className="rounded-lg border border-slate-200 bg-white p-5"
						>
							<h3 id={`make-${make.makeSlug}`} className="text-lg font-semibold text-slate-900">
								<Link to={landingPath.make(make.makeSlug)}>{make.make}</Link>
							</h3>
							<p className="text-sm text-slate-700">
								{formatNumber(make.configurations)} configurations, model years {years(make.firstYear, make.lastYear)}
							</p>
							<ul className="mt-3 divide-y divide-slate-100 text-sm">
								{make.sources.map((s) => (
									<li key={s.source} className="grid gap-1 py-2 sm:grid-cols-[7rem_1fr_8rem]">
										<span className="font-medium text-slate-900">{years(s.firstYear, s.lastYear)}</span>
										<span className="text-slate-800">
											{s.sourceUrl ? (
												<a href={s.sourceUrl} rel="noopener noreferrer">
													{s.source}
												</a>
											) : (
												s.source
											)}
										</span>
										<span className="text-slate-700 sm:text-right">
											{s.configurations} {s.configurations === 1 ? 'configuration' : 'configurations'}
											{s.verified > 0 ? `, ${s.verified} verified` : ''}
										</span>
									</li>
								))}
							</ul>
						</section>
					))}
				</div>
			</section>

			<section aria-labelledby="catalogues-heading" className="mt-12">
				<h2 id="catalogues-heading" className="text-2xl font-bold text-slate-900">
					Catalogues used to check names
				</h2>
				<p className="mt-2 text-slate-700">
					Two public catalogues were used only to check model names and line-ups by year. None of their figures are shown on TowSpec.
				</p>
				<ul className="mt-4 space-y-3">
					<li className="rounded-lg border border-slate-200 bg-white p-4">
						<a href="https://github.com/abhionlyone/us-car-models-data" rel="noopener noreferrer" className="font-medium underline">
							US Car Models Data
						</a>{' '}
						by Abhilash Reddy (abhionlyone), licensed{' '}
						<a href="https://creativecommons.org/licenses/by/4.0/" rel="noopener noreferrer" className="underline">
							CC BY 4.0
						</a>
						: year, make and model lists.
					</li>
					<li className="rounded-lg border border-slate-200 bg-white p-4">
						<a href="https://www.fueleconomy.gov/feg/download.shtml" rel="noopener noreferrer" className="font-medium underline">
							EPA fuel-economy vehicle list
						</a>{' '}
						(US EPA and Department of Energy, fueleconomy.gov; a US Government work in the public domain): engines and drivetrains by model
						year.
					</li>
				</ul>
			</section>

			<section aria-labelledby="notes-heading" className="mt-12 rounded-lg border border-amber-300 bg-amber-50 p-5">
				<h2 id="notes-heading" className="text-xl font-semibold text-amber-900">
					Before you tow
				</h2>
				<p className="mt-2 text-amber-900">
					A rating belongs to an exact configuration. Confirm yours on the vehicle's door-jamb label and in its owner's manual, and if you
					find a figure that differs from its publication,{' '}
					<Link to="/contact" className="underline">
						tell us
					</Link>
					.
				</p>
			</section>
		</div>
	)
}
