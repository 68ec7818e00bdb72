// Records anonymous search events (what was searched and when; no IP address, no cookie, nothing personal).
import type { DB } from '~/db/db.server'

export interface SearchEventInput {
	year?: number
	make?: string
	model?: string
	trim?: string
	query?: string
}

const clip = (v: string | undefined) => (v ? v.slice(0, 120) : null)

export async function recordSearch(db: DB, e: SearchEventInput) {
	await db
		.insertInto('searchEvents')
		.values({
			year: e.year ?? null,
			make: clip(e.make),
			model: clip(e.model),
			trim: clip(e.trim),
			query: clip(e.query),
			createdAt: new Date().toISOString(),
		})
		.execute()
}
