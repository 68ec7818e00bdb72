// The model-year line-up level (data/model-years/*.csv): one row per (year, make, model) the maker sold in the
// US, with the maker's published maxima. Schema, row rules and the rules between the two levels.
// Pure: used by the seed, `npm run data:check` and the data tests.
import { z } from 'zod'
import { PROVENANCE_TIERS } from '~/domain/provenance'
import { slugify } from '~/domain/slug'
import {
	MAKE_CODES,
	PLAUSIBLE,
	type RowProblem,
	type VehicleRow,
	VEHICLE_CLASSES,
	bool,
	checkProvenance,
	intField,
	optionalInt,
	optionalText,
	optionalUrl,
	text,
} from './vehicle-data'

export const MODEL_YEAR_CSV_COLUMNS = [
	'id', 'year', 'make', 'model', 'vehicleClass', 'maxConventionalTowing', 'maxFifthWheelTowing', 'maxPayload',
	'saeJ2807Certified', 'tier', 'source', 'sourceUrl', 'source2', 'sourceUrl2', 'disagreement', 'notes',
] as const

export const ModelYearRowSchema = z.object({
	id: intField,
	year: intField.pipe(z.number().min(2000, 'must be 2000 or later').max(2026, 'must be 2026 or earlier')),
	make: text,
	model: text,
	vehicleClass: z.enum(VEHICLE_CLASSES),
	maxConventionalTowing: optionalInt,
	maxFifthWheelTowing: optionalInt,
	maxPayload: optionalInt,
	saeJ2807Certified: bool,
	tier: z.enum(PROVENANCE_TIERS, { message: `must be one of ${PROVENANCE_TIERS.join(', ')}` }),
	source: text,
	sourceUrl: optionalUrl,
	source2: optionalText,
	sourceUrl2: optionalUrl,
	disagreement: optionalText,
	notes: optionalText,
})

export type ModelYearRow = z.infer<typeof ModelYearRowSchema>

export interface LocatedModelYear {
	file: string
	line: number
	row: ModelYearRow
}

/** The highest published rating of a line-up row, conventional or fifth-wheel/gooseneck. */
export const lineupMaximum = (r: Pick<ModelYearRow, 'maxConventionalTowing' | 'maxFifthWheelTowing'>) =>
	Math.max(r.maxConventionalTowing ?? 0, r.maxFifthWheelTowing ?? 0)

export function checkModelYearRow(r: ModelYearRow): string[] {
	const broken = checkProvenance(r)
	// Heavy-duty headlines often give only the fifth-wheel/gooseneck maximum: one of the two is enough.
	if (r.maxConventionalTowing === null && r.maxFifthWheelTowing === null) broken.push('a line-up row needs maxConventionalTowing or maxFifthWheelTowing')
	if (r.maxFifthWheelTowing !== null && r.vehicleClass !== 'pickup') broken.push('maxFifthWheelTowing is only for pickups')
	if (r.tier !== 'maker' && !r.sourceUrl) broken.push('a figure not read in the maker’s text needs the sourceUrl of the publication that states it')
	const ranges: Array<[string, number | null, readonly [number, number]]> = [
		['maxConventionalTowing', r.maxConventionalTowing, PLAUSIBLE.towing],
		['maxFifthWheelTowing', r.maxFifthWheelTowing, PLAUSIBLE.towing],
		['maxPayload', r.maxPayload, PLAUSIBLE.payloadCapacity],
	]
	for (const [name, value, [min, max]] of ranges) {
		if (value !== null && (value < min || value > max)) broken.push(`${name} ${value} is outside the plausible range ${min}–${max}`)
	}
	return broken
}

export const modelYearKey = (r: { year: number; make: string; model: string }) => `${r.year}|${slugify(r.make)}|${slugify(r.model)}`

/** Rules across line-up rows: unique ids inside the make's block, one row per (year, make, model). */
export function checkModelYearSet(rows: LocatedModelYear[]): RowProblem[] {
	const problems: RowProblem[] = []
	const ids = new Map<number, LocatedModelYear>()
	const keys = new Map<string, LocatedModelYear>()
	for (const located of rows) {
		const { row, file, line } = located
		for (const rule of checkModelYearRow(row)) problems.push({ file, line, rule })
		const code = MAKE_CODES[slugify(row.make)]
		if (code === undefined) problems.push({ file, line, rule: `make "${row.make}" has no id block in data/README.md` })
		else if (Math.floor(row.id / 10_000) !== code)
			problems.push({ file, line, rule: `id ${row.id} is outside ${row.make}'s block ${code * 10_000 + 1}–${code * 10_000 + 9_999}` })
		const sameId = ids.get(row.id)
		if (sameId) problems.push({ file, line, rule: `id ${row.id} duplicates ${sameId.file}:${sameId.line}` })
		else ids.set(row.id, located)
		const key = modelYearKey(row)
		const sameKey = keys.get(key)
		if (sameKey) problems.push({ file, line, rule: `a second line-up row for ${row.year} ${row.make} ${row.model} (first at ${sameKey.file}:${sameKey.line})` })
		else keys.set(key, located)
	}
	return problems
}

/**
 * Rules between the levels: no configuration exceeds its model year's line-up maximum (conventional against
 * conventional, fifth-wheel against fifth-wheel where the line-up publishes one, else against the highest).
 */
export function checkLevels(configurations: Array<{ file: string; line: number; row: VehicleRow }>, lineup: ModelYearRow[]): RowProblem[] {
	const byKey = new Map(lineup.map((r) => [modelYearKey(r), r]))
	const problems: RowProblem[] = []
	for (const { file, line, row } of configurations) {
		const m = byKey.get(modelYearKey(row))
		if (!m) continue
		const name = `${m.year} ${m.make} ${m.model}`
		const conventionalCeiling = m.maxConventionalTowing ?? lineupMaximum(m)
		if (row.conventionalTowing > conventionalCeiling)
			problems.push({ file, line, rule: `conventionalTowing ${row.conventionalTowing} exceeds the ${name} line-up maximum ${conventionalCeiling}` })
		const fifthCeiling = m.maxFifthWheelTowing ?? lineupMaximum(m)
		if (row.fifthWheelTowing !== null && row.fifthWheelTowing > fifthCeiling)
			problems.push({ file, line, rule: `fifthWheelTowing ${row.fifthWheelTowing} exceeds the ${name} line-up maximum ${fifthCeiling}` })
	}
	return problems
}
