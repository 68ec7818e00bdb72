// Trailer-brake thresholds by state as a tile map: one square per state, roughly where it lies, coloured by
// threshold and labelled with it, so it reads without colour too. Drawn on the server; each tile links to the
// state's page. The table beside it holds the same facts for screen readers.
import type { StateLaw } from '~/domain/state-law-schema'
import { STATE_TILES } from '~/domain/us-state-geography'
import { type StateCode, US_STATES, stateGuideSlug } from '~/domain/us-states'

export const BRAKE_BANDS = [
	{ label: 'Under 2,000 lb', max: 1999, fill: '#7f1d1d', text: '#ffffff' },
	{ label: '2,000–2,999 lb', max: 2999, fill: '#b45309', text: '#ffffff' },
	{ label: '3,000 lb', max: 3000, fill: '#1d4ed8', text: '#ffffff' },
	{ label: 'Over 3,000 lb', max: Infinity, fill: '#065f46', text: '#ffffff' },
] as const
const NO_DATA = { label: 'Not in our data yet', fill: '#e2e8f0', text: '#1e293b' }

const TILE = 56
const GAP = 4

function bandOf(law: StateLaw | undefined) {
	const t = law?.facts.trailerBrakes
	if (!t || t.status !== 'stated') return NO_DATA
	return BRAKE_BANDS.find((b) => t.value!.overLb <= b.max)!
}

export function BrakeThresholdMap({ laws }: { laws: StateLaw[] }) {
	const byCode = new Map(laws.map((l) => [l.code, l]))
	const cols = 11
	const rows = 7
	const width = cols * (TILE + GAP)
	const height = rows * (TILE + GAP)
	return (
		<figure className="mt-4">
			<svg viewBox={`0 0 ${width} ${height}`} className="h-auto w-full max-w-3xl" role="group" aria-labelledby="brake-map-title brake-map-desc">
				<title id="brake-map-title">Trailer brakes required from, by state</title>
				<desc id="brake-map-desc">
					Each square is a state, labelled with its code and the trailer weight from which it requires brakes; the table below lists the same facts.
				</desc>
				{US_STATES.map(([code, name]) => {
					const [x, y] = STATE_TILES[code as StateCode]
					const law = byCode.get(code)
					const band = bandOf(law)
					const t = law?.facts.trailerBrakes?.status === 'stated' ? law.facts.trailerBrakes.value! : null
					return (
						<a key={code} href={`/state-guides/${stateGuideSlug(name)}`} style={{ textDecoration: 'none' }} aria-label={`${name}: ${t ? `brakes from ${t.overLb.toLocaleString('en-US')} lb` : 'not in our data yet'}`}>
							<rect x={x * (TILE + GAP)} y={y * (TILE + GAP)} width={TILE} height={TILE} rx={6} fill={band.fill} stroke="#0f172a" strokeWidth={band === NO_DATA ? 1 : 0} strokeDasharray={band === NO_DATA ? '4 3' : undefined} />
							<text x={x * (TILE + GAP) + TILE / 2} y={y * (TILE + GAP) + 24} textAnchor="middle" fontSize={16} fontWeight={700} fill={band.text}>
								{code}
							</text>
							<text x={x * (TILE + GAP) + TILE / 2} y={y * (TILE + GAP) + 43} textAnchor="middle" fontSize={11} fill={band.text}>
								{t ? `${(t.overLb / 1000).toLocaleString('en-US', { maximumFractionDigits: 1 })}k` : '—'}
							</text>
						</a>
					)
				})}
			</svg>
			<figcaption className="mt-2">
				<ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-800">
					{[...BRAKE_BANDS, NO_DATA].map((b) => (
						<li key={b.label} className="flex items-center gap-2">
							<span aria-hidden="true" className="inline-block h-3 w-3 rounded-sm border border-slate-700" style={{ backgroundColor: b.fill }} />
							{b.label}
						</li>
					))}
				</ul>
				<p className="mt-1 text-xs text-slate-700">Figures in thousands of pounds; &ldquo;—&rdquo; where the state&rsquo;s rule is not in our data yet. Some states count the trailer&rsquo;s empty weight or its rating: the table says which.</p>
			</figcaption>
		</figure>
	)
}
