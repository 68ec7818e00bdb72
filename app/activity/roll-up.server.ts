// Retention (issue 12): events older than 90 days become counts per day, kind and subject, and are deleted.
// Run at start and every few hours by server/index.ts; safe to run concurrently with writes and twice over.
import type { DB } from '~/db/db.server'
import { ACTIVITY_RETENTION_DAYS, rollUpSubject } from '~/domain/activity'

const BATCH = 5_000
const DAY_MS = 86_400_000

export async function rollUpActivity(db: DB, now = new Date()): Promise<{ rolledUp: number }> {
	const cutoff = new Date(now.getTime() - ACTIVITY_RETENTION_DAYS * DAY_MS).toISOString()
	let rolledUp = 0
	for (;;) {
		const done = await db.transaction().execute(async (trx) => {
			const rows = await trx.selectFrom('activityEvents').selectAll().where('createdAt', '<', cutoff).orderBy('id').limit(BATCH).execute()
			if (rows.length === 0) return 0
			const counts = new Map<string, { day: string; kind: string; subject: string; count: number }>()
			for (const r of rows) {
				const day = r.createdAt.slice(0, 10)
				const subject = rollUpSubject(r)
				const key = `${day}\u0000${r.kind}\u0000${subject}`
				const entry = counts.get(key) ?? { day, kind: r.kind, subject, count: 0 }
				entry.count++
				counts.set(key, entry)
			}
			const groups = [...counts.values()]
			for (let i = 0; i < groups.length; i += 500) {
				await trx
					.insertInto('activityDaily')
					.values(groups.slice(i, i + 500))
					.onConflict((oc) => oc.columns(['day', 'kind', 'subject']).doUpdateSet((eb) => ({ count: eb('activityDaily.count', '+', eb.ref('excluded.count')) })))
					.execute()
			}
			const ids = rows.map((r) => r.id)
			for (let i = 0; i < ids.length; i += 500) await trx.deleteFrom('activityEvents').where('id', 'in', ids.slice(i, i + 500)).execute()
			return rows.length
		})
		rolledUp += done
		if (done < BATCH) return { rolledUp }
	}
}
