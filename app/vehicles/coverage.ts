// Coverage figures of the vehicle data set, for `npm run data:check` and the data tests.
import type { VehicleRow } from './vehicle-data'

export const COVERAGE_TARGETS = { rows: 2300, makes: 20, firstYear: 2000, lastYear: 2025, perYear: 40 } as const

const OPTIONAL_FIELDS = ['fifthWheelTowing', 'payloadCapacity', 'gcwr', 'gvwr', 'curbWeight', 'axleRatio', 'requiredPackage', 'msrp', 'sourceUrl'] as const

function countBy<T>(rows: T[], key: (r: T) => string | number) {
	const out = new Map<string | number, number>()
	for (const r of rows) out.set(key(r), (out.get(key(r)) ?? 0) + 1)
	return out
}

export function coverage(rows: VehicleRow[]) {
	const byYear = countBy(rows, (r) => r.year)
	const years: Array<[number, number]> = []
	for (let y = COVERAGE_TARGETS.firstYear; y <= COVERAGE_TARGETS.lastYear; y++) years.push([y, byYear.get(y) ?? 0])
	const byMake = [...countBy(rows, (r) => r.make)].sort((a, b) => b[1] - a[1]) as Array<[string, number]>
	const byClass = [...countBy(rows, (r) => r.vehicleClass)].sort((a, b) => b[1] - a[1]) as Array<[string, number]>
	const verified = rows.filter((r) => r.verified).length
	const optional = OPTIONAL_FIELDS.map((f) => [f, rows.filter((r) => r[f] !== null).length] as const)
	const shortfalls: string[] = []
	if (rows.length < COVERAGE_TARGETS.rows) shortfalls.push(`${rows.length} configurations, target ${COVERAGE_TARGETS.rows}`)
	if (byMake.length < COVERAGE_TARGETS.makes) shortfalls.push(`${byMake.length} makes, target ${COVERAGE_TARGETS.makes}`)
	const thinYears = years.filter(([, n]) => n < COVERAGE_TARGETS.perYear)
	if (thinYears.length > 0) shortfalls.push(`${thinYears.length} model years under ${COVERAGE_TARGETS.perYear} configurations: ${thinYears.map(([y, n]) => `${y} (${n})`).join(', ')}`)
	return { total: rows.length, years, byMake, byClass, verified, optional, shortfalls }
}

export function formatCoverage(c: ReturnType<typeof coverage>) {
	const pct = (n: number) => (c.total === 0 ? '0.0' : ((n / c.total) * 100).toFixed(1))
	const lines = [
		`Configurations: ${c.total}`,
		`Makes: ${c.byMake.length}`,
		`Verified against the publication text: ${c.verified} (${pct(c.verified)}%)`,
		'',
		'By model year:',
		...c.years.map(([y, n]) => `  ${y}  ${String(n).padStart(5)}`),
		'',
		'By make:',
		...c.byMake.map(([m, n]) => `  ${m.padEnd(16)} ${String(n).padStart(5)}`),
		'',
		'By class:',
		...c.byClass.map(([k, n]) => `  ${k.padEnd(16)} ${String(n).padStart(5)}`),
		'',
		'Rows with each optional field:',
		...c.optional.map(([f, n]) => `  ${f.padEnd(18)} ${String(n).padStart(5)} (${pct(n)}%)`),
	]
	if (c.shortfalls.length > 0) lines.push('', 'Below the coverage targets (reported, not a rule failure):', ...c.shortfalls.map((s) => `  - ${s}`))
	return lines.join('\n')
}
