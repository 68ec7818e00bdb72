// Towing rating tiers (SPEC §9): a label and a colour tone for a towing capacity in pounds.
export const RATING_TIERS = [
	{ min: 15_000, label: 'Heavy Duty', tone: 'green' },
	{ min: 10_000, label: 'Medium-Heavy Duty', tone: 'yellow' },
	{ min: 5_000, label: 'Medium Duty', tone: 'yellow' },
	{ min: 0, label: 'Light Duty', tone: 'red' },
] as const

export type RatingTier = (typeof RATING_TIERS)[number]

export function ratingTier(lb: number): RatingTier {
	return RATING_TIERS.find((t) => lb >= t.min) ?? RATING_TIERS[RATING_TIERS.length - 1]!
}
