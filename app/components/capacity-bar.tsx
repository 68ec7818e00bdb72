import { capacityPercent } from '~/domain/capacity'
import { CAPACITY_BAR_MAX } from '~/domain/constants'
import { ratingTier } from '~/domain/rating'
import { formatLb } from '~/utils/format'

const HEIGHTS = { sm: 'h-1.5', md: 'h-2.5', lg: 'h-4' } as const
const FILLS = { green: 'bg-green-600', yellow: 'bg-amber-500', red: 'bg-red-600' } as const

/** A horizontal bar showing a capacity as a share of a maximum (default 25,000 lb), capped at 100 %. */
export function CapacityBar({
	value,
	max = CAPACITY_BAR_MAX,
	size = 'md',
	label = 'Towing capacity',
}: {
	value: number
	max?: number
	size?: keyof typeof HEIGHTS
	label?: string
}) {
	const percent = capacityPercent(value, max)
	return (
		<div>
			<div
				role="meter"
				aria-label={label}
				aria-valuemin={0}
				aria-valuemax={max}
				aria-valuenow={Math.min(value, max)}
				aria-valuetext={`${formatLb(value)} of a ${formatLb(max)} scale`}
				className={`w-full overflow-hidden rounded-full bg-slate-200 ${HEIGHTS[size]}`}
			>
				<div className={`${HEIGHTS[size]} ${FILLS[ratingTier(value).tone]} rounded-full`} style={{ width: `${percent}%` }} />
			</div>
			{size === 'lg' ? (
				<div className="mt-1 flex justify-between text-xs text-slate-700" aria-hidden="true">
					<span>0-5K</span>
					<span>5K-10K</span>
					<span>10K+ lbs</span>
				</div>
			) : null}
		</div>
	)
}
