// Real databases for integration tests: a fresh SQLite file per call, and, when TEST_DATABASE_URL is
// set, a fresh PostgreSQL schema per call. The same tests run against each.
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { sql } from 'kysely'
import pg from 'pg'
import { type DB, migrateToLatest, openDatabase } from '~/db/db.server'

export interface TestDatabase {
	kind: 'sqlite' | 'postgres'
	url: string
	db: DB
	cleanup: () => Promise<void>
}

export const DATABASE_KINDS: Array<'sqlite' | 'postgres'> = process.env.TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite']

export async function createTestDatabase(kind: 'sqlite' | 'postgres', { migrate = true } = {}): Promise<TestDatabase> {
	if (kind === 'sqlite') {
		const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'towspec-test-'))
		const url = `file:${path.join(dir, 'test.db')}`
		const db = openDatabase(url)
		if (migrate) await migrateToLatest(db)
		return {
			kind,
			url,
			db,
			cleanup: async () => {
				await db.destroy()
				fs.rmSync(dir, { recursive: true, force: true })
			},
		}
	}
	const base = process.env.TEST_DATABASE_URL
	if (!base) throw new Error('TEST_DATABASE_URL is not set')
	const schema = `t_${crypto.randomBytes(6).toString('hex')}`
	const admin = new pg.Client({ connectionString: base })
	await admin.connect()
	await admin.query(`create schema ${schema}`)
	await admin.end()
	const url = withSearchPath(base, schema)
	const db = openDatabase(url)
	if (migrate) await migrateToLatest(db)
	return {
		kind,
		url,
		db,
		cleanup: async () => {
			await db.destroy()
			const c = new pg.Client({ connectionString: base })
			await c.connect()
			await c.query(`drop schema ${schema} cascade`)
			await c.end()
		},
	}
}

export function withSearchPath(url: string, schema: string) {
	const u = new URL(url)
	u.searchParams.set('options', `-c search_path=${schema}`)
	return u.toString()
}

export async function tableNames(t: TestDatabase) {
	if (t.kind === 'sqlite') {
		const r = await sql<{ name: string }>`select name from sqlite_master where type = 'table' order by name`.execute(t.db)
		return r.rows.map((x) => x.name)
	}
	const r = await sql<{ name: string }>`select table_name as name from information_schema.tables where table_schema = current_schema() order by table_name`.execute(t.db)
	return r.rows.map((x) => x.name)
}
