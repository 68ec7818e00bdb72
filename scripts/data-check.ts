// `npm run data:check`: validates both levels of vehicle data (data/model-years and data/vehicles, and the rules
// between them) and the state-law records (data/state-laws), and prints the coverage reports. Exits non-zero on
// any broken rule.
import path from 'node:path'
import { coverage, formatCoverage, formatLineupCoverage, lineupCoverage } from '../app/vehicles/coverage'
import { readDataSet } from '../app/vehicles/load-vehicle-files.server'
import { formatStateLawCoverage } from '../app/state-laws/coverage'
import { readStateLaws } from '../app/state-laws/load-files.server'

const root = path.resolve(process.argv[2] ?? 'data')
const { configurations, lineup, problems } = readDataSet({ vehiclesDir: path.join(root, 'vehicles'), modelYearsDir: path.join(root, 'model-years') })
const configurationRows = configurations.map((r) => r.row)
console.log(formatLineupCoverage(lineupCoverage(lineup.map((r) => r.row), configurationRows)))
console.log('')
console.log(formatCoverage(coverage(configurationRows)))
const stateLaws = readStateLaws(path.join(root, 'state-laws'))
console.log('')
console.log(formatStateLawCoverage(stateLaws.laws))
if (problems.length > 0 || stateLaws.problems.length > 0) {
	console.error(`\n${problems.length + stateLaws.problems.length} broken rule(s):`)
	for (const p of problems) console.error(`  ${p.file}:${p.line}: ${p.rule}`)
	for (const p of stateLaws.problems) console.error(`  data/state-laws/${p.file}: ${p.problem}`)
	process.exit(1)
}
console.log('\nEvery row of both vehicle levels passes the schema, the consistency rules and the rules between the levels; every state-law record passes its schema.')
