import { ratingTier } from '~/domain/rating'

const TONE_CLASSES = {
	green: 'bg-green-100 text-green-900 ring-green-700/30',
	yellow: 'bg-amber-100 text-amber-900 ring-amber-700/30',
	red: 'bg-red-100 text-red-900 ring-red-700/30',
} as const

/** The towing rating tier label in its colour (SPEC §9). */
export function RatingBadge({ lb }: { lb: number }) {
	const tier = ratingTier(lb)
	return (
		<span className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${TONE_CLASSES[tier.tone]}`}>
			{tier.label}
		</span>
	)
}
