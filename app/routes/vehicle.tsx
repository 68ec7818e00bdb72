import { Link, data } from 'react-router'
import { AdSlot } from '~/components/ads'
import { CapacityBar } from '~/components/capacity-bar'
import { CapacityGauge } from '~/components/capacity-gauge'
import { MakerMaximum, Sources, TierBadge } from '~/components/provenance'
import { RatingBadge } from '~/components/rating-badge'
import { getCorrection } from '~/contact/submissions.server'
import { tongueWeightRange } from '~/domain/capacity'
import { formatLongDate } from '~/domain/dates'
import { TIER_TEXT } from '~/domain/provenance'
import { vehicleKind } from '~/domain/vehicle-kind'
import { VehicleSilhouette } from '~/components/vehicle-silhouette'
import { DetailNotFound } from '~/components/editorial/detail-not-found'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import { formatLb, formatUsd } from '~/utils/format'
import { breadcrumbJsonLd, getMeta, siteUrlFrom } from '~/utils/meta'
import { NOT_IN_DATA, NOT_PUBLISHED, type Vehicle, absentText, landingPath, vehicleName } from '~/vehicles/vehicle'
import { getModelYear } from '~/vehicles/model-years.server'
import { getVehicle, modelYearConfigurations } from '~/vehicles/vehicles.server'
import { parseId } from '~/utils/id-param'
import type { Route } from './+types/vehicle'

/**
 * Where "back" leads: the search (query and filters kept) or the model-year page the visitor came from — only
 * same-site paths of those two kinds — else the search page.
 */
function safeBackLink(from: string | null): { href: string; label: string } {
	if (from && /^\/(\?[^\s]*)?$/.test(from)) return { href: from, label: '← Back to Search' }
	if (from && /^\/towing-capacity\/[a-z0-9-]+\/[a-z0-9-]+\/\d{4}(\?[^\s]*)?$/.test(from)) return { href: from, label: '← Back to the model year' }
	return { href: '/', label: '← Back to Search' }
}

export async function loader({ params, request, context }: Route.LoaderArgs) {
	const id = parseId(params.id)
	const vehicle = id === undefined ? undefined : await getVehicle(context.db, id)
	if (!vehicle) throw data({ message: 'Vehicle not found' }, { status: 404 })
	const [configurations, correctedOn, lineup] = await Promise.all([
		modelYearConfigurations(context.db, vehicle.makeSlug, vehicle.modelSlug, vehicle.year),
		getCorrection(context.db, vehicle.id),
		getModelYear(context.db, vehicle.makeSlug, vehicle.modelSlug, vehicle.year),
	])
	const siblings = configurations.filter((v) => v.id !== vehicle.id)
	const listed = { count: configurations.length, highestTowing: Math.max(...configurations.map((c) => c.maxTowingCapacity)) }
	return {
		vehicle,
		siblings,
		correctedOn,
		lineup: lineup ?? null,
		listed,
		back: safeBackLink(new URL(request.url).searchParams.get('from')),
		siteUrl: context.env.SITE_URL,
	}
}

function vehicleJsonLd(siteUrl: string, v: Vehicle) {
	const lb = (value: number | null) => (value === null ? undefined : { '@type': 'QuantitativeValue', value, unitCode: 'LBR', unitText: 'lb' })
	return {
		'@context': 'https://schema.org',
		'@type': 'Vehicle',
		name: `${vehicleName(v)} ${v.trim}`,
		brand: { '@type': 'Brand', name: v.make },
		model: v.model,
		vehicleModelDate: String(v.year),
		vehicleEngine: { '@type': 'EngineSpecification', name: v.engine },
		driveWheelConfiguration: v.drivetrain,
		trailerWeight: lb(v.maxTowingCapacity),
		payload: lb(v.payloadCapacity),
		weightTotal: lb(v.gvwr),
		url: `${siteUrl}/vehicle/${v.id}`,
	}
}

export const meta: Route.MetaFunction = ({ data: d, matches, location }) => {
	const siteUrl = siteUrlFrom(matches)
	if (!d) return getMeta({ siteUrl, path: location.pathname, title: 'Vehicle Not Found', noindex: true })
	const v = d.vehicle
	const name = vehicleName(v)
	return getMeta({
		image: `/og/vehicle/${v.id}.png`,
		siteUrl,
		path: `/vehicle/${v.id}`,
		title: `${name} ${v.trim} Towing Capacity`,
		description: `${name} ${v.trim}: rated to tow ${formatLb(v.maxTowingCapacity)}. Payload, GVWR, GCWR and curb weight, each with its source and how sure we are of it.`,
		keywords: [`${name} towing capacity`, `${v.make} ${v.model} tow rating`, `${name} GCWR`],
		structuredData: [
			vehicleJsonLd(siteUrl, v),
			breadcrumbJsonLd(siteUrl, [
				{ name: 'Home', path: '/' },
				{ name: v.make, path: landingPath.make(v.makeSlug) },
				{ name: v.model, path: landingPath.model(v.makeSlug, v.modelSlug) },
				{ name: String(v.year), path: landingPath.year(v.makeSlug, v.modelSlug, v.year) },
				{ name: v.trim, path: `/vehicle/${v.id}` },
			]),
		],
	})
}

function Spec({ label, value, hint }: { label: string; value: string; hint?: string }) {
	return (
		<div className="flex flex-col gap-0.5 border-b border-slate-200 py-2 sm:flex-row sm:justify-between">
			<dt className="text-slate-700">
				{label}
				{hint ? <span className="block text-xs text-slate-600">{hint}</span> : null}
			</dt>
			<dd className={`font-semibold ${value === NOT_PUBLISHED || value === NOT_IN_DATA ? 'font-normal italic text-slate-600' : 'text-slate-900'}`}>{value}</dd>
		</div>
	)
}

export default function VehicleDetail({ loaderData }: Route.ComponentProps) {
	const { vehicle: v, siblings, back, correctedOn, lineup, listed } = loaderData
	const tongue = tongueWeightRange(v.maxTowingCapacity)
	const name = vehicleName(v)
	const text = (s: string | null, field?: 'axleRatio') => s ?? (field ? absentText(v, field) : NOT_IN_DATA)
	return (
		<article className="mx-auto max-w-6xl px-4 py-8">
			<nav aria-label="Breadcrumb" className="text-sm">
				<ol className="flex flex-wrap gap-1 text-slate-700">
					<li>
						<Link to={back.href}>{back.label}</Link>
						<span aria-hidden="true" className="mx-2">
							|
						</span>
					</li>
					<li>
						<Link to={landingPath.make(v.makeSlug)}>{v.make}</Link> /
					</li>
					<li>
						<Link to={landingPath.model(v.makeSlug, v.modelSlug)}>{v.model}</Link> /
					</li>
					<li>
						<Link to={landingPath.year(v.makeSlug, v.modelSlug, v.year)}>{v.year}</Link>
					</li>
				</ol>
			</nav>
			<header className="mt-4 flex flex-wrap items-start justify-between gap-4">
				<div>
					<h1 className="text-3xl font-bold">{name}</h1>
					<p className="mt-1 text-lg text-slate-700">{v.trim}</p>
					{correctedOn ? (
						<p className="mt-2 inline-block rounded-md bg-green-50 px-3 py-1 text-sm font-medium text-green-900">Corrected on {formatLongDate(correctedOn)}</p>
					) : null}
				</div>
				<VehicleSilhouette kind={vehicleKind(v)} className="h-16 w-44" />
			</header>

			<div className="mt-6 grid gap-6 lg:grid-cols-3">
				<section className="rounded-xl border border-slate-200 bg-white p-6 lg:col-span-2" aria-labelledby="towing-title">
					<h2 id="towing-title" className="text-xl font-semibold">
						Towing capacity
					</h2>
					<p className="mt-3 flex flex-wrap items-center gap-3">
						<span className="text-4xl font-bold">{formatLb(v.maxTowingCapacity)}</span>
						<RatingBadge lb={v.maxTowingCapacity} />
						<TierBadge tier={v.tier} />
					</p>
					<p className="mt-1 text-sm text-slate-700">This configuration’s rating. The maker’s maximum for the model year is below.</p>
					<div className="mt-4">
						<CapacityBar value={v.maxTowingCapacity} size="lg" label={`${name} towing capacity`} />
					</div>
					<div className="mt-6 grid gap-4 sm:grid-cols-2">
						<div className="rounded-lg bg-slate-50 p-4">
							<h3 className="text-sm font-medium text-slate-700">Conventional trailer</h3>
							<p className="text-2xl font-bold">{formatLb(v.conventionalTowing)}</p>
						</div>
						<div className="rounded-lg bg-slate-50 p-4">
							<h3 className="text-sm font-medium text-slate-700">Fifth-wheel / gooseneck</h3>
							<p className={`text-2xl font-bold ${v.fifthWheelTowing === null ? 'text-base font-normal italic text-slate-600' : ''}`}>
								{v.vehicleClass === 'pickup' ? formatLb(v.fifthWheelTowing, absentText(v, 'fifthWheelTowing')) : 'not rated for this vehicle type'}
							</p>
						</div>
					</div>
					<div className="mt-6 rounded-lg border border-brand-100 bg-brand-50 p-4">
						<h3 className="font-semibold">Recommended tongue weight</h3>
						<p className="mt-1">
							<span className="text-xl font-bold">
								{formatLb(tongue.min)} – {formatLb(tongue.max)}
							</span>{' '}
							<span className="text-slate-700">({tongue.label} of the maximum towing capacity)</span>
						</p>
						<p className="mt-1 text-sm text-slate-700">For a lighter trailer, 10–15 % of that trailer’s loaded weight. Tongue weight counts against payload.</p>
					</div>
				</section>
				<aside className="rounded-xl border border-slate-200 bg-white p-6" aria-labelledby="gauge-title">
					<h2 id="gauge-title" className="text-xl font-semibold">
						Capacity rating
					</h2>
					<div className="mt-4">
						<CapacityGauge value={v.maxTowingCapacity} />
					</div>
					<ul className="mt-4 space-y-2 text-sm">
						<li>
							<Link to={`/calculator?vehicleId=${v.id}`}>Check a trailer against this vehicle</Link>
						</li>
						<li>
							<Link to={`/compare?ids=${v.id}`}>Compare with other vehicles</Link>
						</li>
						<li>
							<Link to={`/contact?vehicleId=${v.id}`}>Report a data issue</Link>
						</li>
					</ul>
				</aside>
			</div>

			<section className="mt-6 rounded-xl border border-slate-200 bg-white p-6" aria-labelledby="specs-title">
				<h2 id="specs-title" className="text-xl font-semibold">
					Specifications
				</h2>
				<dl className="mt-3 grid gap-x-10 md:grid-cols-2">
					<Spec label="Maximum towing" value={formatLb(v.maxTowingCapacity)} />
					<Spec label="Conventional towing" value={formatLb(v.conventionalTowing)} />
					<Spec label="Fifth-wheel / gooseneck towing" value={formatLb(v.fifthWheelTowing, absentText(v, 'fifthWheelTowing'))} />
					<Spec
						label="Payload capacity"
						value={formatLb(v.payloadCapacity, absentText(v, 'payloadCapacity'))}
						hint="Passengers, cargo and tongue weight together"
					/>
					<Spec label="GVWR" value={formatLb(v.gvwr, absentText(v, 'gvwr'))} hint="Gross vehicle weight rating" />
					<Spec label="GCWR" value={formatLb(v.gcwr, absentText(v, 'gcwr'))} hint="Gross combined weight rating: vehicle plus trailer" />
					<Spec label="Curb weight" value={formatLb(v.curbWeight, absentText(v, 'curbWeight'))} />
					<Spec label="Engine" value={v.engine} />
					<Spec label="Drivetrain" value={v.drivetrain} />
					<Spec label="Axle ratio" value={text(v.axleRatio, 'axleRatio')} />
					<Spec label="Cab / body" value={text(v.body)} />
					<Spec label="Required package" value={v.requiredPackage ?? 'none stated'} />
					<Spec label="Vehicle class" value={v.vehicleClass} />
					<Spec label="Base MSRP" value={formatUsd(v.msrp, absentText(v, 'msrp'))} />
					<Spec label="Ratings to SAE J2807" value={v.saeJ2807Certified ? 'Yes, per the maker for this model year' : 'Not stated by the maker'} />
				</dl>
			</section>
			<AdSlot placement="vehicle" />

			<section className="mt-6 rounded-xl border border-slate-200 bg-white p-6" aria-labelledby="source-title">
				<h2 id="source-title" className="text-xl font-semibold">
					Where these figures come from
				</h2>
				<p className="mt-2">
					<Sources item={v} />
				</p>
				<p className="mt-2 flex flex-wrap items-center gap-2 text-sm">
					<TierBadge tier={v.tier} />
					<span className={v.tier === 'maker' ? 'text-green-900' : 'text-amber-950'}>{TIER_TEXT[v.tier].description}</span>
				</p>
				{v.notes ? <p className="mt-2 text-sm text-slate-700">Notes: {v.notes}</p> : null}
				<p className="mt-4 rounded-md bg-amber-50 p-3 text-sm text-amber-950">
					Ratings depend on the exact configuration and equipment. Before you tow, confirm them on the door-jamb label (tire and loading information, and the
					certification label) and in the owner’s manual of your vehicle.
				</p>
			</section>

			<div className="mt-6">
				<MakerMaximum name={name} lineup={lineup} listed={listed} link />
			</div>

			<section className="mt-6" aria-labelledby="others-title">
				<h2 id="others-title" className="text-xl font-semibold">
					Other {name} configurations
				</h2>
				{siblings.length === 0 ? (
					<p className="mt-2 text-slate-700">No other configuration of this model year is in our data yet.</p>
				) : (
					<ul className="mt-3 divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
						{siblings.map((s) => (
							<li key={s.id} className="flex flex-wrap items-center justify-between gap-2 p-3">
								<Link to={`/vehicle/${s.id}`}>{s.trim}</Link>
								<span className="font-semibold">{formatLb(s.maxTowingCapacity)}</span>
							</li>
						))}
					</ul>
				)}
			</section>
		</article>
	)
}

export function ErrorBoundary() {
	return (
		<GeneralErrorBoundary
			statusHandlers={{
				404: () => (
					<DetailNotFound
						title="Vehicle Not Found"
						text="The vehicle you're looking for doesn't exist or has been removed."
						linkLabel="Back to Search"
						linkTo="/"
					/>
				),
			}}
		/>
	)
}
