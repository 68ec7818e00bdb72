import { capacityPercent } from '~/domain/capacity'
import { CAPACITY_BAR_MAX } from '~/domain/constants'
import { ratingTier } from '~/domain/rating'
import { formatLb } from '~/utils/format'

const HEIGHTS = { sm: 'h-1.5', md: 'h-2.5', lg: 'h-4' } as const
const FILLS = { green: 'bg-green-600', yellow: 'bg-amber-500', red: 'bg-red-600' } as const

/** Ticks every 5,000 lb up to the scale's maximum. */
function ticksOf(max: number) {
	const step = 5_000
	return Array.from({ length: Math.floor(max / step) + 1 }, (_, i) => i * step)
}

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
				// Each tick sits where its value is on the bar's scale.
				<div className="relative mt-1 h-4 text-xs text-slate-700" aria-hidden="true">
					{ticksOf(max).map((t, i, all) => (
						<span
							key={t}
							className="absolute top-0 whitespace-nowrap"
							style={{ left: `${capacityPercent(t, max)}%`, transform: i === 0 ? 'none' : i === all.length - 1 ? 'translateX(-100%)' : 'translateX(-50%)' }}
						>
							{t === 0 ? '0' : `${t / 1000}K${i === all.length - 1 ? ' lb' : ''}`}
						</span>
					))}
				</div>
			) : null}
		</div>
	)
}
