// /calculator: "can I tow it?" Without JavaScript the form posts to the action, which redirects to the
// result's shareable URL (inputs in the query string) rendered by the loader; with JavaScript it calls
// POST /api/calculate-towing and updates the URL in place.
import { useEffect, useRef, useState } from 'react'
import { data, redirect, useLocation } from 'react-router'
import { recordActivity } from '~/activity/record.server'
import { calculateForRequest } from '~/calculator/calculate.server'
import { cascadeOf, pickerOptions, readCascade } from '~/calculator/picker.server'
import { FIGURE_FIELDS, type FigureField, calculatorFigures } from '~/calculator/figures'
import { AdSlot } from '~/components/ads'
import { CalculatorVehiclePicker } from '~/components/calculator-vehicle-picker'
import { useToast } from '~/components/toaster'
import { Sources, TierBadge } from '~/components/provenance'
import { TowingResultPanel } from '~/components/towing-result'
import { DoorLabelGuide } from '~/components/door-label-guide'
import { US_STATES } from '~/domain/us-states'
import { calculatorActivity } from '~/domain/activity'
import {
	CALCULATOR_FIELDS,
	type CalculatorField,
	type CalculatorRequest,
	RESULT_URL_FIELDS,
	TICKET_FIELDS,
	TRAILER_TYPES,
	ELEVATION_MAX_FT,
	TRAILER_TYPE_LABELS,
	type TrailerType,
	calculatorErrors,
	calculatorQuery,
	calculatorRequestSchema,
} from '~/calculator/schema'
import { AVERAGE_PASSENGER_LB, CALCULATOR_MAX_LB } from '~/domain/constants'
import type { TowingResult } from '~/calculator/engine'
import { getMeta, siteUrlFrom } from '~/utils/meta'
import { parseId } from '~/utils/id-param'
import { useHydrated } from '~/utils/use-hydrated'
import { setWeightUnit, useWeightUnit } from '~/utils/weight-unit'
import { slugify } from '~/domain/slug'
import { formatLb } from '~/utils/format'
import type { ModelYear, Vehicle } from '~/vehicles/vehicle'
import { getModelYear } from '~/vehicles/model-years.server'
import { getVehicle } from '~/vehicles/vehicles.server'
import type { Route } from './+types/calculator'

type Values = Partial<Record<CalculatorField, string>>
type Errors = Partial<Record<CalculatorField, string>>

export const INVALID_INPUT = { title: 'Invalid Input', description: 'Please fill in all fields with valid numbers' }

function valuesFrom(get: (name: string) => unknown): Values {
	const values: Values = {}
	for (const field of CALCULATOR_FIELDS) {
		const v = get(field)
		if (typeof v === 'string' && v.length <= (field === 'tripStates' ? 200 : 40)) values[field] = v
	}
	return values
}

function trailerTypeOf(values: Values): TrailerType {
	return (TRAILER_TYPES as readonly string[]).includes(values.trailerType ?? '') ? (values.trailerType as TrailerType) : 'conventional'
}

function prefilledValues(vehicle: Vehicle, trailerType: TrailerType): Values {
	const figures = calculatorFigures(vehicle, trailerType)
	const values: Values = { vehicleId: String(vehicle.id) }
	for (const f of FIGURE_FIELDS) if (figures[f] !== null) values[f] = String(figures[f])
	return values
}

/** The line-up ceiling for a trailer type: the maker's maximum for that hitch, when the line-up publishes one. */
function lineupCeiling(lineup: ModelYear, trailerType: TrailerType) {
	return trailerType === 'conventional' ? lineup.maxConventionalTowing : lineup.maxFifthWheelTowing
}

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
	return <Calculator key={key} loaderData={loaderData} actionData={actionData} />
}

interface FieldSpec {
	name: Exclude<CalculatorField, 'trailerType' | 'state' | 'tripStates' | 'vehicleId' | 'elevationFt'>
	label: string
	hint?: string
	required?: boolean
}

// In the order people have the figures: the door-jamb labels, then the maker's towing guide.
const DOOR_LABEL_FIELDS: FieldSpec[] = [
	{
		name: 'payloadCapacity',
		label: 'Payload capacity',
		hint: 'Tire and Loading Information label: “The combined weight of occupants and cargo should never exceed … lb”.',
	},
	{ name: 'gvwr', label: 'GVWR (gross vehicle weight rating)', hint: 'Certification label on the door edge or pillar.' },
	{ name: 'frontGawr', label: 'Front GAWR', hint: 'Certification label: GAWR FRT. Checked against a scale ticket.' },
	{ name: 'rearGawr', label: 'Rear GAWR', hint: 'Certification label: GAWR RR. Checked against a scale ticket.' },
]

const GUIDE_FIELDS: FieldSpec[] = [
	{ name: 'maxTowingCapacity', label: 'Tow rating for this trailer type', hint: 'From the maker’s towing guide for your exact configuration.' },
	{ name: 'gcwr', label: 'GCWR (gross combined weight rating)', hint: 'The most the vehicle, its load and the trailer may weigh together. Leave blank if you do not know it.' },
	{ name: 'curbWeight', label: 'Curb weight', hint: 'The empty vehicle with fuel. Needed with the GCWR; leave blank if you do not know it.' },
]

const LOAD_FIELDS: FieldSpec[] = [
	{ name: 'passengersWeight', label: 'Passengers weight', hint: `Everyone aboard, driver included: about ${AVERAGE_PASSENGER_LB} lb per adult.`, required: true },
	{ name: 'cargoWeight', label: 'Cargo weight', hint: 'Everything else in the vehicle or its bed, including accessories you added. 0 if none.', required: true },
]

const TRAILER_FIELDS: FieldSpec[] = [
	{ name: 'trailerWeight', label: 'Trailer weight', hint: 'The loaded trailer, or its GVWR if you do not know the loaded weight. Leave blank for no trailer.' },
	{
		name: 'tongueWeight',
		label: 'Tongue weight',
		hint: 'If you have measured it (pin weight for a fifth-wheel). Leave blank to estimate it: 13 %, or 22 % for fifth-wheel and gooseneck.',
	},
	{ name: 'trailerGvwr', label: 'Trailer GVWR', hint: 'From the trailer’s VIN plate. Leave blank to skip.' },
	{ name: 'hitchRating', label: 'Hitch rating', hint: 'The lowest rating stamped on the receiver, ball mount or ball. Leave blank to skip.' },
]

const TICKET_SPECS: FieldSpec[][] = [
	[
		{ name: 'ticket1Steer', label: 'Pass 1 steer axle' },
		{ name: 'ticket1Drive', label: 'Pass 1 drive axle' },
		{ name: 'ticket1Trailer', label: 'Pass 1 trailer axles' },
	],
	[
		{ name: 'ticket2Steer', label: 'Pass 2 steer axle' },
		{ name: 'ticket2Drive', label: 'Pass 2 drive axle' },
		{ name: 'ticket2Trailer', label: 'Pass 2 trailer axles' },
	],
	[
		{ name: 'ticket3Steer', label: 'Pass 3 steer axle' },
		{ name: 'ticket3Drive', label: 'Pass 3 drive axle' },
	],
]

const TICKET_PASSES = [
	'Pass 1: truck and trailer, weight-distributing hitch engaged (as you drive)',
	'Pass 2 (optional): the same with the spring bars released — gives the true tongue weight and the front-axle restoration',
	'Pass 3: the truck alone, same people and cargo aboard',
]

function WeightInput({ spec, value, error, onChange }: { spec: FieldSpec; value: string; error?: string; onChange: (v: string) => void }) {
	const id = `field-${spec.name}`
	return (
		<div>
			<label htmlFor={id} className="block text-sm font-medium text-slate-900">
				{spec.label}
				<span className="sr-only"> in pounds</span>
				<span className="font-normal text-slate-700">{spec.required ? ' (required)' : ' (optional)'}</span>
			</label>
			<div className="relative mt-1">
				<input
					id={id}
					name={spec.name}
					type="number"
					inputMode="numeric"
					min={spec.name === 'gcwr' || spec.name === 'frontGawr' || spec.name === 'rearGawr' ? 1 : 0}
					max={CALCULATOR_MAX_LB}
					step={1}
					required={spec.required}
					value={value}
					onChange={(e) => onChange(e.target.value)}
					aria-invalid={error ? true : undefined}
					aria-describedby={[spec.hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined}
					className={`block w-full rounded-md border bg-white py-2 pl-3 pr-10 text-slate-900 ${error ? 'border-red-700 ring-1 ring-red-700' : 'border-slate-400'}`}
				/>
				<span aria-hidden="true" className="pointer-events-none absolute inset-y-0 right-3 flex items-center text-sm text-slate-700">
					lb
				</span>
			</div>
			{spec.hint ? (
				<p id={`${id}-hint`} className="mt-1 text-xs text-slate-700">
					{spec.hint}
				</p>
			) : null}
			{error ? (
				<p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-800">
					{error}
				</p>
			) : null}
		</div>
	)
}

function Calculator({ loaderData, actionData }: Pick<Route.ComponentProps, 'loaderData' | 'actionData'>) {
	const initial = actionData ?? loaderData
	const [values, setValues] = useState<Values>(initial.values)
	const [errors, setErrors] = useState<Errors>(initial.errors)
	const [vehicle, setVehicle] = useState<Vehicle | null>(initial.vehicle ?? null)
	// What the picker last put into each field, so that another choice replaces its own figures only.
	const [autoFilled, setAutoFilled] = useState<Partial<Record<FigureField, string>>>(() =>
		initial.vehicle ? prefilledValues(initial.vehicle, trailerTypeOf(initial.values)) : {},
	)
	const [shown, setShown] = useState<{ result: TowingResult; request: CalculatorRequest; vehicle: Vehicle | null } | null>(
		loaderData.result && loaderData.request ? { result: loaderData.result, request: loaderData.request, vehicle: loaderData.vehicle } : null,
	)
	const [submitting, setSubmitting] = useState(false)
	// Bumped after each new result: moves focus to the result's heading once it has rendered.
	const [resultCount, setResultCount] = useState(0)
	const { toast, dismiss } = useToast()
	const unit = useWeightUnit()
	const hydrated = useHydrated()
	const resultHeading = useRef<HTMLHeadingElement>(null)
	const formRef = useRef<HTMLFormElement>(null)
	const trailerType = trailerTypeOf(values)

	useEffect(() => {
		if (resultCount > 0) resultHeading.current?.focus()
	}, [resultCount])

	const set = (field: CalculatorField, value: string) => {
		setValues((v) => ({ ...v, [field]: value }))
		if (errors[field]) setErrors(({ [field]: _removed, ...rest }) => rest)
	}

	const applyFigures = (next: Vehicle | null, type: TrailerType) => {
		const figures = next ? prefilledValues(next, type) : {}
		setValues((v) => {
			const out: Values = { ...v, vehicleId: next ? String(next.id) : '' }
			for (const f of FIGURE_FIELDS) {
				if (figures[f] !== undefined) out[f] = figures[f]
				else if (next && autoFilled[f] !== undefined && v[f] === autoFilled[f]) out[f] = ''
			}
			return out
		})
		if (next) setAutoFilled(figures)
		setErrors(({ vehicleId: _v, ...rest }) => {
			if (!next) return rest
			for (const f of FIGURE_FIELDS) if (figures[f] !== undefined) delete rest[f]
			return rest
		})
	}

	const onVehicle = (next: Vehicle | null) => {
		setVehicle(next)
		applyFigures(next, trailerType)
	}

	const onTrailerType = (type: TrailerType) => {
		set('trailerType', type)
		// The tow rating depends on the trailer type: swap the vehicle's figure if it is still the picker's.
		if (vehicle) {
			const rating = calculatorFigures(vehicle, type).maxTowingCapacity
			const next = rating === null ? undefined : String(rating)
			setValues((v) => (v.maxTowingCapacity === autoFilled.maxTowingCapacity || !v.maxTowingCapacity ? { ...v, trailerType: type, maxTowingCapacity: next ?? '' } : v))
			setAutoFilled((a) => ({ ...a, maxTowingCapacity: next }))
		}
	}

	const showInvalid = (fieldErrors: Errors) => {
		setErrors(fieldErrors)
		toast({ ...INVALID_INPUT, variant: 'destructive' })
		const first = CALCULATOR_FIELDS.find((f) => fieldErrors[f])
		if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus()
	}

	const onSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
		event.preventDefault()
		const parsed = calculatorRequestSchema.safeParse(values)
		if (!parsed.success) return showInvalid(calculatorErrors(parsed.error))
		setSubmitting(true)
		try {
			const res = await fetch('/api/calculate-towing', {
				method: 'POST',
				headers: { 'Content-Type': 'application/json' },
				body: JSON.stringify(parsed.data),
			})
			const text = await res.text()
			if (!res.ok) {
				let body: { message?: string; errors?: Errors } = {}
				try {
					body = JSON.parse(text)
				} catch {
					// Not JSON: the message is the text itself.
				}
				if (body.errors) setErrors(body.errors)
				throw new Error(`${res.status}: ${body.message ?? (text || res.statusText)}`)
			}
			const result = JSON.parse(text) as TowingResult
			setErrors({})
			// A notice about an earlier mistake must not sit over the answer.
			dismiss()
			setShown({ result, request: parsed.data, vehicle })
			// The result's URL can be shared; the server renders the same result from it.
			window.history.replaceState(window.history.state, '', `/calculator?${calculatorQuery(parsed.data)}`)
			setResultCount((n) => n + 1)
		} catch (error) {
			toast({ title: 'Calculation Error', description: (error as Error).message, variant: 'destructive' })
		} finally {
			setSubmitting(false)
		}
	}

	const copyLink = async () => {
		try {
			await navigator.clipboard.writeText(window.location.href)
			toast({ title: 'Link copied', description: 'Anyone with the link sees this result.' })
		} catch (error) {
			console.warn('Could not copy the link', error)
			toast({ title: 'Could not copy the link', description: 'Copy it from the address bar instead.' })
		}
	}

	const field = (spec: FieldSpec) => (
		<WeightInput key={spec.name} spec={spec} value={values[spec.name] ?? ''} error={errors[spec.name]} onChange={(v) => set(spec.name, v)} />
	)
	const hasErrors = Object.keys(errors).length > 0

	return (
		<div className="mx-auto max-w-6xl px-4 py-10" data-hydrated={hydrated || undefined}>
			<h1 className="text-3xl font-bold tracking-tight">Towing Calculator: Can I Tow It?</h1>
			<p className="mt-3 max-w-3xl text-slate-700">
				Check a trailer against every limit of your vehicle, not only the GCWR: payload, GVWR, tow rating, hitch and tongue weight. The
				calculator names the limit that binds and keeps a 10 % safety margin.
			</p>

			<div className="mt-6">
				<CalculatorVehiclePicker
					initialCascade={loaderData.cascade}
					initialOptions={loaderData.options}
					initialConfigurations={loaderData.configurations}
					vehicle={vehicle}
					trailerType={trailerType}
					onVehicle={onVehicle}
					error={errors.vehicleId}
				/>
			</div>
			{loaderData.lineup && !vehicle ? (
				<section className="mt-4 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950" data-testid="lineup-ceiling" aria-label="Tow rating ceiling">
					<p>
						<strong>
							{loaderData.lineup.year} {loaderData.lineup.make} {loaderData.lineup.model}, no configuration chosen:
						</strong>{' '}
						the maker’s maximum is{' '}
						{[
							loaderData.lineup.maxConventionalTowing !== null ? `${formatLb(loaderData.lineup.maxConventionalTowing)} conventional` : null,
							loaderData.lineup.maxFifthWheelTowing !== null ? `${formatLb(loaderData.lineup.maxFifthWheelTowing)} fifth-wheel/gooseneck` : null,
						]
							.filter(Boolean)
							.join(' and ')}
						.{' '}
						{loaderData.ceiling !== null
							? 'The figure for your hitch type is filled in as the ceiling for the tow rating.'
							: 'The maker’s maximum for your hitch type is not in our data yet, so the tow rating is left for you to fill in.'}{' '}
						Your vehicle’s own rating may be lower: it depends on its engine, axle and package. Take the payload and GVWR from the labels on the
						driver’s door jamb.
					</p>
					<p className="mt-2 flex flex-wrap items-center gap-2 text-sm">
						<TierBadge tier={loaderData.lineup.tier} /> <span>Source: <Sources item={loaderData.lineup} /></span>
					</p>
				</section>
			) : null}

			<div className="mt-6 grid gap-8 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
				<form ref={formRef} method="post" action="/calculator" noValidate onSubmit={onSubmit} aria-labelledby="form-title" className="space-y-6">
					<h2 id="form-title" className="sr-only">
						Your vehicle, load and trailer
					</h2>
					{hasErrors ? (
						<p className="rounded-md border border-red-700 bg-red-50 p-3 text-sm font-medium text-red-900">
							{INVALID_INPUT.description}: see the messages under the fields.
						</p>
					) : null}
					<input type="hidden" name="vehicleId" value={values.vehicleId ?? ''} />
					<fieldset className="space-y-4 rounded-xl border border-slate-200 bg-white p-5">
						<legend className="px-1 text-lg font-semibold">From your door-jamb labels</legend>
						<p className="text-sm text-slate-700">The figures for your own vehicle, options included. Every one is optional; each one you add is checked.</p>
						<DoorLabelGuide />
						{DOOR_LABEL_FIELDS.map(field)}
					</fieldset>
					<fieldset className="space-y-4 rounded-xl border border-slate-200 bg-white p-5">
						<legend className="px-1 text-lg font-semibold">From the maker’s towing guide</legend>
						{GUIDE_FIELDS.map(field)}
					</fieldset>
					<fieldset className="space-y-4 rounded-xl border border-slate-200 bg-white p-5">
						<legend className="px-1 text-lg font-semibold">Trailer</legend>
						<fieldset>
							<legend className="text-sm font-medium text-slate-900">Trailer type</legend>
							<div className="mt-1 flex flex-wrap gap-x-5 gap-y-2">
								{TRAILER_TYPES.map((type) => (
									<label key={type} className="flex items-center gap-2 text-sm">
										<input type="radio" name="trailerType" value={type} checked={trailerType === type} onChange={() => onTrailerType(type)} />
										{TRAILER_TYPE_LABELS[type]}
									</label>
								))}
							</div>
							{errors.trailerType ? <p className="mt-1 text-sm font-medium text-red-800">{errors.trailerType}</p> : null}
						</fieldset>
						{TRAILER_FIELDS.map(field)}
						<div>
							<label htmlFor="field-state" className="block text-sm font-medium text-slate-900">
								State <span className="font-normal text-slate-700">(optional)</span>
							</label>
							<select
								id="field-state"
								name="state"
								value={values.state ?? ''}
								onChange={(e) => set('state', e.target.value)}
								aria-describedby="field-state-hint"
								aria-invalid={errors.state ? true : undefined}
								className="mt-1 block w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-slate-900"
							>
								<option value="">No state: use the general brake guideline</option>
								{US_STATES.map(([code, name]) => (
									<option key={code} value={code}>
										{name}
									</option>
								))}
							</select>
							<p id="field-state-hint" className="mt-1 text-xs text-slate-700">
								For the trailer-brake rule. Where we have not sourced a state&rsquo;s threshold, the general 3,000 lb guideline is used and the result
								says so.
							</p>
							{errors.state ? <p className="mt-1 text-sm font-medium text-red-800">{errors.state}</p> : null}
						</div>
						<div>
							<label htmlFor="field-tripStates" className="block text-sm font-medium text-slate-900">
								Other states on your trip <span className="font-normal text-slate-700">(optional)</span>
							</label>
							<input
								id="field-tripStates"
								name="tripStates"
								type="text"
								autoComplete="off"
								maxLength={200}
								value={values.tripStates ?? ''}
								onChange={(e) => set('tripStates', e.target.value)}
								aria-describedby="field-tripStates-hint"
								aria-invalid={errors.tripStates ? true : undefined}
								className="mt-1 block w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-slate-900"
							/>
							<p id="field-tripStates-hint" className="mt-1 text-xs text-slate-700">
								Two-letter codes separated by commas, e.g. OH, IN, IL: the strictest brake rule of the trip applies. The{' '}
								<a href="/towing-laws/trip" className="underline">
									trip check
								</a>{' '}
								compares every rule along a route.
							</p>
							{errors.tripStates ? <p className="mt-1 text-sm font-medium text-red-800">{errors.tripStates}</p> : null}
						</div>
						<div>
							<label htmlFor="field-elevationFt" className="block text-sm font-medium text-slate-900">
								Highest elevation of the trip<span className="sr-only"> in feet</span>{' '}
								<span className="font-normal text-slate-700">(optional)</span>
							</label>
							<div className="relative mt-1">
								<input
									id="field-elevationFt"
									name="elevationFt"
									type="number"
									inputMode="numeric"
									min={0}
									max={ELEVATION_MAX_FT}
									step={1}
									value={values.elevationFt ?? ''}
									onChange={(e) => set('elevationFt', e.target.value)}
									aria-describedby={`field-elevationFt-hint${errors.elevationFt ? ' field-elevationFt-error' : ''}`}
									aria-invalid={errors.elevationFt ? true : undefined}
									className={`block w-full rounded-md border bg-white py-2 pl-3 pr-10 text-slate-900 ${errors.elevationFt ? 'border-red-700 ring-1 ring-red-700' : 'border-slate-400'}`}
								/>
								<span aria-hidden="true" className="pointer-events-none absolute inset-y-0 right-3 flex items-center text-sm text-slate-700">
									ft
								</span>
							</div>
							<p id="field-elevationFt-hint" className="mt-1 text-xs text-slate-700">
								A GCWR reduction is applied only where the maker publishes one; otherwise the result says that none was applied.
							</p>
							{errors.elevationFt ? (
								<p id="field-elevationFt-error" className="mt-1 text-sm font-medium text-red-800">
									{errors.elevationFt}
								</p>
							) : null}
						</div>
					</fieldset>
					<fieldset className="space-y-4 rounded-xl border border-slate-200 bg-white p-5">
						<legend className="px-1 text-lg font-semibold">People and cargo</legend>
						{LOAD_FIELDS.map(field)}
					</fieldset>
					<details
						className="rounded-xl border border-slate-200 bg-white p-5"
						open={TICKET_FIELDS.some((f) => values[f]) || undefined}
						data-testid="weigh-ticket-mode"
					>
						<summary className="cursor-pointer text-lg font-semibold">Weigh-ticket mode: enter your truck-scale tickets</summary>
						<p className="mt-2 text-sm text-slate-700">
							A three-platform truck scale weighs the steer axle, the drive axle and the trailer axles separately. The measured tongue and trailer
							weights then replace the figures above, and the axle loads are checked against the front and rear GAWR.
						</p>
						{TICKET_SPECS.map((pass, i) => (
							<fieldset key={TICKET_PASSES[i]} className="mt-4 space-y-3">
								<legend className="text-sm font-semibold text-slate-900">{TICKET_PASSES[i]}</legend>
								<div className="grid gap-3 sm:grid-cols-3">{pass.map(field)}</div>
							</fieldset>
						))}
					</details>
					<button
						type="submit"
						disabled={submitting}
						className="w-full rounded-md bg-brand-700 px-5 py-3 text-lg font-semibold text-white hover:bg-brand-900 disabled:cursor-wait disabled:bg-slate-500"
					>
						{submitting ? 'Calculating...' : 'Calculate'}
					</button>
				</form>

				<div className="space-y-4">
					<div hidden={!hydrated} className="flex items-center justify-end gap-2">
						<span id="unit-label" className="text-sm text-slate-700">
							Show weights in
						</span>
						<div role="group" aria-labelledby="unit-label" className="inline-flex overflow-hidden rounded-md border border-slate-400">
							{(['lb', 'kg'] as const).map((u) => (
								<button
									key={u}
									type="button"
									aria-pressed={unit === u}
									onClick={() => setWeightUnit(u)}
									className={`px-3 py-1 text-sm font-medium ${unit === u ? 'bg-brand-700 text-white' : 'bg-white text-slate-900'}`}
								>
									{u}
								</button>
							))}
						</div>
					</div>
					{shown ? (
						<TowingResultPanel
							result={shown.result}
							request={shown.request}
							vehicle={shown.vehicle}
							unit={unit}
							shareHref={`/calculator?${calculatorQuery(shown.request)}`}
							headingRef={resultHeading}
							onCopyLink={hydrated ? copyLink : undefined}
						/>
					) : (
						<section aria-labelledby="idle-title" className="rounded-xl border border-dashed border-slate-400 bg-white p-5">
							<h2 id="idle-title" className="text-lg font-semibold">
								How it works
							</h2>
							<ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-800">
								<li>Pick your vehicle, or type the figures from its door-jamb labels: the payload matters most.</li>
								<li>Add the trailer and the people and cargo aboard. GCWR and curb weight are optional.</li>
								<li>Every limit the figures allow is checked; the others are listed with where to find them.</li>
								<li>You get one answer — yes, no, or can’t tell yet — and the heaviest trailer this setup can take, with the limit that sets it.</li>
							</ul>
						</section>
					)}
					<AdSlot placement="calculator" />
				</div>
			</div>
		</div>
	)
}
