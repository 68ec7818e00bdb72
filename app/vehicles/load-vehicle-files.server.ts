// Reads and validates the two levels of vehicle data: data/vehicles/*.csv (configurations) and
// data/model-years/*.csv (the makers' model-year line-up). Throws DataError naming file, line and rule.
import fs from 'node:fs'
import path from 'node:path'
import { parse } from 'csv-parse/sync'
import type { z } from 'zod'
import { type LocatedModelYear, MODEL_YEAR_CSV_COLUMNS, ModelYearRowSchema, checkLevels, checkModelYearSet } from './model-year-data'
import { CSV_COLUMNS, checkDataSet, type LocatedRow, type RowProblem, VehicleRowSchema } from './vehicle-data'
import { type Source, hashFiles, source } from '~/utils/hash-files.server'

export class DataError extends Error {
	constructor(public problems: RowProblem[]) {
		super(
			`Vehicle data has ${problems.length} problem(s):\n` +
				problems
					.slice(0, 50)
					.map((p) => `  ${p.file}:${p.line}: ${p.rule}`)
					.join('\n') +
				(problems.length > 50 ? `\n  … and ${problems.length - 50} more` : ''),
		)
	}
}

export function vehicleFiles(dir: string) {
	if (!fs.existsSync(dir)) return []
	return fs
		.readdirSync(dir)
		.filter((f) => f.endsWith('.csv'))
		.sort()
		.map((f) => path.join(dir, f))
}

/** Parses every CSV of a folder against its columns and row schema; rows with their file and line, or problems. */
function readCsvFolder<S extends z.ZodType>(dir: string, columns: readonly string[], schema: S) {
	const rows: Array<{ file: string; line: number; row: z.infer<S> }> = []
	const problems: RowProblem[] = []
	for (const filePath of vehicleFiles(dir)) {
		const file = path.relative(process.cwd(), filePath)
		let records: string[][]
		try {
			records = parse(fs.readFileSync(filePath, 'utf8'), { relax_column_count: true, skip_empty_lines: true, bom: true })
		} catch (error) {
			problems.push({ file, line: 0, rule: `not valid CSV: ${(error as Error).message}` })
			continue
		}
		const [header, ...body] = records
		if (!header || header.join(',') !== columns.join(',')) {
			problems.push({ file, line: 1, rule: `header must be exactly: ${columns.join(',')}` })
			continue
		}
		body.forEach((values, index) => {
			const line = index + 2
			if (values.length !== columns.length) {
				problems.push({ file, line, rule: `has ${values.length} values, expected ${columns.length}` })
				return
			}
			const parsed = schema.safeParse(Object.fromEntries(columns.map((c, i) => [c, values[i] ?? ''])))
			if (!parsed.success) {
				for (const issue of parsed.error.issues) problems.push({ file, line, rule: `${issue.path.join('.')}: ${issue.message}` })
				return
			}
			rows.push({ file, line, row: parsed.data })
		})
	}
	return { rows, problems }
}

/** Configurations alone, with the rules inside that level. */
export function readVehicleFiles(dir: string): { rows: LocatedRow[]; problems: RowProblem[] } {
	const { rows, problems } = readCsvFolder(dir, CSV_COLUMNS, VehicleRowSchema)
	return { rows, problems: [...problems, ...checkDataSet(rows)] }
}

/** The model-year line-up alone, with the rules inside that level. */
export function readModelYearFiles(dir: string): { rows: LocatedModelYear[]; problems: RowProblem[] } {
	const { rows, problems } = readCsvFolder(dir, MODEL_YEAR_CSV_COLUMNS, ModelYearRowSchema)
	return { rows, problems: [...problems, ...checkModelYearSet(rows)] }
}

export interface DataDirs {
	vehiclesDir: string
	modelYearsDir: string
}

/** Both levels and the rules between them. */
export function readDataSet(dirs: DataDirs) {
	const configurations = readVehicleFiles(dirs.vehiclesDir)
	const lineup = readModelYearFiles(dirs.modelYearsDir)
	const problems = [
		...configurations.problems,
		...lineup.problems,
		...checkLevels(
			configurations.rows,
			lineup.rows.map((r) => r.row),
		),
	]
	return { configurations: configurations.rows, lineup: lineup.rows, problems }
}

export function loadDataSet(dirs: DataDirs) {
	const { configurations, lineup, problems } = readDataSet(dirs)
	if (problems.length > 0) throw new DataError(problems)
	return { configurations: configurations.map((r) => r.row), lineup: lineup.map((r) => r.row) }
}

/** Both levels for the seed: their files, one hash over them, and (read when first asked for) the validated rows. */
export function readVehicleSource(dirs: DataDirs): Source<ReturnType<typeof loadDataSet>> {
	const files = [...vehicleFiles(dirs.vehiclesDir), ...vehicleFiles(dirs.modelYearsDir)]
	const hash = hashFiles(files, (file) => path.join(path.basename(path.dirname(file)), path.basename(file)))
	return source(files, hash, () => loadDataSet(dirs))
}
