import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { migrateToLatest, pingDatabase } from '~/db/db.server'
import { seed } from '~/seed/seed.server'
import { DATABASE_KINDS, type TestDatabase, createTestDatabase, tableNames } from '../setup/databases'
import { fixtureModelYear, fixtureRow, tempDir, writeModelYearCsv, writeVehicleCsv } from '../setup/vehicle-fixtures'

describe.each(DATABASE_KINDS)('database on %s', (kind) => {
	let t: TestDatabase | undefined
	afterEach(async () => {
		await t?.cleanup()
		t = undefined
	})

	it('migrates an empty database to the latest schema, and a second run applies nothing', async () => {
		t = await createTestDatabase(kind, { migrate: false })
		const applied = await migrateToLatest(t.db)
		expect(applied).toContain('0001_vehicles')
		expect(await tableNames(t)).toEqual(expect.arrayContaining(['vehicles', 'seed_state']))
		expect(await migrateToLatest(t.db)).toEqual([])
		expect(await pingDatabase(t.db)).toBe(true)
	})

	it('seeds idempotently: the same rows and ids on a second run, which is skipped', async () => {
		t = await createTestDatabase(kind)
		const dir = tempDir()
		writeVehicleCsv(path.join(dir, 'vehicles'), 'ford.csv', [
			fixtureRow({ id: 10001 }),
			fixtureRow({ id: 10002, trim: 'Second fixture', fifthWheelTowing: 14000, maxTowingCapacity: 14000, gcwr: 20000 }),
		])
		const paths = { vehiclesDir: path.join(dir, 'vehicles') }
		const first = await seed(t.db, paths)
		expect(first[0]).toMatchObject({ skipped: false, upserted: 2, deleted: 0 })
		const before = await t.db.selectFrom('vehicles').selectAll().orderBy('id').execute()
		const second = await seed(t.db, paths)
		expect(second[0]).toMatchObject({ skipped: true })
		const forced = await seed(t.db, paths, { force: true })
		expect(forced[0]).toMatchObject({ skipped: false, upserted: 2, deleted: 0 })
		const after = await t.db.selectFrom('vehicles').selectAll().orderBy('id').execute()
		expect(after).toEqual(before)
		expect(after.map((r) => r.id)).toEqual([10001, 10002])
		expect(after[1]).toMatchObject({ makeSlug: 'ford', modelSlug: 'f-150', fifthWheelTowing: 14000, verified: 0 })
	})

	it('brings the database up to changed files: update in place, delete removed rows, keep ids', async () => {
		t = await createTestDatabase(kind)
		const dir = tempDir()
		const vehiclesDir = path.join(dir, 'vehicles')
		writeVehicleCsv(vehiclesDir, 'ford.csv', [fixtureRow({ id: 10001 }), fixtureRow({ id: 10002, trim: 'Removed later' })])
		await seed(t.db, { vehiclesDir })
		writeVehicleCsv(vehiclesDir, 'ford.csv', [fixtureRow({ id: 10001, conventionalTowing: 12500, maxTowingCapacity: 12500 }), fixtureRow({ id: 10003, trim: 'Added later' })])
		const report = await seed(t.db, { vehiclesDir })
		expect(report[0]).toMatchObject({ skipped: false, upserted: 2, deleted: 1 })
		const rows = await t.db.selectFrom('vehicles').select(['id', 'trim', 'maxTowingCapacity']).orderBy('id').execute()
		expect(rows).toEqual([
			{ id: 10001, trim: 'Test fixture configuration', maxTowingCapacity: 12500 },
			{ id: 10003, trim: 'Added later', maxTowingCapacity: 13000 },
		])
	})

	it('refuses a broken file and leaves the database as it was', async () => {
		t = await createTestDatabase(kind)
		const dir = tempDir()
		const vehiclesDir = path.join(dir, 'vehicles')
		writeVehicleCsv(vehiclesDir, 'ford.csv', [fixtureRow({ id: 10001 })])
		await seed(t.db, { vehiclesDir })
		writeVehicleCsv(vehiclesDir, 'ford.csv', [fixtureRow({ id: 10001 }), fixtureRow({ id: 10002, trim: 'Bad', conventionalTowing: 15000 })])
		await expect(seed(t.db, { vehiclesDir })).rejects.toThrow(/ford\.csv:3: conventionalTowing must not exceed maxTowingCapacity/)
		const rows = await t.db.selectFrom('vehicles').select('id').execute()
		expect(rows).toEqual([{ id: 10001 }])
	})

	it('seeds the model-year line-up beside the configurations, and refuses a configuration above its line-up maximum', async () => {
		t = await createTestDatabase(kind)
		const dir = tempDir()
		const vehiclesDir = path.join(dir, 'vehicles')
		const modelYearsDir = path.join(dir, 'model-years')
		writeVehicleCsv(vehiclesDir, 'ford.csv', [fixtureRow({ id: 10001 })])
		writeModelYearCsv(modelYearsDir, 'ford.csv', [fixtureModelYear({ id: 10001, maxConventionalTowing: 13200 }), fixtureModelYear({ id: 10002, year: 2019 })])
		const report = await seed(t.db, { vehiclesDir })
		expect(report[0]).toMatchObject({ skipped: false, upserted: 3, deleted: 0 })
		const lineup = await t.db.selectFrom('modelYears').select(['id', 'year', 'makeSlug', 'modelSlug', 'maxConventionalTowing', 'tier']).orderBy('id').execute()
		expect(lineup).toEqual([
			{ id: 10001, year: 2020, makeSlug: 'ford', modelSlug: 'f-150', maxConventionalTowing: 13200, tier: 'single' },
			{ id: 10002, year: 2019, makeSlug: 'ford', modelSlug: 'f-150', maxConventionalTowing: 13000, tier: 'single' },
		])
		// A line-up change alone is a data change: the seed runs again.
		writeModelYearCsv(modelYearsDir, 'ford.csv', [fixtureModelYear({ id: 10001, maxConventionalTowing: 12000 })])
		await expect(seed(t.db, { vehiclesDir })).rejects.toThrow(/ford\.csv:2: conventionalTowing 13000 exceeds the 2020 Ford F-150 line-up maximum 12000/)
		expect(await t.db.selectFrom('modelYears').select('id').orderBy('id').execute()).toEqual([{ id: 10001 }, { id: 10002 }])
	})
})
