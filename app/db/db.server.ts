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

export interface OpenOptions {
	/**
	 * Told of every failure to reach PostgreSQL: 'connect' when a connection could not be opened (refused, timed
	 * out), 'idle' when the server dropped an idle pooled connection (a restart, or a provider's idle timeout).
	 */
	onConnectionError?: (error: Error, kind: 'connect' | 'idle') => void
}

/** Seconds a PostgreSQL connection attempt may take before the query fails (a down database never hangs a page). */
export const CONNECT_TIMEOUT_MS = 3000

export function openDatabase(databaseUrl: string, { onConnectionError }: OpenOptions = {}): DB {
	if (/^postgres(ql)?:\/\//.test(databaseUrl)) {
		// COUNT(*) and BIGINT come back as strings by default; our counts fit in a JS number.
		pg.types.setTypeParser(20, (v) => Number.parseInt(v, 10))
		const pool = new pg.Pool({ connectionString: databaseUrl, max: 10, connectionTimeoutMillis: CONNECT_TIMEOUT_MS })
		// An idle connection the server closed (a restart, a failover) is an 'error' event: without a listener it
		// would end the process. The pool drops that client and connects afresh next time.
		pool.on('error', (error) => onConnectionError?.(error, 'idle'))
		// A connection that drops while checked out (mid-query) also emits 'error' on its client, where pg-pool has
		// no listener: unhandled, it ended the process. The query itself fails with the same error, and is answered.
		// A query refused because the server is going away (57P01 admin shutdown, 57P02 crash shutdown, 57P03 cannot
		// connect now, class 08 connection exceptions) is reported too, before the caller sees it.
		pool.on('connect', (client) => {
			client.on('error', (error) => onConnectionError?.(error, 'idle'))
			const query = client.query.bind(client) as (...args: unknown[]) => unknown
			client.query = ((...args: unknown[]) => {
				const result = query(...args)
				if (!(result instanceof Promise)) return result
				return result.catch((error: { code?: string }) => {
					if (typeof error?.code === 'string' && /^(08|57P0[123])/.test(error.code)) onConnectionError?.(error as Error, 'idle')
					throw error
				})
			}) as typeof client.query
		})
		if (onConnectionError) {
			const connect = pool.connect.bind(pool) as () => Promise<pg.PoolClient>
			pool.connect = (async () => {
				try {
					return await connect()
				} catch (error) {
					onConnectionError(error as Error, 'connect')
					throw error
				}
			}) as typeof pool.connect
		}
		return new Kysely<Database>({
			dialect: new PostgresDialect({ pool }),
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

/** True when the database answers a trivial query within `timeoutMs`. */
export async function pingDatabase(db: DB, timeoutMs = CONNECT_TIMEOUT_MS + 500) {
	let timer: NodeJS.Timeout | undefined
	const timeout = new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), timeoutMs)))
	try {
		return await Promise.race([
			sql`select 1`.execute(db).then(
				() => true,
				() => false,
			),
			timeout,
		])
	} finally {
		clearTimeout(timer)
	}
}
