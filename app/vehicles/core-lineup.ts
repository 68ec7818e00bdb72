// The core line-up: the nameplates people tow with, and the model years each was sold in the US
// (catalogue facts, checked against the EPA and US Car Models catalogues in shared/data/raw). The data check
// reports every core nameplate-year without a line-up row. A nameplate renamed over the years (Dodge Ram →
// Ram, Silverado 3500 → 3500HD) lists every name it was sold under.
import { slugify } from '~/domain/slug'
export interface CoreNameplate {
	label: string
	names: Array<{ make: string; model: string }>
	years: Array<[number, number]>
}

const one = (make: string, model: string, ...years: Array<[number, number]>): CoreNameplate => ({ label: `${make} ${model}`, names: [{ make, model }], years })

export const CORE_LINEUP: CoreNameplate[] = [
	one('Ford', 'F-150', [2000, 2026]),
	one('Ford', 'F-250 Super Duty', [2000, 2026]),
	one('Ford', 'F-350 Super Duty', [2000, 2026]),
	one('Ford', 'F-450 Super Duty', [2008, 2026]),
	one('Ford', 'Ranger', [2000, 2011], [2019, 2026]),
	one('Ford', 'Maverick', [2022, 2026]),
	one('Ford', 'F-150 Lightning', [2022, 2025]),
	one('Ford', 'Expedition', [2000, 2026]),
	one('Ford', 'Explorer', [2000, 2026]),
	one('Ford', 'Bronco', [2021, 2026]),
	one('Chevrolet', 'Silverado 1500', [2000, 2026]),
	{ label: 'Chevrolet Silverado 2500HD', names: [{ make: 'Chevrolet', model: 'Silverado 2500HD' }], years: [[2001, 2026]] },
	{ label: 'Chevrolet Silverado 3500HD', names: [{ make: 'Chevrolet', model: 'Silverado 3500HD' }, { make: 'Chevrolet', model: 'Silverado 3500' }], years: [[2001, 2026]] },
	one('Chevrolet', 'Colorado', [2004, 2012], [2015, 2026]),
	one('Chevrolet', 'Tahoe', [2000, 2026]),
	one('Chevrolet', 'Suburban', [2000, 2026]),
	one('Chevrolet', 'Traverse', [2009, 2026]),
	one('GMC', 'Sierra 1500', [2000, 2026]),
	{ label: 'GMC Sierra 2500HD', names: [{ make: 'GMC', model: 'Sierra 2500HD' }], years: [[2001, 2026]] },
	{ label: 'GMC Sierra 3500HD', names: [{ make: 'GMC', model: 'Sierra 3500HD' }, { make: 'GMC', model: 'Sierra 3500' }], years: [[2001, 2026]] },
	one('GMC', 'Canyon', [2004, 2012], [2015, 2026]),
	one('GMC', 'Yukon', [2000, 2026]),
	one('GMC', 'Yukon XL', [2000, 2026]),
	{ label: 'Ram 1500', names: [{ make: 'Ram', model: '1500' }, { make: 'Dodge', model: 'Ram 1500' }], years: [[2000, 2026]] },
	{ label: 'Ram 2500', names: [{ make: 'Ram', model: '2500' }, { make: 'Dodge', model: 'Ram 2500' }], years: [[2000, 2026]] },
	{ label: 'Ram 3500', names: [{ make: 'Ram', model: '3500' }, { make: 'Dodge', model: 'Ram 3500' }], years: [[2000, 2026]] },
	one('Dodge', 'Durango', [2000, 2009], [2011, 2026]),
	one('Jeep', 'Grand Cherokee', [2000, 2026]),
	one('Jeep', 'Wrangler', [2000, 2026]),
	one('Jeep', 'Gladiator', [2020, 2026]),
	one('Toyota', 'Tundra', [2000, 2026]),
	one('Toyota', 'Tacoma', [2000, 2026]),
	one('Toyota', 'Sequoia', [2001, 2026]),
	one('Toyota', '4Runner', [2000, 2026]),
	one('Toyota', 'Highlander', [2001, 2026]),
	one('Toyota', 'RAV4', [2000, 2026]),
	one('Nissan', 'Titan', [2004, 2024]),
	one('Nissan', 'Titan XD', [2016, 2024]),
	one('Nissan', 'Frontier', [2000, 2026]),
	{ label: 'Nissan Armada', names: [{ make: 'Nissan', model: 'Armada' }, { make: 'Nissan', model: 'Pathfinder Armada' }], years: [[2004, 2015], [2017, 2026]] },
	one('Nissan', 'Pathfinder', [2000, 2020], [2022, 2026]),
	one('Honda', 'Ridgeline', [2006, 2014], [2017, 2026]),
	one('Honda', 'Pilot', [2003, 2026]),
	one('Honda', 'CR-V', [2000, 2026]),
	one('Hyundai', 'Palisade', [2020, 2026]),
	one('Hyundai', 'Santa Fe', [2001, 2026]),
	one('Hyundai', 'Santa Cruz', [2022, 2026]),
	one('Kia', 'Telluride', [2020, 2026]),
	one('Kia', 'Sorento', [2003, 2009], [2011, 2026]),
	one('Subaru', 'Ascent', [2019, 2026]),
	one('Subaru', 'Outback', [2000, 2026]),
	one('Volkswagen', 'Atlas', [2018, 2026]),
	one('Cadillac', 'Escalade', [2000, 2000], [2002, 2026]),
	one('Lincoln', 'Navigator', [2000, 2026]),
	one('Tesla', 'Model X', [2016, 2026]),
	one('Tesla', 'Model Y', [2020, 2026]),
	one('Tesla', 'Cybertruck', [2024, 2026]),
	one('Rivian', 'R1T', [2022, 2026]),
	one('Rivian', 'R1S', [2022, 2026]),
]

export function yearsOf(n: CoreNameplate) {
	return n.years.flatMap(([from, to]) => Array.from({ length: to - from + 1 }, (_, i) => from + i))
}

/** The model years a core nameplate was sold in the US, by the make and model slugs of its page; undefined for a
 *  nameplate outside the core list, and for one sold under several names (Dodge Ram → Ram), whose years the list
 *  does not hold name by name. */
export function coreYearsSold(makeSlug: string, modelSlug: string): number[] | undefined {
	const n = CORE_LINEUP.find((c) => c.names.length === 1 && slugify(c.names[0]!.make) === makeSlug && slugify(c.names[0]!.model) === modelSlug)
	return n ? yearsOf(n) : undefined
}
