import { capacityPercent } from '~/domain/capacity'
import { CAPACITY_BAR_MAX } from '~/domain/constants'
import { ratingTier } from '~/domain/rating'
import { formatLb } from '~/utils/format'

const STROKES = { green: '#15803d', yellow: '#d97706', red: '#dc2626' } as const

/** A half-circle gauge of a towing capacity against the 25,000 lb scale, coloured by rating tier. */
export function CapacityGauge({ value, max = CAPACITY_BAR_MAX }: { value: number; max?: number }) {
	const percent = capacityPercent(value, max)
	const tier = ratingTier(value)
	const radius = 80
	const length = Math.PI * radius
	return (
		<figure className="flex flex-col items-center">
			<svg viewBox="0 0 200 110" className="w-56" role="img" aria-label={`${formatLb(value)}: ${tier.label}, ${Math.round(percent)}% of a ${formatLb(max)} scale`}>
				<path d="M20 100 A80 80 0 0 1 180 100" fill="none" stroke="#e2e8f0" strokeWidth="16" strokeLinecap="round" />
				<path
					d="M20 100 A80 80 0 0 1 180 100"
					fill="none"
					stroke={STROKES[tier.tone]}
					strokeWidth="16"
					strokeLinecap="round"
					strokeDasharray={`${(percent / 100) * length} ${length}`}
				/>
			</svg>
			<figcaption className="-mt-6 text-center">
				<span className="block text-sm font-semibold">{tier.label}</span>
				<span className="block text-xs text-slate-600">{Math.round(percent)}% of {formatLb(max)}</span>
			</figcaption>
		</figure>
	)
}
