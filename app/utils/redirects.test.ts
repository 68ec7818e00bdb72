import { describe, expect, it } from 'vitest'
import { redirectTarget } from './redirects'

describe('redirectTarget', () => {
	it.each([
		['/ford-f150-towing', '/ford-f150-towing-guide'],
		['/truck-towing-guide', '/hubs/truck-towing-capacity-guide'],
		['/texas-towing-guide', '/state-guides/texas-towing-guide'],
		['/towing-guides', '/hubs'],
		['/blog', '/articles'],
		['/truck-comparisons', '/comparisons'],
	])('sends %s to %s, keeping the query and tolerating a trailing slash', (from, to) => {
		expect(redirectTarget(from, '')).toBe(to)
		expect(redirectTarget(`${from}/`, '?a=1')).toBe(`${to}?a=1`)
	})

	it('leaves other paths alone', () => {
		expect(redirectTarget('/blog/some-post', '')).toBeUndefined()
		expect(redirectTarget('/', '')).toBeUndefined()
	})
})
