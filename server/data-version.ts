// The data version: the seed hashes of every kind of data (vehicles, content, state laws). Pages depend on
// nothing else in the database that the seed does not write, so a new version is a new set of pages.
// Read at start and every 30 s, so an instance notices a seed run by another instance on the same database.
import type { DB } from '../app/db/db.server'

export async function readDataVersion(db: DB) {
	const rows = await db.selectFrom('seedState').select(['name', 'hash']).orderBy('name').execute()
	return rows.map((r) => `${r.name}:${r.hash.slice(0, 16)}`).join(',')
}

export async function watchDataVersion(db: DB, everyMs = 30_000, onError: (error: unknown) => void = () => {}) {
	let current = await readDataVersion(db)
	setInterval(() => {
		readDataVersion(db).then(
			(v) => (current = v),
			(error) => onError(error),
		)
	}, everyMs).unref()
	return () => current
}
