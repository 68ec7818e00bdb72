// The rate-limit store every instance shares (table rate_limits), on each database: concurrent hits from
// several connections count exactly, windows expire, a given-back hit is given back, the sign-in has its own
// limit; and migrations run under the start-up lock from several connections at once.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ENDPOINT_LIMITS, hitRateLimit } from '~/contact/rate-limit.server'
import { migrateToLatest, openDatabase } from '~/db/db.server'
import { withStartupLock } from '~/db/startup-lock.server'
import { DATABASE_KINDS, type TestDatabase, createTestDatabase } from '../setup/databases'

const shared = { RATE_LIMIT_STORE: 'database' as const, RATE_LIMIT_WINDOW_MS: 60_000, RATE_LIMIT_MAX: 5 }

describe.each(DATABASE_KINDS)('shared rate-limit store on %s', (kind) => {
	let t: TestDatabase | undefined
	afterEach(async () => {
		await t?.cleanup()
		t = undefined
		vi.useRealTimers()
	})

	it('lets exactly the limit through when 20 hits arrive at once over two connections', async () => {
		t = await createTestDatabase(kind)
		const other = openDatabase(t.url)
		try {
			const hits = await Promise.all(Array.from({ length: 20 }, (_, i) => hitRateLimit(shared, 'support', '192.0.2.1', i % 2 === 0 ? t!.db : other)))
			expect(hits.filter((h) => !h.limited)).toHaveLength(5)
			// Another endpoint and another address have their own counters.
			expect((await hitRateLimit(shared, 'newsletter', '192.0.2.1', other)).limited).toBe(false)
			expect((await hitRateLimit(shared, 'support', '192.0.2.2', other)).limited).toBe(false)
		} finally {
			await other.destroy()
		}
	})

	it('refuses until the window ends, with the seconds left, then starts a new window', async () => {
		t = await createTestDatabase(kind)
		vi.useFakeTimers({ toFake: ['Date'] })
		vi.setSystemTime(new Date('2026-01-01T00:00:00Z'))
		for (let i = 0; i < 5; i++) expect((await hitRateLimit(shared, 'support', '192.0.2.3', t.db)).limited).toBe(false)
		vi.setSystemTime(new Date('2026-01-01T00:00:45Z'))
		expect(await hitRateLimit(shared, 'support', '192.0.2.3', t.db)).toEqual({ limited: true, retryAfterSeconds: 15 })
		vi.setSystemTime(new Date('2026-01-01T00:01:00Z'))
		expect((await hitRateLimit(shared, 'support', '192.0.2.3', t.db)).limited).toBe(false)
	})

	it('gives back a hit refused as invalid, and gives the sign-in its own limit (not RATE_LIMIT_MAX)', async () => {
		t = await createTestDatabase(kind)
		for (let i = 0; i < 8; i++) {
			const hit = await hitRateLimit(shared, 'newsletter', '192.0.2.4', t.db)
			expect(hit.limited).toBe(false)
			if (!hit.limited) await hit.release()
		}
		const signIn = { ...shared, RATE_LIMIT_MAX: 100, ADMIN_SIGN_IN_MAX: 2 }
		expect((await hitRateLimit(signIn, 'admin-sign-in', '192.0.2.5', t.db)).limited).toBe(false)
		expect((await hitRateLimit(signIn, 'admin-sign-in', '192.0.2.5', t.db)).limited).toBe(false)
		expect((await hitRateLimit(signIn, 'admin-sign-in', '192.0.2.5', t.db)).limited).toBe(true)
		const defaults = { RATE_LIMIT_STORE: 'database' as const, RATE_LIMIT_WINDOW_MS: 60_000, RATE_LIMIT_MAX: 100 }
		for (let i = 0; i < ENDPOINT_LIMITS['admin-sign-in']; i++) await hitRateLimit(defaults, 'admin-sign-in', '192.0.2.6', t.db)
		expect((await hitRateLimit(defaults, 'admin-sign-in', '192.0.2.6', t.db)).limited).toBe(true)
	})

	it('runs start-up work one connection at a time under the start-up lock, and migrates once', async () => {
		t = await createTestDatabase(kind, { migrate: false })
		const dbs = kind === 'postgres' ? [t.db, openDatabase(t.url), openDatabase(t.url)] : [t.db]
		let active = 0
		let most = 0
		try {
			const applied = await Promise.all(
				dbs.map((db) =>
					withStartupLock(db, async () => {
						most = Math.max(most, ++active)
						const done = await migrateToLatest(db)
						await new Promise((resolve) => setTimeout(resolve, 100))
						active--
						return done
					}),
				),
			)
			expect(most).toBe(1)
			expect(applied.flat().filter((m) => m === '0008_shared_limits_and_sessions')).toHaveLength(1)
		} finally {
			await Promise.all(dbs.slice(1).map((db) => db.destroy()))
		}
	})
})
