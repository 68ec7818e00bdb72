// Validates data/state-laws/*.yaml and prints which facts each state has. Exit 1 on any problem.
import path from 'node:path'
import { readStateLaws } from '~/state-laws/load-files.server'
import { STATE_FACT_KEYS } from '~/domain/state-law-schema'
import { US_STATES } from '~/domain/us-states'

const { laws, problems } = readStateLaws(path.resolve('data/state-laws'))
const byCode = new Map(laws.map((l) => [l.code, l]))
console.log(`State laws: ${laws.length} of ${US_STATES.length} states and DC`)
for (const [code, name] of US_STATES) {
	const law = byCode.get(code)
	if (!law) {
		console.log(`  ${code} ${name}: no file yet`)
		continue
	}
	const missing = STATE_FACT_KEYS.filter((k) => !law.facts[k])
	const stated = STATE_FACT_KEYS.filter((k) => law.facts[k]?.status === 'stated').length
	console.log(`  ${code} ${name}: ${stated} stated, ${STATE_FACT_KEYS.length - missing.length - stated} not specified, missing ${missing.length ? missing.join(', ') : 'none'}`)
}
for (const p of problems) console.log(`PROBLEM data/state-laws/${p.file}: ${p.problem}`)
process.exit(problems.length > 0 ? 1 : 0)
