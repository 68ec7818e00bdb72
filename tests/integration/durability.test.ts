// A 201 is a promise: the report is on disk. Submit reports concurrently, SIGKILL the server midway,
// restart it on the same SQLite file, and check that every acknowledged report is there, whole.
import fs from 'node:fs'
import { sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import { openDatabase } from '~/db/db.server'
import { freshSqlite } from '../setup/databases'
import { startServer } from '../setup/server-process'

const TOTAL = 400
const CONCURRENCY = 16
const KILL_AFTER_CREATED = TOTAL / 2

/** Long enough that a torn write would show; unique per request so each row can be checked whole. */
const descriptionFor = (i: number) => `durability report ${i} begin ${'abcdefghij'.repeat(40)} end ${i}`

type Outcome = { i: number; status: number; id?: number } | { i: number; error: string }

describe('durability of submissions', () => {
	it('keeps every report that got a 201 across a SIGKILL, and nothing half-written', async () => {
		// A copy of the seeded template, so the server's start-up seed is skipped.
		const { dir, file } = freshSqlite()
		const databaseUrl = `file:${file}`
		const server = await startServer({ DATABASE_URL: databaseUrl, RATE_LIMIT_MAX: '100000' })

		const outcomes: Outcome[] = []
		let next = 0
		let created = 0
		let killed = false
		const worker = async () => {
			while (next < TOTAL && !killed) {
				const i = next++
				try {
					const res = await fetch(`${server.url}/api/contact/data-issue`, {
						method: 'POST',
						headers: { 'Content-Type': 'application/json' },
						body: JSON.stringify({
							vehicleYear: 2024,
							vehicleMake: 'Ford',
							vehicleModel: 'F-150',
							vehicleTrim: `Durability ${i}`,
							issueDescription: descriptionFor(i),
							userEmail: `tester${i}@example.com`,
						}),
						signal: AbortSignal.timeout(15_000),
					})
					const body = (await res.json()) as { id?: number }
					outcomes.push({ i, status: res.status, id: body.id })
					if (res.status === 201 && ++created >= KILL_AFTER_CREATED && !killed) {
						killed = true
						server.child.kill('SIGKILL')
					}
				} catch (error) {
					outcomes.push({ i, error: (error as Error).message })
				}
			}
		}
		await Promise.all(Array.from({ length: CONCURRENCY }, worker))
		await server.exited
		expect(killed).toBe(true)

		// Restart on the same file: the server must come up (migrate, seed) and take new reports. Rate-limit counters
		// are in the database and survive the restart, so the same limit as before.
		const restarted = await startServer({ DATABASE_URL: databaseUrl, RATE_LIMIT_MAX: '100000' })
		const after = await fetch(`${restarted.url}/api/contact/data-issue`, {
			method: 'POST',
			headers: { 'Content-Type': 'application/json' },
			body: JSON.stringify({ vehicleYear: 2024, vehicleMake: 'Ford', vehicleModel: 'F-150', vehicleTrim: 'After restart', issueDescription: descriptionFor(-1) }),
		})
		expect(after.status).toBe(201)
		const afterId = ((await after.json()) as { id: number }).id
		expect(await restarted.stop({ graceful: true })).toBe(0)

		const db = openDatabase(databaseUrl)
		try {
			const integrity = await sql<Record<string, string>>`pragma integrity_check`.execute(db)
			expect(integrity.rows.map((r) => Object.values(r)[0])).toEqual(['ok'])
			const rows = await db.selectFrom('submissions').selectAll().where('id', '!=', afterId).orderBy('id').execute()

			const acknowledged = outcomes.filter((o): o is { i: number; status: number; id: number } => 'status' in o && o.status === 201)
			const failed = outcomes.filter((o) => 'error' in o)
			const byId = new Map(rows.map((r) => [r.id, r]))
			for (const o of acknowledged) {
				const row = byId.get(o.id)
				expect(row, `request ${o.i} got 201 with id ${o.id}`).toBeDefined()
				expect(row!.description).toBe(descriptionFor(o.i))
				expect(row!.vehicleTrim).toBe(`Durability ${o.i}`)
			}
			// Every row is whole: it is exactly one request's report, written once.
			const seen = new Set<number>()
			for (const row of rows) {
				const i = Number(row.vehicleTrim?.replace('Durability ', ''))
				expect(Number.isInteger(i) && i >= 0 && i < TOTAL, `row ${row.id}`).toBe(true)
				expect(row).toMatchObject({ kind: 'data-issue', status: 'new', description: descriptionFor(i), userEmail: `tester${i}@example.com`, vehicleYear: 2024 })
				expect(row.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/)
				expect(seen.has(i)).toBe(false)
				seen.add(i)
			}
			expect(acknowledged.length).toBeGreaterThanOrEqual(KILL_AFTER_CREATED)
			expect(failed.length + acknowledged.length).toBeLessThanOrEqual(outcomes.length)
			expect(rows.length).toBeGreaterThanOrEqual(acknowledged.length)
			expect(rows.length).toBeLessThanOrEqual(TOTAL)
			console.log(
				`durability: ${outcomes.length} requests sent, ${acknowledged.length} answered 201, ${failed.length} cut off by SIGKILL; ` +
					`${rows.length} rows found after restart (${rows.length - acknowledged.length} committed but unanswered); all 201s present and whole`,
			)
		} finally {
			await db.destroy()
			fs.rmSync(dir, { recursive: true, force: true })
		}
	}, 120_000)
})
