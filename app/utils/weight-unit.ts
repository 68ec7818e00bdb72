// The lb / kg display switch, remembered in localStorage. Only the display changes: forms and the API
// stay in pounds. The server always renders pounds; the stored choice applies once JavaScript runs.
import { useSyncExternalStore } from 'react'
import { KG_PER_LB } from '~/domain/constants'

export type WeightUnit = 'lb' | 'kg'

export const WEIGHT_UNIT_STORAGE_KEY = 'towspec:weight-unit'

const number = new Intl.NumberFormat('en-US')
const listeners = new Set<() => void>()
let current: WeightUnit | undefined

function readUnit(): WeightUnit {
	try {
		return window.localStorage.getItem(WEIGHT_UNIT_STORAGE_KEY) === 'kg' ? 'kg' : 'lb'
	} catch {
		return 'lb'
	}
}

function subscribe(listener: () => void) {
	listeners.add(listener)
	const onStorage = (e: StorageEvent) => {
		if (e.key !== WEIGHT_UNIT_STORAGE_KEY) return
		current = undefined
		listener()
	}
	window.addEventListener('storage', onStorage)
	return () => {
		listeners.delete(listener)
		window.removeEventListener('storage', onStorage)
	}
}

export function setWeightUnit(unit: WeightUnit) {
	try {
		window.localStorage.setItem(WEIGHT_UNIT_STORAGE_KEY, unit)
	} catch {
		// Storage can be off (private mode): the switch still works for this page.
	}
	current = unit
	for (const listener of listeners) listener()
}

export function useWeightUnit(): WeightUnit {
	return useSyncExternalStore(
		subscribe,
		() => current ?? (current = readUnit()),
		() => 'lb',
	)
}

/** Whole kilograms from pounds. */
export function lbToKg(lb: number) {
	return Math.round(lb * KG_PER_LB)
}

/** "6,000 lb" or "2,722 kg". */
export function formatWeight(lb: number, unit: WeightUnit) {
	return unit === 'kg' ? `${number.format(lbToKg(lb))} kg` : `${number.format(lb)} lb`
}
