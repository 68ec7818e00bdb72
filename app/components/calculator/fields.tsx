// The calculator's fields: what each asks for, one labelled input with its unit and error, the weigh-ticket
// passes, the lb/kg toggle and the line-up ceiling notice.
import { formatLb } from '~/utils/format'
import { Sources, TierBadge } from '~/components/provenance'
import { setWeightUnit } from '~/utils/weight-unit'
import type { ModelYear } from '~/vehicles/vehicle'
import { type CalculatorField } from '~/calculator/schema'
import { AVERAGE_PASSENGER_LB, CALCULATOR_MAX_LB } from '~/domain/constants'

export interface FieldSpec {
	name: Exclude<CalculatorField, 'trailerType' | 'state' | 'tripStates' | 'vehicleId' | 'elevationFt'>
	label: string
	hint?: string
	required?: boolean
}

// In the order people have the figures: the door-jamb labels, then the maker's towing guide.
export const DOOR_LABEL_FIELDS: FieldSpec[] = [
	{
		name: 'payloadCapacity',
		label: 'Payload capacity',
		hint: 'Tire and Loading Information label: “The combined weight of occupants and cargo should never exceed … lb”.',
	},
	{ name: 'gvwr', label: 'GVWR (gross vehicle weight rating)', hint: 'Certification label on the door edge or pillar.' },
	{ name: 'frontGawr', label: 'Front GAWR', hint: 'Certification label: GAWR FRT. Checked against a scale ticket.' },
	{ name: 'rearGawr', label: 'Rear GAWR', hint: 'Certification label: GAWR RR. Checked against a scale ticket.' },
]

export const GUIDE_FIELDS: FieldSpec[] = [
	{ name: 'maxTowingCapacity', label: 'Tow rating for this trailer type', hint: 'From the maker’s towing guide for your exact configuration.' },
	{ name: 'gcwr', label: 'GCWR (gross combined weight rating)', hint: 'The most the vehicle, its load and the trailer may weigh together. Leave blank if you do not know it.' },
	{ name: 'curbWeight', label: 'Curb weight', hint: 'The empty vehicle with fuel. Needed with the GCWR; leave blank if you do not know it.' },
]

export const LOAD_FIELDS: FieldSpec[] = [
	{ name: 'passengersWeight', label: 'Passengers weight', hint: `Everyone aboard, driver included: about ${AVERAGE_PASSENGER_LB} lb per adult.`, required: true },
	{ name: 'cargoWeight', label: 'Cargo weight', hint: 'Everything else in the vehicle or its bed, including accessories you added. 0 if none.', required: true },
]

export const TRAILER_FIELDS: FieldSpec[] = [
	{ name: 'trailerWeight', label: 'Trailer weight', hint: 'The loaded trailer, or its GVWR if you do not know the loaded weight. Leave blank for no trailer.' },
	{
		name: 'tongueWeight',
		label: 'Tongue weight',
		hint: 'If you have measured it (pin weight for a fifth-wheel). Leave blank to estimate it: 13 %, or 22 % for fifth-wheel and gooseneck.',
	},
	{ name: 'trailerGvwr', label: 'Trailer GVWR', hint: 'From the trailer’s VIN plate. Leave blank to skip.' },
	{ name: 'hitchRating', label: 'Hitch rating', hint: 'The lowest rating stamped on the receiver, ball mount or ball. Leave blank to skip.' },
]

export const TICKET_SPECS: FieldSpec[][] = [
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

export const TICKET_PASSES = [
	'Pass 1: truck and trailer, weight-distributing hitch engaged (as you drive)',
	'Pass 2 (optional): the same with the spring bars released — gives the true tongue weight and the front-axle restoration',
	'Pass 3: the truck alone, same people and cargo aboard',
]

export function WeightInput({ spec, value, error, onChange }: { spec: FieldSpec; value: string; error?: string; onChange: (v: string) => void }) {
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

/** A model year chosen without a configuration: the maker's line-up maximum is the ceiling for the tow rating. */
export function LineupCeiling({ lineup, ceiling }: { lineup: ModelYear; ceiling: number | null }) {
	return (
		<section className="mt-4 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950" data-testid="lineup-ceiling" aria-label="Tow rating ceiling">
			<p>
				<strong>
					{lineup.year} {lineup.make} {lineup.model}, no configuration chosen:
				</strong>{' '}
				the maker’s maximum is{' '}
				{[
					lineup.maxConventionalTowing !== null ? `${formatLb(lineup.maxConventionalTowing)} conventional` : null,
					lineup.maxFifthWheelTowing !== null ? `${formatLb(lineup.maxFifthWheelTowing)} fifth-wheel/gooseneck` : null,
				]
					.filter(Boolean)
					.join(' and ')}
				.{' '}
				{ceiling !== null
					? 'The figure for your hitch type is filled in as the ceiling for the tow rating.'
					: 'The maker’s maximum for your hitch type is not in our data yet, so the tow rating is left for you to fill in.'}{' '}
				Your vehicle’s own rating may be lower: it depends on its engine, axle and package. Take the payload and GVWR from the labels on the
				driver’s door jamb.
			</p>
			<p className="mt-2 flex flex-wrap items-center gap-2 text-sm">
				<TierBadge tier={lineup.tier} /> <span>Source: <Sources item={lineup} /></span>
			</p>
		</section>
	)
}

/** lb or kg for every weight shown; it needs JavaScript, so it is hidden until the page is hydrated. */
export function UnitToggle({ hidden, unit }: { hidden: boolean; unit: 'lb' | 'kg' }) {
	return (
		<div hidden={hidden} className="flex items-center justify-end gap-2">
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
	)
}

/** Weigh-ticket mode: the three passes over a truck scale, open when any ticket figure is filled in. */
export function WeighTicketFields({ open, field }: { open: boolean; field: (spec: FieldSpec) => React.ReactNode }) {
	return (
		<details
			className="rounded-xl border border-slate-200 bg-white p-5"
			open={open || undefined}
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
	)
}
