// `npm start`: check configuration, build when needed, then run the compiled server (which migrates and seeds
// at boot) in this same process. package.json runs this file with `node --import tsx`, not the tsx command: the
// tsx command is a parent process that cut a busy server short on SIGTERM; here the signal reaches the server's
// own handler, which drains (docs/decisions/016-operations-and-faults.md).
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { ConfigError, parseEnv } from '../app/utils/env.server'
import { SERVER_MAIN, buildIfStale } from './build-if-stale'

try {
	parseEnv(process.env)
} catch (error) {
	if (!(error instanceof ConfigError)) throw error
	console.error(error.message)
	process.exit(1)
}
buildIfStale()
await import(pathToFileURL(path.resolve(process.env.BUILD_DIR ?? 'build', SERVER_MAIN)).href)
