import { describe, expect, it } from 'vitest'
import type { ActivityEvent } from '~/domain/activity'
import { toRow } from './record.server'

const now = new Date('2026-11-25T12:00:00Z')

describe('toRow', () => {
	it('keeps ids, slugs, codes and a rounded weight, and the time', () => {
		expect(toRow({ kind: 'calculation', vehicleId: 4, trailerType: 'fifth-wheel', trailerWeight: 11_890, outcome: 'pass', bindingLimit: 'gcwr' }, now)).toMatchObject({
			kind: 'calculation',
			createdAt: '2026-11-25T12:00:00.000Z',
			vehicleId: 4,
			trailerType: 'fifth-wheel',
			trailerWeight: 12_000,
			outcome: 'pass',
			bindingLimit: 'gcwr',
		})
		expect(toRow({ kind: 'comparison', vehicleIds: [9, 3] }, now)).toMatchObject({ vehicleIds: '3,9' })
	})

	it.each<[string, ActivityEvent]>([
		['typed text as a slug', { kind: 'search', makeSlug: 'my ford', modelSlug: 'f-150' }],
		['an address as a slug', { kind: 'search', makeSlug: '192.168.1.1', modelSlug: 'x' }],
		['a state that is not a code', { kind: 'trip-check', states: ['Texas'], outcome: 'pass' }],
		['a comparison of one vehicle', { kind: 'comparison', vehicleIds: [3, 3] }],
		['a made-up binding limit', { kind: 'calculation', trailerType: 'conventional', trailerWeight: 5000, outcome: 'pass', bindingLimit: 'call me 555-1234' }],
		['a made-up trailer type', { kind: 'calculation', trailerType: 'boat' as 'conventional', trailerWeight: 5000, outcome: 'pass', bindingLimit: 'gcwr' }],
	])('refuses %s', (_what, event) => {
		expect(toRow(event, now)).toBeNull()
	})
})
