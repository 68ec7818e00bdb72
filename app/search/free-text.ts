// Understands what people type into the search box — "2019 f150", "silverado 2500 2021",
// "tundra towing", "ram 3500 dually" — with tolerance for a typo and missing hyphens. Pure.

export interface CatalogModel {
	make: string
	model: string
	makeSlug: string
	modelSlug: string
	years: number[]
}

export interface ModelMatch {
	model: CatalogModel
	score: number
}

export interface ParsedQuery {
	year?: number
	matches: ModelMatch[]
	/** Words that are neither year, make nor model, used to rank configurations (e.g. "dually", "diesel"). */
	keywords: string[]
}

const MAKE_ALIASES: Record<string, string> = {
	chevy: 'chevrolet',
	chev: 'chevrolet',
	vw: 'volkswagen',
	merc: 'mercedes-benz',
	mercedes: 'mercedes-benz',
	benz: 'mercedes-benz',
	landrover: 'land-rover',
	caddy: 'cadillac',
}

/** Words people add that say nothing about the vehicle. */
const STOP_WORDS = new Set([
	'towing', 'tow', 'tows', 'capacity', 'capacities', 'max', 'maximum', 'how', 'much', 'can', 'a', 'an', 'the', 'what',
	'is', 'of', 'for', 'pull', 'rating', 'ratings', 'specs', 'spec', 'lbs', 'lb', 'pounds', 'weight', 'my', 'i', 'truck',
])

const compact = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, '')

export function tokenize(q: string): string[] {
	return q
		.toLowerCase()
		.replace(/(\d)\s*-\s*(\d)/g, '$1$2')
		.split(/[^a-z0-9]+/)
		.filter(Boolean)
}

// Three reusable rows (two back for transpositions): no allocation per comparison (issue 16).
let rowA = new Int32Array(64)
let rowB = new Int32Array(64)
let rowC = new Int32Array(64)

/**
 * Optimal-string-alignment distance (Levenshtein plus adjacent transpositions). With `max`, stops as soon as
 * the answer must exceed it and returns max + 1.
 */
export function editDistance(a: string, b: string, max = Number.POSITIVE_INFINITY) {
	if (Math.abs(a.length - b.length) > max) return max + 1
	const n = b.length
	if (rowA.length <= n) {
		rowA = new Int32Array(n + 1)
		rowB = new Int32Array(n + 1)
		rowC = new Int32Array(n + 1)
	}
	let prev2 = rowA // row i - 2
	let prev = rowB // row i - 1
	let cur = rowC // row i
	for (let j = 0; j <= n; j++) prev[j] = j
	for (let i = 1; i <= a.length; i++) {
		cur[0] = i
		let rowMin = i
		const ai = a.charCodeAt(i - 1)
		for (let j = 1; j <= n; j++) {
			const bj = b.charCodeAt(j - 1)
			let v = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + (ai === bj ? 0 : 1))
			if (i > 1 && j > 1 && ai === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === bj) v = Math.min(v, prev2[j - 2]! + 1)
			cur[j] = v
			if (v < rowMin) rowMin = v
		}
		if (rowMin > max) return max + 1
		const t = prev2
		prev2 = prev
		prev = cur
		cur = t
	}
	return prev[n]! > max ? max + 1 : prev[n]!
}

/** How many typos a word of this length may carry. */
const allowedTypos = (length: number) => (length >= 8 ? 2 : length >= 4 ? 1 : 0)

const digitsOf = (s: string) => s.replace(/\D/g, '')

/** A word or name with its digits taken out once, so comparisons do not run a regular expression each. */
interface Term {
	text: string
	digits: string
}
const term = (text: string): Term => ({ text, digits: digitsOf(text) })

/** 1 for exact, 0.9 for a prefix (silverado2500 → silverado2500hd), 0.8 for a typo, else 0. */
function similarity(typedTerm: Term, targetTerm: Term) {
	const typed = typedTerm.text
	const target = targetTerm.text
	if (typed === target) return 1
	if (typed.length >= 3 && target.startsWith(typed)) return 0.9 - Math.min(0.2, (target.length - typed.length) * 0.02)
	// Numbers are never typos: "3500" must not match "1500".
	const td = typedTerm.digits
	if (!targetTerm.digits.startsWith(td) || (td === '' && targetTerm.digits !== '' && typed.length < 5)) return 0
	if (typed.length >= 4) {
		const allowed = allowedTypos(target.length)
		if (editDistance(typed, target, allowed) <= allowed) return 0.8
	}
	if (typed.length >= 5 && target.length > typed.length) {
		const allowed = allowedTypos(typed.length)
		if (editDistance(typed, target.slice(0, typed.length), allowed) <= allowed) return 0.7
	}
	return 0
}

interface PreparedModel {
	model: CatalogModel
	target: Term
	targetNoMake: Term
}

/** What parsing needs of a catalogue, computed once per catalogue (it changes only with the seed). */
const prepared = new WeakMap<CatalogModel[], { makes: Array<{ slug: string; term: Term }>; models: PreparedModel[] }>()

function prepare(catalog: CatalogModel[]) {
	let p = prepared.get(catalog)
	if (!p) {
		p = {
			makes: [...new Set(catalog.map((m) => m.makeSlug))].map((slug) => ({ slug, term: term(compact(slug)) })),
			models: catalog.map((model) => {
				const target = compact(model.model)
				const make = compact(model.make)
				return { model, target: term(target), targetNoMake: term(target.startsWith(make) ? target.slice(make.length) : target) }
			}),
		}
		prepared.set(catalog, p)
	}
	return p
}

const YEAR = /^(19|20)\d{2}$/

export function parseFreeText(q: string, catalog: CatalogModel[]): ParsedQuery {
	const tokens = tokenize(q)
	let year: number | undefined
	const rest: string[] = []
	for (const t of tokens) {
		if (year === undefined && YEAR.test(t)) year = Number(t)
		else rest.push(t)
	}

	const { makes, models } = prepare(catalog)
	const makeOf = (token: string) => {
		const aliased = term(MAKE_ALIASES[token] ?? token)
		let best: { slug: string; score: number } | undefined
		for (const { slug, term: makeTerm } of makes) {
			const s = similarity(aliased, makeTerm)
			if (s >= 0.8 && (!best || s > best.score)) best = { slug, score: s }
		}
		return best
	}

	// Which tokens name a make? (Two-word makes like "land rover" arrive compacted below too.)
	const makeHits = new Map<string, number>()
	const usedForMake = new Set<number>()
	rest.forEach((t, i) => {
		const hit = makeOf(t) ?? (i + 1 < rest.length ? makeOf(t + rest[i + 1]) : undefined)
		if (hit) {
			makeHits.set(hit.slug, Math.max(makeHits.get(hit.slug) ?? 0, hit.score))
			usedForMake.add(i)
		}
	})

	// Try every run of up to three consecutive tokens as a model name ("silverado 2500" → silverado2500).
	const matches: Array<ModelMatch & { makeOnly: boolean; usedDigits: boolean }> = []
	const usedForModel = new Set<number>()
	// Every run of up to three consecutive tokens, joined, once per query rather than once per model.
	const spans: Array<{ span: number[]; typed: Term; extra: number }> = []
	for (let i = 0; i < rest.length; i++) {
		for (let len = 1; len <= 3 && i + len <= rest.length; len++) {
			const span = Array.from({ length: len }, (_, k) => i + k)
			const typed = span.map((k) => rest[k]).join('')
			if (!STOP_WORDS.has(typed)) spans.push({ span, typed: term(typed), extra: (len - 1) * 0.05 })
		}
	}
	for (const { model, target, targetNoMake } of models) {
		let best = 0
		let bestSpan: number[] = []
		for (const { span, typed, extra } of spans) {
			const s = Math.max(similarity(typed, target), similarity(typed, targetNoMake))
			// Longer spans that still match are better evidence ("ram 1500" over "1500").
			const score = s > 0 ? s + extra : 0
			if (score > best) {
				best = score
				bestSpan = span
			}
		}
		const makeScore = makeHits.get(model.makeSlug)
		// A number alone ("1500") is weak evidence unless the make was named too.
		const numericOnly = bestSpan.length > 0 && bestSpan.every((k) => /^\d+$/.test(rest[k]!))
		if (best > 0 && numericOnly && makeScore === undefined && makeHits.size > 0) continue
		if (numericOnly && makeScore === undefined) best *= 0.6
		let score = best + (makeScore !== undefined ? 0.5 * makeScore : 0)
		if (best === 0 && makeScore !== undefined) score = 0.3 * makeScore
		if (score <= 0) continue
		if (makeHits.size > 0 && makeScore === undefined && best < 1) score *= 0.5
		if (year !== undefined && !model.years.includes(year)) score *= 0.4
		matches.push({ model, score, makeOnly: best === 0, usedDigits: bestSpan.some((k) => /\d/.test(rest[k]!)) })
		if (best > 0) bestSpan.forEach((k) => usedForModel.add(k))
	}
	matches.sort((a, b) => b.score - a.score || a.model.model.localeCompare(b.model.model, 'en', { numeric: true }))
	const top = matches[0]?.score ?? 0
	let kept = matches.filter((m) => m.score >= top * 0.6)
	// "silverado 1500": once the number picked the model, models that ignore the number are other answers.
	if (matches[0]?.usedDigits) kept = kept.filter((m) => m.usedDigits)

	const keywords = rest.filter((t, i) => !usedForMake.has(i) && !usedForModel.has(i) && !STOP_WORDS.has(t))
	// "ram 3500" when no 3500 is known: showing the make's other models would answer a different question.
	if (keywords.some((k) => /\d/.test(k))) kept = kept.filter((m) => !m.makeOnly && !/\d/.test(m.model.model))
	return { year, matches: kept.map(({ model, score }) => ({ model, score })), keywords }
}

/** Words that point at a configuration: ranks trims that mention them (or their synonyms) first. */
const KEYWORD_SYNONYMS: Record<string, string[]> = {
	dually: ['drw', 'dual rear wheel', 'dually'],
	drw: ['drw', 'dual rear wheel', 'dually'],
	diesel: ['diesel', 'duramax', 'cummins', 'power stroke', 'powerstroke', 'ecodiesel', 'tdi'],
	hybrid: ['hybrid', 'powerboost', 'i-force max'],
	electric: ['electric', 'ev', 'motor'],
	'4x4': ['4wd'],
	'4wd': ['4wd'],
	awd: ['awd'],
	'2wd': ['2wd'],
	'4x2': ['2wd'],
	gooseneck: ['gooseneck', 'fifth'],
	fifth: ['fifth', 'gooseneck'],
}

export function keywordScore(searchText: string, keywords: string[]) {
	let score = 0
	for (const k of keywords) {
		const terms = KEYWORD_SYNONYMS[k] ?? [k]
		if (terms.some((t) => searchText.includes(t))) score += 1
	}
	return score
}
