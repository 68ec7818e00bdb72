import { Link } from 'react-router'
import type { Vehicle } from '~/vehicles/vehicle'
import { vehicleName } from '~/vehicles/vehicle'
import { formatLb } from '~/utils/format'
import { CapacityBar } from './capacity-bar'
import { vehicleKind } from '~/domain/vehicle-kind'
import { TierBadge } from './provenance'
import { VehicleSilhouette } from './vehicle-silhouette'
import { RatingBadge } from './rating-badge'

/** A search result: the configuration, its maximum rating and tier, linking to its detail page. */
export function VehicleCard({ vehicle, from }: { vehicle: Vehicle; from?: string }) {
	const href = from ? `/vehicle/${vehicle.id}?from=${encodeURIComponent(from)}` : `/vehicle/${vehicle.id}`
	return (
		<article className="flex flex-col rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
			<VehicleSilhouette kind={vehicleKind(vehicle)} className="mb-2 h-10 w-28 self-end" />
			<h3 className="text-base font-semibold text-slate-900">
				<Link to={href} className="text-slate-900 no-underline hover:underline">
					{vehicleName(vehicle)}
				</Link>
			</h3>
			<p className="mt-1 text-sm text-slate-700">{vehicle.trim}</p>
			<p className="mt-1 text-xs text-slate-600">
				{vehicle.engine} · {vehicle.drivetrain}
				{vehicle.body ? ` · ${vehicle.body}` : ''}
			</p>
			<div className="mt-3 flex items-baseline justify-between gap-2">
				<p>
					<span className="text-2xl font-bold text-slate-900">{formatLb(vehicle.maxTowingCapacity)}</span>
					<span className="sr-only"> towing, this configuration</span>
				</p>
				<RatingBadge lb={vehicle.maxTowingCapacity} />
			</div>
			<div className="mt-2">
				<CapacityBar value={vehicle.maxTowingCapacity} size="sm" label={`${vehicleName(vehicle)} towing capacity`} />
			</div>
			<p className="mt-3 text-xs text-slate-600">
				<TierBadge tier={vehicle.tier} />
			</p>
			<Link to={href} className="mt-3 text-sm font-medium" aria-label={`View details: ${vehicleName(vehicle)} ${vehicle.trim}`}>
				View details
			</Link>
		</article>
	)
}

export function VehicleCardSkeleton() {
	return (
		<div className="animate-pulse rounded-lg border border-slate-200 bg-white p-4" aria-hidden="true">
			<div className="h-4 w-2/3 rounded bg-slate-200" />
			<div className="mt-2 h-3 w-1/2 rounded bg-slate-200" />
			<div className="mt-4 h-6 w-1/3 rounded bg-slate-200" />
			<div className="mt-3 h-1.5 w-full rounded bg-slate-200" />
		</div>
	)
}
