// Original side-view silhouettes, one per kind of vehicle: inline SVG with a fixed size (no layout shift) and
// a text alternative.
import { KIND_LABELS, type VehicleKind } from '~/domain/vehicle-kind'

const BODIES: Record<Exclude<VehicleKind, 'ev'>, string> = {
	pickup: 'M4 34 V26 Q4 24 6 24 H42 L50 13 Q51 11 54 11 H72 Q75 11 76 14 L80 23 H114 Q116 23 116 25 V34 Z',
	'hd-pickup': 'M4 34 V24 Q4 22 6 22 H40 L48 9 Q49 7 52 7 H72 Q75 7 76 10 L81 21 H114 Q116 21 116 23 V34 Z',
	suv: 'M4 34 V24 Q4 22 6 22 H22 L32 10 Q33 8 36 8 H108 Q114 8 115 14 L116 34 Z',
	crossover: 'M4 34 V26 Q4 23 7 22 L26 20 L38 10 Q40 9 43 9 H90 Q97 9 104 16 L114 22 Q116 23 116 26 V34 Z',
	van: 'M4 34 V20 L16 8 Q18 6 22 6 H112 Q116 6 116 10 V34 Z',
}
const WINDOWS: Record<Exclude<VehicleKind, 'ev'>, string> = {
	pickup: 'M52 22 L56 14 H71 L74 22 Z',
	'hd-pickup': 'M50 20 L54 10 H71 L75 20 Z',
	suv: 'M28 21 L36 11 H76 V21 Z M80 11 H106 Q110 11 111 16 L112 21 H80 Z',
	crossover: 'M32 20 L42 12 H70 V20 Z M74 12 H90 Q96 12 101 18 L102 20 H74 Z',
	van: 'M10 20 L20 10 H40 V20 Z',
}

export function VehicleSilhouette({ kind, className = 'h-12 w-30' }: { kind: VehicleKind; className?: string }) {
	const shape = kind === 'ev' ? 'crossover' : kind
	const wheels = kind === 'hd-pickup' ? [26, 88, 98] : [26, 94]
	return (
		<svg viewBox="0 0 120 44" width="120" height="44" role="img" className={className} data-kind={kind}>
			<title>{`${KIND_LABELS[kind]} silhouette`}</title>
			<path d={BODIES[shape]} className="fill-slate-600" />
			<path d={WINDOWS[shape]} className="fill-slate-200" />
			{wheels.map((x) => (
				<g key={x}>
					<circle cx={x} cy="35" r="7" className="fill-slate-800" />
					<circle cx={x} cy="35" r="3" className="fill-slate-300" />
				</g>
			))}
			{kind === 'ev' ? <path d="M62 13 L55 24 H61 L58 32 L67 20 H61 L64 13 Z" className="fill-amber-300" /> : null}
		</svg>
	)
}
