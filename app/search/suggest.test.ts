import { describe, expect, it } from 'vitest'
import type { CatalogModel } from './free-text'
import { suggest } from './suggest'

const model = (make: string, model: string, years: number[]): CatalogModel => ({
	make,
	model,
	makeSlug: make.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
	modelSlug: model.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
	years,
})
const catalog = [
	model('Ford', 'F-150', [2018, 2019, 2021]),
	model('Ford', 'F-250 Super Duty', [2018, 2021]),
	model('Ford', 'Expedition', [2019]),
	model('Chevrolet', 'Silverado 1500', [2019, 2021]),
	model('Chevrolet', 'Silverado 2500HD', [2021]),
	model('Toyota', 'Tacoma', [2019]),
	model('Ram', '1500', [2019]),
]

describe('suggest', () => {
	it('finds models by a prefix of any word, or of the name without its hyphen', () => {
		expect(suggest('f15', catalog).map((s) => s.label)).toEqual(['Ford F-150'])
		expect(suggest('f-150', catalog).map((s) => s.label)).toEqual(['Ford F-150'])
		expect(suggest('silv 25', catalog).map((s) => s.label)).toEqual(['Chevrolet Silverado 2500HD'])
		expect(suggest('super duty', catalog).map((s) => s.label)).toEqual(['Ford F-250 Super Duty'])
	})
	it('offers the make first, then its models, when the words name a make', () => {
		expect(suggest('ford', catalog).map((s) => s.label)).toEqual(['Ford (all models)', 'Ford Expedition', 'Ford F-150', 'Ford F-250 Super Duty'])
		expect(suggest('chevy', catalog)[0]).toEqual({ label: 'Chevrolet (all models)', href: '/towing-capacity/chevrolet', kind: 'make' })
	})
	it('with a year, offers only the model years we have, linked to their pages', () => {
		expect(suggest('2019 tac', catalog)).toEqual([{ label: '2019 Toyota Tacoma', href: '/towing-capacity/toyota/tacoma/2019', kind: 'model-year' }])
		expect(suggest('2018 f', catalog).map((s) => s.label)).toEqual(['2018 Ford F-150', '2018 Ford F-250 Super Duty'])
		expect(suggest('2020 tacoma', catalog)).toEqual([])
	})
	it('answers nothing for nothing, and at most the limit', () => {
		expect(suggest('', catalog)).toEqual([])
		expect(suggest('2019', catalog)).toEqual([])
		expect(suggest('zzz', catalog)).toEqual([])
		expect(suggest('r', catalog, 2)).toHaveLength(2)
	})
})
