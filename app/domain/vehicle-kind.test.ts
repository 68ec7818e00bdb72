import { describe, expect, it } from 'vitest'
import { vehicleKind } from './vehicle-kind'

describe('vehicleKind', () => {
	it.each([
		[{ vehicleClass: 'pickup', model: 'F-150', engine: '3.5L EcoBoost V6' }, 'pickup'],
		[{ vehicleClass: 'pickup', model: 'F-250 Super Duty', engine: '6.7L' }, 'hd-pickup'],
		[{ vehicleClass: 'pickup', model: 'Silverado 3500HD', engine: '6.6L' }, 'hd-pickup'],
		[{ vehicleClass: 'pickup', model: '2500', engine: '6.7L Cummins' }, 'hd-pickup'],
		[{ vehicleClass: 'pickup', model: 'Titan XD', engine: '5.0L' }, 'hd-pickup'],
		[{ vehicleClass: 'pickup', model: 'Silverado 1500', engine: '5.3L' }, 'pickup'],
		[{ vehicleClass: 'pickup', model: 'F-150 Lightning', engine: 'Dual-motor electric' }, 'ev'],
		[{ vehicleClass: 'suv', model: 'Tahoe', engine: '5.3L' }, 'suv'],
		[{ vehicleClass: 'crossover', model: 'Telluride' }, 'crossover'],
		[{ vehicleClass: 'van', model: 'Express 2500', engine: '6.0L' }, 'van'],
	])('%j is a %s', (v, kind) => {
		expect(vehicleKind(v)).toBe(kind)
	})
})
