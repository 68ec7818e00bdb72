// What a state's towing-law record says, in words, and what a trip through several states requires: for each
// rule the strictest value on the route and the state that sets it. Pure.
import type { StateFactKey, StateLaw } from './state-law-schema'

type Facts = StateLaw['facts']
type Threshold = NonNullable<NonNullable<Facts['trailerBrakes']>['value']>
type Riding = 'allowed' | 'prohibited' | 'conditional'

const num = (n: number) => n.toLocaleString('en-US')

const BASIS_WORDS: Record<Threshold['basis'], string> = {
	gross: 'loaded (gross) weight',
	empty: 'empty weight',
	gvwr: 'rated weight (GVWR)',
}

export function thresholdText(t: Threshold) {
	return `${t.inclusive ? 'From' : 'Over'} ${num(t.overLb)} lb ${BASIS_WORDS[t.basis]}`
}

const RIDING_WORDS: Record<Riding, string> = { allowed: 'allowed', prohibited: 'prohibited', conditional: 'allowed with conditions' }

/** The labels of the facts, in the order the pages show them. */
export const FACT_LABELS: Record<StateFactKey, string> = {
	trailerBrakes: 'Trailer brakes required',
	breakawayBrakes: 'Breakaway brakes required',
	safetyChains: 'Safety chains',
	maxSpeedMph: 'Speed limit when towing',
	maxTrailerLengthFt: 'Maximum trailer length',
	maxCombinedLengthFt: 'Maximum combined length',
	maxWidthIn: 'Maximum width',
	maxHeightIn: 'Maximum height',
	doubleTowing: 'Double towing (two trailers)',
	ridingInTrailer: 'Riding in a towed trailer',
	license: 'License for heavy combinations',
	registration: 'Trailer registration and title',
	mirrors: 'Mirrors',
	lighting: 'Lighting beyond the federal minimum',
}

export const NOT_IN_DATA = 'Not in our data yet'

const feetAndInches = (inches: number) => {
	const ft = Math.floor(inches / 12)
	const rest = Math.round((inches - ft * 12) * 10) / 10
	return rest === 0 ? `${ft} ft` : `${ft} ft ${rest} in`
}

/** The short value shown in tables and the facts panel ("Over 3,000 lb loaded (gross) weight", "Not specified"). */
export function factValueText(facts: Facts, key: StateFactKey): string {
	const f = facts[key]
	if (!f) return NOT_IN_DATA
	if (f.status === 'not-specified') return key === 'maxSpeedMph' ? 'No separate limit: posted limits apply' : 'Not specified in state law'
	switch (key) {
		case 'trailerBrakes':
		case 'breakawayBrakes':
			return thresholdText(facts[key]!.value!)
		case 'safetyChains':
			return facts.safetyChains!.value!.required ? 'Required' : 'Not required by statute'
		case 'maxSpeedMph':
			return `${facts.maxSpeedMph!.value!} mph`
		case 'maxTrailerLengthFt':
		case 'maxCombinedLengthFt':
			return `${num(facts[key]!.value!)} ft`
		case 'maxWidthIn':
			return `${num(facts.maxWidthIn!.value!)} in`
		case 'maxHeightIn':
			return feetAndInches(facts.maxHeightIn!.value!)
		case 'doubleTowing': {
			const v = facts.doubleTowing!.value!
			if (!v.allowed) return 'Not allowed'
			return v.maxCombinedLengthFt ? `Allowed, up to ${num(v.maxCombinedLengthFt)} ft combined` : 'Allowed'
		}
		case 'ridingInTrailer': {
			const v = facts.ridingInTrailer!.value!
			return v.travelTrailer === v.fifthWheel
				? `${capitalize(RIDING_WORDS[v.travelTrailer])} in travel trailers and fifth-wheels`
				: `Travel trailer: ${RIDING_WORDS[v.travelTrailer]}; fifth-wheel: ${RIDING_WORDS[v.fifthWheel]}`
		}
		case 'license':
			return `Another class or endorsement over ${num(facts.license!.value!.specialLicenseOverLb)} lb`
		default:
			return f.summary
	}
}

const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1)

/** Whether a trailer of `weightLb` meets a brake threshold (an unknown basis is compared as gross, the strict reading). */
export function meetsThreshold(t: Threshold, weightLb: number) {
	return t.inclusive ? weightLb >= t.overLb : weightLb > t.overLb
}

// ── Trip check ────────────────────────────────────────────────────────────────────────────────────────
export interface TripRule {
	key: StateFactKey
	label: string
	/** The strictest value on the trip in words, or null when no state on the trip has the fact in our data. */
	strictest: string | null
	/** The states that set the strictest value (more than one when they tie). */
	setBy: string[]
	/** States on the trip whose record lacks this fact: the strictest value may be stricter still there. */
	missing: string[]
	/** States whose law sets no such rule (for a speed limit: posted limits apply). */
	notSpecified: string[]
}

interface Candidate<V> {
	code: string
	value: V
}

/** The lowest numeric value wins; ties list every state. */
function lowest<V>(candidates: Array<Candidate<V>>, measure: (v: V) => number) {
	if (candidates.length === 0) return undefined
	const best = Math.min(...candidates.map((c) => measure(c.value)))
	const winners = candidates.filter((c) => measure(c.value) === best)
	return { value: winners[0]!.value, setBy: winners.map((c) => c.code) }
}

const RIDING_RANK: Record<Riding, number> = { prohibited: 0, conditional: 1, allowed: 2 }

/** For every rule, the strictest value across the states of a trip (order of `laws` is the route order). */
export function tripRules(laws: StateLaw[]): TripRule[] {
	const keys = Object.keys(FACT_LABELS) as StateFactKey[]
	return keys
		.filter((key) => key !== 'registration' && key !== 'mirrors' && key !== 'lighting')
		.map((key) => {
			const missing = laws.filter((l) => !l.facts[key]).map((l) => l.code)
			const notSpecified = laws.filter((l) => l.facts[key]?.status === 'not-specified').map((l) => l.code)
			const stated = laws.filter((l) => l.facts[key]?.status === 'stated')
			const pick = strictestOf(key, stated)
			return {
				key,
				label: FACT_LABELS[key],
				strictest: pick ? pick.text : notSpecified.length > 0 ? factValueText({ [key]: { status: 'not-specified' } } as Facts, key) : null,
				setBy: pick ? pick.setBy : [],
				missing,
				notSpecified,
			}
		})
}

function strictestOf(key: StateFactKey, stated: StateLaw[]): { text: string; setBy: string[] } | undefined {
	const as = <V,>(get: (f: Facts) => V | undefined) => stated.map((l) => ({ code: l.code, value: get(l.facts)! })).filter((c) => c.value !== undefined)
	const withText = (pick: { value: unknown; setBy: string[] } | undefined, facts: (code: string) => Facts) =>
		pick ? { text: factValueText(facts(pick.setBy[0]!), key), setBy: pick.setBy } : undefined
	const factsOf = (code: string) => stated.find((l) => l.code === code)!.facts
	switch (key) {
		case 'trailerBrakes':
		case 'breakawayBrakes':
			// "From 1,500 lb" is stricter than "over 1,500 lb"; the basis is shown with the value.
			return withText(lowest(as((f) => f[key]?.value), (t) => t.overLb - (t.inclusive ? 0.5 : 0)), factsOf)
		case 'safetyChains': {
			const required = as((f) => f.safetyChains?.value).filter((c) => c.value.required)
			if (required.length > 0) return { text: 'Required', setBy: required.map((c) => c.code) }
			return withText(lowest(as((f) => f.safetyChains?.value), () => 0), factsOf)
		}
		case 'maxSpeedMph':
		case 'maxTrailerLengthFt':
		case 'maxCombinedLengthFt':
		case 'maxWidthIn':
		case 'maxHeightIn':
			return withText(lowest(as((f) => f[key]?.value as number | undefined), (v) => v), factsOf)
		case 'doubleTowing':
			return withText(lowest(as((f) => f.doubleTowing?.value), (v) => (v.allowed ? (v.maxCombinedLengthFt ?? 1000) : -1)), factsOf)
		case 'ridingInTrailer': {
			const rank = (v: { travelTrailer: Riding; fifthWheel: Riding }) => RIDING_RANK[v.travelTrailer] * 3 + RIDING_RANK[v.fifthWheel]
			return withText(lowest(as((f) => f.ridingInTrailer?.value), rank), factsOf)
		}
		case 'license':
			return withText(lowest(as((f) => f.license?.value), (v) => v.specialLicenseOverLb), factsOf)
		default:
			return undefined
	}
}

// ── Brake rule for the calculator ─────────────────────────────────────────────────────────────────────
export interface BrakeRule {
	threshold: Threshold
	/** The states whose law sets this threshold. */
	states: string[]
	/** "Ohio Rev. Code § 4513.20(A)(4)" — the citation of the (first) state that sets it. */
	citation: string
	/** States of the trip whose brake rule is not in our data. */
	missing: string[]
}

/** The brake threshold that applies on a trip (one state or several): the strictest that any of them sets. */
export function brakeRuleFor(laws: StateLaw[]): BrakeRule | undefined {
	const rule = tripRules(laws).find((r) => r.key === 'trailerBrakes')
	if (!rule || rule.setBy.length === 0) return undefined
	const law = laws.find((l) => l.code === rule.setBy[0])!
	return { threshold: law.facts.trailerBrakes!.value!, states: rule.setBy, citation: law.facts.trailerBrakes!.citation, missing: rule.missing }
}

/** The newest `checked` date of a record's facts (the page's "last checked"). */
export function lastChecked(law: StateLaw): string | null {
	const dates = Object.values(law.facts).map((f) => f?.checked).filter((d): d is string => Boolean(d))
	return dates.length ? dates.sort().at(-1)! : null
}
