// Capacity bar and tongue-weight rules (SPEC §9).
export const CAPACITY_BAR_MAX = 25_000
export const TONGUE_WEIGHT_MIN_SHARE = 0.1
export const TONGUE_WEIGHT_MAX_SHARE = 0.15

/** Bar fill as a percentage of `max`, between 0 and 100. */
export function capacityPercent(value: number, max: number = CAPACITY_BAR_MAX) {
	if (!(max > 0) || !(value > 0)) return 0
	return Math.min(100, (value / max) * 100)
}

/** Recommended tongue weight: 10–15 % of the given weight, each rounded. */
export function tongueWeightRange(lb: number) {
	return {
		min: Math.round(lb * TONGUE_WEIGHT_MIN_SHARE),
		max: Math.round(lb * TONGUE_WEIGHT_MAX_SHARE),
		label: '10-15%',
	}
}
