// When a trailer needs its own brakes: the strictest rule of the states the user tows in (their records in
// data/state-laws, resolved by the server and passed in), else the general 3,000 lb guideline.
import { TRAILER_BRAKES_ABOVE_LB } from '~/domain/constants'
import { type BrakeRule, meetsThreshold, thresholdText } from '~/domain/state-laws'
import { stateName } from '~/domain/us-states'

export interface BrakeAdvice {
	required: boolean
	/** Where the threshold comes from: a state's law, or the general guideline. */
	basis: 'state' | 'general'
	thresholdLb: number
	sentence: string
}

const lowerFirst = (s: string) => s.charAt(0).toLowerCase() + s.slice(1)
const lb = (n: number) => `${n.toLocaleString('en-US')} lb`
const names = (codes: string[]) => {
	const n = codes.map((c) => stateName(c) ?? c)
	return n.length <= 2 ? n.join(' and ') : `${n.slice(0, -1).join(', ')} and ${n.at(-1)}`
}

/**
 * Whether a trailer of this weight needs brakes, and a plain sentence saying why. `rule` is the strictest
 * sourced brake rule of the chosen states; `states` the codes the user chose (for saying we lack a rule).
 */
export function trailerBrakeAdvice(trailerWeight: number, rule?: BrakeRule, states: string[] = []): BrakeAdvice {
	if (rule && rule.thresholds.length > 0) {
		// The user gives the loaded weight. A rule on the empty weight or the rating (GVWR) cannot be settled from it
		// exactly, so such a rule counts as met when the loaded weight reaches it, and the sentence says what to check.
		const met = rule.thresholds.filter((t) => meetsThreshold(t.threshold, trailerWeight))
		const required = met.length > 0
		const shown = required ? met : rule.thresholds
		const law = shown
			.map((t) => `${names(t.states)} ${t.states.length > 1 ? 'require' : 'requires'} trailer brakes ${lowerFirst(thresholdText(t.threshold))} (${t.citation})`)
			.join('; ')
		const bases = new Set(shown.map((t) => t.threshold.basis))
		const basisNote =
			(bases.has('gvwr') ? " A rule on the rated weight goes by the GVWR on the trailer's VIN label, not by what it carries." : '') +
			(bases.has('empty') ? " A rule on the empty weight goes by the trailer's own weight, on its title or VIN label." : '')
		const trip = states.length > 1 ? ' This is the strictest rule among the states you chose.' : ''
		const missing = rule.missing.length > 0 ? ` We have no brake rule for ${names(rule.missing)} yet.` : ''
		return {
			required,
			basis: 'state',
			thresholdLb: Math.min(...shown.map((t) => t.threshold.overLb)),
			sentence:
				(required
					? `Your ${lb(trailerWeight)} trailer needs its own brakes and a brake controller: ${law}.`
					: `Brakes are not required for this trailer by the state rule, though they still shorten stopping distances: ${law}.`) +
				basisNote +
				trip +
				missing,
		}
	}
	const required = trailerWeight > TRAILER_BRAKES_ABOVE_LB
	// No chosen state sets a threshold: either its law sets none (read, and cited) or we have not read its rule.
	const unset = rule?.unset.filter((u) => states.includes(u.code)) ?? []
	const unread = states.filter((s) => !unset.some((u) => u.code === s))
	const why = [
		unset.length > 0 ? `${names(unset.map((u) => u.code))} ${unset.length > 1 ? 'set' : 'sets'} no trailer weight above which brakes are required (${unset.map((u) => u.citation).join('; ')})` : '',
		unread.length > 0 ? `we have no sourced brake threshold for ${names(unread)}` : '',
	]
		.filter(Boolean)
		.join(', and ')
	const where =
		states.length > 0
			? `${why.charAt(0).toUpperCase()}${why.slice(1)}, so this uses the general guideline of trailer brakes above ${lb(TRAILER_BRAKES_ABOVE_LB)}; check the state's own rule before you tow.`
			: `This uses the general guideline of trailer brakes above ${lb(TRAILER_BRAKES_ABOVE_LB)}; choose your state to check its law.`
	return {
		required,
		basis: 'general',
		thresholdLb: TRAILER_BRAKES_ABOVE_LB,
		sentence: required ? `Your ${lb(trailerWeight)} trailer should have its own brakes and a brake controller. ${where}` : where,
	}
}
