import { afterEach, describe, expect, it, vi } from 'vitest'
import { ENDPOINT_LIMITS, hitRateLimit, rateLimitMessage, resetRateLimits } from './rate-limit.server'

const config = { RATE_LIMIT_MAX: 2, RATE_LIMIT_WINDOW_MS: 60_000 }

describe('submission rate limit', () => {
	afterEach(async () => {
		await resetRateLimits()
		vi.useRealTimers()
	})

	it('allows the configured number per address and endpoint, then refuses until the window ends', async () => {
		vi.useFakeTimers({ toFake: ['Date'] })
		vi.setSystemTime(new Date('2026-01-01T00:00:00Z'))
		expect((await hitRateLimit(config, 'support', '192.0.2.1')).limited).toBe(false)
		expect((await hitRateLimit(config, 'support', '192.0.2.1')).limited).toBe(false)
		const third = await hitRateLimit(config, 'support', '192.0.2.1')
		expect(third).toEqual({ limited: true, retryAfterSeconds: 60 })
		// Other endpoints and other addresses count separately.
		expect((await hitRateLimit(config, 'data-issue', '192.0.2.1')).limited).toBe(false)
		expect((await hitRateLimit(config, 'support', '192.0.2.2')).limited).toBe(false)
		vi.setSystemTime(new Date('2026-01-01T00:00:45Z'))
		expect(await hitRateLimit(config, 'support', '192.0.2.1')).toEqual({ limited: true, retryAfterSeconds: 15 })
		vi.setSystemTime(new Date('2026-01-01T00:01:01Z'))
		expect((await hitRateLimit(config, 'support', '192.0.2.1')).limited).toBe(false)
	})

	it('without a configured maximum, gives each form its own limit, sized for a shared network', async () => {
		const perForm = { RATE_LIMIT_WINDOW_MS: 60_000 }
		const address = '192.0.2.50'
		// A household sends eight data-issue reports and still reaches the newsletter and support forms.
		for (let i = 0; i < 8; i++) expect((await hitRateLimit(perForm, 'data-issue', address)).limited, `report ${i + 1}`).toBe(false)
		expect((await hitRateLimit(perForm, 'newsletter', address)).limited).toBe(false)
		expect((await hitRateLimit(perForm, 'support', address)).limited).toBe(false)
		// A flood is still refused, at each form's own limit.
		for (let i = 8; i < ENDPOINT_LIMITS['data-issue']; i++) await hitRateLimit(perForm, 'data-issue', address)
		expect(await hitRateLimit(perForm, 'data-issue', address)).toMatchObject({ limited: true })
		for (let i = 1; i < ENDPOINT_LIMITS.support; i++) await hitRateLimit(perForm, 'support', address)
		expect(await hitRateLimit(perForm, 'support', address)).toMatchObject({ limited: true })
		expect(ENDPOINT_LIMITS['data-issue']).toBeGreaterThan(ENDPOINT_LIMITS['admin-sign-in'])
	})

	it('gives a hit back when the request is refused as invalid', async () => {
		for (let i = 0; i < 5; i++) {
			const hit = await hitRateLimit(config, 'newsletter', '192.0.2.3')
			expect(hit.limited).toBe(false)
			if (!hit.limited) await hit.release()
		}
	})

	it('counts an IPv6 /56 network as one client', async () => {
		await hitRateLimit(config, 'support', '2001:db8:0:1::1')
		await hitRateLimit(config, 'support', '2001:db8:0:2::99')
		expect((await hitRateLimit(config, 'support', '2001:db8:0:3::7')).limited).toBe(true)
	})

	it('says how long to wait in words', () => {
		expect(rateLimitMessage(30)).toBe('Too many submissions from your network. Please try again in 30 seconds.')
		expect(rateLimitMessage(60)).toBe('Too many submissions from your network. Please try again in 1 minute.')
		expect(rateLimitMessage(599)).toBe('Too many submissions from your network. Please try again in 10 minutes.')
	})
})
