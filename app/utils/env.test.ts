import { describe, expect, it } from 'vitest'
import { ConfigError, parseEnv } from './env.server'

describe('parseEnv', () => {
	it('applies the documented defaults', () => {
		expect(parseEnv({})).toMatchObject({
			PORT: 3000,
			HOST: '0.0.0.0',
			DATABASE_URL: 'file:data/towing.db',
			SITE_URL: 'http://localhost:3000',
			LOG_LEVEL: 'info',
			TRUST_PROXY: false,
		})
		expect(parseEnv({}).ADMIN_TOKEN).toBeUndefined()
		expect(parseEnv({}).ADS_CLIENT_ID).toBeUndefined()
	})

	it('accepts PostgreSQL and file URLs and strips a trailing slash from SITE_URL', () => {
		const env = parseEnv({ DATABASE_URL: 'postgres://u@h:5432/db', SITE_URL: 'https://towspec.example/' })
		expect(env.DATABASE_URL).toBe('postgres://u@h:5432/db')
		expect(env.SITE_URL).toBe('https://towspec.example')
	})

	it('names every invalid variable', () => {
		expect(() => parseEnv({ PORT: 'abc', DATABASE_URL: 'mysql://x', LOG_LEVEL: 'loud' })).toThrow(ConfigError)
		try {
			parseEnv({ PORT: 'abc', DATABASE_URL: 'mysql://x', ADS_CLIENT_ID: 'nope' })
		} catch (error) {
			const message = (error as Error).message
			expect(message).toMatch(/PORT/)
			expect(message).toMatch(/DATABASE_URL/)
			expect(message).toMatch(/ADS_CLIENT_ID/)
		}
	})
})
