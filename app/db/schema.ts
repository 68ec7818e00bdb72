// Table types for Kysely. Columns are snake_case in the database; CamelCasePlugin maps them.
import type { Generated } from 'kysely'

export interface VehicleTable {
	id: number
	year: number
	make: string
	makeSlug: string
	model: string
	modelSlug: string
	trim: string
	vehicleClass: string
	body: string | null
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
	saeJ2807Certified: number
	source: string
	sourceUrl: string | null
	verified: number
	notes: string | null
	searchText: string
}

export interface SeedStateTable {
	name: string
	hash: string
	updatedAt: string
}

export interface Database {
	vehicles: VehicleTable
	seedState: SeedStateTable
}

export type { Generated }
