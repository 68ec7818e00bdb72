// The calculator's result panel: the SPEC figures with the 10 % safety margin stated, the full check
// (one row per limit, with the ones we could not check and why), the limit that binds and the advice.
import type { RefObject } from 'react'
import type { CalculatorRequest } from '~/domain/calculator-schema'
import {
	type BindingLimit,
	CHECK_IDS,
	type CheckId,
	type CheckStatus,
	type TowingCheck,
	type TowingResult,
	isFifthWheelType,
	tongueShareBand,
} from '~/domain/towing-calculator'
import { type WeightUnit, formatWeight } from '~/utils/weight-unit'
import { type Vehicle, vehicleName } from '~/vehicles/vehicle'

const CHECK_LABELS: Record<CheckId, string> = {
	payload: 'Payload capacity',
	gvwr: 'Gross vehicle weight rating (GVWR)',
	gcwr: 'Gross combined weight rating (GCWR)',
	towRating: 'Tow rating',
	hitch: 'Hitch rating',
	trailerGvwr: "Trailer's own GVWR",
	tongueShare: 'Tongue weight share of the trailer',
}

const BINDING_WORDS: Record<BindingLimit, string> = {
	gcwr: 'the gross combined weight rating (GCWR), keeping the 10 % safety margin',
	towRating: 'the tow rating the maker gives this vehicle for this kind of trailer',
	payload: 'the payload capacity: the tongue weight rides on the vehicle and counts as payload',
	gvwr: 'the GVWR: the tongue weight makes the loaded vehicle heavier',
	hitch: 'the hitch rating',
}

const STATUS_STYLE: Record<CheckStatus | 'skipped', { word: string; icon: string; className: string }> = {
	pass: { word: 'Pass', icon: '✓', className: 'bg-green-100 text-green-900 ring-green-700/30' },
	warn: { word: 'Warn', icon: '!', className: 'bg-amber-100 text-amber-900 ring-amber-700/40' },
	fail: { word: 'Fail', icon: '✕', className: 'bg-red-100 text-red-900 ring-red-700/40' },
	skipped: { word: 'Not checked', icon: '–', className: 'bg-slate-100 text-slate-800 ring-slate-500/30' },
}

/** Why a limit could not be checked: the maker does not publish it for this vehicle, or it was not entered. */
export function skippedReason(id: CheckId, request: CalculatorRequest, vehicle: Vehicle | null, result: TowingResult): string {
	const fifthWheel = isFifthWheelType(request.trailerType)
	switch (id) {
		case 'payload':
			return vehicle && vehicle.payloadCapacity === null ? 'not published' : 'not entered'
		case 'gvwr':
			return vehicle && vehicle.gvwr === null ? 'not published' : 'not entered'
		case 'towRating':
			return vehicle && (fifthWheel ? vehicle.fifthWheelTowing : vehicle.conventionalTowing) === null
				? `not published for ${fifthWheel ? 'fifth-wheel and gooseneck' : 'conventional'} trailers`
				: 'not entered'
		case 'tongueShare':
			return !request.trailerWeight ? 'no trailer entered' : result.tongueWeightEstimated ? 'tongue weight estimated, not measured' : 'not entered'
		default:
			return 'not entered'
	}
}

function StatusBadge({ status }: { status: CheckStatus | 'skipped' }) {
	const s = STATUS_STYLE[status]
	return (
		<span className={`inline-flex items-center gap-1 whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${s.className}`}>
			<span aria-hidden="true">{s.icon}</span>
			{s.word}
		</span>
	)
}

function figure(check: TowingCheck, which: 'limit' | 'actual', unit: WeightUnit, trailerType: CalculatorRequest['trailerType']) {
	if (check.id !== 'tongueShare') return formatWeight(check[which], unit)
	if (which === 'actual') return `${check.actual.toLocaleString('en-US')} %`
	const band = tongueShareBand(trailerType)
	return `${band.min * 100}–${band.max * 100} %`
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
	const w = (lb: number) => formatWeight(lb, unit)
	const byId = new Map(result.checks.map((c) => [c.id, c]))
	const failed = result.checks.filter((c) => c.status === 'fail')
	const trailerWeight = request.trailerWeight ?? 0
	const overSafe = trailerWeight > result.safeTowingCapacity
	const tongueWord = isFifthWheelType(request.trailerType) ? 'Pin weight' : 'Tongue weight'
	const rows = CHECK_IDS.map((id) => {
		const c = byId.get(id)
		if (!c) {
			const reason = skippedReason(id, request, vehicle, result)
			return {
				id,
				label: CHECK_LABELS[id],
				rating: reason,
				actual: 'not checked',
				status: 'skipped' as const,
				message: `This limit was not checked: ${reason}.`,
			}
		}
		return {
			id,
			label: c.label,
			rating: figure(c, 'limit', unit, request.trailerType),
			actual: figure(c, 'actual', unit, request.trailerType),
			status: c.status,
			message: c.message,
		}
	})

	return (
		<section
			id="result"
			aria-labelledby="result-title"
			data-overloaded={result.isOverloaded}
			className={`rounded-xl border-2 p-5 shadow-sm ${result.isOverloaded ? 'border-amber-500 bg-amber-50' : 'border-green-700 bg-white'}`}
		>
			<h2 id="result-title" ref={headingRef} tabIndex={-1} className="text-xl font-bold focus:outline-none">
				Result{vehicle ? ` for the ${vehicleName(vehicle)} ${vehicle.trim}` : ''}
			</h2>

			{result.isOverloaded ? (
				<div role="alert" className="mt-3 rounded-md border border-red-800 bg-red-700 p-4 text-white">
					<p className="font-bold">Overloaded: do not tow this as it is.</p>
					<ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
						{failed.map((c) => (
							<li key={c.id}>{c.message}</li>
						))}
						{overSafe ? (
							<li>
								The trailer ({w(trailerWeight)}) is heavier than the safe towing capacity ({w(result.safeTowingCapacity)}).
							</li>
						) : null}
					</ul>
				</div>
			) : (
				<p role="status" className="mt-3 rounded-md border border-green-800 bg-green-50 p-4 font-semibold text-green-900">
					Within every limit we could check.
				</p>
			)}

			<dl className="mt-4 grid grid-cols-2 gap-3 lg:grid-cols-3">
				{[
					['Safe towing capacity', w(result.safeTowingCapacity)],
					['Loaded vehicle weight', w(result.loadedVehicleWeight)],
					['Available capacity', w(result.availableCapacity)],
					['Trailer weight', trailerWeight > 0 ? w(trailerWeight) : 'no trailer entered'],
					[tongueWord, `${w(result.tongueWeight)}${result.tongueWeightEstimated && trailerWeight > 0 ? ' (estimated)' : ''}`],
					['Heaviest trailer for this setup', w(result.maxTrailerWeight)],
				].map(([term, value]) => (
					<div key={term} className="rounded-md bg-white p-3 ring-1 ring-slate-200">
						<dt className="text-sm text-slate-700">{term}</dt>
						<dd className="text-xl font-bold text-slate-900">{value}</dd>
					</div>
				))}
			</dl>
			<p className="mt-3 text-sm text-slate-700">
				Safe towing capacity is the GCWR minus the loaded vehicle (curb weight, passengers, cargo and tongue weight), less a <strong>10 % safety margin</strong>
				. Overloaded: {result.isOverloaded ? 'yes' : 'no'}.
			</p>
			<p className="mt-3 rounded-md bg-white p-3 font-medium ring-1 ring-slate-200" data-testid="binding-limit">
				The limit that binds is {BINDING_WORDS[result.bindingLimit]}. With this load, the heaviest trailer this setup can take is {w(result.maxTrailerWeight)}.
			</p>

			<h3 id="checks-title" className="mt-5 text-base font-semibold">
				Every limit, checked
			</h3>
			{/* A table from medium screens up; on phones the same rows as a list, which reads better narrow. */}
			<div className="relative mt-2 hidden overflow-x-auto md:block">
				<table className="w-full border-collapse text-left text-sm" aria-labelledby="checks-title">
					<thead>
						<tr className="border-b border-slate-300">
							<th scope="col" className="py-2 pr-3">
								Limit
							</th>
							<th scope="col" className="py-2 pr-3">
								Rating
							</th>
							<th scope="col" className="py-2 pr-3">
								Your setup
							</th>
							<th scope="col" className="py-2 pr-3">
								Result
							</th>
							<th scope="col" className="py-2">
								What it means
							</th>
						</tr>
					</thead>
					<tbody>
						{rows.map((r) => (
							<tr
								key={r.id}
								data-check={r.id}
								data-status={r.status}
								className={`border-b border-slate-200 align-top ${r.status === 'fail' ? 'bg-red-50' : r.status === 'warn' ? 'bg-amber-50' : ''}`}
							>
								<th scope="row" className="py-2 pr-3 font-medium">
									{r.label}
								</th>
								<td className="py-2 pr-3 whitespace-nowrap">{r.rating}</td>
								<td className="py-2 pr-3 whitespace-nowrap">{r.actual}</td>
								<td className="py-2 pr-3">
									<StatusBadge status={r.status} />
								</td>
								<td className="py-2 text-slate-800">{r.message}</td>
							</tr>
						))}
					</tbody>
				</table>
			</div>
			<ul className="mt-2 space-y-2 md:hidden" aria-labelledby="checks-title">
				{rows.map((r) => (
					<li
						key={r.id}
						className={`rounded-md p-3 text-sm ring-1 ${r.status === 'fail' ? 'bg-red-50 ring-red-300' : r.status === 'warn' ? 'bg-amber-50 ring-amber-300' : 'bg-white ring-slate-200'}`}
					>
						<p className="flex items-start justify-between gap-2">
							<span className="font-medium">{r.label}</span>
							<StatusBadge status={r.status} />
						</p>
						{r.status === 'skipped' ? null : (
							<p className="mt-1 text-slate-800">
								Rating: {r.rating}; your setup: {r.actual}
							</p>
						)}
						<p className="mt-1 text-slate-800">{r.message}</p>
					</li>
				))}
			</ul>

			<h3 className="mt-5 text-base font-semibold">Recommendations</h3>
			<ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-900">
				{result.recommendations.map((r) => (
					<li key={r}>{r}</li>
				))}
			</ul>
			{unit === 'kg' ? <p className="mt-3 text-xs text-slate-700">Figures shown in kilograms; the check itself works in pounds.</p> : null}

			<p className="mt-5 flex flex-wrap items-center gap-3 text-sm">
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
