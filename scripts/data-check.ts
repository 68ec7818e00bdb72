// `npm run data:check`: validates data/vehicles/*.csv and prints the coverage report.
// Exits non-zero on any broken rule.
import path from 'node:path'
import { coverage, formatCoverage } from '../app/vehicles/coverage'
import { readVehicleFiles } from '../app/vehicles/load-vehicle-files.server'

const dir = path.resolve(process.argv[2] ?? 'data/vehicles')
const { rows, problems } = readVehicleFiles(dir)
console.log(formatCoverage(coverage(rows.map((r) => r.row))))
if (problems.length > 0) {
	console.error(`\n${problems.length} broken rule(s):`)
	for (const p of problems) console.error(`  ${p.file}:${p.line}: ${p.rule}`)
	process.exit(1)
}
console.log('\nEvery row passes the schema and consistency rules.')
