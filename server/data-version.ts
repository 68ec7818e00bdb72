// The data version: the seed hashes of every kind of data (vehicles, content, state laws). Pages depend on
// nothing else in the database that the seed does not write, so a new version is a new set of pages.
// Read at start and every 30 s, so an instance notices a seed run by another instance on the same database.
import { dataVersion as readDataVersion } from '../app/db/data-version.server'
import type { DB } from '../app/db/db.server'

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
