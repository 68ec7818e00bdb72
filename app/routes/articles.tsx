// The article list with its category filter, and the blog's index content (/blog redirects here):
// category chips, featured, recent, popular topics and the newsletter sign-up.
import { Link } from 'react-router'
import { NewsletterForm } from '~/components/newsletter-form'
import { ArticleCard } from '~/components/editorial/article-card'
import { CategoryChips } from '~/components/editorial/category-chips'
import { findCategory, listArticleCategories, listArticles } from '~/content/articles.server'
import { breadcrumbJsonLd, getMeta, siteUrlFrom } from '~/utils/meta'
import type { Route } from './+types/articles'

const FEATURED = 3
const RECENT = 6

export async function loader({ request, context }: Route.LoaderArgs) {
	const slug = new URL(request.url).searchParams.get('category') ?? undefined
	const category = slug ? findCategory(slug) : undefined
	if (slug && !category) throw new Response('Unknown category', { status: 404 })
	const [categories, all] = await Promise.all([
		listArticleCategories(context.db),
		listArticles(context.db, { kinds: ['article', 'blog'], category: slug }),
	])
	return { categories, category: category ?? null, all }
}

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) => {
	const siteUrl = siteUrlFrom(matches)
	const category = loaderData?.category
	const path = category ? `/articles?category=${category.slug}` : '/articles'
	return getMeta({
		siteUrl,
		path: location.pathname,
		canonical: path,
		title: category ? `${category.name} Towing Articles` : 'Towing Articles and Blog',
		description: category
			? `Towing articles in ${category.name}: practical, sourced guidance for people about to hitch up, from the TowSpec editors.`
			: 'Towing articles and blog posts: buying a tow vehicle, hitches and brakes, tongue weight, RV and boat towing, electric trucks and safety.',
		keywords: ['towing articles', 'towing blog', 'towing advice', 'trailer towing tips', ...(category ? [category.name] : [])],
		structuredData: [
			breadcrumbJsonLd(siteUrl, [
				{ name: 'Home', path: '/' },
				{ name: 'Articles', path: '/articles' },
				...(category ? [{ name: category.name, path }] : []),
			]),
		],
	})
}

export default function Articles({ loaderData }: Route.ComponentProps) {
	const { categories, category, all } = loaderData
	const total = categories.reduce((n, c) => n + c.count, 0)
	const featured = all.filter((a) => a.featured).slice(0, FEATURED)
	const recent = all.filter((a) => !featured.includes(a)).slice(0, RECENT)
	const topics = categories.filter((c) => c.count > 0).sort((a, b) => b.count - a.count)
	return (
		<div className="mx-auto max-w-6xl px-4 py-10">
			<h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
				{category ? `${category.name} Articles` : 'Towing Articles & Blog'}
			</h1>
			<p className="mt-3 max-w-3xl text-lg text-slate-700">
				Practical towing guidance from the TowSpec editors: how the ratings work, how to set up a rig, and what to watch on the road.
				Vehicle figures in articles come from our database, with their source.
			</p>
			<div className="mt-6">
				<CategoryChips
					label="Article categories"
					path="/articles"
					current={category?.slug}
					chips={[{ label: 'All', count: total }, ...categories.map((c) => ({ label: c.name, value: c.slug, count: c.count }))]}
				/>
			</div>

			{category ? (
				<section aria-labelledby="category-heading" className="mt-10">
					<h2 id="category-heading" className="text-2xl font-bold text-slate-900">
						{all.length === 1 ? `1 article in ${category.name}` : `${all.length} articles in ${category.name}`}
					</h2>
					{all.length === 0 ? (
						<p className="mt-4 text-slate-700">Nothing in this category yet.</p>
					) : (
						<ul className="mt-4 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
							{all.map((a) => (
								<li key={a.path}>
									<ArticleCard article={a} />
								</li>
							))}
						</ul>
					)}
				</section>
			) : (
				<>
					{featured.length > 0 ? (
						<section aria-labelledby="featured-heading" className="mt-10">
							<h2 id="featured-heading" className="text-2xl font-bold text-slate-900">
								Featured Articles
							</h2>
							<ul className="mt-4 grid gap-6 md:grid-cols-3">
								{featured.map((a) => (
									<li key={a.path}>
										<ArticleCard article={a} />
									</li>
								))}
							</ul>
						</section>
					) : null}
					<section aria-labelledby="recent-heading" className="mt-12">
						<h2 id="recent-heading" className="text-2xl font-bold text-slate-900">
							Recent Articles
						</h2>
						<ul className="mt-4 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
							{recent.map((a) => (
								<li key={a.path}>
									<ArticleCard article={a} />
								</li>
							))}
						</ul>
					</section>
					<section aria-labelledby="all-heading" className="mt-12">
						<h2 id="all-heading" className="text-2xl font-bold text-slate-900">
							All Articles ({all.length})
						</h2>
						<ul className="mt-4 divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
							{all.map((a) => (
								<li key={a.path} className="flex flex-wrap items-baseline justify-between gap-2 px-4 py-3">
									<Link to={a.path} className="font-medium">
										{a.title}
									</Link>
									<span className="text-sm text-slate-700">{a.category.name}</span>
								</li>
							))}
						</ul>
					</section>
					<section aria-labelledby="topics-heading" className="mt-12">
						<h2 id="topics-heading" className="text-2xl font-bold text-slate-900">
							Popular Topics
						</h2>
						<ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
							{topics.map((t) => (
								<li key={t.slug}>
									<Link
										to={`/articles?category=${t.slug}`}
										className="block rounded-lg border border-slate-200 bg-white p-4 no-underline hover:border-brand-600"
									>
										<span className="block font-semibold text-slate-900">{t.name}</span>
										<span className="text-sm text-slate-700">{t.count === 1 ? '1 article' : `${t.count} articles`}</span>
									</Link>
								</li>
							))}
						</ul>
					</section>
				</>
			)}
			<div className="mt-12 rounded-lg border border-slate-200 bg-white p-6">
				<NewsletterForm heading="Stay up to date" />
			</div>
		</div>
	)
}
