// Capacity bar and tongue-weight rules (SPEC §9).
import { CAPACITY_BAR_MAX, CONVENTIONAL_TONGUE_SHARE } from './constants'

/** Bar fill as a percentage of `max`, between 0 and 100. */
export function capacityPercent(value: number, max: number = CAPACITY_BAR_MAX) {
	if (!(max > 0) || !(value > 0)) return 0
	return Math.min(100, (value / max) * 100)
}

/** Recommended tongue weight: 10–15 % of the given weight, each rounded. */
export function tongueWeightRange(lb: number) {
	return {
		min: Math.round(lb * CONVENTIONAL_TONGUE_SHARE.min),
		max: Math.round(lb * CONVENTIONAL_TONGUE_SHARE.max),
		label: '10-15%',
	}
}
