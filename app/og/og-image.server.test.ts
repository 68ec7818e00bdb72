import { describe, expect, it } from 'vitest'
import { OG_HEIGHT, OG_WIDTH, ogPng, ogSvg, wrap } from './og-image.server'

describe('Open Graph cards', () => {
	it('wraps long titles and marks what it cut', () => {
		expect(wrap('2018 Ford F-150 SuperCrew', 12, 3)).toEqual(['2018 Ford', 'F-150', 'SuperCrew'])
		expect(wrap('2018 Ford F-150 SuperCrew 4x4', 12, 3)).toEqual(['2018 Ford', 'F-150', 'SuperCrew…'])
		expect(wrap('one two three four five six', 9, 2)).toEqual(['one two', 'three…'])
	})
	it('escapes text and draws the figure and tier', () => {
		const svg = ogSvg({ eyebrow: 'Towing capacity', title: 'Trucks <& trailers>', figure: { value: '13,200 lb', label: 'Maker’s maximum' }, tier: 'Corroborated' })
		expect(svg).toContain('Trucks &lt;&amp; trailers&gt;')
		expect(svg).toContain('13,200 lb')
		expect(svg).toContain('Corroborated')
	})
	it('renders a PNG of the Open Graph size, the same bytes and tag for the same card', () => {
		const card = { eyebrow: 'Towing capacity', title: '2018 Ford F-150', figure: { value: '13,200 lb', label: 'Maker’s maximum' } }
		const a = ogPng(card)
		expect(a.png.subarray(1, 4).toString()).toBe('PNG')
		expect(a.png.readUInt32BE(16)).toBe(OG_WIDTH)
		expect(a.png.readUInt32BE(20)).toBe(OG_HEIGHT)
		expect(ogPng(card)).toEqual(a)
		expect(ogPng({ ...card, title: '2019 Ford F-150' }).etag).not.toBe(a.etag)
	})
})
