// The coverage report of the state-law records (`npm run data:check`): which facts each state has, stated or
// "not specified", which are not in our data yet, which facts are most often missing, and which were read in an
// edition too old to be taken as the current rule. Pure.
import { STATE_FACT_KEYS, type StateFactKey, type StateLaw } from '~/domain/state-law-schema'
import { FACT_LABELS } from '~/domain/state-laws'
import { US_STATES } from '~/domain/us-states'

export function formatStateLawCoverage(laws: StateLaw[]): string {
	const byCode = new Map(laws.map((l) => [l.code, l]))
	const lines = [`── State towing laws (data/state-laws) ──`, `Records: ${laws.length} of ${US_STATES.length} states and DC`]
	let stated = 0
	let notSpecified = 0
	for (const [code, name] of US_STATES) {
		const law = byCode.get(code)
		if (!law) {
			lines.push(`  ${code} ${name.padEnd(22)} no record yet`)
			continue
		}
		const s = STATE_FACT_KEYS.filter((k) => law.facts[k]?.status === 'stated').length
		const n = STATE_FACT_KEYS.filter((k) => law.facts[k]?.status === 'not-specified').length
		stated += s
		notSpecified += n
		lines.push(`  ${code} ${name.padEnd(22)} ${String(s).padStart(2)} stated, ${n} not specified, ${STATE_FACT_KEYS.length - s - n} not in our data yet`)
	}
	const total = US_STATES.length * STATE_FACT_KEYS.length
	lines.push(`Facts: ${stated} stated and ${notSpecified} not specified of ${total} (${(((stated + notSpecified) / total) * 100).toFixed(1)}% researched)`)
	lines.push('Most often not in our data yet:')
	const missing = STATE_FACT_KEYS.map((k) => [k, US_STATES.filter(([code]) => !byCode.get(code)?.facts[k]).length] as const).sort((a, b) => b[1] - a[1])
	for (const [k, n] of missing) lines.push(`  ${FACT_LABELS[k].padEnd(36)} ${n} states`)
	const old = oldEditionFacts(laws)
	lines.push(`Read in an edition over ${OLD_EDITION_YEARS} years older than the check (re-read in the current text): ${old.length} facts`)
	for (const o of old) lines.push(`  ${o.code} ${FACT_LABELS[o.key].padEnd(36)} newest year cited ${o.newestYear}`)
	return lines.join('\n')
}

/** Decision 015: a section read only in an edition many years old is not the current rule. */
export const OLD_EDITION_YEARS = 10
const LAST_AMENDED = /\blast amended (?:in |by )?(?:SL |Act \S+ of |c\. ?\S+ of )?(?:19|20)\d\d\b/gi

/** Facts whose citation and address name no year within OLD_EDITION_YEARS of the date they were checked, though they
 *  name some year: the edition read (a 1995 archive, a 2004 session law) is that old. A citation with no year at all
 *  (a legislature's current page) is taken as current. "Last amended 1998" dates the section, not the edition read
 *  (a current code can hold a section untouched since 1998), so that year is left out. */
export function oldEditionFacts(laws: StateLaw[]): { code: string; key: StateFactKey; newestYear: number }[] {
	const out: { code: string; key: StateFactKey; newestYear: number }[] = []
	for (const law of laws) {
		for (const key of STATE_FACT_KEYS) {
			const fact = law.facts[key]
			if (!fact) continue
			const checkedYear = Number(fact.checked.slice(0, 4))
			const cited = `${fact.citation} ${fact.url}`.replace(LAST_AMENDED, '')
			const years = [...cited.matchAll(/(?<![\dA-Za-z])(19[5-9]\d|20\d\d)(?![\dA-Za-z])/g)].map((m) => Number(m[1])).filter((y) => y <= checkedYear)
			if (years.length === 0) continue
			const newestYear = Math.max(...years)
			if (checkedYear - newestYear > OLD_EDITION_YEARS) out.push({ code: law.code, key, newestYear })
		}
	}
	return out
}
