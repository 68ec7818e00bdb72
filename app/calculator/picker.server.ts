// Server-rendered options of the vehicle picker, so that it shows the right lists before (or without)
// JavaScript: the year → make → model → trim cascade and the configurations that match it.
import type { CascadeOptions, CascadeValue } from '~/vehicles/cascade'
import type { DB } from '~/db/db.server'
import type { Vehicle } from '~/vehicles/vehicle'
import { findVehicles, listMakes, listModels, listTrims, listYears } from '~/vehicles/vehicles.server'

export const MAX_CONFIGURATIONS = 100

/** The cascade from the query string (year, make, model, trim); a level counts only under the one before. */
export function readCascade(url: URL): CascadeValue {
	const text = (name: string) => {
		const v = url.searchParams.get(name)?.trim() ?? ''
		return v.length <= 120 ? v : ''
	}
	const year = /^\d{4}$/.test(text('year')) ? text('year') : ''
	const make = year ? text('make') : ''
	const model = make ? text('model') : ''
	const trim = model ? text('trim') : ''
	return { year, make, model, trim }
}

export function cascadeOf(v: Vehicle): CascadeValue {
	return { year: String(v.year), make: v.make, model: v.model, trim: v.trim }
}

export async function pickerOptions(db: DB, c: CascadeValue): Promise<{ options: CascadeOptions; configurations: Vehicle[] }> {
	const year = c.year ? Number(c.year) : undefined
	const [years, makes, models, trims, configurations] = await Promise.all([
		listYears(db),
		year ? listMakes(db, year) : [],
		year && c.make ? listModels(db, year, c.make) : [],
		year && c.make && c.model ? listTrims(db, year, c.make, c.model) : [],
		year && c.make && c.model
			? findVehicles(db, { year, make: c.make, model: c.model, trim: c.trim || undefined, limit: MAX_CONFIGURATIONS }).then((r) => r.vehicles)
			: [],
	])
	return { options: { years, makes, models, trims }, configurations }
}
