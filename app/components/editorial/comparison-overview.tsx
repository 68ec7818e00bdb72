import { Link } from 'react-router'
import { CapacityBar } from '~/components/capacity-bar'
import { TierBadge } from '~/components/provenance'
import { RatingBadge } from '~/components/rating-badge'
import type { VehicleFigures } from '~/content/vehicle-figures.server'
import { formatLb, formatUsd } from '~/utils/format'
import type { Vehicle } from '~/vehicles/vehicle'
import { landingPath, vehicleName } from '~/vehicles/vehicle'

const ROWS: Array<{ label: string; value: (v: Vehicle) => string }> = [
	{ label: 'Highest configuration we list', value: (v) => formatLb(v.maxTowingCapacity) },
	{ label: 'Conventional towing', value: (v) => formatLb(v.conventionalTowing) },
	{ label: 'Fifth-wheel / gooseneck', value: (v) => (v.vehicleClass === 'pickup' ? formatLb(v.fifthWheelTowing) : 'not applicable') },
	{ label: 'Payload', value: (v) => formatLb(v.payloadCapacity) },
	{ label: 'GCWR', value: (v) => formatLb(v.gcwr) },
	{ label: 'GVWR', value: (v) => formatLb(v.gvwr) },
	{ label: 'Curb weight', value: (v) => formatLb(v.curbWeight) },
	{ label: 'Configuration', value: (v) => v.trim },
	{ label: 'Engine', value: (v) => v.engine },
	{ label: 'Drivetrain', value: (v) => v.drivetrain },
	{ label: 'Required package', value: (v) => v.requiredPackage ?? 'none stated' },
	{ label: 'Base price (MSRP)', value: (v) => formatUsd(v.msrp) },
	{ label: 'SAE J2807 rating', value: (v) => (v.saeJ2807Certified ? 'Yes, per the maker' : 'Not stated by the maker') },
	{ label: 'Source', value: (v) => v.source },
]

/** "Quick Comparison Overview": the compared vehicles side by side, every figure from the database. */
export function ComparisonOverview({ figures, year }: { figures: VehicleFigures[]; year?: number | null }) {
	return (
		<section aria-labelledby="overview-heading" className="mt-10">
			<h2 id="overview-heading" className="text-2xl font-bold text-slate-900">
				Quick Comparison Overview
			</h2>
			<p className="mt-1 text-sm text-slate-700">
				Each model year’s published maximum from the maker, then the highest-rated configuration we list (lower when we do not list the
				maker’s whole table) with its figures.
			</p>
			{year !== undefined ? (
				<p className="mt-2 font-medium text-slate-900" data-testid="comparison-year">
					{year !== null
						? `Model year ${year}: the latest for which we have figures for ${figures.length === 2 ? 'both vehicles' : 'every vehicle'}.`
						: 'No model year has figures for every vehicle yet: each is shown in the latest year we have for it.'}
				</p>
			) : null}
			{figures.every((f) => !f.vehicle && !f.lineup) ? (
				<p className="mt-4 rounded-lg border border-slate-200 bg-white p-4 text-slate-700">
					No data yet: {figures.map((f) => vehicleName(f.ref)).join(' and ')} {figures.length === 1 ? 'is' : 'are'} not in our vehicle
					database yet, so there are no figures to compare. Every figure shown here comes from the database; none is typed into the page.
				</p>
			) : (
				<div className="mt-4 relative overflow-x-auto rounded-lg border border-slate-200 bg-white">
					<table className="w-full min-w-[36rem] border-collapse text-left text-sm">
						<thead className="bg-slate-100">
							<tr>
								<td className="px-3 py-2" />
								{figures.map(({ ref, vehicle }) => (
									<th key={vehicleName(ref)} scope="col" className="px-3 py-2 text-slate-900">
										{vehicle ? <Link to={`/vehicle/${vehicle.id}`}>{vehicleName(ref)}</Link> : vehicleName(ref)}
									</th>
								))}
							</tr>
						</thead>
						<tbody>
							<tr className="border-t border-slate-200 align-top">
								<th scope="row" className="px-3 py-2 font-medium text-slate-900">
									Maker’s maximum
								</th>
								{figures.map(({ ref, lineup }) => (
									<td key={vehicleName(ref)} className="px-3 py-2">
										{lineup ? (
											<>
												<span className="font-semibold">{formatLb(lineup.maxTowing)}</span> <TierBadge tier={lineup.tier} />
											</>
										) : (
											'not in our data yet'
										)}
									</td>
								))}
							</tr>
							{ROWS.map((row) => (
								<tr key={row.label} className="border-t border-slate-200 align-top">
									<th scope="row" className="px-3 py-2 font-medium text-slate-900">
										{row.label}
									</th>
									{figures.map(({ ref, vehicle }) => (
										<td key={vehicleName(ref)} className={`px-3 py-2 ${row.label === 'Source' ? 'text-xs text-slate-700' : ''}`}>
											{vehicle ? row.value(vehicle) : row.label === 'Highest configuration we list' ? 'none listed yet' : '—'}
										</td>
									))}
								</tr>
							))}
						</tbody>
					</table>
				</div>
			)}
		</section>
	)
}

/** "Detailed Analysis": one card per vehicle with its rating tier, a capacity bar and links. */
export function ComparisonCards({ figures }: { figures: VehicleFigures[] }) {
	return (
		<section aria-labelledby="analysis-heading" className="mt-10">
			<h2 id="analysis-heading" className="text-2xl font-bold text-slate-900">
				Detailed Analysis
			</h2>
			<ul className="mt-4 grid gap-6 md:grid-cols-2">
				{figures.map(({ ref, vehicle, lineup }) => (
					<li key={vehicleName(ref)} className="rounded-lg border border-slate-200 bg-white p-5">
						<h3 className="text-lg font-semibold text-slate-900">{vehicleName(ref)}</h3>
						{lineup ? (
							<div className="mt-2">
								<p className="text-sm text-slate-700">Maker’s maximum</p>
								<p className="flex flex-wrap items-baseline gap-2">
									<span className="text-2xl font-bold text-slate-900">{formatLb(lineup.maxTowing)}</span>
									<RatingBadge lb={lineup.maxTowing} />
									<TierBadge tier={lineup.tier} />
								</p>
								<div className="mt-2">
									<CapacityBar value={lineup.maxTowing} label={`${vehicleName(ref)} maker’s maximum towing`} />
								</div>
							</div>
						) : null}
						{vehicle ? (
							<>
								<p className="mt-3 text-sm text-slate-700">Highest-rated configuration we list: {vehicle.trim}</p>
								<div className="mt-1 flex items-baseline justify-between gap-2">
									<p className="text-xl font-bold text-slate-900">{formatLb(vehicle.maxTowingCapacity)}</p>
									<RatingBadge lb={vehicle.maxTowingCapacity} />
								</div>
								<p className="mt-3 text-sm text-slate-700">
									Payload {formatLb(vehicle.payloadCapacity)} · GCWR {formatLb(vehicle.gcwr)}
								</p>
								<p className="mt-1 text-xs text-slate-600">
									<TierBadge tier={vehicle.tier} />
								</p>
								<p className="mt-3 flex flex-wrap gap-4 text-sm font-medium">
									<Link to={`/vehicle/${vehicle.id}`}>View full specifications</Link>
									<Link to={landingPath.year(vehicle.makeSlug, vehicle.modelSlug, vehicle.year)}>
										All {vehicleName(ref)} configurations
									</Link>
								</p>
							</>
						) : (
							<p className="mt-2 text-sm text-slate-700">
								{lineup ? 'We list no configuration of this model year yet.' : 'No data yet: this model year is not in our vehicle database.'}
							</p>
						)}
					</li>
				))}
			</ul>
		</section>
	)
}
