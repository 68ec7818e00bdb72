// Builds the app when build/ is missing or older than any source file: React Router's client and server
// bundles, then the process itself (server/index.ts and the app code it imports, npm packages left external)
// compiled into build/server/main.js, which `npm start` runs with plain node (issue 16: no tsx in production,
// so SIGTERM reaches the server and drains it; faster start, less memory).
import { execSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

const SOURCES = ['app', 'server', 'vite.config.ts', 'react-router.config.ts', 'package-lock.json']

function newestMtime(entry: string): number {
	if (!fs.existsSync(entry)) return 0
	const stat = fs.statSync(entry)
	if (!stat.isDirectory()) return stat.mtimeMs
	return Math.max(0, ...fs.readdirSync(entry).map((name) => newestMtime(path.join(entry, name))))
}

/** The compiled process, next to React Router's server bundle. */
export const SERVER_MAIN = 'server/main.js'

function isStale(root: string, buildDir: string) {
	const outputs = [path.join(buildDir, 'server/index.js'), path.join(buildDir, SERVER_MAIN)]
	const built = Math.min(...outputs.map((o) => (fs.existsSync(o) ? fs.statSync(o).mtimeMs : 0)))
	const sources = Math.max(...SOURCES.map((s) => newestMtime(path.join(root, s))))
	return built < sources
}

/** A builder that has held the lock this long has died; its lock is taken over. */
const BUILD_LOCK_STALE_MS = 10 * 60_000

export function buildIfStale(root = process.cwd()) {
	const buildDir = path.join(root, process.env.BUILD_DIR ?? 'build')
	if (!isStale(root, buildDir)) return false
	// Several instances started together build once: the first takes the lock (an atomic mkdir), the others
	// wait for it and then find the build current.
	const lock = `${buildDir}.building`
	for (;;) {
		try {
			fs.mkdirSync(lock)
			break
		} catch (error) {
			if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
			const held = fs.statSync(lock, { throwIfNoEntry: false })
			if (held && Date.now() - held.mtimeMs > BUILD_LOCK_STALE_MS) fs.rmSync(lock, { recursive: true, force: true })
			else Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 500)
		}
	}
	try {
		if (!isStale(root, buildDir)) return false
		const started = Date.now()
		console.log('Building TowSpec (sources changed since the last build)…')
		build(root)
		console.log(`Built in ${((Date.now() - started) / 1000).toFixed(1)} s`)
		return true
	} finally {
		fs.rmSync(lock, { recursive: true, force: true })
	}
}

/** React Router's bundles, then the compiled process. */
export function build(root = process.cwd()) {
	// Always a production build: inside Vitest NODE_ENV is "test", which would give Vite React's development build.
	execSync('npx react-router build', { cwd: root, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } })
	buildServer(root, path.join(root, process.env.BUILD_DIR ?? 'build'))
}

/** Compiles server/index.ts into one ES module (tsconfig paths resolved; npm packages imported at run time). */
export function buildServer(root: string, buildDir: string) {
	execSync(
		`npx esbuild server/index.ts --bundle --platform=node --format=esm --target=node20 --packages=external --log-level=warning --outfile=${JSON.stringify(path.join(buildDir, SERVER_MAIN))}`,
		{ cwd: root, stdio: 'inherit' },
	)
}
