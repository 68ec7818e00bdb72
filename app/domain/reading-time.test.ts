import { describe, expect, it } from 'vitest'
import { CHARACTERS_PER_MINUTE, readingMinutes, readingTimeLabel } from './reading-time'

describe('reading time (SPEC §9: characters ÷ 1,200, rounded up)', () => {
	it('rounds up to whole minutes', () => {
		expect(CHARACTERS_PER_MINUTE).toBe(1200)
		expect(readingMinutes(1200)).toBe(1)
		expect(readingMinutes(1201)).toBe(2)
		expect(readingMinutes(2400)).toBe(2)
		expect(readingMinutes(6001)).toBe(6)
	})

	it('counts the characters of a text', () => {
		expect(readingMinutes('x'.repeat(3601))).toBe(4)
	})

	it('never says zero minutes', () => {
		expect(readingMinutes('')).toBe(1)
		expect(readingMinutes(0)).toBe(1)
	})

	it('labels minutes the way the pages show them', () => {
		expect(readingTimeLabel(7)).toBe('7 min read')
	})
})
