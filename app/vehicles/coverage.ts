// Coverage figures of the vehicle data set, for `npm run data:check` and the data tests.
import { tierShares } from '~/domain/provenance'
import { slugify } from '~/domain/slug'
import { CORE_LINEUP, yearsOf } from './core-lineup'
import { type ModelYearRow, lineupMaximum } from './model-year-data'
import type { VehicleRow } from './vehicle-data'

export const COVERAGE_TARGETS = { rows: 3000, makes: 20, firstYear: 2000, lastYear: 2026, perYear: 40, makerOrCorroborated: 50, corePickupConfigurations: 80 } as const

/** The core pickups whose model years should have configuration tables (the data issue's bar). */
export const CORE_PICKUPS = [
	'Ford F-150', 'Ford F-250 Super Duty', 'Ford F-350 Super Duty', 'Ford F-450 Super Duty', 'Chevrolet Silverado 1500',
	'Chevrolet Silverado 2500HD', 'Chevrolet Silverado 3500HD', 'GMC Sierra 1500', 'GMC Sierra 2500HD', 'GMC Sierra 3500HD',
	'Ram 1500', 'Ram 2500', 'Ram 3500', 'Toyota Tundra', 'Toyota Tacoma', 'Nissan Titan', 'Nissan Frontier', 'Chevrolet Colorado',
	'GMC Canyon', 'Ford Ranger',
] as const

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
	const tiers = tierShares(rows.map((r) => r.tier))
	const optional = OPTIONAL_FIELDS.map((f) => [f, rows.filter((r) => r[f] !== null).length] as const)
	const shortfalls: string[] = []
	if (rows.length < COVERAGE_TARGETS.rows) shortfalls.push(`${rows.length} configurations, target ${COVERAGE_TARGETS.rows}`)
	if (byMake.length < COVERAGE_TARGETS.makes) shortfalls.push(`${byMake.length} makes, target ${COVERAGE_TARGETS.makes}`)
	const thinYears = years.filter(([, n]) => n < COVERAGE_TARGETS.perYear)
	if (thinYears.length > 0) shortfalls.push(`${thinYears.length} model years under ${COVERAGE_TARGETS.perYear} configurations: ${thinYears.map(([y, n]) => `${y} (${n})`).join(', ')}`)
	const strong = tiers.filter((t) => t.tier !== 'single').reduce((sum, t) => sum + t.percent, 0)
	if (strong < COVERAGE_TARGETS.makerOrCorroborated) shortfalls.push(`${strong.toFixed(1)}% of configurations maker text or corroborated, target ${COVERAGE_TARGETS.makerOrCorroborated}%`)
	return { total: rows.length, years, byMake, byClass, verified, tiers, optional, shortfalls }
}

const nameKey = (year: number, make: string, model: string) => `${year}|${slugify(make)}|${slugify(model)}`

/** The line-up level: coverage of the core list (missing years by name), tiers, disagreements; core pickups' configuration tables. */
export function lineupCoverage(lineup: ModelYearRow[], configurations: VehicleRow[]) {
	const haveLineup = new Set(lineup.map((r) => nameKey(r.year, r.make, r.model)))
	const haveConfig = new Set(configurations.map((r) => nameKey(r.year, r.make, r.model)))
	const core = CORE_LINEUP.map((n) => {
		const years = yearsOf(n)
		const has = (set: Set<string>, y: number) => n.names.some((name) => set.has(nameKey(y, name.make, name.model)))
		return {
			label: n.label,
			years: years.length,
			missing: years.filter((y) => !has(haveLineup, y)),
			configured: years.filter((y) => has(haveConfig, y)).length,
		}
	})
	const coreYears = core.reduce((sum, n) => sum + n.years, 0)
	const coreCovered = core.reduce((sum, n) => sum + n.years - n.missing.length, 0)
	const pickups = core.filter((n) => (CORE_PICKUPS as readonly string[]).includes(n.label))
	const pickupYears = pickups.reduce((sum, n) => sum + n.years, 0)
	const pickupConfigured = pickups.reduce((sum, n) => sum + n.configured, 0)
	const tiers = tierShares(lineup.map((r) => r.tier))
	const shortfalls: string[] = []
	if (coreCovered < coreYears) shortfalls.push(`${coreYears - coreCovered} of ${coreYears} core nameplate-years have no line-up row`)
	const strong = tiers.filter((t) => t.tier !== 'single').reduce((sum, t) => sum + t.percent, 0)
	if (lineup.length > 0 && strong < COVERAGE_TARGETS.makerOrCorroborated)
		shortfalls.push(`${strong.toFixed(1)}% of line-up rows maker text or corroborated, target ${COVERAGE_TARGETS.makerOrCorroborated}%`)
	const pickupShare = pickupYears === 0 ? 0 : (pickupConfigured / pickupYears) * 100
	if (pickupShare < COVERAGE_TARGETS.corePickupConfigurations)
		shortfalls.push(`configurations for ${pickupShare.toFixed(1)}% of core pickup model years, target ${COVERAGE_TARGETS.corePickupConfigurations}%`)
	return {
		total: lineup.length,
		makes: new Set(lineup.map((r) => r.make)).size,
		coreYears,
		coreCovered,
		core,
		tiers,
		disagreements: lineup.filter((r) => r.disagreement).map((r) => `${r.year} ${r.make} ${r.model}: ${lineupMaximum(r)} lb shown; ${r.disagreement}`),
		pickupYears,
		pickupConfigured,
		shortfalls,
	}
}

export function formatLineupCoverage(c: ReturnType<typeof lineupCoverage>) {
	const pct = (n: number, of: number) => (of === 0 ? '0.0' : ((n / of) * 100).toFixed(1))
	const lines = [
		'── Level 1: model-year line-up (data/model-years) ──',
		`Line-up rows: ${c.total} (${c.makes} makes)`,
		`Core line-up: ${c.coreCovered} of ${c.coreYears} nameplate-years (${pct(c.coreCovered, c.coreYears)}%)`,
		'By provenance tier:',
		...c.tiers.map((t) => `  ${t.tier.padEnd(14)} ${String(t.count).padStart(5)} (${t.percent.toFixed(1)}%)`),
		'',
		'Core nameplates (rows / years sold; missing model years):',
		...c.core.map((n) => `  ${n.label.padEnd(28)} ${String(n.years - n.missing.length).padStart(3)}/${String(n.years).padEnd(3)} ${n.missing.length === 0 ? 'complete' : `missing ${compactYears(n.missing)}`}`),
		'',
		`Core pickups with configuration tables: ${c.pickupConfigured} of ${c.pickupYears} model years (${pct(c.pickupConfigured, c.pickupYears)}%)`,
	]
	if (c.disagreements.length > 0) lines.push('', 'Sources disagree (the lower figure is shown):', ...c.disagreements.map((d) => `  - ${d}`))
	if (c.shortfalls.length > 0) lines.push('', 'Below the line-up targets (reported, not a rule failure):', ...c.shortfalls.map((s) => `  - ${s}`))
	return lines.join('\n')
}

/** 2000, 2001, 2002, 2005 → "2000–2002, 2005" */
export function compactYears(years: number[]) {
	const runs: string[] = []
	let start = years[0]
	for (let i = 1; i <= years.length; i++) {
		if (years[i] !== years[i - 1]! + 1) {
			runs.push(start === years[i - 1] ? String(start) : `${start}–${years[i - 1]}`)
			start = years[i]
		}
	}
	return runs.join(', ')
}

export function formatCoverage(c: ReturnType<typeof coverage>) {
	const pct = (n: number) => (c.total === 0 ? '0.0' : ((n / c.total) * 100).toFixed(1))
	const lines = [
		'── Level 2: configurations (data/vehicles) ──',
		`Configurations: ${c.total}`,
		`Makes: ${c.byMake.length}`,
		`Verified against the publication text: ${c.verified} (${pct(c.verified)}%)`,
		'By provenance tier:',
		...c.tiers.map((t) => `  ${t.tier.padEnd(14)} ${String(t.count).padStart(5)} (${t.percent.toFixed(1)}%)`),
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
