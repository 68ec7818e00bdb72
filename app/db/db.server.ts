// Opens the database named by DATABASE_URL (SQLite file by default, PostgreSQL for scale-out)
// and brings its schema up to date.
import fs from 'node:fs'
import path from 'node:path'
import SQLite from 'better-sqlite3'
import { CamelCasePlugin, Kysely, Migrator, PostgresDialect, SqliteDialect, sql } from 'kysely'
import pg from 'pg'
import { isPostgres, migrationProvider } from './migrations.server'
import type { Database } from './schema'

export type DB = Kysely<Database>

export function openDatabase(databaseUrl: string): DB {
	if (/^postgres(ql)?:\/\//.test(databaseUrl)) {
		// COUNT(*) and BIGINT come back as strings by default; our counts fit in a JS number.
		pg.types.setTypeParser(20, (v) => Number.parseInt(v, 10))
		return new Kysely<Database>({
			dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: databaseUrl, max: 10 }) }),
			plugins: [new CamelCasePlugin()],
		})
	}
	const file = databaseUrl.replace(/^file:/, '')
	if (file !== ':memory:') fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true })
	const sqlite = new SQLite(file)
	// WAL lets readers run while the seed or a submission writes; FULL sync makes a commit durable
	// before we answer (a 201 must survive a crash).
	sqlite.pragma('journal_mode = WAL')
	sqlite.pragma('synchronous = FULL')
	sqlite.pragma('foreign_keys = ON')
	sqlite.pragma('busy_timeout = 5000')
	return new Kysely<Database>({
		dialect: new SqliteDialect({ database: withStatementCache(sqlite) }),
		plugins: [new CamelCasePlugin()],
	})
}

/** Statements kept prepared, by SQL text (most recently used last). */
const STATEMENT_CACHE_SIZE = 256

/**
 * Kysely prepares every query again; with the SQL text as the key, a statement is prepared once and reused
 * (issue 16: re-preparing was ~3 % of a page's CPU). SQLite re-prepares a kept statement itself when the schema
 * changes. Nothing here iterates a statement lazily, so one statement is never in use twice at once.
 */
function withStatementCache(sqlite: SQLite.Database) {
	const statements = new Map<string, SQLite.Statement>()
	return {
		close: () => sqlite.close(),
		prepare(text: string) {
			let statement = statements.get(text)
			if (statement) statements.delete(text)
			else {
				statement = sqlite.prepare(text)
				if (statements.size >= STATEMENT_CACHE_SIZE) statements.delete(statements.keys().next().value!)
			}
			statements.set(text, statement)
			return statement
		},
	}
}

export async function migrateToLatest(db: DB) {
	// On PostgreSQL, Kysely looks for its migration tables in every schema unless told which one; with
	// several schemas in one database (parallel test runs) it would find another schema's and fail.
	const migrationTableSchema = isPostgres(db as unknown as Kysely<unknown>)
		? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]?.schema
		: undefined
	// Migrations are independent tables added by separate features; one that landed later with a lower
	// number (0002 after 0003) must still run on databases that already have the others.
	const migrator = new Migrator({ db, provider: migrationProvider, migrationTableSchema, allowUnorderedMigrations: true })
	const { error, results } = await migrator.migrateToLatest()
	const failed = results?.find((r) => r.status === 'Error')
	if (error || failed) {
		throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`)
	}
	return results?.filter((r) => r.status === 'Success').map((r) => r.migrationName) ?? []
}

/** True when the database answers a trivial query. */
export async function pingDatabase(db: DB) {
	try {
		await sql`select 1`.execute(db)
		return true
	} catch {
		return false
	}
}
