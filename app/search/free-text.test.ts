import { describe, expect, it } from 'vitest'
import { type CatalogModel, editDistance, keywordScore, parseFreeText, tokenize } from './free-text'

const m = (make: string, model: string, years: number[] = [2019, 2021, 2025]): CatalogModel => ({
	make,
	model,
	makeSlug: make.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
	modelSlug: model.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
	years,
})

const catalog = [
	m('Ford', 'F-150'),
	m('Ford', 'F-250 Super Duty'),
	m('Ford', 'Ranger'),
	m('Chevrolet', 'Silverado 1500'),
	m('Chevrolet', 'Silverado 2500HD'),
	m('Chevrolet', 'Tahoe'),
	m('GMC', 'Sierra 1500'),
	m('Ram', '1500'),
	m('Ram', '3500'),
	m('Dodge', 'Ram 3500', [2005, 2008]),
	m('Toyota', 'Tundra'),
	m('Toyota', 'Tacoma'),
	m('Land Rover', 'Defender'),
]

const top = (q: string) => {
	const p = parseFreeText(q, catalog)
	return { year: p.year, first: p.matches[0] && `${p.matches[0].model.make} ${p.matches[0].model.model}`, keywords: p.keywords, all: p.matches.map((x) => x.model.model) }
}

describe('parseFreeText', () => {
	it('reads "2019 f150" as the 2019 Ford F-150', () => {
		expect(top('2019 f150')).toMatchObject({ year: 2019, first: 'Ford F-150' })
	})
	it('reads "silverado 2500 2021" as the Silverado 2500HD of 2021', () => {
		expect(top('silverado 2500 2021')).toMatchObject({ year: 2021, first: 'Chevrolet Silverado 2500HD' })
	})
	it('reads "tundra towing" as the Tundra and drops the filler word', () => {
		expect(top('tundra towing')).toMatchObject({ year: undefined, first: 'Toyota Tundra', keywords: [] })
	})
	it('reads "ram 3500 dually" as the Ram 3500 with a dually keyword', () => {
		const r = top('ram 3500 dually')
		expect(r.first).toBe('Ram 3500')
		expect(r.all).not.toContain('1500')
		expect(r.keywords).toEqual(['dually'])
	})
	it('keeps only the models that match the typed number', () => {
		expect(top('silverado 1500').all).toEqual(['Silverado 1500'])
		expect(top('silverado').all).toEqual(expect.arrayContaining(['Silverado 1500', 'Silverado 2500HD']))
	})
	it('tolerates a typo and missing hyphens', () => {
		expect(top('silverdo 1500').first).toBe('Chevrolet Silverado 1500')
		expect(top('tundar').first).toBe('Toyota Tundra')
		expect(top('f 150').first).toBe('Ford F-150')
		expect(top('F-250').first).toBe('Ford F-250 Super Duty')
		expect(top('chevy tahoe').first).toBe('Chevrolet Tahoe')
		expect(top('land rover defender').first).toBe('Land Rover Defender')
	})
	it('prefers a model sold in the named year', () => {
		expect(top('2008 ram 3500').first).toBe('Dodge Ram 3500')
	})
	it('does not answer a model number it does not know with the make\'s other models', () => {
		const withoutHd = catalog.filter((x) => x.model !== '3500')
		expect(parseFreeText('ram 3500', withoutHd).matches.map((x) => x.model.model)).toEqual(['Ram 3500'])
		expect(parseFreeText('ram 4500', withoutHd).matches).toEqual([])
		expect(parseFreeText('ram', withoutHd).matches.map((x) => x.model.model)).toContain('1500')
	})
	it('returns nothing for words that name no vehicle', () => {
		expect(parseFreeText('hello world', catalog).matches).toEqual([])
	})
})

describe('helpers', () => {
	it('tokenizes, joining hyphenated numbers', () => {
		expect(tokenize('F-150, 2019!')).toEqual(['f', '150', '2019'])
		expect(tokenize('ram 3500 dually')).toEqual(['ram', '3500', 'dually'])
	})
	it('counts a transposition as one edit', () => {
		expect(editDistance('tundar', 'tundra')).toBe(1)
		expect(editDistance('silverdo', 'silverado')).toBe(1)
		expect(editDistance('abc', 'abc')).toBe(0)
	})
	it('scores configurations that mention a keyword or its synonym', () => {
		expect(keywordScore('2021 ram 3500 crew cab drw 6.7l cummins', ['dually', 'diesel'])).toBe(2)
		expect(keywordScore('2021 ram 3500 crew cab srw 6.4l hemi', ['dually'])).toBe(0)
	})
})

describe('editDistance with a bound', () => {
	it('gives the exact distance when within the bound and bound + 1 past it', () => {
		expect(editDistance('silverado', 'silverdao')).toBe(1)
		expect(editDistance('silverado', 'silverdao', 1)).toBe(1)
		expect(editDistance('tundra', 'tacoma', 2)).toBe(3)
		expect(editDistance('tundra', 'tacoma')).toBe(4)
		expect(editDistance('f150', 'f150superduty', 2)).toBe(3)
		expect(editDistance('', 'abc')).toBe(3)
	})
	it('agrees with the unbounded distance on every pair of a word list', () => {
		const words = ['silverado', 'silverdo', 'sierra', 'tahoe', 'tacoma', 'tundra', 'f150', 'f250', 'ranger', 'ram', 'sierar', 'expedition', 'expediton']
		for (const a of words)
			for (const b of words) {
				const d = editDistance(a, b)
				for (const max of [0, 1, 2, 3]) expect(editDistance(a, b, max)).toBe(d <= max ? d : max + 1)
			}
	})
})
