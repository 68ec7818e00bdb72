// The calculator page's form and result: the state of every field, the vehicle picker's figures, and the
// enhanced submit (POST /api/calculate-towing, the URL updated in place); without JavaScript the form posts
// to the route's action instead.
import { useEffect, useRef, useState } from 'react'
import { FIGURE_FIELDS, type FigureField, calculatorFigures } from '~/calculator/figures'
import { type CalculatorActionData, type CalculatorPageData, type Errors, INVALID_INPUT, type Values, prefilledValues, trailerTypeOf } from '~/calculator/form-values'
import { AdSlot } from '~/components/ads'
import { CalculatorVehiclePicker } from '~/components/calculator-vehicle-picker'
import { useToast } from '~/components/toaster'
import { TowingResultPanel } from '~/components/towing-result'
import { DoorLabelGuide } from '~/components/door-label-guide'
import { US_STATES } from '~/domain/us-states'
import {
	CALCULATOR_FIELDS,
	type CalculatorField,
	type CalculatorRequest,
	TICKET_FIELDS,
	TRAILER_TYPES,
	ELEVATION_MAX_FT,
	TRAILER_TYPE_LABELS,
	type TrailerType,
	calculatorErrors,
	calculatorQuery,
	calculatorRequestSchema,
} from '~/calculator/schema'
import type { TowingResult } from '~/calculator/engine'
import { useHydrated } from '~/utils/use-hydrated'
import { useWeightUnit } from '~/utils/weight-unit'
import type { Vehicle } from '~/vehicles/vehicle'
import { DOOR_LABEL_FIELDS, type FieldSpec, GUIDE_FIELDS, LOAD_FIELDS, LineupCeiling, TRAILER_FIELDS, UnitToggle, WeighTicketFields, WeightInput } from './fields'
import { buttonClass } from '~/components/button'

export function CalculatorForm({ loaderData, actionData }: { loaderData: CalculatorPageData; actionData?: CalculatorActionData }) {
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
			{loaderData.lineup && !vehicle ? <LineupCeiling lineup={loaderData.lineup} ceiling={loaderData.ceiling} /> : null}

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
					<WeighTicketFields open={TICKET_FIELDS.some((f) => values[f])} field={field} />
					<button
						type="submit"
						disabled={submitting}
						className={buttonClass({ size: 'lg', block: true })}
					>
						{submitting ? 'Calculating...' : 'Calculate'}
					</button>
				</form>

				<div className="space-y-4">
					<UnitToggle hidden={!hydrated} unit={unit} />
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
