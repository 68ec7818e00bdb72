// Canonical landing-page slugs: lower case, and the names people type for a make (chevy, vw, mercedes,
// landrover) or for Ram pickups across the 2011 rename (Dodge Ram 1500 ↔ Ram 1500). Pure.
const MAKE_ALIASES: Record<string, string> = {
	chevy: 'chevrolet',
	vw: 'volkswagen',
	mercedes: 'mercedes-benz',
	benz: 'mercedes-benz',
	landrover: 'land-rover',
}

/** The first model year sold under the Ram brand; earlier pickups are Dodge "Ram 1500/2500/3500". */
export const RAM_BRAND_FIRST_YEAR = 2011

/**
 * The canonical (make, model, year) slugs for what was asked, or null when it is canonical already.
 * "FORD" → "ford"; "chevy" → "chevrolet"; ram/1500/2008 → dodge/ram-1500/2008; dodge/ram-1500/2015 → ram/1500/2015.
 */
export function canonicalLanding(make: string, model?: string, year?: string): { make: string; model?: string; year?: string } | null {
	let m = make.toLowerCase()
	m = MAKE_ALIASES[m] ?? m
	let mo = model?.toLowerCase()
	const y = year && /^\d{4}$/.test(year) ? Number(year) : undefined
	if (mo !== undefined && y !== undefined) {
		const ramNumber = /^(?:ram-)?(1500|2500|3500)$/.exec(mo)?.[1]
		if (ramNumber && (m === 'ram' || m === 'dodge')) {
			if (y < RAM_BRAND_FIRST_YEAR) [m, mo] = ['dodge', `ram-${ramNumber}`]
			else [m, mo] = ['ram', ramNumber]
		}
	}
	if (m === make && mo === model) return null
	return { make: m, model: mo, year }
}
