// `npm run bench [-- --quick]`: prints every speed budget of issue 16 with its figure and, where it is a
// throughput, the ratio to nginx serving the same bytes on the same machine in the same run. Never asserts
// (docs/decisions/004: no timed tests); the figures go into issue notes.
//
//  1. In process: free-text search (answers not seen before, and repeated ones) and suggestions.
//  2. The production server on a fresh SQLite file, and nginx over the server's own saved answers; rounds
//     alternate app and nginx per target (50 connections each) so a busy machine hurts both alike.
//  3. 500 connections on a vehicle page (60 s; 10 s in quick mode): errors, p99, the server's peak RSS.
//  4. JavaScript per page (gzip), from the modules each page loads.
//
// The load generator is bench/load.ts (node:http, keep-alive). It shares the 2 cores with the server and
// nginx, so read ratios rather than absolutes.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'
import { migrateToLatest, openDatabase } from '../app/db/db.server'
import { freeTextSearch, suggestions } from '../app/search/free-text.server'
import { seed } from '../app/seed/seed.server'
import { vehicleStats } from '../app/vehicles/vehicles.server'
import { startServer } from '../tests/setup/server-process'
import { type LoadResult, percentile, runLoad } from './load'
import { type Nginx, type SavedResponse, findNginx, startNginx } from './nginx'

const QUICK = process.argv.includes('--quick') || process.env.BENCH_QUICK === '1'
const ROUNDS = QUICK ? 1 : 3
const SECONDS = Number(process.env.BENCH_SECONDS ?? (QUICK ? 2 : 5))
const HEAVY_SECONDS = QUICK ? 10 : 60
const CONNECTIONS = 50
const HEAVY_CONNECTIONS = 500
const APP_PORT = Number(process.env.BENCH_APP_PORT ?? 3411)
const NGINX_PORT = Number(process.env.BENCH_NGINX_PORT ?? 3412)
/** A browser's headers: gzip and brotli accepted, a user agent that is not a bot. */
const BROWSER = { 'accept-encoding': 'gzip, deflate, br', 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36' }
/** nginx has no brotli module in Debian's build: both sides are asked for gzip in the side-by-side rounds. */
const GZIP = { 'accept-encoding': 'gzip', 'user-agent': BROWSER['user-agent'] }

const QUERIES = ['2019 f150', 'silverado 2500 2021', 'tundra towing', 'ram 3500 dually', 'chevy tahoe', 'f-250 super duty 2004', 'grand cherokee', 'silverdo 1500', 'mazda cx-9 2019', 'sierra denali']
const TYPED = ['2019 f150', 'silverado 2500', 'chevy', 'ram 3500', '2021 tacoma', 'grand cher', 'f-250 super duty', 'toyota']

const log = (line: string) => console.log(line)
const ms = (n: number) => (Number.isFinite(n) ? n.toFixed(n < 10 ? 2 : 0) : '—')

function stats(times: number[]) {
	const s = [...times].sort((a, b) => a - b)
	return { p50: percentile(s, 50), p99: percentile(s, 99) }
}

async function inProcess() {
	const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'towspec-bench-'))
	const db = openDatabase(`file:${path.join(dir, 'bench.db')}`)
	await migrateToLatest(db)
	await seed(db)
	const count = Number((await vehicleStats(db)).configurations)
	for (const q of QUERIES) await freeTextSearch(db, q)
	// Answers not seen before: every query is new (a year and a word vary), so nothing is reused.
	const cold: number[] = []
	for (let i = 0; i < 2000; i++) {
		const q = `${QUERIES[i % QUERIES.length]} ${1990 + (i % 37)} ${['towing', 'diesel', 'dually', '4x4', 'max'][i % 5]} ${i}`
		const t0 = performance.now()
		await freeTextSearch(db, q)
		cold.push(performance.now() - t0)
	}
	const warm: number[] = []
	for (let i = 0; i < 2000; i++) {
		const t0 = performance.now()
		await freeTextSearch(db, QUERIES[i % QUERIES.length]!)
		warm.push(performance.now() - t0)
	}
	const typed = TYPED.flatMap((word) => Array.from({ length: word.length - 1 }, (_, i) => word.slice(0, i + 2)))
	for (const q of typed) await suggestions(db, q)
	const suggest: number[] = []
	for (let i = 0; i < 5000; i++) {
		const t0 = performance.now()
		await suggestions(db, typed[i % typed.length]!)
		suggest.push(performance.now() - t0)
	}
	await db.destroy()
	fs.rmSync(dir, { recursive: true, force: true })
	return { count, cold: stats(cold), warm: stats(warm), suggest: stats(suggest) }
}

function rssMb(pid: number) {
	try {
		const m = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))
		return m ? Number(m[1]) / 1024 : Number.NaN
	} catch {
		return Number.NaN
	}
}

/** The JavaScript a page loads (module preloads and scripts under /assets), gzip-compressed, in KB. */
function javascriptKb(html: string, clientDir: string) {
	const files = new Set([...html.matchAll(/(?:href|src)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]!))
	let bytes = 0
	for (const f of files) bytes += zlib.gzipSync(fs.readFileSync(path.join(clientDir, f)), { level: 9 }).length
	return bytes / 1024
}

interface Target {
	name: string
	paths: string[]
	budget?: number
}

function merge(results: LoadResult[]): LoadResult {
	const requests = results.reduce((a, r) => a + r.requests, 0)
	return {
		requests,
		errors: results.reduce((a, r) => a + r.errors, 0),
		rps: results.reduce((a, r) => a + r.rps, 0) / results.length,
		p50: Math.max(...results.map((r) => r.p50)),
		p99: Math.max(...results.map((r) => r.p99)),
		max: Math.max(...results.map((r) => r.max)),
		bytes: results.reduce((a, r) => a + r.bytes, 0),
	}
}

// A server left on the port would answer instead of this one (and a port in use does not stop ours yet).
for (const port of [APP_PORT, NGINX_PORT]) {
	const taken = await fetch(`http://127.0.0.1:${port}/`).then(
		() => true,
		() => false,
	)
	if (taken) {
		console.error(`Port ${port} is already in use: stop what listens there, or set BENCH_APP_PORT / BENCH_NGINX_PORT.`)
		process.exit(1)
	}
}
log(`TowSpec bench${QUICK ? ' (quick mode: 1 round of 2 s per target, 10 s at 500 connections)' : ''} — ${os.cpus().length} cores, load average ${os.loadavg()[0]!.toFixed(1)}`)
const inproc = await inProcess()
log(`Data set: ${inproc.count} configurations`)

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'towspec-bench-http-'))
// Logging stays at info, as in production (one line per request); the bench reads and drops it.
// The compiled server with plain node, as `npm start` runs it in production (no tsx loader in the process).
const server = await startServer({ DATABASE_URL: `file:${path.join(dir, 'bench.db')}`, PORT: String(APP_PORT) }, { compiled: true })
server.child.stdout?.removeAllListeners('data')
server.child.stdout?.resume()
const pid = server.child.pid!
log(`server: pid ${pid}, RSS at start ${rssMb(pid).toFixed(0)} MB`)
let nginx: Nginx | null = null
const cleanup: string[] = [dir]
const budgets: Array<Record<string, string>> = []
const row = (measure: string, figure: string, budget: string, met: boolean | null, extra: Record<string, string> = {}) =>
	budgets.push({ measure, figure, ...extra, budget, met: met === null ? '—' : met ? 'yes' : 'NO' })
try {
	const get = async (p: string) => (await fetch(server.url + p, { headers: BROWSER })).json() as Promise<unknown>
	const years = (await get('/api/search/years')) as number[]
	const year = years.find((y) => y === 2021) ?? years[4]!
	const makes = (await get(`/api/search/makes?year=${year}`)) as string[]
	const make = makes.includes('Ford') ? 'Ford' : makes[0]!
	const models = (await get(`/api/search/models?year=${year}&make=${encodeURIComponent(make)}`)) as string[]
	const vehicles = (await get(`/api/vehicles?year=${year}&make=${encodeURIComponent(make)}&limit=1`)) as Array<{ id: number; makeSlug?: string }>
	const articles = (await get('/api/articles')) as { items?: Array<{ slug: string }> } | Array<{ slug: string }>
	const articleSlug = (Array.isArray(articles) ? articles : (articles.items ?? []))[0]?.slug
	const targets: Target[] = [
		{ name: 'vehicle page', paths: [`/vehicle/${vehicles[0]!.id}`], budget: 0.5 },
		{ name: 'landing page', paths: ['/towing-capacity/ford/f-150'], budget: 0.5 },
		{ name: 'article page', paths: [articleSlug ? `/articles/${articleSlug}` : '/articles'], budget: 0.5 },
		{
			name: 'JSON option lists',
			paths: [
				'/api/search/years',
				`/api/search/makes?year=${year}`,
				`/api/search/models?year=${year}&make=${encodeURIComponent(make)}`,
				`/api/search/trims?year=${year}&make=${encodeURIComponent(make)}&model=${encodeURIComponent(models[0]!)}`,
			],
			budget: 0.7,
		},
		{ name: 'home page', paths: ['/'] },
	]

	// The app's own answers, saved for nginx: the same bytes on both sides.
	const saved: SavedResponse[] = []
	const nginxPaths = new Map<string, string>()
	let n = 0
	for (const t of targets)
		for (const p of t.paths) {
			const res = await fetch(server.url + p, { headers: { 'user-agent': BROWSER['user-agent'] } })
			const type = res.headers.get('content-type') ?? 'text/html'
			const file = `/saved/${n++}.${type.includes('json') ? 'json' : 'html'}`
			saved.push({ path: file, contentType: type, body: Buffer.from(await res.arrayBuffer()) })
			nginxPaths.set(p, file)
		}
	const binary = findNginx(log)
	if (binary) {
		try {
			// Its own folder, readable by nginx's unprivileged workers (a mkdtemp folder is private).
			const nginxDir = fs.mkdtempSync(path.join(os.tmpdir(), 'towspec-bench-nginx-'))
			cleanup.push(nginxDir)
			nginx = await startNginx(binary, nginxDir, NGINX_PORT, saved)
		} catch (error) {
			log(`nginx: could not start it (${(error as Error).message.split('\n')[0]}); the nginx columns stay empty`)
		}
	}

	// Warm both (the response cache fills, JIT settles).
	for (const t of targets) {
		await runLoad({ urls: t.paths.map((p) => server.url + p), connections: 10, seconds: 1, headers: GZIP })
		if (nginx) await runLoad({ urls: t.paths.map((p) => nginx!.url + nginxPaths.get(p)!), connections: 10, seconds: 1, headers: GZIP })
	}
	const app = new Map<string, LoadResult[]>()
	const ref = new Map<string, LoadResult[]>()
	for (let round = 0; round < ROUNDS; round++) {
		for (const t of targets) {
			const a = await runLoad({ urls: t.paths.map((p) => server.url + p), connections: CONNECTIONS, seconds: SECONDS, headers: GZIP })
			app.set(t.name, [...(app.get(t.name) ?? []), a])
			if (nginx) {
				const r = await runLoad({ urls: t.paths.map((p) => nginx!.url + nginxPaths.get(p)!), connections: CONNECTIONS, seconds: SECONDS, headers: GZIP })
				ref.set(t.name, [...(ref.get(t.name) ?? []), r])
			}
		}
	}
	for (const t of targets) {
		const a = merge(app.get(t.name)!)
		const r = ref.has(t.name) ? merge(ref.get(t.name)!) : null
		if (r && r.errors > 0) log(`nginx: ${r.errors} errors on ${t.name}; see its error.log`)
		const ratio = r ? a.rps / r.rps : Number.NaN
		row(
			`${t.name}, warm (${CONNECTIONS} connections)`,
			`${a.rps.toFixed(0)} req/s, p50 ${ms(a.p50)} / p99 ${ms(a.p99)} ms${a.errors ? `, ${a.errors} errors` : ''}`,
			t.budget ? `≥ ${t.budget * 100} % of nginx` : '(reported)',
			t.budget && r ? ratio >= t.budget : null,
			{ nginx: r ? `${r.rps.toFixed(0)} req/s, p99 ${ms(r.p99)} ms` : '—', ratio: r ? `${(ratio * 100).toFixed(0)} %` : '—' },
		)
	}

	// Free-text search: server time in process, and over HTTP as a browser (counted, so never from the cache).
	row('free-text search, server time, answers not seen before', `p50 ${ms(inproc.cold.p50)} / p99 ${ms(inproc.cold.p99)} ms`, 'p99 < 10 ms', inproc.cold.p99 < 10)
	row('free-text search, server time, repeated answers', `p50 ${ms(inproc.warm.p50)} / p99 ${ms(inproc.warm.p99)} ms`, 'p99 < 10 ms', inproc.warm.p99 < 10)
	row('suggestions, server time', `p50 ${ms(inproc.suggest.p50)} / p99 ${ms(inproc.suggest.p99)} ms`, 'p99 < 10 ms', inproc.suggest.p99 < 10)
	const search = await runLoad({ urls: QUERIES.map((q) => `${server.url}/api/search?q=${encodeURIComponent(q)}`), connections: 10, seconds: SECONDS, headers: BROWSER })
	row('/api/search over HTTP (10 connections, uncached)', `${search.rps.toFixed(0)} req/s, p50 ${ms(search.p50)} / p99 ${ms(search.p99)} ms`, '(reported)', null)
	const homeSearch = await runLoad({ urls: [`${server.url}/?q=tundra`, `${server.url}/?year=${year}&make=${encodeURIComponent(make)}&model=${encodeURIComponent(models[0]!)}`], connections: 10, seconds: SECONDS, headers: BROWSER })
	row('home page with a search (10 connections, uncached)', `${homeSearch.rps.toFixed(0)} req/s, p50 ${ms(homeSearch.p50)} / p99 ${ms(homeSearch.p99)} ms`, '(reported)', null)

	// 500 connections on a vehicle page, sampling the server's memory.
	let peak = rssMb(pid)
	const sampler = setInterval(() => (peak = Math.max(peak, rssMb(pid))), 250)
	const heavy = await runLoad({ urls: [server.url + targets[0]!.paths[0]!], connections: HEAVY_CONNECTIONS, seconds: HEAVY_SECONDS, headers: BROWSER })
	clearInterval(sampler)
	peak = Math.max(peak, rssMb(pid))
	row(`vehicle page, ${HEAVY_CONNECTIONS} connections for ${HEAVY_SECONDS} s`, `${heavy.rps.toFixed(0)} req/s, ${heavy.errors} errors, p99 ${ms(heavy.p99)} ms`, '0 errors, p99 < 250 ms', heavy.errors === 0 && heavy.p99 < 250)
	row('server RSS, peak under that load', `${peak.toFixed(0)} MB`, '< 200 MB', peak < 200)

	// JavaScript per page, from what each page loads.
	const clientDir = path.resolve(process.env.BUILD_DIR ?? 'build', 'client')
	const calculator = await (await fetch(`${server.url}/calculator`, { headers: BROWSER })).text()
	for (const [name, html, budget] of [
		['vehicle page', saved[0]!.body.toString(), 100],
		['landing page', saved[1]!.body.toString(), 100],
		['article page', saved[2]!.body.toString(), 100],
		['home page', saved[saved.length - 1]!.body.toString(), null],
		['calculator page', calculator, null],
	] as const) {
		const kb = javascriptKb(html, clientDir)
		row(`JavaScript, ${name} (gzip)`, `${kb.toFixed(0)} KB`, budget ? `≤ ${budget} KB` : '(reported)', budget ? kb <= budget : null)
	}
} finally {
	await nginx?.stop()
	await server.stop()
	for (const d of cleanup) fs.rmSync(d, { recursive: true, force: true })
}

log(`\nBudgets of issue 16 (${ROUNDS} interleaved round${ROUNDS > 1 ? 's' : ''} of ${SECONDS} s per target, loopback, production build, SQLite${nginx ? `, nginx ${nginx.binary} with 1 worker and gzip_static` : ', no nginx'}):`)
console.table(budgets)
log('Not measured here: Lighthouse mobile performance (needs a Lighthouse run in Chromium).')
