// Records anonymous search events (what was searched and when; no IP address, no cookie, nothing personal).
// Events are batched and written once a second in one transaction: each SQLite commit is a synchronous
// fsync that would otherwise block every other request. Losing up to a second of anonymous counts in a
// crash is acceptable here; user submissions are never batched.
import type { DB } from '~/db/db.server'

export interface SearchEventInput {
	year?: number
	make?: string
	model?: string
	trim?: string
	query?: string
}

const FLUSH_AFTER_MS = 1_000
const FLUSH_AT = 200

interface Pending {
	rows: Array<{ year: number | null; make: string | null; model: string | null; trim: string | null; query: string | null; createdAt: string }>
	timer?: ReturnType<typeof setTimeout>
}

const pending = new WeakMap<DB, Pending>()
const clip = (v: string | undefined) => (v ? v.slice(0, 120) : null)

export async function recordSearch(db: DB, e: SearchEventInput) {
	const queue = pending.get(db) ?? { rows: [] }
	pending.set(db, queue)
	queue.rows.push({ year: e.year ?? null, make: clip(e.make), model: clip(e.model), trim: clip(e.trim), query: clip(e.query), createdAt: new Date().toISOString() })
	if (queue.rows.length >= FLUSH_AT) await flushSearchEvents(db)
	else if (!queue.timer) {
		queue.timer = setTimeout(() => {
			flushSearchEvents(db).catch((error) => console.error('Could not record search events', error))
		}, FLUSH_AFTER_MS)
		queue.timer.unref()
	}
}

/** Writes the queued events now (also called at shutdown). */
export async function flushSearchEvents(db: DB) {
	const queue = pending.get(db)
	if (!queue) return
	if (queue.timer) clearTimeout(queue.timer)
	queue.timer = undefined
	const rows = queue.rows.splice(0)
	if (rows.length > 0) await db.insertInto('searchEvents').values(rows).execute()
}
