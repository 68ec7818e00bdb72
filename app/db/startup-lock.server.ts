// Any number of instances may start together (issue 16). On PostgreSQL, migrations and the seed run under a
// session-level advisory lock (one per schema): the others wait, then find the schema current and the seed
// unchanged. On SQLite, one file serves one instance: the server holds an exclusive lock on a companion file
// (<database>.instance-lock) for its whole life, and a second server on the same file stops with a message
// saying so. The lock is SQLite's own (POSIX advisory locks), so the kernel releases it when the process dies,
// even by SIGKILL, and it holds across containers sharing the volume. The command-line tools (reports, seed)
// do not take it: they may run beside the server, as before.
import path from 'node:path'
import SQLite from 'better-sqlite3'
import { type Kysely, sql } from 'kysely'
import type { DB } from './db.server'
import { isPostgres } from './migrations.server'

export class InstanceLockError extends Error {}

/** Runs `fn` (migrations and the seed) while holding this schema's advisory lock on PostgreSQL; as is on SQLite. */
export async function withStartupLock<T>(db: DB, fn: () => Promise<T>): Promise<T> {
	if (!isPostgres(db as unknown as Kysely<unknown>)) return fn()
	return db.connection().execute(async (conn) => {
		// Blocks until any other instance's start-up is done; released below or when this session ends.
		await sql`select pg_advisory_lock(hashtext('towspec:startup:' || current_schema()))`.execute(conn)
		try {
			return await fn()
		} finally {
			await sql`select pg_advisory_unlock(hashtext('towspec:startup:' || current_schema()))`.execute(conn)
		}
	})
}

/**
 * Takes the SQLite instance lock for `databaseUrl` (a file: URL), or throws InstanceLockError with the message
 * to print. Returns the release function (the lock also ends with the process). PostgreSQL and :memory: need none.
 */
export function holdSqliteInstanceLock(databaseUrl: string): () => void {
	if (!databaseUrl.startsWith('file:')) return () => {}
	const file = databaseUrl.replace(/^file:/, '')
	if (file === ':memory:') return () => {}
	const lockFile = `${path.resolve(file)}.instance-lock`
	const lock = new SQLite(lockFile, { timeout: 0 })
	try {
		// In exclusive locking mode a connection keeps the lock of its first write until it closes. (An empty
		// database file is never locked, hence the write.)
		lock.pragma('locking_mode = EXCLUSIVE')
		lock.exec(`BEGIN EXCLUSIVE; CREATE TABLE IF NOT EXISTS holder (pid INTEGER, since TEXT); DELETE FROM holder; INSERT INTO holder VALUES (${process.pid}, '${new Date().toISOString()}'); COMMIT`)
	} catch (error) {
		lock.close()
		if ((error as { code?: string }).code === 'SQLITE_BUSY') {
			throw new InstanceLockError(
				`Another TowSpec server is already running on ${file}. One SQLite file serves one instance: ` +
					'stop the other server, give this one its own DATABASE_URL=file:…, or run several instances on ' +
					'PostgreSQL (DATABASE_URL=postgres://…, docs/deployment.md).',
			)
		}
		throw error
	}
	return () => lock.close()
}
