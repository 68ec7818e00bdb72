// Real databases for integration tests: a fresh SQLite file per call, and, when TEST_DATABASE_URL is
// set, a fresh PostgreSQL schema per call. The same tests run against each. `seeded: true` copies the template
// that the global setup migrated and seeded with the real data set (tests/setup/global-setup.ts).
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { sql } from 'kysely'
import pg from 'pg'
import { inject } from 'vitest'
import { type DB, migrateToLatest, openDatabase } from '~/db/db.server'
import { databaseUrlNamed } from './global-setup'

export interface TestDatabase {
	kind: 'sqlite' | 'postgres'
	url: string
	db: DB
	cleanup: () => Promise<void>
}

export const DATABASE_KINDS: Array<'sqlite' | 'postgres'> = process.env.TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite']

/** A path for a fresh SQLite file holding a copy of the seeded template, in its own temporary folder. */
export function copySeededSqlite() {
	const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'towspec-test-'))
	const file = path.join(dir, 'test.db')
	fs.copyFileSync(inject('templateSqlite'), file)
	return { dir, file }
}

export async function createTestDatabase(kind: 'sqlite' | 'postgres', { migrate = true, seeded = false } = {}): Promise<TestDatabase> {
	if (seeded) return copyTemplate(kind)
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

/** A migrated database holding the real data set: a copy of the global setup's template. */
async function copyTemplate(kind: 'sqlite' | 'postgres'): Promise<TestDatabase> {
	if (kind === 'sqlite') {
		const { dir, file } = copySeededSqlite()
		const url = `file:${file}`
		const db = openDatabase(url)
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
	const template = inject('templatePostgres')
	if (!base || !template) throw new Error('TEST_DATABASE_URL is not set')
	const name = `t_${crypto.randomBytes(6).toString('hex')}`
	await adminQuery(base, `create database ${name} template ${template}`)
	const url = databaseUrlNamed(base, name)
	const db = openDatabase(url)
	return {
		kind,
		url,
		db,
		cleanup: async () => {
			await db.destroy()
			await adminQuery(base, `drop database if exists ${name} with (force)`)
		},
	}
}

async function adminQuery(base: string, text: string) {
	const c = new pg.Client({ connectionString: base })
	await c.connect()
	try {
		await c.query(text)
	} finally {
		await c.end()
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
