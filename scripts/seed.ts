// `npm run seed [-- --force]`: migrates the database named by DATABASE_URL and brings it up to data/ and content/
// (what `npm start` does before serving), printing what changed. --force re-seeds even when the files' hash is
// unchanged. A broken data row stops it, naming file, line and rule.
import { migrateToLatest, openDatabase } from '../app/db/db.server'
import { seed } from '../app/seed/seed.server'
import { ConfigError, parseEnv } from '../app/utils/env.server'

let env
try {
	env = parseEnv(process.env)
} catch (error) {
	if (!(error instanceof ConfigError)) throw error
	console.error(error.message)
	process.exit(1)
}

const db = openDatabase(env.DATABASE_URL)
try {
	const applied = await migrateToLatest(db)
	if (applied.length > 0) console.log(`Migrations applied: ${applied.join(', ')}`)
	for (const r of await seed(db, undefined, { force: process.argv.includes('--force') })) {
		console.log(r.skipped ? `${r.name}: unchanged` : `${r.name}: ${r.upserted} written, ${r.deleted} deleted`)
	}
} catch (error) {
	console.error(error instanceof Error ? error.message : error)
	process.exitCode = 1
} finally {
	await db.destroy()
}
