import { describe, expect, it } from 'vitest'
import { canonicalLanding } from './landing-slugs'

describe('canonicalLanding', () => {
	it('leaves canonical slugs alone', () => {
		expect(canonicalLanding('ford')).toBeNull()
		expect(canonicalLanding('ford', 'f-150', '2018')).toBeNull()
		expect(canonicalLanding('ram', '1500', '2015')).toBeNull()
		expect(canonicalLanding('dodge', 'ram-1500', '2008')).toBeNull()
	})
	it.each([
		[['FORD'], { make: 'ford' }],
		[['Ford', 'F-150', '2018'], { make: 'ford', model: 'f-150', year: '2018' }],
		[['chevy'], { make: 'chevrolet' }],
		[['Chevy', 'silverado-1500'], { make: 'chevrolet', model: 'silverado-1500' }],
		[['vw', 'atlas'], { make: 'volkswagen', model: 'atlas' }],
		[['mercedes'], { make: 'mercedes-benz' }],
		[['landrover'], { make: 'land-rover' }],
		[['ram', '1500', '2008'], { make: 'dodge', model: 'ram-1500', year: '2008' }],
		[['ram', 'ram-2500', '2005'], { make: 'dodge', model: 'ram-2500', year: '2005' }],
		[['dodge', 'ram-3500', '2016'], { make: 'ram', model: '3500', year: '2016' }],
		[['Dodge', 'RAM-1500', '2011'], { make: 'ram', model: '1500', year: '2011' }],
	])('%j → %j', (args, expected) => {
		expect(canonicalLanding(...(args as [string, string?, string?]))).toEqual(expected)
	})
	it('does not move a Dodge that is not a Ram pickup', () => {
		expect(canonicalLanding('dodge', 'durango', '2008')).toBeNull()
	})
})
