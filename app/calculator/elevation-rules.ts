// Makers' published GCWR reductions for elevation. Only a rule read in a maker's own publication belongs
// here, with that publication named; we do not derate by rule of thumb. The list is empty until such a
// publication is sourced (docs/decisions/014-calculator-verdict-and-weigh-tickets.md), and the calculator
// says so whenever an elevation is entered.

export interface ElevationRule {
	/** The make the rule is published for (as in data/vehicles), and the model years it covers. */
	make: string
	yearFrom: number
	yearTo: number
	/** Per cent of the GCWR taken off for each 1,000 ft (or part of it) above `aboveFt`. */
	percentPer1000Ft: number
	aboveFt: number
	source: string
	sourceUrl: string
}

export const ELEVATION_RULES: readonly ElevationRule[] = []

export function elevationRuleFor(make: string | undefined, year: number | undefined, rules: readonly ElevationRule[] = ELEVATION_RULES) {
	if (!make || year === undefined) return undefined
	return rules.find((r) => r.make.toLowerCase() === make.toLowerCase() && year >= r.yearFrom && year <= r.yearTo)
}

/** The GCWR at an elevation under a rule: a started 1,000 ft counts as a whole one (the safer reading). */
export function gcwrAtElevation(gcwr: number, elevationFt: number, rule: ElevationRule) {
	const steps = Math.max(0, Math.ceil((elevationFt - rule.aboveFt) / 1000))
	const reduction = Math.ceil((gcwr * steps * rule.percentPer1000Ft) / 100)
	return { steps, reduction, gcwr: Math.max(0, gcwr - reduction) }
}
