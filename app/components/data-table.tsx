// A data table: caption (read by screen readers, shown when asked), a header row of column headers, then the
// caller's <tbody>. Header cells are strings (a plain <Th>) or elements (a sortable header, a sticky first column).
import { type ComponentProps, Fragment, type ReactNode } from 'react'

export function Th({ className, children, ...props }: ComponentProps<'th'>) {
	return (
		<th scope="col" className={className ? `p-3 ${className}` : 'p-3'} {...props}>
			{children}
		</th>
	)
}

export function DataTable({
	caption,
	showCaption = false,
	headers,
	className = 'w-full border-collapse bg-white text-left text-sm',
	children,
}: {
	caption: ReactNode
	showCaption?: boolean
	headers: ReactNode[]
	className?: string
	children: ReactNode
}) {
	return (
		<table className={className}>
			<caption className={showCaption ? 'p-2 text-left font-semibold text-slate-900' : 'sr-only'}>{caption}</caption>
			<thead className="bg-slate-100 text-sm">
				<tr>{headers.map((h, i) => (typeof h === 'string' ? <Th key={i}>{h}</Th> : <Fragment key={i}>{h}</Fragment>))}</tr>
			</thead>
			{children}
		</table>
	)
}
