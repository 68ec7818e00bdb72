import type { SourceRef } from '~/content/schemas'

export function SourcesList({ sources, heading = 'Sources' }: { sources: SourceRef[]; heading?: string }) {
	if (sources.length === 0) return null
	return (
		<section aria-labelledby="sources-heading" className="mt-10 border-t border-slate-200 pt-6">
			<h2 id="sources-heading" className="text-lg font-semibold text-slate-900">
				{heading}
			</h2>
			<ul className="mt-3 list-disc space-y-1 pl-6 text-sm text-slate-700">
				{sources.map((s, i) => (
					<li key={`${i}-${s.url}`}>
						<a href={s.url} rel="noopener noreferrer">
							{s.title}
						</a>
					</li>
				))}
			</ul>
		</section>
	)
}
