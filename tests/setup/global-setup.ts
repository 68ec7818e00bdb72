// Vitest global setup: migrate and seed the real data set once into a template database, which each test file
// copies (SQLite: the file; PostgreSQL: CREATE DATABASE … TEMPLATE). Seeding takes seconds; a copy takes
// milliseconds, so a file that needs the data set no longer pays for the seed (decision 018).
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { sql } from 'kysely'
import pg from 'pg'
import type { TestProject } from 'vitest/node'
import { migrateToLatest, openDatabase } from '~/db/db.server'
import { defaultSeedPaths, seed } from '~/seed/seed.server'

declare module 'vitest' {
	export interface ProvidedContext {
		/** A migrated and seeded SQLite file: copy it, never open it. */
		templateSqlite: string
		/** The name of a migrated and seeded PostgreSQL database on TEST_DATABASE_URL's server, or '' without one. */
		templatePostgres: string
	}
}

export function databaseUrlNamed(base: string, name: string) {
	const u = new URL(base)
	u.pathname = `/${name}`
	return u.toString()
}

export async function adminQuery(base: string, text: string) {
	const c = new pg.Client({ connectionString: base })
	await c.connect()
	try {
		await c.query(text)
	} finally {
		await c.end()
	}
}

export default async function setup(project: TestProject) {
	const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'towspec-template-'))
	const file = path.join(dir, 'template.db')
	const sqlite = openDatabase(`file:${file}`)
	try {
		await migrateToLatest(sqlite)
		await seed(sqlite, defaultSeedPaths())
		// A single file to copy: no WAL beside it (each copy opens in WAL again).
		await sql`pragma journal_mode = DELETE`.execute(sqlite)
	} finally {
		await sqlite.destroy()
	}
	project.provide('templateSqlite', file)

	const base = process.env.TEST_DATABASE_URL
	let template = ''
	if (base) {
		template = `towspec_template_${crypto.randomBytes(4).toString('hex')}`
		await adminQuery(base, `create database ${template}`)
		const db = openDatabase(databaseUrlNamed(base, template))
		try {
			await migrateToLatest(db)
			await seed(db, defaultSeedPaths())
		} finally {
			// A template may have no open connection while it is copied.
			await db.destroy()
		}
	}
	project.provide('templatePostgres', template)

	return async () => {
		fs.rmSync(dir, { recursive: true, force: true })
		if (base && template) await adminQuery(base, `drop database if exists ${template} with (force)`)
	}
}
