// Anonymous activity and its aggregates (issue 12): the rules, with no database and no React. What an event
// may hold, how counts are ranked and compared with the week before, the minimum count before anything is
// listed, the 3-hour volume slots, categories, relative times and the feed's sentences.
import type { VehicleKind } from './vehicle-kind'
import { vehicleKind } from './vehicle-kind'

export const ACTIVITY_KINDS = ['search', 'comparison', 'calculation', 'trip-check'] as const
export type ActivityKind = (typeof ACTIVITY_KINDS)[number]

/** Nothing is listed with fewer events than this, so no single visitor can be singled out. */
export const MIN_LISTED_COUNT = 5
/** Trending compares this many days with the same number of days before. */
export const TRENDING_WINDOW_DAYS = 7
/** Events older than this become daily counts and are deleted. */
export const ACTIVITY_RETENTION_DAYS = 90
/** Items in the live feed (the issue asks for 8–20). */
export const FEED_SIZE = 12
/** Entries per trending list. */
export const TRENDING_LIST_SIZE = 8
/** Trailer weights are stored rounded to this many pounds: enough for the feed, too coarse to identify. */
export const TRAILER_WEIGHT_STEP_LB = 500

export type TrailerKind = 'conventional' | 'fifth-wheel' | 'gooseneck'
export type Outcome = 'pass' | 'over'

/**
 * One event as recorded. Every field is an id, a slug, a code or a rounded number: never typed text, an
 * address, a cookie or a user agent.
 */
export type ActivityEvent =
	| { kind: 'search'; year?: number; makeSlug: string; modelSlug: string; vehicleId?: number }
	| { kind: 'comparison'; vehicleIds: number[] }
	| { kind: 'calculation'; vehicleId?: number; trailerType: TrailerKind; trailerWeight: number; outcome: Outcome; bindingLimit: string }
	/** From the calculator (with its outcome) or the towing-laws trip check (rules only, no outcome). */
	| { kind: 'trip-check'; vehicleId?: number; states: string[]; outcome?: Outcome }

export function roundTrailerWeight(lb: number) {
	return Math.max(0, Math.round(lb / TRAILER_WEIGHT_STEP_LB) * TRAILER_WEIGHT_STEP_LB)
}

/** A comparison is the same whichever order its vehicles were picked in. */
export function comparisonKey(ids: number[]) {
	return [...new Set(ids)].sort((a, b) => a - b).join(',')
}

export type Trend = { kind: 'new' } | { kind: 'change'; percent: number }

export interface Ranked<K> {
	key: K
	count: number
	previous: number
	trend: Trend
}

/** Percent change against the previous window; "new" when there was nothing to compare with. */
export function trendOf(count: number, previous: number): Trend {
	if (previous === 0) return { kind: 'new' }
	return { kind: 'change', percent: Math.round(((count - previous) / previous) * 100) }
}

export function trendLabel(t: Trend) {
	if (t.kind === 'new') return 'new'
	if (t.percent === 0) return '±0 %'
	return `${t.percent > 0 ? '+' : '−'}${Math.abs(t.percent)} %`
}

export function trendDirection(t: Trend): 'up' | 'down' | 'flat' {
	if (t.kind === 'new') return 'up'
	return t.percent > 0 ? 'up' : t.percent < 0 ? 'down' : 'flat'
}

/**
 * Ranks this window's counts (most first, ties by key), drops anything under the minimum and compares each
 * with its count in the previous window.
 */
export function rankWithTrend<K extends string>(
	current: Array<{ key: K; count: number }>,
	previous: Array<{ key: K; count: number }>,
	{ min = MIN_LISTED_COUNT, limit = TRENDING_LIST_SIZE }: { min?: number; limit?: number } = {},
): Array<Ranked<K>> {
	const before = new Map(previous.map((p) => [p.key, p.count]))
	return current
		.filter((c) => c.count >= min)
		.sort((a, b) => b.count - a.count || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
		.slice(0, limit)
		.map((c) => {
			const prev = before.get(c.key) ?? 0
			return { key: c.key, count: c.count, previous: prev, trend: trendOf(c.count, prev) }
		})
}

/** The eight 3-hour slots of a day (UTC), labelled as the spec's chart is. */
export const VOLUME_SLOTS = ['12 AM', '3 AM', '6 AM', '9 AM', '12 PM', '3 PM', '6 PM', '9 PM'] as const

/** Counts per hour of day (0–23) → counts per 3-hour slot. */
export function volumeBySlot(hours: Array<{ hour: number; count: number }>) {
	const slots = VOLUME_SLOTS.map((label, i) => ({ label, fromHour: i * 3, count: 0 }))
	for (const h of hours) {
		if (Number.isInteger(h.hour) && h.hour >= 0 && h.hour < 24) slots[Math.floor(h.hour / 3)]!.count += h.count
	}
	return slots
}

export const CATEGORIES = ['Heavy duty', 'Full size', 'Mid-size', 'SUV', 'Crossover', 'EV', 'Van'] as const
export type Category = (typeof CATEGORIES)[number]

const MID_SIZE_PICKUPS = /\b(Tacoma|Ranger|Colorado|Canyon|Frontier|Gladiator|Ridgeline|Santa Cruz|Maverick|Dakota)\b/i
const ELECTRIC_MODELS = /\b(Lightning|Cybertruck|R1T|R1S|Hummer EV|Silverado EV|Sierra EV|Model [XY3S]|EV\d|Ioniq|Mach-E|Blazer EV|Equinox EV|Ramcharger REV|REV)\b/i

/** The trending page's category of a model, from its vehicle class (and, for pickups and EVs, its name). */
export function categoryOf(v: { vehicleClass: string; model: string; engine?: string | null }): Category {
	if (ELECTRIC_MODELS.test(v.model)) return 'EV'
	const kind: VehicleKind = vehicleKind(v)
	if (kind === 'ev') return 'EV'
	if (kind === 'hd-pickup') return 'Heavy duty'
	if (kind === 'pickup') return MID_SIZE_PICKUPS.test(v.model) ? 'Mid-size' : 'Full size'
	if (kind === 'crossover') return 'Crossover'
	if (kind === 'van') return 'Van'
	return 'SUV'
}

/** "just now", "4 min ago", "2 h ago", "3 days ago": coarse on purpose. */
export function relativeTime(iso: string, nowMs: number) {
	const seconds = Math.max(0, Math.round((nowMs - Date.parse(iso)) / 1000))
	if (seconds < 60) return 'just now'
	const minutes = Math.floor(seconds / 60)
	if (minutes < 60) return `${minutes} min ago`
	const hours = Math.floor(minutes / 60)
	if (hours < 24) return `${hours} h ago`
	const days = Math.floor(hours / 24)
	return days === 1 ? '1 day ago' : `${days} days ago`
}

const TRAILER_WORDS: Record<TrailerKind, string> = { conventional: 'conventional trailer', 'fifth-wheel': 'fifth-wheel', gooseneck: 'gooseneck' }

const LIMIT_WORDS: Record<string, string> = {
	gcwr: 'GCWR',
	towRating: 'tow rating',
	payload: 'payload',
	gvwr: 'GVWR',
	hitch: 'hitch rating',
	trailerGvwr: 'trailer GVWR',
	tongueShare: 'tongue weight',
}

export function trailerWords(type: string) {
	return TRAILER_WORDS[type as TrailerKind] ?? 'trailer'
}

export function limitWords(id: string) {
	return LIMIT_WORDS[id] ?? id
}

/** One feed item, its names already looked up. `vehicle` is null when none was chosen or it is gone. */
export type FeedItem =
	| { kind: 'search'; at: string; name: string | null }
	| { kind: 'comparison'; at: string; names: string[] }
	| { kind: 'calculation'; at: string; vehicle: string | null; trailerType: string; trailerWeight: number; outcome: Outcome; bindingLimit: string }
	| { kind: 'trip-check'; at: string; vehicle: string | null; states: string[]; outcome: Outcome | null }

const lb = (n: number) => `${new Intl.NumberFormat('en-US').format(n)} lb`

/** "2021 Ram 2500 checked with a 12,000 lb fifth-wheel — within limits". Null for an item that names nothing. */
export function feedSentence(item: FeedItem): string | null {
	switch (item.kind) {
		case 'search':
			return item.name ? `${item.name} looked up` : null
		case 'comparison':
			return item.names.length >= 2 ? `${item.names.join(' vs ')} compared` : null
		case 'calculation': {
			const what = `${item.vehicle ?? 'A vehicle'} checked with a ${lb(item.trailerWeight)} ${trailerWords(item.trailerType)}`
			return `${what} — ${item.outcome === 'pass' ? 'within limits' : `over the ${limitWords(item.bindingLimit)}`}`
		}
		case 'trip-check': {
			const states = item.states.length === 1 ? item.states[0] : `${item.states.slice(0, -1).join(', ')} and ${item.states.at(-1)}`
			const what = `Trailer rules checked for a trip through ${states}${item.vehicle ? ` with a ${item.vehicle}` : ''}`
			return item.outcome === null ? what : `${what} — ${item.outcome === 'pass' ? 'within limits' : 'a limit is exceeded'}`
		}
	}
}

/** What a rolled-up daily count is of: one string per event kind, from its fields. */
export function rollUpSubject(e: {
	kind: string
	year: number | null
	makeSlug: string | null
	modelSlug: string | null
	vehicleId: number | null
	vehicleIds: string | null
	trailerType: string | null
	trailerWeight: number | null
	outcome: string | null
	states: string | null
}) {
	switch (e.kind) {
		case 'search':
			return `${e.makeSlug ?? '?'}/${e.modelSlug ?? '?'}${e.year ? `/${e.year}` : ''}`
		case 'comparison':
			return e.vehicleIds ?? ''
		case 'calculation':
			return `${e.trailerType ?? '?'}:${e.trailerWeight ?? '?'}:${e.outcome ?? '?'}`
		default:
			return `${e.states ?? ''}:${e.outcome ?? '?'}`
	}
}

/** Weight bands for "most-checked trailers": 0–4,999, 5,000–9,999 … 20,000 and more. */
export function trailerBand(weight: number) {
	const from = Math.min(20_000, Math.floor(weight / 5_000) * 5_000)
	return { from, to: from === 20_000 ? null : from + 4_999 }
}

export function trailerBandLabel(type: string, from: number) {
	const band = from >= 20_000 ? `${lb(20_000)} and over` : `${new Intl.NumberFormat('en-US').format(from)}–${lb(from + 4_999)}`
	return `${trailerWords(type)}, ${band}`
}

/**
 * The search event for a search's outcome: the one model it resolved to (with the year when the matches share
 * one, and the configuration when exactly one matched), or null when it named several models or none.
 */
export function resolvedSearch(outcome: {
	total: number
	matches: Array<{ id?: number; year: number; makeSlug: string; modelSlug: string }>
}): Extract<ActivityEvent, { kind: 'search' }> | null {
	const models = new Set(outcome.matches.map((m) => `${m.makeSlug}/${m.modelSlug}`))
	if (models.size !== 1) return null
	const first = outcome.matches[0]!
	const years = new Set(outcome.matches.map((m) => m.year))
	return {
		kind: 'search',
		makeSlug: first.makeSlug,
		modelSlug: first.modelSlug,
		...(years.size === 1 ? { year: first.year } : {}),
		...(outcome.total === 1 && first.id !== undefined ? { vehicleId: first.id } : {}),
	}
}

/**
 * The events of one calculator run: a calculation when a trailer weight was given, and a trip check when
 * states were. "Over" names the first limit that failed; "pass" the limit that binds the heaviest trailer.
 */
export function calculatorActivity(
	request: { vehicleId?: number; trailerWeight?: number; trailerType?: TrailerKind; state?: string; tripStates?: string[] },
	result: { bindingLimit: string | null; verdict: { answer: 'yes' | 'no' | 'cant-tell' }; checks: Array<{ id: string; status: string }> },
): ActivityEvent[] {
	// A "can't tell yet" answer is neither within limits nor over them: no calculation is listed for it.
	const outcome: Outcome | undefined = result.verdict.answer === 'no' ? 'over' : result.verdict.answer === 'yes' ? 'pass' : undefined
	const events: ActivityEvent[] = []
	const vehicle = request.vehicleId !== undefined ? { vehicleId: request.vehicleId } : {}
	const failed = result.checks.find((c) => c.status === 'fail')
	const limit = outcome === 'over' ? (failed?.id ?? result.bindingLimit) : result.bindingLimit
	if (outcome && limit && request.trailerWeight && request.trailerWeight > 0) {
		events.push({
			kind: 'calculation',
			...vehicle,
			trailerType: request.trailerType ?? 'conventional',
			trailerWeight: request.trailerWeight,
			outcome,
			bindingLimit: limit,
		})
	}
	const states = [...new Set([...(request.state ? [request.state] : []), ...(request.tripStates ?? [])])]
	if (states.length > 0) events.push({ kind: 'trip-check', ...vehicle, states, ...(outcome ? { outcome } : {}) })
	return events
}
