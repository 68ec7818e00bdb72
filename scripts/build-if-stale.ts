// Builds the app when build/ is missing or older than any source file.
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

export function buildIfStale(root = process.cwd()) {
	const output = path.join(root, process.env.BUILD_DIR ?? 'build', 'server/index.js')
	const built = fs.existsSync(output) ? fs.statSync(output).mtimeMs : 0
	const sources = Math.max(...SOURCES.map((s) => newestMtime(path.join(root, s))))
	if (built >= sources) return false
	const started = Date.now()
	console.log('Building TowSpec (sources changed since the last build)…')
	// Always a production build: inside Vitest NODE_ENV is "test", which would give Vite React's development build.
	execSync('npx react-router build', { cwd: root, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } })
	console.log(`Built in ${((Date.now() - started) / 1000).toFixed(1)} s`)
	return true
}
