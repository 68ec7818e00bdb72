// Writes small vehicle CSVs for seed and pipeline tests. These rows exist only inside tests.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { MODEL_YEAR_CSV_COLUMNS } from '~/vehicles/model-year-data'
import { CSV_COLUMNS } from '~/vehicles/vehicle-data'

export type FixtureRow = Partial<Record<(typeof CSV_COLUMNS)[number], string | number | boolean>>

export function fixtureRow(overrides: FixtureRow = {}): FixtureRow {
	return {
		id: 10001,
		year: 2020,
		make: 'Ford',
		model: 'F-150',
		trim: 'Test fixture configuration',
		vehicleClass: 'pickup',
		body: 'SuperCrew 5.5 ft box',
		engine: '3.5L EcoBoost V6',
		drivetrain: '4WD',
		axleRatio: '3.55',
		maxTowingCapacity: 13000,
		conventionalTowing: 13000,
		fifthWheelTowing: '',
		payloadCapacity: 1800,
		gcwr: 18500,
		gvwr: 7000,
		curbWeight: 5200,
		requiredPackage: '',
		msrp: '',
		saeJ2807Certified: false,
		source: 'Test fixture',
		sourceUrl: '',
		verified: false,
		tier: 'single',
		source2: '',
		sourceUrl2: '',
		notes: '',
		...overrides,
	}
}

export type FixtureModelYear = Partial<Record<(typeof MODEL_YEAR_CSV_COLUMNS)[number], string | number | boolean>>

export function fixtureModelYear(overrides: FixtureModelYear = {}): FixtureModelYear {
	return {
		id: 10001,
		year: 2020,
		make: 'Ford',
		model: 'F-150',
		vehicleClass: 'pickup',
		maxConventionalTowing: 13000,
		maxFifthWheelTowing: '',
		maxPayload: '',
		saeJ2807Certified: false,
		tier: 'single',
		source: 'Test fixture line-up',
		sourceUrl: 'https://example.org/fixture',
		source2: '',
		sourceUrl2: '',
		disagreement: '',
		notes: '',
		...overrides,
	}
}

export function writeModelYearCsv(dir: string, file: string, rows: FixtureModelYear[]) {
	writeVehicleCsv(dir, file, rows as FixtureRow[], MODEL_YEAR_CSV_COLUMNS)
}

function csvValue(v: unknown) {
	const s = v === undefined ? '' : String(v)
	return /[",\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s
}

export function writeVehicleCsv(dir: string, file: string, rows: FixtureRow[], header: readonly string[] = CSV_COLUMNS) {
	fs.mkdirSync(dir, { recursive: true })
	const lines = [header.join(','), ...rows.map((r) => header.map((c) => csvValue(r[c as keyof FixtureRow])).join(','))]
	fs.writeFileSync(path.join(dir, file), `${lines.join('\n')}\n`)
}

export function tempDir(prefix = 'towspec-fixture-') {
	return fs.mkdtempSync(path.join(os.tmpdir(), prefix))
}
