import { formatLongDate } from '~/domain/dates'
import { readingTimeLabel } from '~/domain/reading-time'

export function initials(name: string) {
	const words = name
		.replace(/\(.*?\)/g, '')
		.split(/\s+/)
		.filter(Boolean)
	return words
		.slice(0, 2)
		.map((w) => w[0]!.toUpperCase())
		.join('')
}

/** Avatar (initials when there is no picture), "By {author}", long date, reading time. */
export function AuthorByline({
	name,
	avatar,
	date,
	readingMinutes,
	dateLabel,
}: {
	name: string
	avatar?: string | null
	date: string
	readingMinutes?: number
	dateLabel?: string
}) {
	return (
		<div className="flex items-center gap-3 text-sm text-slate-700">
			{avatar ? (
				<img src={avatar} alt="" width={40} height={40} className="h-10 w-10 rounded-full object-cover" />
			) : (
				<span aria-hidden="true" className="grid h-10 w-10 place-items-center rounded-full bg-brand-700 font-semibold text-white">
					{initials(name)}
				</span>
			)}
			<div>
				<p className="font-medium text-slate-900">By {name}</p>
				<p>
					{dateLabel ? `${dateLabel} ` : ''}
					<time dateTime={date}>{formatLongDate(date)}</time>
					{readingMinutes ? <> · {readingTimeLabel(readingMinutes)}</> : null}
				</p>
			</div>
		</div>
	)
}
