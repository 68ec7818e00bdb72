import { Link } from 'react-router'

export interface Chip {
	label: string
	/** Query value; undefined for "All". */
	value?: string
	count?: number
}

/** Filter chips as plain links (`?category=slug`): they work without JavaScript and can be bookmarked. */
export function CategoryChips({ chips, current, path, label }: { chips: Chip[]; current?: string; path: string; label: string }) {
	return (
		<nav aria-label={label}>
			<ul className="flex flex-wrap gap-2">
				{chips.map((chip) => {
					const active = chip.value === current
					return (
						<li key={chip.label}>
							<Link
								to={chip.value ? `${path}?category=${chip.value}` : path}
								aria-current={active ? 'page' : undefined}
								preventScrollReset
								className={`inline-flex items-center gap-1 rounded-full border px-3 py-1.5 text-sm font-medium no-underline ${
									active ? 'border-brand-700 bg-brand-700 text-white' : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-100'
								}`}
							>
								{chip.label}
								{chip.count !== undefined ? <span className={active ? 'text-blue-50' : 'text-slate-600'}>({chip.count})</span> : null}
							</Link>
						</li>
					)
				})}
			</ul>
		</nav>
	)
}
