import { describe, expect, it } from 'vitest'
import { ConfigError, parseEnv, parseTrustProxy } from './env.server'

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

	it('takes TRUST_PROXY as a hop count or the proxies\' addresses, never "trust everyone"', () => {
		expect(parseEnv({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1)
		expect(parseEnv({ TRUST_PROXY: '0' }).TRUST_PROXY).toBe(false)
		expect(parseEnv({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false)
		expect(parseEnv({ TRUST_PROXY: 'loopback, 10.0.0.0/8,2001:db8::/32, 192.0.2.7' }).TRUST_PROXY).toEqual(['loopback', '10.0.0.0/8', '2001:db8::/32', '192.0.2.7'])
		expect(() => parseEnv({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY: true would trust every X-Forwarded-For address/)
		for (const bad of ['yes', '10.0.0.0/33', '300.1.1.1', 'loopback,', '11', '10.0.0.1/8/2']) {
			expect(typeof parseTrustProxy(bad), bad).toBe('string')
		}
	})

	it('gives the operator sign-in its own limit and keeps rate limits in the database by default', () => {
		expect(parseEnv({ RATE_LIMIT_MAX: '100' })).toMatchObject({ RATE_LIMIT_MAX: 100, ADMIN_SIGN_IN_MAX: 5, RATE_LIMIT_STORE: 'database' })
		expect(parseEnv({ ADMIN_SIGN_IN_MAX: '3', RATE_LIMIT_STORE: 'memory' })).toMatchObject({ ADMIN_SIGN_IN_MAX: 3, RATE_LIMIT_STORE: 'memory' })
		expect(() => parseEnv({ RATE_LIMIT_STORE: 'redis' })).toThrow(/RATE_LIMIT_STORE/)
	})
})
