// Finds (or installs, from the Debian package) nginx and runs it over a folder of saved responses, so the
// benchmark can compare the app with a static file server serving the same bytes on the same machine.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

export interface Nginx {
	url: string
	binary: string
	stop: () => Promise<void>
}

function which(name: string) {
	for (const dir of (process.env.PATH ?? '').split(':').concat(['/usr/sbin', '/usr/local/sbin', '/usr/local/nginx/sbin'])) {
		const candidate = path.join(dir, name)
		if (fs.existsSync(candidate)) return candidate
	}
	return null
}

/** The nginx binary, installing Debian's package when possible; null (with the reason) when not. */
export function findNginx(log: (line: string) => void): string | null {
	const found = process.env.NGINX_BIN ?? which('nginx')
	if (found) {
		log(`nginx: using ${found}`)
		return found
	}
	if (process.getuid?.() === 0 && which('apt-get')) {
		log('nginx: not found; installing the Debian package (apt-get install nginx-light)…')
		try {
			execFileSync('apt-get', ['install', '-y', '--no-install-recommends', 'nginx-light'], { stdio: 'ignore', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } })
		} catch {
			try {
				execFileSync('apt-get', ['update'], { stdio: 'ignore' })
				execFileSync('apt-get', ['install', '-y', '--no-install-recommends', 'nginx-light'], { stdio: 'ignore', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } })
			} catch (error) {
				log(`nginx: could not install it (${(error as Error).message.split('\n')[0]}); the nginx columns stay empty`)
				return null
			}
		}
		const installed = which('nginx')
		if (installed) return installed
	}
	log('nginx: not found and cannot install it here (needs root and apt-get; or set NGINX_BIN); the nginx columns stay empty')
	return null
}

export interface SavedResponse {
	/** Path nginx serves it at. */
	path: string
	contentType: string
	body: Buffer
}

/**
 * Starts nginx (one worker, like the app's one process) serving `files` from `dir` with gzip on (the
 * precompressed .gz beside each file, as a well-configured static server would).
 */
export async function startNginx(binary: string, dir: string, port: number, files: SavedResponse[]): Promise<Nginx> {
	const root = path.join(dir, 'root')
	fs.mkdirSync(root, { recursive: true })
	const zlib = await import('node:zlib')
	const types: string[] = []
	for (const f of files) {
		const file = path.join(root, f.path)
		fs.mkdirSync(path.dirname(file), { recursive: true })
		fs.writeFileSync(file, f.body)
		if (f.body.length >= 1024) fs.writeFileSync(`${file}.gz`, zlib.gzipSync(f.body, { level: 9 }))
		types.push(`location = ${f.path} { default_type "${f.contentType}"; }`)
	}
	fs.chmodSync(dir, 0o755)
	for (const d of [root, ...fs.readdirSync(root, { recursive: true }).map((p) => path.join(root, String(p)))]) fs.chmodSync(d, fs.statSync(d).isDirectory() ? 0o755 : 0o644)
	const conf = path.join(dir, 'nginx.conf')
	fs.writeFileSync(
		conf,
		`worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 4096; }
http {
	access_log off;
	client_body_temp_path ${dir}/body; proxy_temp_path ${dir}/proxy; fastcgi_temp_path ${dir}/fastcgi; uwsgi_temp_path ${dir}/uwsgi; scgi_temp_path ${dir}/scgi;
	sendfile on; tcp_nopush on; keepalive_requests 100000; keepalive_timeout 65;
	gzip on; gzip_static on; gzip_min_length 1024; gzip_types text/html application/json; gzip_vary on;
	server {
		listen 127.0.0.1:${port};
		root ${root};
		etag on;
		${types.join('\n\t\t')}
	}
}
`,
	)
	const child: ChildProcess = spawn(binary, ['-c', conf, '-p', dir], { stdio: ['ignore', 'ignore', 'pipe'] })
	let err = ''
	child.stderr?.on('data', (d) => (err += d))
	const url = `http://127.0.0.1:${port}`
	const started = Date.now()
	for (;;) {
		if (child.exitCode !== null) throw new Error(`nginx exited: ${err}`)
		try {
			await fetch(`${url}${files[0]!.path}`)
			break
		} catch {
			if (Date.now() - started > 10_000) throw new Error(`nginx did not start: ${err}`)
			await new Promise((r) => setTimeout(r, 100))
		}
	}
	return {
		url,
		binary,
		stop: async () => {
			if (child.exitCode !== null) return
			const exited = new Promise((r) => child.once('exit', r))
			child.kill('SIGQUIT')
			await exited
		},
	}
}
