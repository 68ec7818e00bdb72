// A picture of the rig, drawn on the server as SVG: the truck and its trailer (conventional, fifth-wheel and
// gooseneck hitch differently), then one bar per rating filled to its use — green up to 90 %, amber above,
// red above 100 % — with the binding limit outlined. Every bar also says its figures and its state in words
// and patterns, so it reads without colour and in print; a table gives screen readers the same.
import type { TrailerType } from '~/calculator/schema'
import type { BindingLimit, CheckStatus, TowingCheck } from '~/calculator/engine'
import { type WeightUnit, formatWeight } from '~/utils/weight-unit'

/** Above this share of a rating the bar turns amber (the tow-rating warning line, DESIGN.md §6). */
const AMBER_ABOVE = 0.9
/** The bar's full width stands for this share of the rating, so an overload still shows how far over. */
const BAR_SCALE = 1.25

export type BarLevel = 'ok' | 'near' | 'over'

export function barLevel(actual: number, limit: number): BarLevel {
	if (limit <= 0) return actual > 0 ? 'over' : 'ok'
	const use = actual / limit
	return use > 1 ? 'over' : use > AMBER_ABOVE ? 'near' : 'ok'
}

const LEVEL: Record<BarLevel, { fill: string; pattern: string | null; word: string }> = {
	ok: { fill: '#15803d', pattern: null, word: 'within' },
	near: { fill: '#b45309', pattern: 'rig-hatch', word: 'above 90 %' },
	over: { fill: '#b91c1c', pattern: 'rig-cross', word: 'over the limit' },
}

const STATUS_WORD: Record<CheckStatus, string> = {
	pass: 'pass',
	warn: 'warn',
	fail: 'fail',
}

function sharePercent(actual: number, limit: number) {
	return limit > 0 ? Math.round((actual / limit) * 100) : actual > 0 ? Infinity : 0
}

function TruckAndTrailer({ trailerType, hasTrailer }: { trailerType: TrailerType; hasTrailer: boolean }) {
	// The truck faces right; the trailer follows on the left. Units are the viewBox's (600 × 150).
	const wheel = (cx: number) => <circle key={cx} cx={cx} cy={122} r={16} fill="#1e293b" stroke="#f8fafc" strokeWidth={3} />
	const truck = (
		<g>
			<path d="M360 118 V78 H450 L468 50 H530 L560 80 H580 V118 Z" fill="#cbd5e1" stroke="#1e293b" strokeWidth={3} />
			<path d="M476 56 H526 L548 80 H476 Z" fill="#f8fafc" stroke="#1e293b" strokeWidth={2} />
			{wheel(400)}
			{wheel(530)}
			<text x={530} y={146} textAnchor="middle" fontSize={13} fill="#0f172a">
				front axle
			</text>
			<text x={400} y={146} textAnchor="middle" fontSize={13} fill="#0f172a">
				rear axle
			</text>
		</g>
	)
	if (!hasTrailer) return truck
	let trailer
	if (trailerType === 'conventional') {
		trailer = (
			<g>
				<rect x={40} y={40} width={250} height={78} rx={6} fill="#e2e8f0" stroke="#1e293b" strokeWidth={3} />
				<path d="M290 104 L352 108" stroke="#1e293b" strokeWidth={5} />
				<circle cx={354} cy={108} r={6} fill="#1e293b" />
				{wheel(150)}
				{wheel(186)}
				<text x={330} y={98} textAnchor="middle" fontSize={13} fill="#0f172a">
					ball hitch
				</text>
			</g>
		)
	} else if (trailerType === 'fifth-wheel') {
		trailer = (
			<g>
				<path d="M20 118 V30 H430 V64 H330 V118 Z" fill="#e2e8f0" stroke="#1e293b" strokeWidth={3} />
				<rect x={396} y={64} width={12} height={14} fill="#1e293b" />
				{wheel(140)}
				{wheel(176)}
				<text x={402} y={24} textAnchor="middle" fontSize={13} fill="#0f172a">
					fifth-wheel pin over the rear axle
				</text>
			</g>
		)
	} else {
		trailer = (
			<g>
				<rect x={20} y={70} width={290} height={48} fill="#e2e8f0" stroke="#1e293b" strokeWidth={3} />
				<path d="M300 70 V34 H404 V76" fill="none" stroke="#1e293b" strokeWidth={7} />
				<circle cx={404} cy={78} r={6} fill="#1e293b" />
				{wheel(130)}
				{wheel(166)}
				<text x={352} y={26} textAnchor="middle" fontSize={13} fill="#0f172a">
					gooseneck ball in the bed
				</text>
			</g>
		)
	}
	return (
		<g>
			{truck}
			{trailer}
			<text x={160} y={146} textAnchor="middle" fontSize={13} fill="#0f172a">
				trailer axles
			</text>
		</g>
	)
}

const TRAILER_NAMES: Record<TrailerType, string> = {
	conventional: 'a conventional (bumper-pull) trailer on a ball hitch',
	'fifth-wheel': 'a fifth-wheel trailer on a hitch in the bed',
	gooseneck: 'a gooseneck trailer on a ball in the bed',
}

export function RigDiagram({
	checks,
	trailerType,
	trailerWeight,
	bindingLimit,
	unit,
}: {
	checks: TowingCheck[]
	trailerType: TrailerType
	trailerWeight: number
	bindingLimit: BindingLimit | null
	unit: WeightUnit
}) {
	const w = (n: number) => formatWeight(n, unit)
	const bars = checks.filter((c) => c.id !== 'tongueShare')
	const hasTrailer = trailerWeight > 0
	return (
		<figure className="mt-4 rounded-md bg-white p-3 ring-1 ring-slate-200 print:break-inside-avoid" aria-labelledby="rig-caption" data-testid="rig-diagram">
			<figcaption id="rig-caption" className="text-base font-semibold">
				Your rig and how much of each rating it uses
			</figcaption>
			<svg
				viewBox="0 0 600 150"
				className="mt-2 h-auto w-full max-w-xl"
				role="img"
				aria-label={`A pickup or SUV with ${hasTrailer ? TRAILER_NAMES[trailerType] : 'no trailer'}.`}
				data-trailer-type={hasTrailer ? trailerType : 'none'}
			>
				<TruckAndTrailer trailerType={trailerType} hasTrailer={hasTrailer} />
			</svg>
			{bars.length === 0 ? (
				<p className="mt-2 text-sm text-slate-800">No rating could be checked yet, so there is nothing to fill.</p>
			) : (
				<>
					{/* The patterns, once for every bar (ids must be unique in the page). */}
					<svg width="0" height="0" className="absolute" aria-hidden="true" focusable="false">
						<defs>
							<pattern id="rig-hatch" width="8" height="8" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
								<rect width="8" height="8" fill={LEVEL.near.fill} />
								<line x1="0" y1="0" x2="0" y2="8" stroke="#fff" strokeWidth="3" />
							</pattern>
							<pattern id="rig-cross" width="8" height="8" patternUnits="userSpaceOnUse">
								<rect width="8" height="8" fill={LEVEL.over.fill} />
								<path d="M0 0 L8 8 M8 0 L0 8" stroke="#fff" strokeWidth="1.5" />
							</pattern>
						</defs>
					</svg>
					<ul className="mt-3 space-y-3" aria-hidden="true">
						{bars.map((c) => {
							const level = barLevel(c.actual, c.limit)
							const style = LEVEL[level]
							const percent = sharePercent(c.actual, c.limit)
							const filled = c.limit > 0 ? Math.min(1, c.actual / c.limit / BAR_SCALE) : 1
							const binding = c.id === bindingLimit
							return (
								<li key={c.id} data-bar={c.id} data-level={level} data-binding={binding || undefined}>
									<p className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
										<span className="font-medium">
											{c.label}
											{binding ? <strong className="ml-2 rounded bg-slate-900 px-1.5 py-0.5 text-xs text-white">binding limit</strong> : null}
										</span>
										<span className="tabular-nums text-slate-800">
											{w(c.actual)} of {w(c.limit)} · {Number.isFinite(percent) ? `${percent} %` : 'over'} · {style.word}
										</span>
									</p>
									<svg viewBox="0 0 500 22" preserveAspectRatio="none" className="mt-1 block h-5 w-full print:[print-color-adjust:exact]">
										<rect x="1" y="1" width="498" height="20" fill="#f1f5f9" stroke={binding ? '#0f172a' : '#94a3b8'} strokeWidth={binding ? 3 : 1} />
										<rect x="1" y="1" width={498 * filled} height="20" fill={style.pattern ? `url(#${style.pattern})` : style.fill} />
										{/* The rating itself: 100 % of the limit. */}
										<line x1={500 / BAR_SCALE} y1="0" x2={500 / BAR_SCALE} y2="22" stroke="#0f172a" strokeWidth="3" />
									</svg>
								</li>
							)
						})}
					</ul>
					<p className="mt-2 text-xs text-slate-700" aria-hidden="true">
						The dark line on each bar is the rating; solid green is within 90 %, hatched amber above 90 %, cross-hatched red over the rating.
					</p>
					{/* sr-only on a wrapper: a table ignores the 1 px box and would widen the page. */}
					<div className="sr-only">
						<table>
							<caption>Each rating, your figure against it, and the share used</caption>
							<thead>
								<tr>
									<th scope="col">Rating</th>
									<th scope="col">Limit</th>
									<th scope="col">Your figure</th>
									<th scope="col">Used</th>
									<th scope="col">Result</th>
								</tr>
							</thead>
							<tbody>
								{bars.map((c) => {
									const percent = sharePercent(c.actual, c.limit)
									return (
										<tr key={c.id}>
											<th scope="row">
												{c.label}
												{c.id === bindingLimit ? ' (the binding limit)' : ''}
											</th>
											<td>{w(c.limit)}</td>
											<td>{w(c.actual)}</td>
											<td>{Number.isFinite(percent) ? `${percent} %` : 'over'}</td>
											<td>{STATUS_WORD[c.status]}</td>
										</tr>
									)
								})}
							</tbody>
						</table>
					</div>
				</>
			)}
		</figure>
	)
}
