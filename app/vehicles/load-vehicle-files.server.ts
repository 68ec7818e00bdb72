// Reads and validates data/vehicles/*.csv. Throws DataError naming file, line and rule on any problem.
import fs from 'node:fs'
import path from 'node:path'
import { parse } from 'csv-parse/sync'
import { CSV_COLUMNS, checkDataSet, type LocatedRow, type RowProblem, VehicleRowSchema } from './vehicle-data'

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

/** Parses every CSV; returns rows with their file and line, or the problems found. */
export function readVehicleFiles(dir: string): { rows: LocatedRow[]; problems: RowProblem[] } {
	const rows: LocatedRow[] = []
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
		if (!header || header.join(',') !== CSV_COLUMNS.join(',')) {
			problems.push({ file, line: 1, rule: `header must be exactly: ${CSV_COLUMNS.join(',')}` })
			continue
		}
		body.forEach((values, index) => {
			const line = index + 2
			if (values.length !== CSV_COLUMNS.length) {
				problems.push({ file, line, rule: `has ${values.length} values, expected ${CSV_COLUMNS.length}` })
				return
			}
			const record = Object.fromEntries(CSV_COLUMNS.map((c, i) => [c, values[i] ?? '']))
			const parsed = VehicleRowSchema.safeParse(record)
			if (!parsed.success) {
				for (const issue of parsed.error.issues) problems.push({ file, line, rule: `${issue.path.join('.')}: ${issue.message}` })
				return
			}
			rows.push({ file, line, row: parsed.data })
		})
	}
	problems.push(...checkDataSet(rows))
	return { rows, problems }
}

export function loadVehicleFiles(dir: string) {
	const { rows, problems } = readVehicleFiles(dir)
	if (problems.length > 0) throw new DataError(problems)
	return rows.map((r) => r.row)
}
