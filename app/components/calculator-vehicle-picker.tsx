// The calculator's vehicle picker: the year → make → model → trim cascade, then the configuration.
// Without JavaScript it is a GET form the server answers with the next lists ("Update choices");
// with JavaScript the lists load from /api/search/* and /api/vehicles and a choice applies at once.
import { useRef, useState } from 'react'
import { Form } from 'react-router'
import { type FigureField, configurationLabel, calculatorFigures } from '~/calculator/figures'
import type { TrailerType } from '~/calculator/schema'
import { formatLb } from '~/utils/format'
import { type Vehicle, vehicleName } from '~/vehicles/vehicle'
import { type CascadeOptions, type CascadeValue, CascadeSelects, useVehicleCascade } from './quick-tow-search'

const FIGURE_WORDS: Record<FigureField, string> = {
	gcwr: 'GCWR',
	curbWeight: 'curb weight',
	payloadCapacity: 'payload capacity',
	gvwr: 'GVWR',
	maxTowingCapacity: 'tow rating',
}

const selectClass =
	'mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-slate-900 disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-500'

export function CalculatorVehiclePicker({
	initialCascade,
	initialOptions,
	initialConfigurations,
	vehicle,
	trailerType,
	onVehicle,
	error,
}: {
	initialCascade: CascadeValue
	initialOptions: CascadeOptions
	initialConfigurations: Vehicle[]
	vehicle: Vehicle | null
	trailerType: TrailerType
	onVehicle: (vehicle: Vehicle | null) => void
	error?: string
}) {
	const cascade = useVehicleCascade(initialCascade, initialOptions)
	const [configurations, setConfigurations] = useState(initialConfigurations)
	const latest = useRef(0)

	const loadConfigurations = (c: CascadeValue) => {
		const request = ++latest.current
		setConfigurations([])
		if (!(c.year && c.make && c.model)) return
		const params = new URLSearchParams({ year: c.year, make: c.make, model: c.model, limit: '100' })
		if (c.trim) params.set('trim', c.trim)
		fetch(`/api/vehicles?${params}`)
			.then(async (res) => {
				if (!res.ok) throw new Error(`${res.status}: ${await res.text()}`)
				return (await res.json()) as Vehicle[]
			})
			.then((list) => {
				if (request !== latest.current) return
				setConfigurations(list)
				if (list.length === 1) onVehicle(list[0]!)
			})
			.catch((e) => console.warn('Could not load configurations', e))
	}

	const picker = {
		...cascade,
		setYear: (year: string) => {
			cascade.setYear(year)
			onVehicle(null)
			loadConfigurations({ year, make: '', model: '', trim: '' })
		},
		setMake: (make: string) => {
			cascade.setMake(make)
			onVehicle(null)
			loadConfigurations({ ...cascade.value, make, model: '', trim: '' })
		},
		setModel: (model: string) => {
			cascade.setModel(model)
			onVehicle(null)
			loadConfigurations({ ...cascade.value, model, trim: '' })
		},
		setTrim: (trim: string) => {
			cascade.setTrim(trim)
			onVehicle(null)
			loadConfigurations({ ...cascade.value, trim })
		},
	}

	const figures = vehicle ? calculatorFigures(vehicle, trailerType) : null
	const published = figures ? (Object.keys(figures) as FigureField[]).filter((f) => figures[f] !== null) : []
	const missing = figures ? (Object.keys(figures) as FigureField[]).filter((f) => figures[f] === null) : []
	// GCWR and curb weight are optional since calculator II; they are only needed together for the GCWR check.
	const missingRequired = missing.filter((f) => f === 'gcwr' || f === 'curbWeight')
	const missingOptional = missing.filter((f) => f !== 'gcwr' && f !== 'curbWeight')

	return (
		<Form method="get" action="/calculator" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm" aria-labelledby="picker-title">
			<h2 id="picker-title" className="text-lg font-semibold">
				Choose your vehicle
			</h2>
			<p className="mt-1 text-sm text-slate-700">
				Fills in the vehicle&rsquo;s tow rating and whatever else our data publishes for it (payload, GVWR, GCWR, curb weight). The figures on
				your own door-jamb labels are better still: type them below.
			</p>
			<div className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
				<CascadeSelects cascade={picker} idPrefix="calc" />
			</div>
			{configurations.length > 0 ? (
				<div className="mt-3">
					<label htmlFor="calc-vehicle" className="block text-sm font-medium text-slate-800">
						Configuration
					</label>
					<select
						id="calc-vehicle"
						name="vehicleId"
						value={vehicle ? String(vehicle.id) : ''}
						onChange={(e) => onVehicle(configurations.find((v) => String(v.id) === e.target.value) ?? null)}
						className={selectClass}
					>
						<option value="">Select configuration ({configurations.length.toLocaleString('en-US')})</option>
						{configurations.map((v) => (
							<option key={v.id} value={String(v.id)}>
								{configurationLabel(v)}
							</option>
						))}
					</select>
				</div>
			) : null}
			<noscript>
				<button type="submit" className="mt-3 rounded-md border border-slate-400 px-4 py-2 font-medium">
					Update choices
				</button>
			</noscript>
			{error ? (
				<p id="vehicleId-error" className="mt-3 text-sm font-medium text-red-800">
					{error}
				</p>
			) : null}
			<div aria-live="polite">
				{vehicle && figures ? (
					<div className="mt-3 rounded-md bg-brand-50 p-3 text-sm text-slate-900" data-testid="picked-vehicle">
						<p className="font-medium">
							Using the {vehicleName(vehicle)} {vehicle.trim}
							{published.length > 0 ? `: ${published.map((f) => `${FIGURE_WORDS[f]} ${formatLb(figures[f])}`).join(', ')}.` : '.'}
						</p>
						{missingRequired.length > 0 ? (
							<p className="mt-1">
								Not published for this configuration: {missingRequired.map((f) => FIGURE_WORDS[f]).join(' and ')}. Enter{' '}
								{missingRequired.length > 1 ? 'them' : 'it'} from the owner&rsquo;s manual if you have {missingRequired.length > 1 ? 'them' : 'it'}; without
								them the GCWR check is listed as not checked, never passed.
							</p>
						) : null}
						{missingOptional.length > 0 ? (
							<p className="mt-1">
								Not published for this configuration: {missingOptional.map((f) => FIGURE_WORDS[f]).join(', ')}. Take{' '}
								{missingOptional.length > 1 ? 'them' : 'it'} from the labels on the driver&rsquo;s door jamb, or leave the field blank to skip
								that check.
							</p>
						) : null}
						<p className="mt-1 text-slate-700">Source: {vehicle.source}</p>
					</div>
				) : null}
			</div>
		</Form>
	)
}
