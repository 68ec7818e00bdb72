// `npm run bench:activity`: what anonymous activity costs (issue 12). Never asserts; figures go in the notes.
//  1. recordActivity() on the request path (queue only) and the batched write behind it, per event.
//  2. getTrending() and latestActivity() in process with a busy fortnight of events.
//  3. HTTP latency of /trending-searches, /live-towing-feed and /api/trending against the production build.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { flushActivity, recordActivity } from '../app/activity/record.server'
import { getTrending, latestActivity } from '../app/activity/trending.server'
import { migrateToLatest, openDatabase } from '../app/db/db.server'
import { seed } from '../app/seed/seed.server'
import { startServer } from '../tests/setup/server-process'

const EVENTS = Number(process.env.BENCH_EVENTS ?? 100_000)
const pct = (s: number[], p: number) => s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)]!
function summary(name: string, ms: number[]) {
	const s = [...ms].sort((a, b) => a - b)
	return { name, n: ms.length, p50: pct(s, 50).toFixed(3), p99: pct(s, 99).toFixed(3), max: s.at(-1)!.toFixed(3) }
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'towspec-bench-activity-'))
const file = path.join(dir, 'bench.db')
const db = openDatabase(`file:${file}`)
await migrateToLatest(db)
await seed(db)
const vehicles = await db.selectFrom('vehicles').select(['id', 'year', 'makeSlug', 'modelSlug']).execute()
const ctx = { db, countsActivity: true }
const pick = (i: number) => vehicles[(i * 7919) % vehicles.length]!

// 1. The request path: queueing one event, and the batched write behind it.
const queueTimes: number[] = []
for (let i = 0; i < 20_000; i++) {
	const v = pick(i)
	const t0 = performance.now()
	recordActivity(ctx, { kind: 'search', year: v.year, makeSlug: v.makeSlug, modelSlug: v.modelSlug })
	queueTimes.push(performance.now() - t0)
	if (i % 200 === 199) await flushActivity(db)
}
await flushActivity(db)
const batchTimes: number[] = []
for (let b = 0; b < 100; b++) {
	for (let i = 0; i < 200; i++) {
		const v = pick(b * 200 + i)
		recordActivity(ctx, { kind: 'calculation', vehicleId: v.id, trailerType: 'conventional', trailerWeight: 7000, outcome: 'pass', bindingLimit: 'gcwr' })
	}
	const t0 = performance.now()
	await flushActivity(db)
	batchTimes.push(performance.now() - t0)
}

// 2. A busy fortnight: EVENTS spread over 14 days, then the reads.
await db.deleteFrom('activityEvents').execute()
const now = Date.now()
const rows = Array.from({ length: EVENTS }, (_, i) => {
	const v = pick(i % 400)
	const createdAt = new Date(now - ((i * 12_096) % 1_209_600_000)).toISOString()
	const kind = i % 10 < 6 ? 'search' : i % 10 < 8 ? 'comparison' : 'calculation'
	return {
		kind,
		createdAt,
		year: kind === 'search' ? v.year : null,
		makeSlug: kind === 'search' ? v.makeSlug : null,
		modelSlug: kind === 'search' ? v.modelSlug : null,
		vehicleId: kind === 'calculation' ? v.id : null,
		vehicleIds: kind === 'comparison' ? [v.id, pick(i % 37).id].sort((a, b) => a - b).join(',') : null,
		trailerType: kind === 'calculation' ? 'fifth-wheel' : null,
		trailerWeight: kind === 'calculation' ? 5000 + (i % 20) * 500 : null,
		outcome: kind === 'calculation' ? 'pass' : null,
		bindingLimit: kind === 'calculation' ? 'gcwr' : null,
		states: null,
	}
})
await db.transaction().execute(async (trx) => {
	for (let i = 0; i < rows.length; i += 500) await trx.insertInto('activityEvents').values(rows.slice(i, i + 500)).execute()
})
const trendingTimes: number[] = []
const feedTimes: number[] = []
for (let i = 0; i < 30; i++) {
	let t0 = performance.now()
	await getTrending(db)
	trendingTimes.push(performance.now() - t0)
	t0 = performance.now()
	await latestActivity(db)
	feedTimes.push(performance.now() - t0)
}
await db.destroy()

// 3. Over HTTP, sequential requests against the production build on the same file.
const server = await startServer({ DATABASE_URL: `file:${file}` })
const http: Array<ReturnType<typeof summary>> = []
try {
	for (const p of ['/trending-searches', '/live-towing-feed', '/api/trending', '/']) {
		for (let i = 0; i < 5; i++) await (await fetch(server.url + p)).arrayBuffer()
		const times: number[] = []
		for (let i = 0; i < 40; i++) {
			const t0 = performance.now()
			const res = await fetch(server.url + p)
			await res.arrayBuffer()
			if (res.status !== 200) throw new Error(`${p}: ${res.status}`)
			times.push(performance.now() - t0)
		}
		http.push(summary(`GET ${p}`, times))
	}
} finally {
	await server.stop()
	fs.rmSync(dir, { recursive: true, force: true })
}

console.log(`Activity bench (SQLite, ${vehicles.length} vehicles, ${EVENTS.toLocaleString('en-US')} events over 14 days), ms:`)
console.table([
	summary('recordActivity() per event (request path: queue only)', queueTimes),
	{ ...summary('flushActivity() per batch of 200 events', batchTimes), perEvent: (batchTimes.reduce((a, b) => a + b, 0) / batchTimes.length / 200).toFixed(4) },
	summary('getTrending() in process', trendingTimes),
	summary('latestActivity() in process', feedTimes),
	...http,
])
