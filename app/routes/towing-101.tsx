// Towing 101: short plain-text guides grouped by category (SPEC §2).
import { Link } from 'react-router'
import { TOWING_101_CATEGORIES } from '~/content/categories'
import { listTowingGuides } from '~/content/towing-guides.server'
import { readingTimeLabel } from '~/domain/reading-time'
import { breadcrumbJsonLd, getMeta, siteUrlFrom } from '~/utils/meta'
import type { Route } from './+types/towing-101'

export async function loader({ context }: Route.LoaderArgs) {
	return { guides: await listTowingGuides(context.db) }
}

export const meta: Route.MetaFunction = ({ matches }) => {
	const siteUrl = siteUrlFrom(matches)
	return getMeta({
		siteUrl,
		path: '/towing-101',
		title: 'Towing 101: The Basics of Towing a Trailer',
		description:
			'Short, plain-English explainers on towing: capacity and weight ratings, hitches and wiring, safe driving, and what makes a good tow vehicle.',
		keywords: ['towing 101', 'towing basics', 'how to tow a trailer', 'towing for beginners', 'trailer hitch basics'],
		structuredData: [
			breadcrumbJsonLd(siteUrl, [
				{ name: 'Home', path: '/' },
				{ name: 'Towing 101', path: '/towing-101' },
			]),
		],
	})
}

export default function Towing101({ loaderData }: Route.ComponentProps) {
	const { guides } = loaderData
	return (
		<div className="mx-auto max-w-6xl px-4 py-10">
			<h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">Towing 101</h1>
			<p className="mt-3 max-w-3xl text-lg text-slate-700">
				New to towing, or want a refresher? Each guide explains one idea in a few minutes of reading.
			</p>
			<nav aria-label="Towing 101 categories" className="mt-6">
				<ul className="flex flex-wrap gap-2">
					{TOWING_101_CATEGORIES.map((c) => (
						<li key={c.id}>
							<a
								href={`#${c.id}`}
								className="inline-block rounded-full border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-800 no-underline hover:bg-slate-100"
							>
								{c.label} ({guides.filter((g) => g.category === c.id).length})
							</a>
						</li>
					))}
				</ul>
			</nav>
			{TOWING_101_CATEGORIES.map((c) => {
				const inCategory = guides.filter((g) => g.category === c.id)
				if (inCategory.length === 0) return null
				return (
					<section key={c.id} id={c.id} aria-labelledby={`${c.id}-heading`} className="mt-10 scroll-mt-4">
						<h2 id={`${c.id}-heading`} className="text-2xl font-bold text-slate-900">
							{c.label}
						</h2>
						<ul className="mt-4 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
							{inCategory.map((g) => (
								<li key={g.slug} className="flex flex-col rounded-lg border border-slate-200 bg-white p-5">
									<h3 className="text-lg font-semibold">
										<Link to={`/towing-101/${g.slug}`} className="text-slate-900 no-underline hover:underline">
											{g.title}
										</Link>
									</h3>
									<p className="mt-1 text-xs text-slate-600">{readingTimeLabel(g.readingMinutes)}</p>
									<p className="mt-2 flex-1 text-sm text-slate-700">{g.excerpt}</p>
								</li>
							))}
						</ul>
					</section>
				)
			})}
		</div>
	)
}
