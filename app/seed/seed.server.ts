// Brings the database up to the repository's data files: insert, update and delete keyed by id,
// in one transaction, skipped when the files' hash is unchanged. Never touches user submissions.
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import type { Kysely, Transaction } from 'kysely'
import type { DB } from '~/db/db.server'
import type { Database } from '~/db/schema'
import { slugify } from '~/domain/slug'
import { loadVehicleFiles, vehicleFiles } from '~/vehicles/load-vehicle-files.server'
import { searchTextOf, type VehicleRow } from '~/vehicles/vehicle-data'

export interface SeedPaths {
	vehiclesDir: string
}

export const defaultSeedPaths = (root = process.cwd()): SeedPaths => ({
	vehiclesDir: path.join(root, 'data', 'vehicles'),
})

export interface SeedReport {
	name: string
	skipped: boolean
	upserted: number
	deleted: number
}

export function hashFiles(files: string[]) {
	const hash = crypto.createHash('sha256')
	for (const file of files) {
		hash.update(path.basename(file))
		hash.update('\0')
		hash.update(fs.readFileSync(file))
		hash.update('\0')
	}
	return hash.digest('hex')
}

async function storedHash(db: Kysely<Database>, name: string) {
	const row = await db.selectFrom('seedState').select('hash').where('name', '=', name).executeTakeFirst()
	return row?.hash
}

async function saveHash(trx: Transaction<Database>, name: string, hash: string) {
	await trx
		.insertInto('seedState')
		.values({ name, hash, updatedAt: new Date().toISOString() })
		.onConflict((oc) => oc.column('name').doUpdateSet({ hash, updatedAt: new Date().toISOString() }))
		.execute()
}

export function toVehicleRecord(r: VehicleRow) {
	return {
		...r,
		makeSlug: slugify(r.make),
		modelSlug: slugify(r.model),
		saeJ2807Certified: r.saeJ2807Certified ? 1 : 0,
		verified: r.verified ? 1 : 0,
		searchText: searchTextOf(r),
	}
}

const BATCH = 100

export async function seedVehicles(db: DB, paths: SeedPaths, { force = false } = {}): Promise<SeedReport> {
	const files = vehicleFiles(paths.vehiclesDir)
	const hash = hashFiles(files)
	if (!force && (await storedHash(db, 'vehicles')) === hash) return { name: 'vehicles', skipped: true, upserted: 0, deleted: 0 }
	const rows = loadVehicleFiles(paths.vehiclesDir).map(toVehicleRecord)
	const ids = new Set(rows.map((r) => r.id))
	return db.transaction().execute(async (trx) => {
		const existing = await trx.selectFrom('vehicles').select('id').execute()
		const stale = existing.map((r) => r.id).filter((id) => !ids.has(id))
		for (let i = 0; i < stale.length; i += 500) {
			await trx.deleteFrom('vehicles').where('id', 'in', stale.slice(i, i + 500)).execute()
		}
		for (let i = 0; i < rows.length; i += BATCH) {
			const batch = rows.slice(i, i + BATCH)
			await trx
				.insertInto('vehicles')
				.values(batch)
				.onConflict((oc) =>
					oc.column('id').doUpdateSet((eb) => {
						const { id: _id, ...columns } = batch[0]!
						return Object.fromEntries(Object.keys(columns).map((c) => [c, eb.ref(`excluded.${c}` as never)])) as never
					}),
				)
				.execute()
		}
		await saveHash(trx, 'vehicles', hash)
		return { name: 'vehicles', skipped: false, upserted: rows.length, deleted: stale.length }
	})
}

export async function seed(db: DB, paths: SeedPaths = defaultSeedPaths(), options: { force?: boolean } = {}) {
	return [await seedVehicles(db, paths, options)]
}
