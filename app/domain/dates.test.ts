import { afterEach, describe, expect, it } from 'vitest'
import { formatLongDate, isIsoDate } from './dates'

describe('long dates', () => {
	const tz = process.env.TZ
	afterEach(() => {
		process.env.TZ = tz
	})

	it('writes an ISO date long-form', () => {
		expect(formatLongDate('2025-01-18')).toBe('January 18, 2025')
		expect(formatLongDate('2024-12-01')).toBe('December 1, 2024')
	})

	it('keeps the calendar day whatever the time zone', () => {
		process.env.TZ = 'America/Los_Angeles'
		expect(formatLongDate('2025-01-01')).toBe('January 1, 2025')
		process.env.TZ = 'Pacific/Kiritimati'
		expect(formatLongDate('2025-12-31')).toBe('December 31, 2025')
	})

	it('refuses what is not a date', () => {
		expect(() => formatLongDate('yesterday')).toThrow(RangeError)
	})

	it('accepts only real calendar dates written YYYY-MM-DD', () => {
		expect(isIsoDate('2025-02-28')).toBe(true)
		expect(isIsoDate('2024-02-29')).toBe(true)
		expect(isIsoDate('2025-02-29')).toBe(false)
		expect(isIsoDate('2025-13-01')).toBe(false)
		expect(isIsoDate('2025-1-18')).toBe(false)
		expect(isIsoDate('18/01/2025')).toBe(false)
	})
})
