// The compare page's "Add a vehicle" dialog (Radix Dialog): the year → make → model → trim cascade and a
// search that runs only once year, make and model are chosen. A failed search clears the list quietly.
import * as Dialog from '@radix-ui/react-dialog'
import { useState } from 'react'
import { configurationLabel } from '~/calculator/figures'
import { MAX_COMPARE } from '~/domain/constants'
import { formatLb } from '~/utils/format'
import { type Vehicle, vehicleName } from '~/vehicles/vehicle'
import { CascadeSelects, INCOMPLETE_SEARCH_MESSAGE, useVehicleCascade } from './quick-tow-search'
import { buttonClass } from '~/components/button'

export function CompareDialog({ chosenIds, years, onAdd }: { chosenIds: number[]; years: number[]; onAdd: (vehicle: Vehicle) => void }) {
	const [open, setOpen] = useState(false)
	const cascade = useVehicleCascade({ year: '', make: '', model: '', trim: '' }, { years, makes: [], models: [], trims: [] })
	const [results, setResults] = useState<Vehicle[] | null>(null)
	const [searching, setSearching] = useState(false)
	const full = chosenIds.length >= MAX_COMPARE
	const { value, complete } = cascade

	const search = async () => {
		if (!complete) return
		setSearching(true)
		try {
			const params = new URLSearchParams({ year: value.year, make: value.make, model: value.model, limit: '100' })
			if (value.trim) params.set('trim', value.trim)
			const res = await fetch(`/api/vehicles?${params}`)
			if (!res.ok) throw new Error(`${res.status}: ${await res.text()}`)
			setResults((await res.json()) as Vehicle[])
		} catch (error) {
			// SPEC §8: a failed compare search is cleared silently and only logged.
			console.warn('Compare search failed', error)
			setResults(null)
		} finally {
			setSearching(false)
		}
	}

	const add = (vehicle: Vehicle) => {
		onAdd(vehicle)
		setOpen(false)
		setResults(null)
	}

	return (
		<Dialog.Root open={open} onOpenChange={setOpen}>
			<Dialog.Trigger
				disabled={full}
				aria-describedby={full ? 'compare-full' : undefined}
				className={buttonClass()}
			>
				Add vehicle
			</Dialog.Trigger>
			<Dialog.Portal>
				<Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/60" />
				<Dialog.Content className="fixed left-1/2 top-1/2 z-50 max-h-[90vh] w-[calc(100vw-2rem)] max-w-3xl -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-6 shadow-xl">
					<div className="flex items-start justify-between gap-4">
						<Dialog.Title className="text-xl font-semibold">Add a vehicle to compare</Dialog.Title>
						<Dialog.Close className="rounded-md border border-slate-400 px-3 py-1 text-sm font-medium" aria-label="Close dialog">
							Close
						</Dialog.Close>
					</div>
					<Dialog.Description className="mt-1 text-sm text-slate-700">
						Choose a year, make and model (and a trim if you like), then search. {chosenIds.length.toLocaleString('en-US')} of {MAX_COMPARE}{' '}
						chosen.
					</Dialog.Description>
					<form
						className="mt-4"
						onSubmit={(e) => {
							e.preventDefault()
							void search()
						}}
					>
						<div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
							<CascadeSelects
								cascade={{
									...cascade,
									setYear: (v) => (cascade.setYear(v), setResults(null)),
									setMake: (v) => (cascade.setMake(v), setResults(null)),
									setModel: (v) => (cascade.setModel(v), setResults(null)),
									setTrim: (v) => (cascade.setTrim(v), setResults(null)),
								}}
								idPrefix="compare"
							/>
						</div>
						<div className="mt-4 flex flex-wrap items-center gap-3">
							<button
								type="submit"
								disabled={!complete || searching}
								aria-describedby={!complete ? 'compare-search-hint' : undefined}
								className={buttonClass()}
							>
								{searching ? 'Searching...' : 'Search'}
							</button>
							{!complete ? (
								<p id="compare-search-hint" className="text-sm text-slate-700">
									{INCOMPLETE_SEARCH_MESSAGE}
								</p>
							) : null}
						</div>
					</form>
					<div aria-live="polite" className="mt-4">
						{results ? (
							results.length === 0 ? (
								<p className="text-sm text-slate-800">No vehicles match. Try another trim or model.</p>
							) : (
								<>
									<p className="text-sm text-slate-700">
										{results.length.toLocaleString('en-US')} {results.length === 1 ? 'configuration' : 'configurations'} found
									</p>
									<ul className="mt-2 divide-y divide-slate-200 rounded-md border border-slate-200" data-testid="compare-results">
										{results.map((v) => {
											const added = chosenIds.includes(v.id)
											return (
												<li key={v.id} data-vehicle-id={v.id} className="flex flex-wrap items-center justify-between gap-3 p-3">
													<div className="min-w-0">
														<p className="font-medium">{vehicleName(v)}</p>
														<p className="text-sm text-slate-700">{configurationLabel(v)}</p>
														<p className="text-sm text-slate-700">Maximum towing {formatLb(v.maxTowingCapacity)}</p>
													</div>
													<button
														type="button"
														disabled={added || full}
														onClick={() => add(v)}
														aria-label={added ? `Added: ${vehicleName(v)} ${v.trim}` : `Add ${vehicleName(v)} ${configurationLabel(v)}`}
														className="rounded-md border border-brand-700 px-4 py-1.5 text-sm font-semibold text-brand-700 disabled:cursor-not-allowed disabled:border-slate-400 disabled:text-slate-600"
													>
														{added ? 'Added' : 'Add'}
													</button>
												</li>
											)
										})}
									</ul>
								</>
							)
						) : null}
					</div>
				</Dialog.Content>
			</Dialog.Portal>
		</Dialog.Root>
	)
}
