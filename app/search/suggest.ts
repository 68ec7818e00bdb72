// Suggestions as you type: makes, models and model years from the catalogue, matched by word prefixes
// ("f15" → F-150, "silv 25" → Silverado 2500HD, "2019 tac" → 2019 Toyota Tacoma). Pure and cheap: the
// catalogue is a few hundred entries held in memory.
import { landingPath } from '~/vehicles/vehicle'
import { type CatalogModel, tokenize } from './free-text'

export interface Suggestion {
	label: string
	href: string
	kind: 'make' | 'model' | 'model-year'
}

export const MAX_SUGGESTIONS = 8

const MAKE_ALIASES: Record<string, string> = { chevy: 'chevrolet', vw: 'volkswagen', mercedes: 'mercedes', benz: 'mercedes', caddy: 'cadillac' }

const compact = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, '')

/** Every word of the name, and the name run together ("f-150" → "f150"), for prefix matching. */
function wordsOf(text: string) {
	const words = tokenize(text)
	return [...words, compact(text), ...words.map((_, i) => words.slice(i).join(''))]
}

/** Each typed token is a prefix of some word of the name (or of the name run together from some word on). */
function matches(tokens: string[], words: string[]) {
	return tokens.every((t) => words.some((w) => w.startsWith(t)))
}

export function suggest(q: string, catalog: CatalogModel[], limit = MAX_SUGGESTIONS): Suggestion[] {
	const raw = tokenize(q.slice(0, 120))
	const year = raw.find((t) => /^(19|20)\d\d$/.test(t))
	const tokens = raw.filter((t) => t !== year).map((t) => MAKE_ALIASES[t] ?? t)
	if (tokens.length === 0) return []
	const out: Suggestion[] = []
	const seen = new Set<string>()
	const push = (s: Suggestion) => {
		if (out.length < limit && !seen.has(s.href)) {
			seen.add(s.href)
			out.push(s)
		}
	}
	// Makes first when the words name only a make and no year.
	if (!year) {
		const makes = new Map(catalog.map((m) => [m.makeSlug, m.make]))
		for (const [slug, make] of [...makes].sort((a, b) => a[1].localeCompare(b[1]))) {
			if (matches(tokens, wordsOf(make))) push({ label: `${make} (all models)`, href: landingPath.make(slug), kind: 'make' })
		}
	}
	const models = catalog
		.filter((m) => matches(tokens, wordsOf(`${m.make} ${m.model}`)))
		// Models whose own name the words start, before makes' other models; then natural order.
		.sort((a, b) => Number(matches(tokens, wordsOf(b.model))) - Number(matches(tokens, wordsOf(a.model))) || a.model.localeCompare(b.model, 'en', { numeric: true }))
	for (const m of models) {
		if (year) {
			const y = Number(year)
			if (m.years.includes(y)) push({ label: `${y} ${m.make} ${m.model}`, href: landingPath.year(m.makeSlug, m.modelSlug, y), kind: 'model-year' })
		} else {
			push({ label: `${m.make} ${m.model}`, href: landingPath.model(m.makeSlug, m.modelSlug), kind: 'model' })
		}
	}
	return out
}
