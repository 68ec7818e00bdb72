import { Link } from 'react-router'
import { CapacityBar } from '~/components/capacity-bar'
import { RatingBadge } from '~/components/rating-badge'
import type { VehicleFigures } from '~/content/vehicle-figures.server'
import { formatLb, formatUsd } from '~/utils/format'
import type { Vehicle } from '~/vehicles/vehicle'
import { landingPath, vehicleName } from '~/vehicles/vehicle'

const ROWS: Array<{ label: string; value: (v: Vehicle) => string }> = [
	{ label: 'Max towing', value: (v) => formatLb(v.maxTowingCapacity) },
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
export function ComparisonOverview({ figures }: { figures: VehicleFigures[] }) {
	return (
		<section aria-labelledby="overview-heading" className="mt-10">
			<h2 id="overview-heading" className="text-2xl font-bold text-slate-900">
				Quick Comparison Overview
			</h2>
			<p className="mt-1 text-sm text-slate-700">
				Each model year's best-equipped configuration (the maker's highest rating) from our vehicle database. "Not published" means the
				maker gives no figure for that configuration.
			</p>
			{figures.every((f) => !f.vehicle) ? (
				<p className="mt-4 rounded-lg border border-slate-200 bg-white p-4 text-slate-700">
					No data yet: {figures.map((f) => vehicleName(f.ref)).join(' and ')} {figures.length === 1 ? 'is' : 'are'} not in our vehicle
					database yet, so there are no figures to compare. Every figure shown here comes from the database; none is typed into the page.
				</p>
			) : (
				<div className="mt-4 overflow-x-auto rounded-lg border border-slate-200 bg-white">
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
							{ROWS.map((row) => (
								<tr key={row.label} className="border-t border-slate-200 align-top">
									<th scope="row" className="px-3 py-2 font-medium text-slate-900">
										{row.label}
									</th>
									{figures.map(({ ref, vehicle }) => (
										<td key={vehicleName(ref)} className={`px-3 py-2 ${row.label === 'Source' ? 'text-xs text-slate-700' : ''}`}>
											{vehicle ? row.value(vehicle) : row.label === 'Max towing' ? 'No data yet' : '—'}
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
				{figures.map(({ ref, vehicle }) => (
					<li key={vehicleName(ref)} className="rounded-lg border border-slate-200 bg-white p-5">
						<h3 className="text-lg font-semibold text-slate-900">{vehicleName(ref)}</h3>
						{vehicle ? (
							<>
								<p className="mt-1 text-sm text-slate-700">{vehicle.trim}</p>
								<div className="mt-3 flex items-baseline justify-between gap-2">
									<p className="text-2xl font-bold text-slate-900">
										{formatLb(vehicle.maxTowingCapacity)}
										<span className="sr-only"> maximum towing</span>
									</p>
									<RatingBadge lb={vehicle.maxTowingCapacity} />
								</div>
								<div className="mt-2">
									<CapacityBar value={vehicle.maxTowingCapacity} label={`${vehicleName(ref)} towing capacity`} />
								</div>
								<p className="mt-3 text-sm text-slate-700">
									Payload {formatLb(vehicle.payloadCapacity)} · GCWR {formatLb(vehicle.gcwr)}
								</p>
								<p className="mt-1 text-xs text-slate-600">
									{vehicle.verified ? 'Checked against the maker’s text' : 'Not yet checked against the maker’s text'}
								</p>
								<p className="mt-3 flex flex-wrap gap-4 text-sm font-medium">
									<Link to={`/vehicle/${vehicle.id}`}>View full specifications</Link>
									<Link to={landingPath.year(vehicle.makeSlug, vehicle.modelSlug, vehicle.year)}>
										All {vehicleName(ref)} configurations
									</Link>
								</p>
							</>
						) : (
							<p className="mt-2 text-sm text-slate-700">No data yet: this model year is not in our vehicle database.</p>
						)}
					</li>
				))}
			</ul>
		</section>
	)
}
