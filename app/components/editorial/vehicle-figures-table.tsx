import { Link } from 'react-router'
import { TierBadge } from '~/components/provenance'
import type { VehicleFigures } from '~/content/vehicle-figures.server'
import { formatLb } from '~/utils/format'
import { landingPath, vehicleName } from '~/vehicles/vehicle'

/**
 * The real figures of the vehicles an editorial page names: each model year's maker's maximum (line-up) and the
 * highest-rated configuration we list, with links. A model year not in the database says so.
 */
export function VehicleFiguresTable({
	figures,
	caption = 'Figures from the TowSpec vehicle database',
}: {
	figures: VehicleFigures[]
	caption?: string
}) {
	if (figures.length === 0) return null
	return (
		<section aria-labelledby="vehicle-figures-heading" className="mt-8">
			<h2 id="vehicle-figures-heading" className="text-xl font-semibold text-slate-900">
				{caption}
			</h2>
			<p className="mt-1 text-sm text-slate-700">
				For each model year: the maker’s published maximum, and the highest-rated of the configurations we list (which can be lower when we
				do not list the maker’s whole table). Open a vehicle for its specifications and source.
			</p>
			<div className="mt-4 relative overflow-x-auto rounded-lg border border-slate-200 bg-white">
				<table className="w-full min-w-[50rem] border-collapse text-left text-sm">
					<thead className="bg-slate-100 text-slate-900">
						<tr>
							<th scope="col" className="px-3 py-2">
								Vehicle
							</th>
							<th scope="col" className="px-3 py-2">
								Maker’s maximum
							</th>
							<th scope="col" className="px-3 py-2">
								Highest we list
							</th>
							<th scope="col" className="px-3 py-2">
								Conventional
							</th>
							<th scope="col" className="px-3 py-2">
								Fifth-wheel / gooseneck
							</th>
							<th scope="col" className="px-3 py-2">
								Payload
							</th>
							<th scope="col" className="px-3 py-2">
								GCWR
							</th>
							<th scope="col" className="px-3 py-2">
								Configuration
							</th>
						</tr>
					</thead>
					<tbody>
						{figures.map(({ ref, vehicle, lineup }) => {
							const name = vehicleName(ref)
							const makerMax = lineup ? (
								<>
									<span className="font-semibold">{formatLb(lineup.maxTowing)}</span> <TierBadge tier={lineup.tier} />
								</>
							) : (
								<span className="text-slate-600">not in our data yet</span>
							)
							if (!vehicle) {
								return (
									<tr key={name} className="border-t border-slate-200">
										<th scope="row" className="px-3 py-2 font-medium">
											{name}
										</th>
										<td className="px-3 py-2">{makerMax}</td>
										<td colSpan={6} className="px-3 py-2 text-slate-700">
											{lineup ? 'We list no configuration of this model year yet.' : 'No data yet: this model year is not in our vehicle database.'}
										</td>
									</tr>
								)
							}
							return (
								<tr key={name} className="border-t border-slate-200 align-top">
									<th scope="row" className="px-3 py-2 font-medium">
										<Link to={landingPath.year(vehicle.makeSlug, vehicle.modelSlug, vehicle.year)}>{name}</Link>
									</th>
									<td className="px-3 py-2">{makerMax}</td>
									<td className="px-3 py-2 font-semibold">{formatLb(vehicle.maxTowingCapacity)}</td>
									<td className="px-3 py-2">{formatLb(vehicle.conventionalTowing)}</td>
									<td className="px-3 py-2">{vehicle.vehicleClass === 'pickup' ? formatLb(vehicle.fifthWheelTowing) : 'not applicable'}</td>
									<td className="px-3 py-2">{formatLb(vehicle.payloadCapacity)}</td>
									<td className="px-3 py-2">{formatLb(vehicle.gcwr)}</td>
									<td className="px-3 py-2">
										<Link to={`/vehicle/${vehicle.id}`}>
											{vehicle.trim}
											<span className="sr-only"> ({name}) specifications</span>
										</Link>
										<span className="block text-xs text-slate-600">
											{vehicle.engine} · {vehicle.drivetrain}
											{vehicle.requiredPackage ? ` · ${vehicle.requiredPackage}` : ''}
										</span>
										<span className="block text-xs text-slate-600">Source: {vehicle.source}</span>
									</td>
								</tr>
							)
						})}
					</tbody>
				</table>
			</div>
		</section>
	)
}
