// The free-text search box with suggestions as you type (WAI-ARIA combobox with a list popup). Without
// JavaScript it is a plain search field whose form submits to the full results page.
import { useEffect, useId, useRef, useState } from 'react'
import { useNavigate } from 'react-router'
import type { Suggestion } from '~/search/suggest'
import { useHydrated } from '~/utils/use-hydrated'

const DEBOUNCE_MS = 120

export function SearchCombobox({ id, name, defaultValue, inputClassName }: { id: string; name: string; defaultValue: string; inputClassName: string }) {
	const navigate = useNavigate()
	const listId = useId()
	const [value, setValue] = useState(defaultValue)
	const [fetched, setItems] = useState<Suggestion[]>([])
	const [open, setOpen] = useState(false)
	// The highlighted suggestion, by address: a late answer for the same text keeps it highlighted wherever it now
	// sits, instead of taking the highlight from under the user's arrow keys.
	const [activeHref, setActiveHref] = useState<string | null>(null)
	const request = useRef<AbortController | null>(null)
	const hydrated = useHydrated()

	useEffect(() => {
		const q = value.trim()
		if (q.length < 2) return
		const timer = setTimeout(() => {
			request.current?.abort()
			const controller = new AbortController()
			request.current = controller
			fetch(`/api/search/suggest?q=${encodeURIComponent(q)}`, { signal: controller.signal })
				.then((res) => (res.ok ? (res.json() as Promise<Suggestion[]>) : []))
				.then((list) => setItems(list))
				// A failed or superseded request leaves the plain search working.
				.catch(() => undefined)
		}, DEBOUNCE_MS)
		return () => clearTimeout(timer)
	}, [value])

	// Fewer than two characters ask for nothing, and show nothing left from before.
	const items = value.trim().length < 2 ? [] : fetched
	const expanded = open && items.length > 0
	const active = activeHref === null ? -1 : items.findIndex((s) => s.href === activeHref)
	const optionId = (i: number) => `${listId}-option-${i}`
	const choose = (s: Suggestion) => {
		setOpen(false)
		void navigate(s.href)
	}

	return (
		<div className="relative" data-hydrated={hydrated || undefined}>
			<input
				id={id}
				name={name}
				type="search"
				role="combobox"
				aria-autocomplete="list"
				aria-expanded={expanded}
				aria-controls={listId}
				aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
				autoComplete="off"
				value={value}
				maxLength={120}
				className={inputClassName}
				onChange={(e) => {
					setValue(e.target.value)
					setActiveHref(null)
					setOpen(true)
				}}
				onFocus={() => setOpen(true)}
				onBlur={() => setOpen(false)}
				onKeyDown={(e) => {
					if (e.key === 'ArrowDown' && items.length > 0) {
						e.preventDefault()
						setOpen(true)
						setActiveHref(items[(active + 1) % items.length]!.href)
					} else if (e.key === 'ArrowUp' && items.length > 0) {
						e.preventDefault()
						setOpen(true)
						setActiveHref(items[active <= 0 ? items.length - 1 : active - 1]!.href)
					} else if (e.key === 'Escape' && expanded) {
						// The first Escape closes the list and keeps the text; a second one clears it, as a search field does.
						e.preventDefault()
						setOpen(false)
						setActiveHref(null)
					} else if (e.key === 'Enter' && expanded && active >= 0) {
						// Enter on a highlighted suggestion opens it; otherwise the form searches for the text.
						e.preventDefault()
						choose(items[active]!)
					}
				}}
			/>
			<ul
				id={listId}
				role="listbox"
				aria-label="Suggestions"
				hidden={!expanded}
				className="absolute inset-x-0 z-30 mt-1 max-h-80 overflow-auto rounded-md border border-slate-300 bg-white py-1 text-slate-900 shadow-lg"
			>
				{items.map((s, i) => (
					<li
						key={s.href}
						id={optionId(i)}
						role="option"
						aria-selected={i === active}
						className={`cursor-pointer px-3 py-2 text-sm ${i === active ? 'bg-brand-700 text-white' : 'hover:bg-slate-100'}`}
						// mousedown, not click: the input's blur would close the list before a click lands.
						onMouseDown={(e) => {
							e.preventDefault()
							choose(s)
						}}
					>
						{s.label}
					</li>
				))}
			</ul>
			<p className="sr-only" aria-live="polite">
				{expanded ? `${items.length} suggestion${items.length === 1 ? '' : 's'}; use the arrow keys to choose` : ''}
			</p>
		</div>
	)
}
