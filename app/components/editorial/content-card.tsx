import { Link } from 'react-router'

/** A card in a listing: optional badges and meta line, title linking to the item, description, call to action. */
export function ContentCard({
	to,
	title,
	description,
	badges,
	meta,
	cta = 'Read More',
	headingLevel = 3,
}: {
	to: string
	title: string
	description: string
	badges?: React.ReactNode
	meta?: React.ReactNode
	cta?: string
	headingLevel?: 2 | 3
}) {
	const Heading = headingLevel === 2 ? 'h2' : 'h3'
	return (
		<article className="flex h-full flex-col rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
			{badges ? <div className="mb-3 flex flex-wrap gap-2">{badges}</div> : null}
			<Heading className="text-lg font-semibold leading-snug text-slate-900">
				<Link to={to} className="text-slate-900 no-underline hover:underline">
					{title}
				</Link>
			</Heading>
			{meta ? <p className="mt-1 text-xs text-slate-600">{meta}</p> : null}
			<p className="mt-2 flex-1 text-sm text-slate-700">{description}</p>
			<p className="mt-4">
				<Link to={to} className="text-sm font-medium" aria-label={`${cta}: ${title}`}>
					{cta} <span aria-hidden="true">→</span>
				</Link>
			</p>
		</article>
	)
}
