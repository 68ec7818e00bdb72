// Starts the real built server as a child process on a free port, for process-level tests.
import { type ChildProcess, spawn } from 'node:child_process'
import { buildIfStale } from '../../scripts/build-if-stale'
import { freshSqlite } from './databases'

export interface RunningServer {
	url: string
	child: ChildProcess
	output: () => string
	exited: Promise<number | null>
	/** SIGKILL by default (a test's server holds nothing worth keeping); graceful: SIGTERM and its exit code. */
	stop: (options?: { graceful?: boolean }) => Promise<number | null>
}

let built = false
/** The server runs the production build; build it once per test run when sources are newer. */
function ensureBuilt() {
	if (!built) buildIfStale()
	built = true
}

export interface StartOptions {
	/** Run `npm start` (the compiled server, as in production) instead of server/index.ts under tsx. */
	npmStart?: boolean
	/** Run the compiled server (build/server/main.js) with plain node, so the child's pid is the server's own. */
	compiled?: boolean
}

/**
 * Without DATABASE_URL in env, the server gets its own copy of the seeded template (under Vitest), so its start-up
 * seed finds the files' hash unchanged and skips.
 */
export async function startServer(env: Record<string, string> = {}, { npmStart = false, compiled = false }: StartOptions = {}): Promise<RunningServer> {
	ensureBuilt()
	// Under Playwright there is no Vitest template: the server seeds its fresh file itself.
	const databaseUrl = env.DATABASE_URL ?? `file:${freshSqlite({ seeded: Boolean(process.env.VITEST) }).file}`
	const [command, args]: [string, string[]] = npmStart
		? ['npm', ['start', '--silent']]
		: compiled
			? [process.execPath, ['build/server/main.js']]
			: [process.execPath, ['--import', 'tsx', 'server/index.ts']]
	const child = spawn(command, args, {
		env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATABASE_URL: databaseUrl, NODE_ENV: 'production', ...env },
		stdio: ['ignore', 'pipe', 'pipe'],
	})
	let out = ''
	child.stdout?.on('data', (d) => (out += d))
	child.stderr?.on('data', (d) => (out += d))
	const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)))
	const url = await new Promise<string>((resolve, reject) => {
		const timer = setTimeout(() => reject(new Error(`server did not start:\n${out}`)), 90_000)
		const check = () => {
			const m = out.match(/listening on (http:\/\/localhost:\d+)/)
			if (m) {
				clearTimeout(timer)
				resolve(m[1]!.replace('localhost', '127.0.0.1'))
			}
		}
		child.stdout?.on('data', check)
		void exited.then(() => reject(new Error(`server exited:\n${out}`)))
	})
	return {
		url,
		child,
		output: () => out,
		exited,
		stop: async ({ graceful = false } = {}) => {
			// npm start is npm → node: a SIGKILL to npm would orphan the server, so it always gets SIGTERM.
			if (child.exitCode === null) child.kill(graceful || npmStart ? 'SIGTERM' : 'SIGKILL')
			return exited
		},
	}
}

/** Runs the server expecting it to refuse to start; resolves with its exit code and output. */
export function runServerExpectingExit(env: Record<string, string>) {
	return new Promise<{ code: number | null; output: string }>((resolve) => {
		const child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
			env: { ...process.env, ...env },
			stdio: ['ignore', 'pipe', 'pipe'],
		})
		let output = ''
		child.stdout?.on('data', (d) => (output += d))
		child.stderr?.on('data', (d) => (output += d))
		const timer = setTimeout(() => child.kill('SIGKILL'), 60_000)
		child.on('exit', (code) => {
			clearTimeout(timer)
			resolve({ code, output })
		})
	})
}
