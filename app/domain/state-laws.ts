// What a state's towing-law record says, in words, and what a trip through several states requires: for each
// rule the strictest value on the route and the state that sets it. Pure.
import { LICENSE_BASES, type StateFactKey, type StateLaw } from './state-law-schema'

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
	if (f.status === 'not-specified') {
		if (key === 'maxSpeedMph') return 'No separate limit: posted limits apply'
		// The licence law read sets weight classes only for commercial use: nothing binds a private rig.
		if (key === 'license') return 'No special licence for personal towing'
		return 'Not specified in state law'
	}
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
			return licenseText(facts.license!.value!)
		default:
			return f.summary
	}
}

type License = NonNullable<NonNullable<Facts['license']>['value']>
const LICENSE_BASIS_WORDS: Record<License['basis'], string> = { trailer: "the trailer's rating", combination: 'the whole combination' }

export function licenseText(v: License) {
	const rv = v.recreationalExempt ? ', except for recreational vehicles used for personal travel' : ''
	return `Another class or endorsement over ${num(v.specialLicenseOverLb)} lb (${LICENSE_BASIS_WORDS[v.basis]})${rv}`
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

/** The lowest value of each basis, with every state that sets it: values counted on different weights (a brake
 *  threshold on the empty or the loaded trailer; a license limit on the trailer or the whole combination) cannot be
 *  ranked against each other. */
function lowestPerBasis<V extends { basis: string }>(candidates: Array<Candidate<V>>, bases: ReadonlyArray<V['basis']>, measure: (v: V) => number) {
	return bases.flatMap((basis) => {
		const pick = lowest(candidates.filter((c) => c.value.basis === basis), measure)
		return pick ? [{ value: pick.value, states: pick.setBy }] : []
	})
}

/** One group in words; several as "value (states); value (states)". */
function perBasisText<V>(groups: Array<{ value: V; states: string[] }>, words: (v: V) => string) {
	if (groups.length === 0) return undefined
	if (groups.length === 1) return { text: words(groups[0]!.value), setBy: groups[0]!.states }
	return { text: groups.map((g) => `${words(g.value)} (${g.states.join(', ')})`).join('; '), setBy: groups.flatMap((g) => g.states) }
}

/** The lowest threshold of each weight basis (empty, loaded, rated), lowest first; "from X" is stricter than "over X". */
function strictestThresholds(candidates: Array<Candidate<Threshold>>) {
	return lowestPerBasis(candidates, ['empty', 'gross', 'gvwr'], (t) => t.overLb - (t.inclusive ? 0.5 : 0)).sort((a, b) => a.value.overLb - b.value.overLb)
}

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
			return perBasisText(strictestThresholds(as((f) => f[key]?.value)), thresholdText)
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
			// At the same threshold a limit that binds recreational vehicles too is the stricter one.
			return perBasisText(lowestPerBasis(as((f) => f.license?.value), LICENSE_BASES, (v) => v.specialLicenseOverLb + (v.recreationalExempt ? 0.5 : 0)), licenseText)
		default:
			return undefined
	}
}

// ── Brake rule for the calculator ─────────────────────────────────────────────────────────────────────
export interface BrakeThreshold {
	threshold: Threshold
	/** The states whose law sets this threshold. */
	states: string[]
	/** "Ohio Rev. Code § 4513.20(A)(4)" — the citation of the (first) state that sets it. */
	citation: string
}

export interface BrakeRule {
	/** The strictest threshold of each weight basis among the chosen states, lowest first. */
	thresholds: BrakeThreshold[]
	/** States of the trip whose brake rule is not in our data. */
	missing: string[]
	/** States of the trip whose law sets no weight above which trailer brakes are required (read, and recorded as such). */
	unset: Array<{ code: string; citation: string }>
}

/** The brake rule that applies on a trip (one state or several): the strictest threshold of each kind. */
export function brakeRuleFor(laws: StateLaw[]): BrakeRule | undefined {
	const stated = laws.filter((l) => l.facts.trailerBrakes?.status === 'stated')
	const groups = strictestThresholds(stated.map((l) => ({ code: l.code, value: l.facts.trailerBrakes!.value! })))
	const unset = laws.filter((l) => l.facts.trailerBrakes?.status === 'not-specified').map((l) => ({ code: l.code, citation: l.facts.trailerBrakes!.citation }))
	if (groups.length === 0 && unset.length === 0) return undefined
	return {
		thresholds: groups.map(({ value: threshold, states }) => ({ threshold, states, citation: stated.find((l) => l.code === states[0])!.facts.trailerBrakes!.citation })),
		missing: laws.filter((l) => !l.facts.trailerBrakes).map((l) => l.code),
		unset,
	}
}

/** The newest `checked` date of a record's facts (the page's "last checked"). */
export function lastChecked(law: StateLaw): string | null {
	const dates = Object.values(law.facts).map((f) => f?.checked).filter((d): d is string => Boolean(d))
	return dates.length ? dates.sort().at(-1)! : null
}

// ── The all-states table: sort and filter ─────────────────────────────────────────────────────────────
export const LAW_SORTS = {
	state: 'State',
	brakes: 'Trailer brakes',
	speed: 'Towing speed',
	length: 'Combined length',
} as const
export type LawSort = keyof typeof LAW_SORTS

export interface LawFilter {
	/** Only states that require brakes at or below this trailer weight (lb). */
	brakesUpTo?: number
	double?: 'allowed' | 'not-allowed'
	/** Only states where riding in a travel trailer is allowed (with or without conditions), or prohibited. */
	riding?: 'allowed' | 'prohibited'
	/** Only states with a separate towing speed limit. */
	speedLimit?: boolean
}

/** The value a column sorts by; states without the fact sort last in either direction. */
function sortValue(law: StateLaw, sort: LawSort): number | string | null {
	const f = law.facts
	switch (sort) {
		case 'state':
			return law.name
		case 'brakes':
			return f.trailerBrakes?.status === 'stated' ? f.trailerBrakes.value!.overLb : null
		case 'speed':
			return f.maxSpeedMph?.status === 'stated' ? f.maxSpeedMph.value! : f.maxSpeedMph ? 1000 : null
		case 'length':
			return f.maxCombinedLengthFt?.status === 'stated' ? f.maxCombinedLengthFt.value! : null
	}
}

export function filterAndSortLaws(laws: StateLaw[], filter: LawFilter, sort: LawSort = 'state', dir: 'asc' | 'desc' = 'asc'): StateLaw[] {
	const kept = laws.filter((law) => {
		const f = law.facts
		if (filter.brakesUpTo !== undefined && !(f.trailerBrakes?.status === 'stated' && f.trailerBrakes.value!.overLb <= filter.brakesUpTo)) return false
		if (filter.double && !(f.doubleTowing?.status === 'stated' && f.doubleTowing.value!.allowed === (filter.double === 'allowed'))) return false
		if (filter.riding) {
			const tt = f.ridingInTrailer?.status === 'stated' ? f.ridingInTrailer.value!.travelTrailer : undefined
			if (!tt || (filter.riding === 'prohibited') !== (tt === 'prohibited')) return false
		}
		if (filter.speedLimit && f.maxSpeedMph?.status !== 'stated') return false
		return true
	})
	const sign = dir === 'asc' ? 1 : -1
	return kept.sort((a, b) => {
		const va = sortValue(a, sort)
		const vb = sortValue(b, sort)
		if (va === null || vb === null) return va === vb ? a.name.localeCompare(b.name) : va === null ? 1 : -1
		const c = typeof va === 'string' ? va.localeCompare(vb as string) : va - (vb as number)
		return c !== 0 ? sign * c : a.name.localeCompare(b.name)
	})
}

// ── A state's page without an editorial guide: what its record says, in sentences ──────────────────────
const lowerFirst = (s: string) => s.charAt(0).toLowerCase() + s.slice(1)

/** Plain paragraphs generated from the record (no claim beyond its facts), for states without a written guide. */
export function stateOverview(law: StateLaw | null, name: string): string[] {
	const f = law?.facts ?? {}
	const out: string[] = []
	const brakes: string[] = []
	if (f.trailerBrakes?.status === 'stated') brakes.push(`${name} requires a trailer to have its own brakes ${lowerFirst(thresholdText(f.trailerBrakes.value!))} (${f.trailerBrakes.citation}).`)
	if (f.breakawayBrakes?.status === 'stated') brakes.push(`A breakaway system that sets the trailer's brakes if it comes loose is required ${lowerFirst(thresholdText(f.breakawayBrakes.value!))} (${f.breakawayBrakes.citation}).`)
	if (f.safetyChains?.status === 'stated') brakes.push(f.safetyChains.value!.required ? `Safety chains or cables are required (${f.safetyChains.citation}).` : `The statute does not require safety chains (${f.safetyChains.citation}).`)
	if (brakes.length) out.push(brakes.join(' '))
	const road: string[] = []
	if (f.maxSpeedMph?.status === 'stated') road.push(`Vehicles towing a trailer are limited to ${f.maxSpeedMph.value} mph (${f.maxSpeedMph.citation}), whatever the posted limit.`)
	else if (f.maxSpeedMph?.status === 'not-specified') road.push(`${name} sets no separate speed limit for towing: posted limits apply (${f.maxSpeedMph.citation}).`)
	const sizes = [
		f.maxTrailerLengthFt?.status === 'stated' ? `trailer length ${f.maxTrailerLengthFt.value} ft` : null,
		f.maxCombinedLengthFt?.status === 'stated' ? `combined length ${f.maxCombinedLengthFt.value} ft` : null,
		f.maxWidthIn?.status === 'stated' ? `width ${f.maxWidthIn.value} in` : null,
		f.maxHeightIn?.status === 'stated' ? `height ${factValueText(f, 'maxHeightIn')}` : null,
	].filter(Boolean)
	if (sizes.length) road.push(`Size limits in our data, each cited above: ${sizes.join(', ')}.`)
	if (road.length) out.push(road.join(' '))
	const other: string[] = []
	if (f.doubleTowing?.status === 'stated') other.push(f.doubleTowing.value!.allowed ? `Towing two trailers behind a pickup is allowed${f.doubleTowing.value!.maxCombinedLengthFt ? ` within ${f.doubleTowing.value!.maxCombinedLengthFt} ft overall` : ''}, under the conditions the statute sets.` : 'Towing two trailers behind a pickup is not allowed.')
	if (f.ridingInTrailer?.status === 'stated') {
		const v = f.ridingInTrailer.value!
		other.push(`Riding in a towed trailer is ${RIDING_WORDS[v.travelTrailer]} in a travel trailer and ${RIDING_WORDS[v.fifthWheel]} in a fifth-wheel (${f.ridingInTrailer.citation}).`)
	}
	if (other.length) out.push(other.join(' '))
	const missing = (Object.keys(FACT_LABELS) as StateFactKey[]).filter((k) => !f[k]).map((k) => lowerFirst(FACT_LABELS[k]))
	if (missing.length === Object.keys(FACT_LABELS).length) out.push(`We have not yet read ${name}'s towing rules in a source we can cite. Until we do, check with the state's motor vehicle agency before you tow.`)
	else if (missing.length) out.push(`Not in our data yet for ${name}: ${missing.join(', ')}. Where we have not read a rule, we do not guess it; the state's motor vehicle agency has the answer.`)
	return out
}
