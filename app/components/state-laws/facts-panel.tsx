// A state's towing-law facts, each with what it says, the statute or page behind it and when it was checked.
import { formatLongDate } from '~/domain/dates'
import type { StateFactKey, StateLaw } from '~/domain/state-law-schema'
import { FACT_LABELS, NOT_IN_DATA, factValueText } from '~/domain/state-laws'

export function StateFactsPanel({ law, stateName }: { law: StateLaw | null; stateName: string }) {
	const keys = Object.keys(FACT_LABELS) as StateFactKey[]
	const facts = law?.facts ?? {}
	const missing = keys.filter((k) => !facts[k])
	return (
		<section aria-labelledby="facts-heading" className="mt-8">
			<h2 id="facts-heading" className="text-2xl font-bold text-slate-900">
				{stateName} towing laws at a glance
			</h2>
			<p className="mt-2 text-sm text-slate-700">
				Each rule names the statute or agency page it comes from. &ldquo;Not specified&rdquo; means the law we read sets no such rule; &ldquo;{NOT_IN_DATA}
				&rdquo; means we have not yet read it in a source we can cite.
			</p>
			<dl className="mt-4 divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
				{keys.map((key) => {
					const fact = facts[key]
					return (
						<div key={key} className="grid gap-1 px-4 py-3 sm:grid-cols-3">
							<dt className="font-medium text-slate-900">{FACT_LABELS[key]}</dt>
							<dd className="text-slate-800 sm:col-span-2">
								<span className={fact ? 'font-semibold' : 'text-slate-700'}>{factValueText(facts, key)}</span>
								{fact ? (
									<>
										{fact.summary !== factValueText(facts, key) ? <span className="mt-1 block text-sm">{fact.summary}</span> : null}
										<span className="mt-1 block text-xs text-slate-700">
											<a href={fact.url} rel="noopener noreferrer" className="underline">
												{fact.citation}
											</a>
											{' · '}checked <time dateTime={fact.checked}>{formatLongDate(fact.checked)}</time>
										</span>
									</>
								) : null}
							</dd>
						</div>
					)
				})}
			</dl>
			{law && law.disagreements.length > 0 ? (
				<div className="mt-4 rounded-lg border border-slate-200 bg-slate-50 p-4">
					<h3 className="font-semibold text-slate-900">Where summaries disagree with the law</h3>
					<ul className="mt-2 list-disc space-y-1 pl-6 text-sm text-slate-800">
						{law.disagreements.map((d) => (
							<li key={d}>{d}</li>
						))}
					</ul>
				</div>
			) : null}
			{missing.length === keys.length ? (
				<p className="mt-4 text-slate-800">We have not yet sourced any of {stateName}&rsquo;s towing rules. Check with the state&rsquo;s motor vehicle agency before you tow.</p>
			) : null}
		</section>
	)
}
