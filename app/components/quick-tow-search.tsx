// The year → make → model → trim cascade (SPEC §4). Without JavaScript it is a plain GET form whose
// options the server renders from the query string; with JavaScript the options load from /api/search/*.
import { useEffect, useRef, useState } from 'react'
import { Form } from 'react-router'

import type { CascadeOptions, CascadeValue } from '~/vehicles/cascade'
import { buttonClass } from '~/components/button'

export type { CascadeOptions, CascadeValue }

export const INCOMPLETE_SEARCH_MESSAGE = 'Please select year, make, and model to search'

async function fetchList(path: string, params: Record<string, string>): Promise<string[]> {
	const res = await fetch(`${path}?${new URLSearchParams(params)}`)
	if (!res.ok) throw new Error(`${res.status}: ${await res.text()}`)
	return (await res.json()) as string[]
}

/** Cascade state with the SPEC §4 rules: choosing a level clears the levels after it. */
export function useVehicleCascade(initial: CascadeValue, initialOptions: CascadeOptions) {
	const [value, setValue] = useState(initial)
	const [options, setOptions] = useState(initialOptions)
	const [years, setYears] = useState(initialOptions.years)

	useEffect(() => {
		if (years.length > 0) return
		fetchList('/api/search/years', {})
			.then((ys) => setYears(ys.map(Number)))
			.catch((error) => console.warn('Could not load years', error))
	}, [years.length])

	const setYear = (year: string) => {
		setValue({ year, make: '', model: '', trim: '' })
		setOptions((o) => ({ ...o, makes: [], models: [], trims: [] }))
		if (year)
			fetchList('/api/search/makes', { year })
				.then((makes) => setOptions((o) => ({ ...o, makes })))
				.catch((error) => console.warn('Could not load makes', error))
	}
	const setMake = (make: string) => {
		setValue((v) => ({ ...v, make, model: '', trim: '' }))
		setOptions((o) => ({ ...o, models: [], trims: [] }))
		if (make)
			fetchList('/api/search/models', { year: value.year, make })
				.then((models) => setOptions((o) => ({ ...o, models })))
				.catch((error) => console.warn('Could not load models', error))
	}
	const setModel = (model: string) => {
		setValue((v) => ({ ...v, model, trim: '' }))
		setOptions((o) => ({ ...o, trims: [] }))
		if (model)
			fetchList('/api/search/trims', { year: value.year, make: value.make, model })
				.then((trims) => setOptions((o) => ({ ...o, trims })))
				.catch((error) => console.warn('Could not load trims', error))
	}
	const setTrim = (trim: string) => setValue((v) => ({ ...v, trim }))
	const complete = Boolean(value.year && value.make && value.model)
	return { value, options: { ...options, years }, setYear, setMake, setModel, setTrim, complete }
}

const selectClass =
	'mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-slate-900 disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-500'

export function CascadeSelects({ cascade, idPrefix }: { cascade: ReturnType<typeof useVehicleCascade>; idPrefix: string }) {
	const { value, options } = cascade
	const refs = { year: useRef<HTMLSelectElement>(null), make: useRef<HTMLSelectElement>(null), model: useRef<HTMLSelectElement>(null), trim: useRef<HTMLSelectElement>(null) }
	// A choice made in the server-rendered select before React hydrated it lives only in the DOM; the first
	// re-render would put the select back to the state's value. Adopt it once, on mount: the first level that
	// differs is taken (its setter clears the levels after it, whose options depended on the old choice).
	useEffect(() => {
		const levels = [
			['year', cascade.setYear],
			['make', cascade.setMake],
			['model', cascade.setModel],
			['trim', cascade.setTrim],
		] as const
		for (const [name, set] of levels) {
			const chosen = refs[name].current?.value ?? value[name]
			if (chosen !== value[name]) {
				set(chosen)
				break
			}
		}
		// Once, on the values React hydrated with: later choices go through the selects' onChange.
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [])
	const field = (id: string, label: string, name: keyof CascadeValue, list: Array<string | number>, disabled: boolean, onChange: (v: string) => void, placeholder: string) => (
		<div>
			<label htmlFor={`${idPrefix}-${id}`} className="block text-sm font-medium text-slate-800">
				{label}
			</label>
			<select ref={refs[name]} id={`${idPrefix}-${id}`} name={name} value={value[name]} disabled={disabled} onChange={(e) => onChange(e.target.value)} className={selectClass}>
				<option value="">{placeholder}</option>
				{list.map((o) => (
					<option key={o} value={String(o)}>
						{o}
					</option>
				))}
			</select>
		</div>
	)
	return (
		<>
			{field('year', 'Year', 'year', options.years, false, cascade.setYear, 'Select year')}
			{field('make', 'Make', 'make', options.makes, !value.year, cascade.setMake, 'Select make')}
			{field('model', 'Model', 'model', options.models, !value.make, cascade.setModel, 'Select model')}
			{field('trim', 'Trim (optional)', 'trim', options.trims, !value.model, cascade.setTrim, 'Any trim')}
		</>
	)
}

export function QuickTowSearch({ initial, initialOptions }: { initial: CascadeValue; initialOptions: CascadeOptions }) {
	const cascade = useVehicleCascade(initial, initialOptions)
	const { value, complete } = cascade
	const showMessage = !complete && Boolean(value.year || value.make)
	return (
		<Form method="get" action="/" className="rounded-xl bg-white p-5 text-slate-900 shadow-lg" aria-labelledby="quick-tow-search-title">
			<h2 id="quick-tow-search-title" className="text-lg font-semibold">
				Quick Tow Search
			</h2>
			<div className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
				<CascadeSelects cascade={cascade} idPrefix="qts" />
			</div>
			<div className="mt-4 flex flex-wrap items-center gap-3">
				<button
					type="submit"
					disabled={!complete}
					aria-describedby={showMessage ? 'qts-message' : undefined}
					className={buttonClass()}
				>
					Search
				</button>
				<noscript>
					<button type="submit" className="rounded-md border border-slate-400 px-4 py-2 font-medium">
						Update choices
					</button>
				</noscript>
				{showMessage ? (
					<p id="qts-message" role="status" className="text-sm text-amber-900">
						{INCOMPLETE_SEARCH_MESSAGE}
					</p>
				) : null}
			</div>
		</Form>
	)
}
