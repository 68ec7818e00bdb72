// The Vehicle as the API and the pages see it (DESIGN.md §5): SPEC §3 field names, absent values null.
export interface Vehicle {
	id: number
	year: number
	make: string
	model: string
	trim: string
	engine: string
	drivetrain: string
	axleRatio: string | null
	maxTowingCapacity: number
	conventionalTowing: number
	fifthWheelTowing: number | null
	payloadCapacity: number | null
	gcwr: number | null
	gvwr: number | null
	curbWeight: number | null
	requiredPackage: string | null
	msrp: number | null
	saeJ2807Certified: boolean
	vehicleClass: 'pickup' | 'suv' | 'crossover' | 'van'
	body: string | null
	source: string
	sourceUrl: string | null
	verified: boolean
	notes: string | null
	makeSlug: string
	modelSlug: string
}

/** "2021 Ford F-150" */
export function vehicleName(v: Pick<Vehicle, 'year' | 'make' | 'model'>) {
	return `${v.year} ${v.make} ${v.model}`
}

/** Landing-page paths (DESIGN.md §7). */
export const landingPath = {
	make: (makeSlug: string) => `/towing-capacity/${makeSlug}`,
	model: (makeSlug: string, modelSlug: string) => `/towing-capacity/${makeSlug}/${modelSlug}`,
	year: (makeSlug: string, modelSlug: string, year: number) => `/towing-capacity/${makeSlug}/${modelSlug}/${year}`,
}
