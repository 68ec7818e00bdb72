// /calculator: "can I tow it?" Without JavaScript the form posts to the action, which redirects to the
// result's shareable URL (inputs in the query string) rendered by the loader; with JavaScript it calls
// POST /api/calculate-towing and updates the URL in place.
import { data, redirect, useLocation } from 'react-router'
import { recordActivity } from '~/activity/record.server'
import { calculateForRequest } from '~/calculator/calculate.server'
import { cascadeOf, pickerOptions, readCascade } from '~/calculator/picker.server'
import { calculatorActivity } from '~/domain/activity'
import { type CalculatorRequest, RESULT_URL_FIELDS, calculatorErrors, calculatorQuery, calculatorRequestSchema } from '~/calculator/schema'
import type { TowingResult } from '~/calculator/engine'
import { getMeta, siteUrlFrom } from '~/utils/meta'
import { parseId } from '~/utils/id-param'
import { slugify } from '~/domain/slug'
import { getModelYear } from '~/vehicles/model-years.server'
import { getVehicle } from '~/vehicles/vehicles.server'
import type { Route } from './+types/calculator'
import { type Errors, type Values, lineupCeiling, prefilledValues, trailerTypeOf, valuesFrom } from '~/calculator/form-values'
import { CalculatorForm } from '~/components/calculator/calculator-form'

export { INVALID_INPUT } from '~/calculator/form-values'

async function vehicleById(db: Route.LoaderArgs['context']['db'], raw: string | undefined) {
	const id = parseId(raw)
	return id === undefined ? null : ((await getVehicle(db, id)) ?? null)
}

export async function loader({ request, context }: Route.LoaderArgs) {
	const { db } = context
	const url = new URL(request.url)
	const query = valuesFrom((name) => url.searchParams.get(name) ?? undefined)
	let vehicle = await vehicleById(db, query.vehicleId)
	// A cascade in the query (the picker's "Update choices" without JavaScript) that no longer matches
	// the chosen configuration means the visitor is choosing another vehicle.
	const picked = readCascade(url)
	if (vehicle && picked.year) {
		const same =
			picked.year === String(vehicle.year) &&
			slugify(picked.make) === vehicle.makeSlug &&
			slugify(picked.model) === vehicle.modelSlug &&
			(!picked.trim || picked.trim.toLowerCase() === vehicle.trim.toLowerCase())
		if (!same) vehicle = null
	}
	const cascade = vehicle ? cascadeOf(vehicle) : picked
	const { options, configurations } = await pickerOptions(db, cascade)
	// A model year chosen without a configuration (none listed yet, or none picked): the maker's line-up maximum
	// is the ceiling for the tow rating, and the door-jamb labels give the rest.
	const lineup =
		!vehicle && cascade.year && cascade.make && cascade.model
			? ((await getModelYear(db, slugify(cascade.make), slugify(cascade.model), Number(cascade.year))) ?? null)
			: null

	let values: Values
	let errors: Errors = {}
	let result: TowingResult | null = null
	let ceiling: number | null = null
	let calculated: CalculatorRequest | null = null
	const calculating = RESULT_URL_FIELDS.some((f) => url.searchParams.has(f))
	if (calculating) {
		values = query
		const parsed = calculatorRequestSchema.safeParse(query)
		if (!parsed.success) errors = calculatorErrors(parsed.error)
		else {
			const calculation = await calculateForRequest(db, parsed.data)
			if (calculation.ok) {
				result = calculation.result
				calculated = parsed.data
			} else errors = calculation.errors
		}
	} else {
		ceiling = lineup ? lineupCeiling(lineup, trailerTypeOf(query)) : null
		values = vehicle ? prefilledValues(vehicle, trailerTypeOf(query)) : ceiling !== null ? { maxTowingCapacity: String(ceiling) } : {}
		// A state chosen elsewhere (a state guide's link) carries over.
		if (query.state) values.state = query.state
		if (query.tripStates) values.tripStates = query.tripStates
		if (query.vehicleId && !vehicle && !picked.year) errors = { vehicleId: `No vehicle with id ${query.vehicleId}` }
	}
	return data(
		{ values, errors, result, request: calculated, vehicle, cascade, options, configurations, lineup, ceiling },
		{ status: Object.keys(errors).length > 0 ? 400 : 200 },
	)
}

export async function action({ request, context }: Route.ActionArgs) {
	const form = await request.formData()
	const values = valuesFrom((name) => form.get(name) ?? undefined)
	const parsed = calculatorRequestSchema.safeParse(values)
	const vehicle = await vehicleById(context.db, values.vehicleId)
	if (!parsed.success) return data({ values, errors: calculatorErrors(parsed.error) as Errors, vehicle }, { status: 400 })
	const calculation = await calculateForRequest(context.db, parsed.data)
	if (!calculation.ok) return data({ values, errors: calculation.errors as Errors, vehicle }, { status: 400 })
	recordActivity(context, ...calculatorActivity(parsed.data, calculation.result))
	// Post/redirect/get: the result lives at its shareable URL.
	throw redirect(`/calculator?${calculatorQuery(parsed.data)}#result`, 303)
}

export const meta: Route.MetaFunction = ({ matches }) =>
	getMeta({
		siteUrl: siteUrlFrom(matches),
		path: '/calculator',
		title: 'Towing Calculator: Can I Tow It?',
		description:
			'Check a trailer against every limit of your vehicle: payload, GVWR, GCWR, tow rating, hitch and tongue weight, with a 10 % safety margin and the limit that binds.',
		keywords: ['towing calculator', 'can I tow it', 'payload calculator', 'GCWR calculator', 'tongue weight calculator'],
	})

export default function CalculatorRoute({ loaderData, actionData }: Route.ComponentProps) {
	// A new navigation (for example the header link) starts a fresh calculator.
	const { key } = useLocation()
	return <CalculatorForm key={key} loaderData={loaderData} actionData={actionData} />
}

