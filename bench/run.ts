// `npm run bench`: prints latency figures. Never asserts; budgets are reported against in issue notes.
//  1. Free-text search and suggestions inside the server process (budgets: under 10 ms, p99, on the full data set).
//  2. HTTP latency of the option lists, /api/vehicles and /api/search at a fixed 200 requests/second,
//     against the production build on a fresh SQLite file, loopback only.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { migrateToLatest, openDatabase } from '../app/db/db.server'
import { freeTextSearch, suggestions } from '../app/search/free-text.server'
import { seed } from '../app/seed/seed.server'
import { vehicleStats } from '../app/vehicles/vehicles.server'
import { startServer } from '../tests/setup/server-process'

const RATE = Number(process.env.BENCH_RATE ?? 200)
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5)
const QUERIES = ['2019 f150', 'silverado 2500 2021', 'tundra towing', 'ram 3500 dually', 'chevy tahoe', 'f-250 super duty 2004', 'grand cherokee', 'silverdo 1500', 'mazda cx-9 2019', 'sierra denali']

/** What people type, one keystroke at a time, for the suggestions bench. */
const TYPED = ['2019 f150', 'silverado 2500', 'chevy', 'ram 3500', '2021 tacoma', 'grand cher', 'f-250 super duty', 'toyota']

function percentile(sorted: number[], p: number) {
	if (sorted.length === 0) return Number.NaN
	return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!
}

function summary(name: string, ms: number[], errors = 0) {
	const s = [...ms].sort((a, b) => a - b)
	return { name, n: ms.length, errors, p50: percentile(s, 50).toFixed(2), p99: percentile(s, 99).toFixed(2), max: (s[s.length - 1] ?? Number.NaN).toFixed(2) }
}

async function inProcess() {
	const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'towspec-bench-'))
	const db = openDatabase(`file:${path.join(dir, 'bench.db')}`)
	await migrateToLatest(db)
	await seed(db)
	const count = (await vehicleStats(db)).configurations
	for (const q of QUERIES) await freeTextSearch(db, q) // warm the catalogue cache
	const times: number[] = []
	for (let i = 0; i < 2000; i++) {
		const q = QUERIES[i % QUERIES.length]!
		const t0 = performance.now()
		await freeTextSearch(db, q)
		times.push(performance.now() - t0)
	}
	const typed = TYPED.flatMap((word) => Array.from({ length: word.length - 1 }, (_, i) => word.slice(0, i + 2)))
	for (const q of typed) await suggestions(db, q)
	const suggestTimes: number[] = []
	for (let i = 0; i < 5000; i++) {
		const q = typed[i % typed.length]!
		const t0 = performance.now()
		await suggestions(db, q)
		suggestTimes.push(performance.now() - t0)
	}
	await db.destroy()
	fs.rmSync(dir, { recursive: true, force: true })
	return {
		count: Number(count),
		result: summary('freeTextSearch() in process', times),
		suggest: summary(`suggestions() in process (${typed.length} keystroke prefixes)`, suggestTimes),
	}
}

/** Open-loop load: one request every 1000/RATE ms, whatever the previous ones are doing. */
async function load(base: string, name: string, paths: string[]) {
	const total = RATE * SECONDS
	const interval = 1000 / RATE
	const times: number[] = []
	let errors = 0
	const started = performance.now()
	const inflight: Array<Promise<void>> = []
	for (let i = 0; i < total; i++) {
		const due = started + i * interval
		const wait = due - performance.now()
		if (wait > 0) await new Promise((r) => setTimeout(r, wait))
		const url = base + paths[i % paths.length]!
		const t0 = performance.now()
		inflight.push(
			fetch(url)
				.then(async (res) => {
					await res.arrayBuffer()
					if (!res.ok) errors++
					times.push(performance.now() - t0)
				})
				.catch(() => {
					errors++
				}),
		)
	}
	await Promise.all(inflight)
	const achieved = total / ((performance.now() - started) / 1000)
	return { ...summary(name, times, errors), rate: achieved.toFixed(0) }
}

const { count, result, suggest } = await inProcess()
console.log(`\nData set: ${count} configurations\n`)
console.log('In-process free-text search (2,000 queries over 10 phrasings) and suggestions (5,000 keystrokes), milliseconds:')
console.table([result, suggest])

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'towspec-bench-http-'))
const server = await startServer({ DATABASE_URL: `file:${path.join(dir, 'bench.db')}` })
try {
	const years = (await (await fetch(`${server.url}/api/search/years`)).json()) as number[]
	const makes = (await (await fetch(`${server.url}/api/search/makes?year=${years[4]}`)).json()) as string[]
	const models = (await (await fetch(`${server.url}/api/search/models?year=${years[4]}&make=${encodeURIComponent(makes[0]!)}`)).json()) as string[]
	const optionPaths = [
		'/api/search/years',
		...years.slice(0, 8).map((y) => `/api/search/makes?year=${y}`),
		`/api/search/models?year=${years[4]}&make=${encodeURIComponent(makes[0]!)}`,
		`/api/search/trims?year=${years[4]}&make=${encodeURIComponent(makes[0]!)}&model=${encodeURIComponent(models[0]!)}`,
	]
	const vehiclePaths = ['/api/vehicles', ...years.slice(0, 8).map((y) => `/api/vehicles?year=${y}`), `/api/vehicles?year=${years[4]}&make=${encodeURIComponent(makes[0]!)}`]
	const searchPaths = QUERIES.map((q) => `/api/search?q=${encodeURIComponent(q)}`)
	const suggestPaths = TYPED.map((q) => `/api/search/suggest?q=${encodeURIComponent(q.slice(0, 4))}`)
	// Warm-up so the first requests do not measure module loading.
	await load(server.url, 'warm-up', [...optionPaths, ...vehiclePaths, ...searchPaths])
	const rows = [
		await load(server.url, 'option lists (/api/search/years|makes|models|trims)', optionPaths),
		await load(server.url, '/api/vehicles (filters)', vehiclePaths),
		await load(server.url, '/api/search?q= (free text)', searchPaths),
		await load(server.url, '/api/search/suggest?q= (as you type)', suggestPaths),
		await load(server.url, 'home page with a search (HTML)', ['/?year=2021&make=Chevrolet&model=Silverado%201500', '/?q=tundra']),
	]
	console.log(`\nHTTP at ${RATE} requests/second for ${SECONDS} s each (loopback, production build, SQLite), milliseconds:`)
	console.table(rows)
} finally {
	await server.stop()
	fs.rmSync(dir, { recursive: true, force: true })
}
