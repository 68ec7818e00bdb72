// The calculator's result: one verdict first, then one number (the heaviest trailer and the limit that sets
// it), the payload, a picture of the rig, the limits not checked and where to find them, the scale figures,
// advice, and — folded away — how we computed it: the SPEC figures with their formulas and every check.
import type { RefObject } from 'react'
import type { CalculatorRequest } from '~/calculator/schema'
import { TOW_RATING_WARN_SHARE } from '~/domain/constants'
import {
	type BindingLimit,
	type CheckStatus,
	type TowingResult,
	type VerdictAnswer,
	isFifthWheelType,
	tongueShareBand,
} from '~/calculator/engine'
import { type WeightUnit, formatWeight } from '~/utils/weight-unit'
import { type Vehicle, vehicleName } from '~/vehicles/vehicle'
import { RigDiagram } from './rig-diagram'

const BINDING_WORDS: Record<BindingLimit, string> = {
	gcwr: 'the gross combined weight rating (GCWR), keeping the 10 % safety margin',
	towRating: 'the tow rating the maker gives this vehicle for this kind of trailer',
	payload: 'the payload capacity: the tongue weight rides on the vehicle and counts as payload',
	gvwr: 'the GVWR: the tongue weight makes the loaded vehicle heavier',
	hitch: 'the hitch rating',
}

const STATUS_STYLE: Record<CheckStatus, { word: string; icon: string; className: string }> = {
	pass: { word: 'Pass', icon: '✓', className: 'bg-green-100 text-green-900 ring-green-700/30' },
	warn: { word: 'Warn', icon: '!', className: 'bg-amber-100 text-amber-900 ring-amber-700/40' },
	fail: { word: 'Fail', icon: '✕', className: 'bg-red-100 text-red-900 ring-red-700/40' },
}

const VERDICT_STYLE: Record<VerdictAnswer, { icon: string; className: string; border: string }> = {
	yes: { icon: '✓', className: 'border-green-800 bg-green-50 text-green-950', border: 'border-green-700 bg-white' },
	no: { icon: '✕', className: 'border-red-800 bg-red-700 text-white', border: 'border-amber-500 bg-amber-50' },
	'cant-tell': { icon: '?', className: 'border-slate-700 bg-slate-100 text-slate-950', border: 'border-slate-500 bg-white' },
}

function StatusBadge({ status }: { status: CheckStatus }) {
	const s = STATUS_STYLE[status]
	return (
		<span className={`inline-flex items-center gap-1 whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${s.className}`}>
			<span aria-hidden="true">{s.icon}</span>
			{s.word}
		</span>
	)
}

/** Why a limit was not checked, in the vehicle's terms where a chosen vehicle does not publish it. */
function notPublished(id: string, request: CalculatorRequest, vehicle: Vehicle | null) {
	if (!vehicle) return false
	const fifthWheel = isFifthWheelType(request.trailerType)
	if (id === 'payload') return vehicle.payloadCapacity === null
	if (id === 'gvwr') return vehicle.gvwr === null
	if (id === 'towRating') return (fifthWheel ? vehicle.fifthWheelTowing : vehicle.conventionalTowing) === null
	return false
}

export function TowingResultPanel({
	result,
	request,
	vehicle,
	unit,
	shareHref,
	headingRef,
	onCopyLink,
}: {
	result: TowingResult
	request: CalculatorRequest
	vehicle: Vehicle | null
	unit: WeightUnit
	shareHref: string
	headingRef?: RefObject<HTMLHeadingElement | null>
	onCopyLink?: () => void
}) {
	const w = (lb: number | null) => (lb === null ? 'not known' : formatWeight(lb, unit))
	const { verdict } = result
	const style = VERDICT_STYLE[verdict.answer]
	const trailerWeight = result.trailerWeight
	const tongueWord = isFifthWheelType(request.trailerType) ? 'Pin weight' : 'Tongue weight'
	const payload = result.checks.find((c) => c.id === 'payload')
	const scale = result.weighTicket
	const band = tongueShareBand(request.trailerType)

	return (
		<section
			id="result"
			aria-labelledby="result-title"
			data-overloaded={result.isOverloaded}
			data-verdict={verdict.answer}
			className={`min-w-0 rounded-xl border-2 p-4 shadow-sm sm:p-5 ${style.border}`}
		>
			<h2 id="result-title" ref={headingRef} tabIndex={-1} className="text-xl font-bold focus:outline-none">
				Result{vehicle ? ` for the ${vehicleName(vehicle)} ${vehicle.trim}` : ''}
			</h2>

			<div role={verdict.answer === 'no' ? 'alert' : 'status'} className={`mt-3 rounded-md border p-4 ${style.className}`} data-testid="verdict">
				<p className="flex items-start gap-2 text-lg font-bold">
					<span aria-hidden="true">{style.icon}</span>
					<span>{verdict.headline}</span>
				</p>
				{verdict.answer === 'no' ? <p className="mt-1 text-sm">Overloaded: do not tow this as it is.</p> : null}
				{verdict.answer === 'yes' && result.notChecked.some((u) => u.reason !== 'no trailer entered') ? (
					<p className="mt-1 text-sm">Some limits could not be checked: they are listed below with where to find each figure.</p>
				) : null}
			</div>

			<p className="mt-3 rounded-md bg-white p-3 font-medium ring-1 ring-slate-200" data-testid="binding-limit">
				{result.maxTrailerWeight !== null && result.bindingLimit !== null ? (
					<>
						<span className="block text-sm font-normal text-slate-700">
							{verdict.answer === 'cant-tell' ? 'Heaviest trailer, so far (the missing figures may lower it)' : 'Heaviest trailer this setup can take'}
						</span>
						<span className="block text-2xl font-bold">{w(result.maxTrailerWeight)}</span>
						<span className="block text-sm">The limit that binds is {BINDING_WORDS[result.bindingLimit]}.</span>
					</>
				) : (
					<>No limit that caps the trailer was given yet, so we cannot say how heavy a trailer this setup can take.</>
				)}
			</p>

			<div className="mt-3 rounded-md bg-white p-3 ring-1 ring-slate-200" data-testid="payload-summary">
				<h3 className="text-base font-semibold">Payload</h3>
				{payload ? (
					<p className="mt-1 text-sm text-slate-900">
						<StatusBadge status={payload.status} /> {payload.message}
					</p>
				) : (
					<p className="mt-1 text-sm font-semibold text-red-900">
						Payload not checked: enter the figure from the Tire and Loading Information label on the driver’s door jamb (“The combined weight of
						occupants and cargo should never exceed … lb”). It is the limit a half-ton truck meets first when towing.
					</p>
				)}
			</div>

			<RigDiagram checks={result.checks} trailerType={request.trailerType} trailerWeight={trailerWeight} bindingLimit={result.bindingLimit} unit={unit} />

			{result.notChecked.length > 0 ? (
				<section aria-labelledby="unchecked-title" className="mt-4">
					<h3 id="unchecked-title" className="text-base font-semibold">
						Not checked — here is where to find each figure
					</h3>
					<ul className="mt-2 space-y-2 text-sm" data-testid="not-checked">
						{result.notChecked.map((u) => (
							<li key={u.id} data-unchecked={u.id} className="rounded-md bg-slate-50 p-3 ring-1 ring-slate-200">
								<span className="font-medium">{u.label}</span>:{' '}
								{notPublished(u.id, request, vehicle) ? 'not published for this configuration in our data' : u.reason}. Find it on {u.where}.
							</li>
						))}
					</ul>
				</section>
			) : null}

			{scale ? (
				<section aria-labelledby="scale-title" className="mt-4" data-testid="weigh-ticket-figures">
					<h3 id="scale-title" className="text-base font-semibold">
						From your scale tickets
					</h3>
					<dl className="mt-2 grid grid-cols-1 gap-2 text-sm sm:grid-cols-2">
						{[
							[`${tongueWord}`, `${w(scale.tongueWeight)} (${(Math.round(scale.tongueShare * 1000) / 10).toLocaleString('en-US')} % of the trailer; recommended ${band.min * 100}–${band.max * 100} %)`],
							['Trailer weight', w(scale.trailerWeight)],
							['Truck as driven (GVW)', w(scale.grossVehicleWeight)],
							['Front axle / rear axle', `${w(scale.frontAxle)} / ${w(scale.rearAxle)}`],
							['Whole rig (GCW)', w(scale.grossCombinedWeight)],
							['Payload used (people, cargo and the weighed tongue)', w(request.passengersWeight + request.cargoWeight + scale.tongueWeight)],
							...(request.curbWeight !== undefined ? [['The weighed truck less its curb weight', w(scale.grossVehicleWeight - request.curbWeight)]] : []),
							[
								'Front-axle load restored by the WD hitch',
								scale.frontAxleRestoration === null
									? 'needs pass 2 (spring bars released)'
									: `${scale.frontAxleRestoration.toLocaleString('en-US')} % — compare with your maker’s recommendation in the owner’s manual or towing guide; we hold no maker’s range`,
							],
						].map(([term, value]) => (
							<div key={term} className="rounded-md bg-white p-3 ring-1 ring-slate-200">
								<dt className="text-slate-700">{term}</dt>
								<dd className="font-semibold text-slate-900">{value}</dd>
							</div>
						))}
					</dl>
				</section>
			) : null}

			{result.elevation ? (
				<p className="mt-4 rounded-md bg-white p-3 text-sm ring-1 ring-slate-200" data-testid="elevation-note">
					<strong>Elevation {result.elevation.elevationFt.toLocaleString('en-US')} ft:</strong> {result.elevation.message}
				</p>
			) : null}

			<h3 className="mt-5 text-base font-semibold">Recommendations</h3>
			<ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-900">
				{/* The elevation sentence has its own box above. */}
				{result.recommendations
					.filter((r) => r !== result.elevation?.message)
					.map((r) => (
						<li key={r}>{r}</li>
					))}
			</ul>

			<details className="mt-5 rounded-md bg-white p-3 ring-1 ring-slate-200" data-testid="how-computed">
				<summary className="cursor-pointer font-semibold">How we computed this</summary>
				<dl className="mt-3 grid grid-cols-1 gap-3 sm:grid-cols-2">
					{[
						['Safe towing capacity', w(result.safeTowingCapacity)],
						['Loaded vehicle weight', w(result.loadedVehicleWeight)],
						['Available capacity', w(result.availableCapacity)],
						['Trailer weight', trailerWeight > 0 ? w(trailerWeight) : 'no trailer entered'],
						[tongueWord, `${w(result.tongueWeight)}${result.tongueWeightEstimated && trailerWeight > 0 ? ' (estimated)' : scale ? ' (weighed)' : ''}`],
						['Overloaded', result.isOverloaded ? 'yes' : 'no'],
					].map(([term, value]) => (
						<div key={term} className="rounded-md bg-slate-50 p-3 ring-1 ring-slate-200">
							<dt className="text-sm text-slate-700">{term}</dt>
							<dd className="text-lg font-bold text-slate-900" data-figure={term}>
								{value}
							</dd>
						</div>
					))}
				</dl>
				<ul className="mt-3 list-disc space-y-1 pl-5 text-sm text-slate-800">
					<li>Loaded vehicle weight = curb weight + passengers + cargo + {tongueWord.toLowerCase()}.</li>
					<li>Available capacity = GCWR − loaded vehicle weight.</li>
					<li>
						Safe towing capacity = available capacity less a <strong>10 % safety margin</strong> (× 0.9, rounded down). These three need the GCWR and
						the curb weight; without them they are “not known”.
					</li>
					<li>Payload check: passengers + cargo + {tongueWord.toLowerCase()} ≤ payload capacity. GVWR check: the loaded vehicle ≤ GVWR.</li>
					<li>GCWR check: curb weight + passengers + cargo + trailer ≤ GCWR (the trailer’s weight already includes its tongue weight).</li>
					<li>Tow rating: the trailer ≤ the rating; above {TOW_RATING_WARN_SHARE * 100} % of it the check warns.</li>
					<li>
						Heaviest trailer: the lowest of 90 % of the GCWR headroom, the tow rating, the payload left ÷ the tongue share, the GVWR left ÷ the
						tongue share, and the hitch rating.
					</li>
				</ul>
				<h4 id="checks-title" className="mt-4 text-sm font-semibold">
					Every limit we checked
				</h4>
				<ul className="mt-2 space-y-2" aria-labelledby="checks-title">
					{result.checks.map((c) => (
						<li
							key={c.id}
							data-check={c.id}
							data-status={c.status}
							className={`rounded-md p-3 text-sm ring-1 ${c.status === 'fail' ? 'bg-red-50 ring-red-300' : c.status === 'warn' ? 'bg-amber-50 ring-amber-300' : 'bg-white ring-slate-200'}`}
						>
							<p className="flex flex-wrap items-start justify-between gap-2">
								<span className="font-medium">{c.label}</span>
								<StatusBadge status={c.status} />
							</p>
							<p className="mt-1 text-slate-800">
								Rating: {c.id === 'tongueShare' ? `${band.min * 100}–${band.max * 100} %` : w(c.limit)}; your setup:{' '}
								{c.id === 'tongueShare' ? `${c.actual.toLocaleString('en-US')} %` : w(c.actual)}
							</p>
							<p className="mt-1 text-slate-800">{c.message}</p>
						</li>
					))}
				</ul>
			</details>
			{unit === 'kg' ? <p className="mt-3 text-xs text-slate-700">Figures shown in kilograms; the check itself works in pounds.</p> : null}

			<p className="mt-5 flex flex-wrap items-center gap-3 text-sm print:hidden">
				<a href={shareHref} className="font-medium underline">
					Link to this result
				</a>
				{onCopyLink ? (
					<button type="button" onClick={onCopyLink} className="rounded-md border border-slate-400 bg-white px-3 py-1 font-medium text-slate-900">
						Copy link
					</button>
				) : null}
			</p>
		</section>
	)
}
