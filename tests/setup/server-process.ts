// Starts the real built server as a child process on a free port, for process-level tests.
import { type ChildProcess, spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { buildIfStale } from '../../scripts/build-if-stale'

export interface RunningServer {
	url: string
	child: ChildProcess
	output: () => string
	exited: Promise<number | null>
	stop: () => Promise<number | null>
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
}

export async function startServer(env: Record<string, string> = {}, { npmStart = false }: StartOptions = {}): Promise<RunningServer> {
	ensureBuilt()
	const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'towspec-server-'))
	const [command, args]: [string, string[]] = npmStart ? ['npm', ['start', '--silent']] : [process.execPath, ['--import', 'tsx', 'server/index.ts']]
	const child = spawn(command, args, {
		env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATABASE_URL: `file:${path.join(dir, 'test.db')}`, NODE_ENV: 'production', ...env },
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
		stop: async () => {
			if (child.exitCode === null) child.kill('SIGTERM')
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
