import { Link } from 'react-router'

/** The closing call to action of an editorial page (SPEC §2 gives each page's wording). */
export function CallToAction({ title, text, to, label }: { title: string; text?: string; to: string; label: string }) {
	return (
		<section aria-labelledby="cta-heading" className="mt-12 rounded-lg bg-brand-900 px-6 py-8 text-white">
			<h2 id="cta-heading" className="text-2xl font-bold">
				{title}
			</h2>
			{text ? <p className="mt-2 max-w-2xl text-blue-50">{text}</p> : null}
			<p className="mt-4">
				<Link to={to} className="inline-block rounded-md bg-white px-4 py-2 font-semibold text-brand-900 no-underline hover:bg-brand-50">
					{label}
				</Link>
			</p>
		</section>
	)
}
