// The whole site map, one route module per URL.
import { type RouteConfig, index, route } from '@react-router/dev/routes'
import { REDIRECTS } from './utils/redirects'

export default [
	// The home page: quick search, popular lookups, featured content.
	index('routes/home.tsx'),

	// Tools: the side-by-side comparison and the "can I tow it?" calculator.
	route('compare', 'routes/compare.tsx'), // up to four configurations side by side (?ids=)
	route('calculator', 'routes/calculator.tsx'), // checks a trailer against every limit; the result's URL is shareable

	// A configuration's page, then the landing pages of a make, a model and a model year.
	route('vehicle/:id', 'routes/vehicle.tsx'),
	route('towing-capacity/:make', 'routes/towing-capacity.make.tsx'),
	route('towing-capacity/:make/:model', 'routes/towing-capacity.model.tsx'),
	route('towing-capacity/:make/:model/:year', 'routes/towing-capacity.year.tsx'),

	// JSON API (DESIGN.md §5). Unknown /api paths answer a JSON 404.
	route('api/search/years', 'routes/api/search-years.ts'),
	route('api/search/makes', 'routes/api/search-makes.ts'),
	route('api/search/models', 'routes/api/search-models.ts'),
	route('api/search/trims', 'routes/api/search-trims.ts'),
	route('api/search/suggest', 'routes/api/search-suggest.ts'),
	route('api/search', 'routes/api/search.ts'),
	route('api/vehicles', 'routes/api/vehicles.ts'),
	route('api/vehicles/:id', 'routes/api/vehicle.ts'),
	route('api/model-years', 'routes/api/model-years.ts'),
	route('api/contact/data-issue', 'routes/api/contact.data-issue.ts'),
	route('api/contact/support', 'routes/api/contact.support.ts'),
	route('api/newsletter', 'routes/api/newsletter.ts'),
	route('api/hubs', 'routes/api/hubs.ts'),
	route('api/hubs/:slug', 'routes/api/hub.ts'),
	route('api/articles', 'routes/api/articles.ts'),
	route('api/articles/:slug', 'routes/api/article.ts'),
	route('api/comparisons', 'routes/api/comparisons.ts'),
	route('api/comparisons/:slug', 'routes/api/comparison.ts'),
	route('api/state-guides', 'routes/api/state-guides.ts'),
	route('api/state-guides/:slug', 'routes/api/state-guide.ts'),
	route('api/towing-guides', 'routes/api/towing-guides.ts'),
	route('api/towing-guides/:slug', 'routes/api/towing-guide.ts'),
	route('api/calculate-towing', 'routes/api/calculate-towing.ts'),
	route('api/state-laws', 'routes/api/state-laws.ts'),
	route('api/state-laws/trip', 'routes/api/state-laws-trip.ts'),
	route('api/state-laws/:code', 'routes/api/state-law.ts'),
	route('api/trending', 'routes/api/trending.ts'),
	route('api/*', 'routes/api/not-found.ts'),

	// Contact forms, newsletter and the operator's pages.
	route('contact', 'routes/contact.tsx'), // data-issue report and support request
	route('newsletter', 'routes/newsletter.tsx'), // sign-up without JavaScript
	route('newsletter/unsubscribe', 'routes/newsletter.unsubscribe.tsx'),
	route('admin/sign-in', 'routes/admin/sign-in.tsx'),
	route('admin/sign-out', 'routes/admin/sign-out.ts'),
	route('admin/reports', 'routes/admin/reports.tsx'),

	// Editorial content: hubs, articles, comparisons, state guides, guides, blog, reviews, tips, pages.
	route('hubs', 'routes/hubs.tsx', { id: 'hubs' }),
	route('state-guides', 'routes/hubs.tsx', { id: 'state-guides' }),
	route('hubs/:slug', 'routes/hub.tsx'), // a hub: intro and its spokes (articles, comparisons, state guides)
	route('articles', 'routes/articles.tsx'), // articles and blog posts, filtered by category
	// An article and a blog post share one module; the route id selects which (likewise the two kinds of guide).
	route('articles/:slug', 'routes/article.tsx', { id: 'article' }),
	route('comparisons', 'routes/comparisons.tsx'), // editorial vehicle comparisons
	route('comparisons/:slug', 'routes/comparison.tsx'),
	route('state-guides/:slug', 'routes/state-guide.tsx'), // a state's towing laws from its cited record
	// State towing laws: every state in one table, and the strictest rules of a route.
	route('towing-laws', 'routes/towing-laws.tsx'), // every state in one sortable table, with a brake-threshold map
	route('towing-laws/trip', 'routes/towing-laws.trip.tsx'), // the strictest rule of each kind across the states of a trip
	route('towing-101', 'routes/towing-101.tsx'), // the beginner guides by category
	route('towing-101/:slug', 'routes/guide.tsx', { id: 'towing-101-guide' }),
	route('guides/:slug', 'routes/guide.tsx', { id: 'guide' }),
	route('blog/:slug', 'routes/article.tsx', { id: 'blog-post' }),
	route('vehicle-reviews', 'routes/vehicle-reviews.tsx'), // owners' towing reviews
	route('towing-tips', 'routes/towing-tips.tsx'), // tips by group, with a quick-reference list
	route('truck-comparison-tool', 'routes/truck-comparison-tool.tsx'), // the popular full-size trucks in one table
	route('truck-comparisons/ford-f150-vs-chevrolet-silverado-1500', 'routes/truck-comparison-f150-silverado.tsx'), // the one hand-built comparison landing page
	route('data-sources', 'routes/data-sources.tsx'), // where the figures come from, and how sure we are of them
	route('sitemap', 'routes/sitemap.tsx'), // the human-readable site map
	// What visitors look up now (anonymous activity), and the advertising choice (a form post, no page).
	route('trending-searches', 'routes/trending-searches.tsx'), // this week's most looked-up models, comparisons and trailers
	route('live-towing-feed', 'routes/live-towing-feed.tsx'), // the latest lookups, polled while the page is visible
	route('consent', 'routes/consent.ts'), // remembers the advertising choice
	// Pages whose body is one Markdown file in content/pages/ (the file name is the path).
	...['about', 'privacy', 'questions', 'california-towing-guide', 'towing-trends-2025', 'ford-f150-towing-guide'].map((slug) =>
		route(slug, 'routes/content-page.tsx', { id: `page-${slug}` }),
	),
	// Open Graph images of vehicles, model years and articles (/og/{kind}/{key}.png).
	route('og/*', 'routes/og-image.ts'),
	route('sitemap.xml', 'routes/sitemap-xml.ts'),
	route('robots.txt', 'routes/robots-txt.ts'),
	route('rss.xml', 'routes/rss-xml.ts'),

	// Permanent redirects (DESIGN.md §7), one route per old path so client-side navigation follows them too.
	...Object.keys(REDIRECTS).map((from) => route(from.slice(1), 'routes/redirect.ts', { id: `redirect${from.replace(/\//g, '-')}` })),

	// Anything else: the 404 screen with HTTP status 404.
	route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig
