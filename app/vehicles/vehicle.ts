// The Vehicle as the API and the pages see it (DESIGN.md §5): SPEC §3 field names, absent values null.
import type { ProvenanceTier } from '~/domain/provenance'
import type { PublishableField } from './vehicle-data'

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
	/** How sure we are of the figures: maker text, corroborated by two publications, or a single source. */
	tier: ProvenanceTier
	source2: string | null
	sourceUrl2: string | null
	/** Figures the maker does not publish for this configuration; any other null figure is not in our data yet. */
	notPublished: PublishableField[]
	notes: string | null
	makeSlug: string
	modelSlug: string
}

export const NOT_IN_DATA = 'not in our data yet'
export const NOT_PUBLISHED = 'not published'

/** How to say that a configuration's figure is absent: the maker publishes none, or we do not have it. */
export function absentText(v: Pick<Vehicle, 'notPublished'>, field: PublishableField) {
	return v.notPublished.includes(field) ? NOT_PUBLISHED : NOT_IN_DATA
}

/**
 * A model year's line-up row: the maker's published maxima for one (year, make, model), whatever configurations
 * we list. `maxTowing` is the higher of the conventional and fifth-wheel/gooseneck maxima.
 */
export interface ModelYear {
	id: number
	year: number
	make: string
	model: string
	makeSlug: string
	modelSlug: string
	vehicleClass: Vehicle['vehicleClass']
	maxTowing: number
	maxConventionalTowing: number | null
	maxFifthWheelTowing: number | null
	maxPayload: number | null
	saeJ2807Certified: boolean
	tier: ProvenanceTier
	source: string
	sourceUrl: string | null
	source2: string | null
	sourceUrl2: string | null
	disagreement: string | null
	notes: string | null
}

/** What we list of a model year's configurations: how many, and the highest rating among them. */
export interface ListedConfigurations {
	count: number
	highestTowing: number | null
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

const yearMakeModel = (year: number, make: string, model: string) => `year=${year}&make=${encodeURIComponent(make)}&model=${encodeURIComponent(model)}`

/** Links prefilled with a model year: the calculator with the vehicle chosen, and the data-issue form to report it. */
export const prefilledPath = {
	calculator: (year: number, make: string, model: string) => `/calculator?${yearMakeModel(year, make, model)}`,
	reportMissing: (year: number, make: string, model: string) => `/contact?${yearMakeModel(year, make, model)}#data-issue-form`,
}
