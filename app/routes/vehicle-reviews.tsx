// Owner reviews with category chips that filter (?category=) and links to the real vehicle pages.
import { Link } from 'react-router'
import { Badge } from '~/components/editorial/badge'
import { CategoryChips } from '~/components/editorial/category-chips'
import { Prose } from '~/components/editorial/prose'
import { REVIEW_CATEGORIES } from '~/content/categories'
import { listReviews, reviewCategoryCounts } from '~/content/reviews.server'
import { vehicleFigures } from '~/content/vehicle-figures.server'
import { formatLongDate } from '~/domain/dates'
import { formatLb } from '~/utils/format'
import { breadcrumbJsonLd, getMeta, siteUrlFrom } from '~/utils/meta'
import { landingPath, vehicleName } from '~/vehicles/vehicle'
import type { Route } from './+types/vehicle-reviews'

export async function loader({ request, context }: Route.LoaderArgs) {
	const category = new URL(request.url).searchParams.get('category') ?? undefined
	if (category && !REVIEW_CATEGORIES.some((c) => c.slug === category)) throw new Response('Unknown category', { status: 404 })
	const [reviews, counts] = await Promise.all([listReviews(context.db, { category }), reviewCategoryCounts(context.db)])
	const figures = await vehicleFigures(
		context.db,
		reviews.map((r) => r.vehicle),
	)
	return {
		category: category ?? null,
		reviews: reviews.map((r, i) => ({ ...r, rated: figures[i]!.vehicle })),
		chips: REVIEW_CATEGORIES.map((c) => ({ label: c.name, value: c.slug, count: counts.get(c.name) ?? 0 })),
		total: [...counts.values()].reduce((a, b) => a + b, 0),
	}
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
	const siteUrl = siteUrlFrom(matches)
	const chip = loaderData?.chips.find((c) => c.value === loaderData.category)
	return getMeta({
		siteUrl,
		path: '/vehicle-reviews',
		canonical: chip ? `/vehicle-reviews?category=${chip.value}` : '/vehicle-reviews',
		title: chip ? `${chip.label} Towing Reviews` : 'Tow Vehicle Reviews',
		description:
			'What towing is like with real trucks and SUVs: the trailer, the setup, what worked and what did not, next to each vehicle’s rated figures.',
		keywords: ['tow vehicle reviews', 'truck towing review', 'SUV towing review', 'owner towing experience'],
		structuredData: [
			breadcrumbJsonLd(siteUrl, [
				{ name: 'Home', path: '/' },
				{ name: 'Vehicle Reviews', path: '/vehicle-reviews' },
			]),
		],
	})
}

function Stars({ rating }: { rating: number }) {
	return (
		<p className="text-amber-700">
			<span className="sr-only">{`Rated ${rating} out of 5`}</span>
			<span aria-hidden="true">{'★'.repeat(rating)}</span>
			<span aria-hidden="true" className="text-slate-400">
				{'★'.repeat(5 - rating)}
			</span>
		</p>
	)
}

export default function VehicleReviews({ loaderData }: Route.ComponentProps) {
	const { reviews, chips, total, category } = loaderData
	const illustrative = reviews.some((r) => r.illustrative)
	return (
		<div className="mx-auto max-w-5xl px-4 py-10">
			<h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">Tow Vehicle Reviews</h1>
			<p className="mt-3 max-w-3xl text-lg text-slate-700">
				How trucks and SUVs behave with a real trailer behind them, shown next to each vehicle's rated figures from our database.
			</p>
			{illustrative ? (
				<p role="note" className="mt-4 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900">
					Reviews marked "Illustrative example" were written by the TowSpec editors from experiences owners commonly describe; they are not
					accounts by a specific owner.
				</p>
			) : null}
			<div className="mt-6">
				<CategoryChips
					label="Review categories"
					path="/vehicle-reviews"
					current={category ?? undefined}
					chips={[{ label: 'All', count: total }, ...chips]}
				/>
			</div>
			{reviews.length === 0 ? <p className="mt-8 text-slate-700">No reviews in this category yet.</p> : null}
			<ul className="mt-8 space-y-8">
				{reviews.map((r) => {
					const name = vehicleName(r.vehicle)
					return (
						<li key={r.slug}>
							<article aria-labelledby={`${r.slug}-title`} className="rounded-lg border border-slate-200 bg-white p-6">
								<div className="flex flex-wrap items-center gap-2">
									<Badge tone="brand">{r.category}</Badge>
									{r.illustrative ? <Badge tone="amber">Illustrative example</Badge> : null}
									{r.wouldRecommend ? <Badge tone="green">Would recommend</Badge> : <Badge tone="red">Would not recommend</Badge>}
								</div>
								<h2 id={`${r.slug}-title`} className="mt-3 text-xl font-semibold text-slate-900">
									{r.title}
								</h2>
								<p className="mt-1 font-medium text-slate-800">
									{r.rated ? <Link to={landingPath.year(r.rated.makeSlug, r.rated.modelSlug, r.rated.year)}>{name}</Link> : name}
								</p>
								<Stars rating={r.rating} />
								<p className="mt-1 text-sm text-slate-700">
									{r.author} · <time dateTime={r.date}>{formatLongDate(r.date)}</time>
								</p>
								<dl className="mt-4 grid gap-3 rounded-md bg-slate-50 p-4 text-sm sm:grid-cols-2">
									<div>
										<dt className="font-medium text-slate-700">Rated to tow (best-equipped {name})</dt>
										<dd className="text-slate-900">
											{r.rated ? (
												<>
													{formatLb(r.rated.maxTowingCapacity)} ·{' '}
													<Link to={`/vehicle/${r.rated.id}`} className="underline">
														specifications
														<span className="sr-only">
															{' '}
															of the {name} {r.rated.trim}
														</span>
													</Link>
												</>
											) : (
												'No data yet for this model year'
											)}
										</dd>
									</div>
									<div>
										<dt className="font-medium text-slate-700">Trailer weight towed</dt>
										<dd className="text-slate-900">{r.actualTowed === null ? 'not stated' : formatLb(r.actualTowed)}</dd>
									</div>
								</dl>
								<Prose html={r.content} className="mt-4" />
								<div className="mt-4 grid gap-4 sm:grid-cols-2">
									<div>
										<h3 className="font-semibold text-green-800">Pros</h3>
										<ul className="mt-1 list-disc space-y-1 pl-5 text-sm text-slate-800">
											{r.pros.map((p) => (
												<li key={p}>{p}</li>
											))}
										</ul>
									</div>
									<div>
										<h3 className="font-semibold text-red-800">Cons</h3>
										<ul className="mt-1 list-disc space-y-1 pl-5 text-sm text-slate-800">
											{r.cons.map((c) => (
												<li key={c}>{c}</li>
											))}
										</ul>
									</div>
								</div>
							</article>
						</li>
					)
				})}
			</ul>
			<section aria-labelledby="share-heading" className="mt-12 rounded-lg border border-slate-200 bg-white p-6">
				<h2 id="share-heading" className="text-xl font-semibold text-slate-900">
					Tow with one of these?
				</h2>
				<p className="mt-2 text-slate-700">
					Tell us what you tow and how it goes. We read every message and use them to improve our guides.
				</p>
				<p className="mt-3">
					<Link to="/contact" className="font-medium">
						Share your towing experience
					</Link>
				</p>
			</section>
		</div>
	)
}
