// Where the door-jamb labels are and what each figure on them is called: an illustration (no real figures on it)
// with the words that say the same, folded away until asked for.

export function DoorLabelGuide() {
	return (
		<details className="rounded-md border border-slate-300 bg-slate-50 p-3 text-sm" data-testid="door-label-guide">
			<summary className="cursor-pointer font-medium text-brand-900">Where are these labels?</summary>
			<div className="mt-3 grid gap-4 sm:grid-cols-[minmax(0,14rem)_minmax(0,1fr)]">
				<svg viewBox="0 0 220 260" className="h-auto w-full max-w-56" role="img" aria-labelledby="door-label-svg-title">
					<title id="door-label-svg-title">
						The driver’s door opened: the certification label sits on the door’s rear edge or the pillar behind it; the tire and loading label
						sits on the pillar (B-pillar).
					</title>
					{/* Body opening and the B-pillar */}
					<rect x="120" y="10" width="90" height="240" rx="8" fill="#e2e8f0" stroke="#334155" strokeWidth="3" />
					<rect x="150" y="20" width="40" height="220" fill="#cbd5e1" stroke="#334155" strokeWidth="2" />
					{/* The opened door, seen edge-on */}
					<path d="M20 30 L110 10 V250 L20 230 Z" fill="#f1f5f9" stroke="#334155" strokeWidth="3" />
					<rect x="96" y="40" width="10" height="200" fill="#cbd5e1" />
					{/* Certification label (GVWR, GAWR) on the door edge */}
					<rect x="60" y="130" width="40" height="56" fill="#fff" stroke="#0f172a" strokeWidth="2" />
					<text x="80" y="148" fontSize="9" textAnchor="middle" fill="#0f172a">
						GVWR
					</text>
					<text x="80" y="162" fontSize="9" textAnchor="middle" fill="#0f172a">
						GAWR FRT
					</text>
					<text x="80" y="176" fontSize="9" textAnchor="middle" fill="#0f172a">
						GAWR RR
					</text>
					<text x="62" y="200" fontSize="10" fill="#0f172a">
						①
					</text>
					{/* Tire and Loading Information placard on the pillar */}
					<rect x="152" y="70" width="36" height="52" fill="#fde68a" stroke="#0f172a" strokeWidth="2" />
					<text x="170" y="88" fontSize="8" textAnchor="middle" fill="#0f172a">
						occupants
					</text>
					<text x="170" y="100" fontSize="8" textAnchor="middle" fill="#0f172a">
						+ cargo
					</text>
					<text x="170" y="112" fontSize="8" textAnchor="middle" fill="#0f172a">
						≤ … lb
					</text>
					<text x="164" y="138" fontSize="10" fill="#0f172a">
						②
					</text>
				</svg>
				<ol className="list-decimal space-y-2 pl-5 text-slate-800">
					<li>
						<strong>Safety Compliance Certification label</strong> (on the door’s rear edge or the pillar behind it): the{' '}
						<strong>GVWR</strong>, and the axle ratings <strong>GAWR FRT</strong> (front) and <strong>GAWR RR</strong> (rear).
					</li>
					<li>
						<strong>Tire and Loading Information label</strong> (on the pillar): “The combined weight of occupants and
						cargo should never exceed … lb”. That figure is <strong>your truck’s payload</strong> as it left the factory, options included. A brochure’s
						payload is for one configuration and can be higher than yours.
					</li>
					<li>Some makers put the labels on the pillar only, or inside the glove box on older vehicles; the owner’s manual says where.</li>
				</ol>
			</div>
		</details>
	)
}
