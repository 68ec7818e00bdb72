import fs from 'node:fs'
import path from 'node:path'
import matter from 'gray-matter'
import { describe, expect, it } from 'vitest'
import { STATE_BRAKE_RULES, trailerBrakeAdvice } from './trailer-brakes'

describe('state trailer-brake rules', () => {
	it('match the brakesRequiredOverLb fact of every state guide, and cover only states that have one', () => {
		const dir = path.join(process.cwd(), 'content', 'state-guides')
		const sourced: Record<string, number> = {}
		for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.md'))) {
			const { data } = matter(fs.readFileSync(path.join(dir, file), 'utf8'))
			const threshold = data.facts?.brakesRequiredOverLb
			if (typeof threshold === 'number') sourced[data.stateCode as string] = threshold
			if (STATE_BRAKE_RULES[data.stateCode]) expect(STATE_BRAKE_RULES[data.stateCode]!.guidePath).toBe(`/state-guides/${file.replace(/\.md$/, '')}`)
		}
		expect(Object.fromEntries(Object.entries(STATE_BRAKE_RULES).map(([code, r]) => [code, r.thresholdLb]))).toEqual(sourced)
	})

	it('apply "over" and "or more" thresholds as the law words them', () => {
		expect(trailerBrakeAdvice(4500, 'TX').required).toBe(false)
		expect(trailerBrakeAdvice(4501, 'TX').required).toBe(true)
		expect(trailerBrakeAdvice(1500, 'CA').required).toBe(true)
		expect(trailerBrakeAdvice(1499, 'CA').required).toBe(false)
		expect(trailerBrakeAdvice(3000, 'AZ').required).toBe(true)
		expect(trailerBrakeAdvice(3000, 'FL').required).toBe(false)
	})

	it('fall back to the general 3,000 lb guideline and say so', () => {
		expect(trailerBrakeAdvice(3001)).toMatchObject({ required: true, basis: 'general', thresholdLb: 3000 })
		expect(trailerBrakeAdvice(3000)).toMatchObject({ required: false, basis: 'general' })
		const pa = trailerBrakeAdvice(3500, 'PA')
		expect(pa).toMatchObject({ required: true, basis: 'general' })
		expect(pa.sentence).toContain('We have no sourced brake threshold for Pennsylvania')
	})
})
