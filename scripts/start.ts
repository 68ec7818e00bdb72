// `npm start`: check configuration, build when needed, then run the server (which migrates and seeds at boot).
import { ConfigError, parseEnv } from '../app/utils/env.server'
import { buildIfStale } from './build-if-stale'

try {
	parseEnv(process.env)
} catch (error) {
	if (!(error instanceof ConfigError)) throw error
	console.error(error.message)
	process.exit(1)
}
buildIfStale()
await import('../server/index')
