// `npm run reports -- <command>`: the operator's view of data-issue reports, support requests and
// newsletter subscribers, on the database named by DATABASE_URL. See scripts/reports-cli.ts.
import { migrateToLatest, openDatabase } from '../app/db/db.server'
import { ConfigError, parseEnv } from '../app/utils/env.server'
import { runReports } from './reports-cli'

let env
try {
	env = parseEnv(process.env)
} catch (error) {
	if (!(error instanceof ConfigError)) throw error
	console.error(error.message)
	process.exit(1)
}

const db = openDatabase(env.DATABASE_URL)
let code = 1
try {
	await migrateToLatest(db)
	code = await runReports(process.argv.slice(2), db, {
		out: (text) => process.stdout.write(`${text}\n`),
		err: (text) => process.stderr.write(`${text}\n`),
		siteUrl: env.SITE_URL,
	})
} finally {
	await db.destroy()
}
process.exit(code)
