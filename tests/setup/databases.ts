// Real databases for integration tests: a fresh SQLite file per call, and, when TEST_DATABASE_URL is
// set, a fresh PostgreSQL database per call. The same tests run against each. `seeded: true` copies the template
// that the global setup migrated and seeded with the real data set (tests/setup/global-setup.ts).
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { sql } from 'kysely'
import { inject } from 'vitest'
import { type DB, migrateToLatest, openDatabase } from '~/db/db.server'
import { adminQuery, databaseUrlNamed } from './global-setup'

export interface TestDatabase {
	kind: 'sqlite' | 'postgres'
	url: string
	db: DB
	cleanup: () => Promise<void>
}

export const DATABASE_KINDS: Array<'sqlite' | 'postgres'> = process.env.TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite']

/** A path for a fresh SQLite file in its own temporary folder, holding a copy of the seeded template when asked. */
export function freshSqlite({ seeded = true } = {}) {
	const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'towspec-test-'))
	const file = path.join(dir, 'test.db')
	if (seeded) fs.copyFileSync(inject('templateSqlite'), file)
	return { dir, file }
}

/**
 * A database of the kind asked for, of its own: a SQLite file, or a PostgreSQL database (`seeded`: CREATE DATABASE …
 * TEMPLATE the global setup's seeded template).
 */
export async function createTestDatabase(kind: 'sqlite' | 'postgres', { migrate = true, seeded = false } = {}): Promise<TestDatabase> {
	let url: string
	let drop: () => Promise<unknown>
	if (kind === 'sqlite') {
		const { dir, file } = freshSqlite({ seeded })
		url = `file:${file}`
		drop = async () => fs.rmSync(dir, { recursive: true, force: true })
	} else {
		const base = process.env.TEST_DATABASE_URL
		if (!base) throw new Error('TEST_DATABASE_URL is not set')
		// A database of its own, not a schema: Kysely's migrator introspects every schema of its database, and a
		// schema dropped meanwhile by another test file fails it ("schema … does not exist").
		const name = `t_${crypto.randomBytes(6).toString('hex')}`
		await adminQuery(base, seeded ? `create database ${name} template ${inject('templatePostgres')}` : `create database ${name}`)
		url = databaseUrlNamed(base, name)
		drop = () => adminQuery(base, `drop database if exists ${name} with (force)`)
	}
	const db = openDatabase(url)
	if (migrate && !seeded) await migrateToLatest(db)
	return {
		kind,
		url,
		db,
		cleanup: async () => {
			await db.destroy()
			await drop()
		},
	}
}

export async function tableNames(t: TestDatabase) {
	if (t.kind === 'sqlite') {
		const r = await sql<{ name: string }>`select name from sqlite_master where type = 'table' order by name`.execute(t.db)
		return r.rows.map((x) => x.name)
	}
	const r = await sql<{ name: string }>`select table_name as name from information_schema.tables where table_schema = current_schema() order by table_name`.execute(t.db)
	return r.rows.map((x) => x.name)
}
