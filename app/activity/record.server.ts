// Records anonymous activity events (issue 12; docs/decisions/013-activity-trending-ads.md). A page or API
// call hands an event over and goes on: events queue in memory and are written about once a second in one
// insert, so no request waits for a commit (each SQLite commit is a synchronous fsync) and no request fails
// because recording did. Losing a second of anonymous counts in a crash is acceptable; submissions are never
// batched. Requests from bots and the site's own checks never reach here (`countsActivity`, server/app.ts).
import type { Insertable } from 'kysely'
import type { DB } from '~/db/db.server'
import type { ActivityEventTable } from '~/db/schema'
import { type ActivityEvent, comparisonKey, roundTrailerWeight } from '~/domain/activity'
import { MAX_COMPARE } from '~/domain/constants'

const FLUSH_AFTER_MS = 1_000
const FLUSH_AT = 200
/** Past this many unwritten events (the database is down), new ones are dropped rather than held. */
const MAX_QUEUED = 10_000
const INSERT_CHUNK = 500

type Row = Insertable<ActivityEventTable>

interface Queue {
	rows: Row[]
	timer?: ReturnType<typeof setTimeout>
	flushing?: Promise<void>
	dropped: number
}

const queues = new WeakMap<DB, Queue>()

/** What a loader or action passes: the database and whether this request counts (not a bot, not a check). */
export interface ActivityContext {
	db: DB
	countsActivity: boolean
}

const SLUG = /^[a-z0-9][a-z0-9-]{0,79}$/
const STATE = /^[A-Z]{2}$/
const LIMIT_ID = /^[a-zA-Z]{1,20}$/
const isId = (n: unknown): n is number => Number.isSafeInteger(n) && (n as number) > 0

/** The row for an event, or null when a field is not of the shape it must have (so free text cannot slip in). */
export function toRow(e: ActivityEvent, now: Date): Row | null {
	const base: Row = {
		kind: e.kind,
		createdAt: now.toISOString(),
		year: null,
		makeSlug: null,
		modelSlug: null,
		vehicleId: null,
		vehicleIds: null,
		trailerType: null,
		trailerWeight: null,
		outcome: null,
		bindingLimit: null,
		states: null,
	}
	switch (e.kind) {
		case 'search':
			if (!SLUG.test(e.makeSlug) || !SLUG.test(e.modelSlug)) return null
			if (e.year !== undefined && !(Number.isInteger(e.year) && e.year >= 1900 && e.year <= 2100)) return null
			if (e.vehicleId !== undefined && !isId(e.vehicleId)) return null
			return { ...base, year: e.year ?? null, makeSlug: e.makeSlug, modelSlug: e.modelSlug, vehicleId: e.vehicleId ?? null }
		case 'comparison': {
			const ids = e.vehicleIds.filter(isId)
			if (ids.length !== e.vehicleIds.length || new Set(ids).size < 2 || ids.length > MAX_COMPARE) return null
			return { ...base, vehicleIds: comparisonKey(ids) }
		}
		case 'calculation':
			if (e.vehicleId !== undefined && !isId(e.vehicleId)) return null
			if (!['conventional', 'fifth-wheel', 'gooseneck'].includes(e.trailerType) || !LIMIT_ID.test(e.bindingLimit)) return null
			if (!Number.isFinite(e.trailerWeight) || e.trailerWeight <= 0) return null
			return {
				...base,
				vehicleId: e.vehicleId ?? null,
				trailerType: e.trailerType,
				trailerWeight: roundTrailerWeight(e.trailerWeight),
				outcome: e.outcome === 'pass' ? 'pass' : 'over',
				bindingLimit: e.bindingLimit,
			}
		case 'trip-check':
			if (e.vehicleId !== undefined && !isId(e.vehicleId)) return null
			if (e.states.length === 0 || e.states.length > 10 || !e.states.every((s) => STATE.test(s))) return null
			return { ...base, vehicleId: e.vehicleId ?? null, states: [...new Set(e.states)].join(','), outcome: e.outcome === undefined ? null : e.outcome === 'pass' ? 'pass' : 'over' }
	}
}

/** Queues an event. Returns at once and never throws; the write happens in the next batch. */
export function recordActivity(ctx: ActivityContext, ...events: Array<ActivityEvent | null | undefined>) {
	if (!ctx.countsActivity) return
	try {
		const queue = queues.get(ctx.db) ?? { rows: [], dropped: 0 }
		queues.set(ctx.db, queue)
		const now = new Date()
		for (const e of events) {
			const row = e ? toRow(e, now) : null
			if (!row) continue
			if (queue.rows.length >= MAX_QUEUED) queue.dropped++
			else queue.rows.push(row)
		}
		if (queue.rows.length >= FLUSH_AT) void flushActivity(ctx.db).catch(logFailure)
		else if (queue.rows.length > 0 && !queue.timer) {
			queue.timer = setTimeout(() => void flushActivity(ctx.db).catch(logFailure), FLUSH_AFTER_MS)
			queue.timer.unref()
		}
	} catch (error) {
		logFailure(error)
	}
}

function logFailure(error: unknown) {
	console.error('Could not record activity events', error)
}

/** Writes the queued events now (the timer does this; also called at shutdown and by tests). */
export async function flushActivity(db: DB): Promise<void> {
	const queue = queues.get(db)
	if (!queue) return
	if (queue.timer) clearTimeout(queue.timer)
	queue.timer = undefined
	// One write at a time per database, in order.
	while (queue.flushing) await queue.flushing
	const rows = queue.rows.splice(0)
	if (queue.dropped > 0) {
		console.error(`Dropped ${queue.dropped} activity events: the queue was full`)
		queue.dropped = 0
	}
	if (rows.length === 0) return
	queue.flushing = db
		.transaction()
		.execute(async (trx) => {
			// Chunks keep each statement under the dialects' bound-parameter limits.
			for (let i = 0; i < rows.length; i += INSERT_CHUNK) await trx.insertInto('activityEvents').values(rows.slice(i, i + INSERT_CHUNK)).execute()
		})
		.finally(() => {
			queue.flushing = undefined
		})
	await queue.flushing
}
