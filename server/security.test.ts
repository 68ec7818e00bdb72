// HSTS only when the site is served over HTTPS (SITE_URL https), issue 16.
import type { AddressInfo } from 'node:net'
import express from 'express'
import { describe, expect, it } from 'vitest'
import { nonce, securityHeaders } from './security'

async function headersWith(hsts: boolean | undefined) {
	const app = express()
	app.use(nonce)
	app.use(securityHeaders({ ads: false, development: false, hsts }))
	app.get('/', (_req, res) => {
		res.send('ok')
	})
	const server = app.listen(0, '127.0.0.1')
	await new Promise((resolve) => server.once('listening', resolve))
	try {
		return (await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`)).headers
	} finally {
		server.close()
	}
}

describe('security headers', () => {
	it('send Strict-Transport-Security for a year when the site is https, and none otherwise', async () => {
		expect((await headersWith(true)).get('strict-transport-security')).toBe('max-age=31536000')
		expect((await headersWith(false)).get('strict-transport-security')).toBeNull()
		expect((await headersWith(undefined)).get('strict-transport-security')).toBeNull()
	})
})
