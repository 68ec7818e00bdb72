// What the calculator's vehicle picker puts into the form, and how a configuration is named in a list.
import type { TrailerType } from '~/calculator/schema'
import { isFifthWheelType } from '~/calculator/engine'
import type { Vehicle } from '~/vehicles/vehicle'

export const FIGURE_FIELDS = ['gcwr', 'curbWeight', 'payloadCapacity', 'gvwr', 'maxTowingCapacity'] as const
export type FigureField = (typeof FIGURE_FIELDS)[number]

/** The vehicle's published figures for the form fields; null where the maker does not publish one. */
export function calculatorFigures(v: Vehicle, trailerType: TrailerType): Record<FigureField, number | null> {
	return {
		gcwr: v.gcwr,
		curbWeight: v.curbWeight,
		payloadCapacity: v.payloadCapacity,
		gvwr: v.gvwr,
		maxTowingCapacity: isFifthWheelType(trailerType) ? v.fifthWheelTowing : v.conventionalTowing,
	}
}

/** "SuperCrew 4x4 3.5L EcoBoost — 3.5L EcoBoost V6, 4WD, 3.73 axle, Max Trailer Tow Package" */
export function configurationLabel(v: Vehicle) {
	const details = [v.engine, v.drivetrain, v.body, v.axleRatio ? `${v.axleRatio} axle` : null, v.requiredPackage].filter(
		(d): d is string => Boolean(d) && !v.trim.includes(d as string),
	)
	return details.length > 0 ? `${v.trim} — ${details.join(', ')}` : v.trim
}
