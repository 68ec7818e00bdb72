// `npm run data:check`: validates both levels of vehicle data (data/model-years and data/vehicles, and the rules
// between them) and prints the coverage report. Exits non-zero on any broken rule.
import path from 'node:path'
import { coverage, formatCoverage, formatLineupCoverage, lineupCoverage } from '../app/vehicles/coverage'
import { readDataSet } from '../app/vehicles/load-vehicle-files.server'

const root = path.resolve(process.argv[2] ?? 'data')
const { configurations, lineup, problems } = readDataSet({ vehiclesDir: path.join(root, 'vehicles'), modelYearsDir: path.join(root, 'model-years') })
const configurationRows = configurations.map((r) => r.row)
console.log(formatLineupCoverage(lineupCoverage(lineup.map((r) => r.row), configurationRows)))
console.log('')
console.log(formatCoverage(coverage(configurationRows)))
if (problems.length > 0) {
	console.error(`\n${problems.length} broken rule(s):`)
	for (const p of problems) console.error(`  ${p.file}:${p.line}: ${p.rule}`)
	process.exit(1)
}
console.log('\nEvery row of both levels passes the schema, the consistency rules and the rules between the levels.')
