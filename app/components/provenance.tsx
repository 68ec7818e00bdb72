// How sure we are of a figure, shown next to it: the provenance tier and the publications it comes from.
import { Link } from 'react-router'
import { type ProvenanceTier, TIER_TEXT } from '~/domain/provenance'
import { formatLb } from '~/utils/format'
import { type ListedConfigurations, type ModelYear, landingPath } from '~/vehicles/vehicle'

const TIER_CLASSES: Record<ProvenanceTier, string> = {
	maker: 'bg-green-50 text-green-900 ring-green-700/30',
	corroborated: 'bg-sky-50 text-sky-900 ring-sky-700/30',
	single: 'bg-amber-50 text-amber-900 ring-amber-700/30',
}

/** The tier as a small labelled badge; its description is the accessible name's second half and the hover text. */
export function TierBadge({ tier }: { tier: ProvenanceTier }) {
	const t = TIER_TEXT[tier]
	return (
		<span
			className={`inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset ${TIER_CLASSES[tier]}`}
			title={t.description}
			data-tier={tier}
		>
			{t.label}
			<span className="sr-only">: {t.description}</span>
		</span>
	)
}

function SourceLink({ name, url }: { name: string; url: string | null }) {
	return url ? (
		<a href={url} rel="noopener noreferrer nofollow" target="_blank">
			{name}
		</a>
	) : (
		<>{name}</>
	)
}

/** The publication(s) a figure comes from, both named for a corroborated figure. */
export function Sources({ item }: { item: { source: string; sourceUrl: string | null; source2: string | null; sourceUrl2: string | null } }) {
	return (
		<>
			<SourceLink name={item.source} url={item.sourceUrl} />
			{item.source2 ? (
				<>
					{' and '}
					<SourceLink name={item.source2} url={item.sourceUrl2} />
				</>
			) : null}
		</>
	)
}

/**
 * The answer to "how much can a {year} {make} {model} tow?": the maker's published maximum with its tier and
 * source, then what we list of the configurations — and a plain sentence where we list fewer than the maker.
 */
export function MakerMaximum({
	name,
	lineup,
	listed,
	headingLevel = 2,
	link = false,
}: {
	name: string
	lineup: ModelYear | null | undefined
	listed: ListedConfigurations
	headingLevel?: 2 | 3
	link?: boolean
}) {
	const Heading = headingLevel === 2 ? 'h2' : 'h3'
	const title = link && lineup ? <Link to={landingPath.year(lineup.makeSlug, lineup.modelSlug, lineup.year)}>{name}</Link> : name
	if (!lineup) {
		return (
			<section className="rounded-xl border border-slate-200 bg-white p-5" data-testid="maker-maximum">
				<Heading className="text-lg font-semibold">{title}: maker’s maximum not in our data yet</Heading>
				<p className="mt-2 text-sm text-slate-700">
					{listed.count > 0
						? `We list ${listed.count === 1 ? 'one configuration' : `${listed.count} configurations`} of this model year (highest ${formatLb(listed.highestTowing)}), but not the maker’s headline maximum, so the highest we list may not be the highest there is.`
						: 'Nothing of this model year is in our data yet.'}
				</p>
			</section>
		)
	}
	const short = listed.count > 0 && listed.highestTowing !== null && listed.highestTowing < lineup.maxTowing
	return (
		<section className="rounded-xl border border-brand-100 bg-white p-5" data-testid="maker-maximum" aria-label={`Maker’s maximum for the ${name}`}>
			<Heading className="text-lg font-semibold">
				Maker’s maximum for the {title}:{' '}
				<span className="whitespace-nowrap text-2xl font-bold" data-figure="lineup-max">
					{formatLb(lineup.maxTowing)}
				</span>
			</Heading>
			<div className="mt-2 flex flex-wrap items-center gap-2 text-sm">
				<TierBadge tier={lineup.tier} />
				<span className="text-slate-700">
					Source: <Sources item={lineup} />
				</span>
			</div>
			<dl className="mt-3 grid gap-x-8 gap-y-1 text-sm sm:grid-cols-3">
				<div>
					<dt className="text-slate-600">Conventional (bumper-pull)</dt>
					<dd className="font-semibold">{lineup.maxConventionalTowing === null ? 'not in our data yet' : formatLb(lineup.maxConventionalTowing)}</dd>
				</div>
				{lineup.vehicleClass === 'pickup' ? (
					<div>
						<dt className="text-slate-600">Fifth-wheel / gooseneck</dt>
						<dd className="font-semibold">{lineup.maxFifthWheelTowing === null ? 'not in our data yet' : formatLb(lineup.maxFifthWheelTowing)}</dd>
					</div>
				) : null}
				<div>
					<dt className="text-slate-600">Maximum payload</dt>
					<dd className="font-semibold">{lineup.maxPayload === null ? 'not in our data yet' : formatLb(lineup.maxPayload)}</dd>
				</div>
			</dl>
			{lineup.notes ? <p className="mt-2 text-sm text-slate-700">What it takes: {lineup.notes}</p> : null}
			{lineup.disagreement ? (
				<p className="mt-2 text-sm text-amber-950">
					Sources disagree: {lineup.disagreement}. We show the lower figure.
				</p>
			) : null}
			<p className="mt-3 text-sm text-slate-700" data-testid="listed-configurations">
				{listed.count === 0
					? 'We do not list any of this model year’s configurations yet: the maximum needs a particular engine, axle and package, so check your own vehicle’s rating before towing near it.'
					: short
						? `We list ${listed.count === 1 ? 'one' : listed.count} of the maker’s configurations for this model year; the highest we list is ${formatLb(listed.highestTowing)}. The maker’s full table has more — see the source above.`
						: `We list ${listed.count === 1 ? 'one configuration' : `${listed.count} configurations`} of this model year, including one rated at the maker’s maximum.`}
			</p>
		</section>
	)
}
