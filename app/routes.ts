// The whole site map, one route module per URL.
import { type RouteConfig, index, route } from '@react-router/dev/routes'
import { REDIRECTS } from './utils/redirects'

export default [
	index('routes/home.tsx'),

	// Tools: the side-by-side comparison and the "can I tow it?" calculator.
	route('compare', 'routes/compare.tsx'),
	route('calculator', 'routes/calculator.tsx'),

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
	route('contact', 'routes/contact.tsx'),
	route('newsletter', 'routes/newsletter.tsx'),
	route('newsletter/unsubscribe', 'routes/newsletter.unsubscribe.tsx'),
	route('admin/sign-in', 'routes/admin/sign-in.tsx'),
	route('admin/sign-out', 'routes/admin/sign-out.ts'),
	route('admin/reports', 'routes/admin/reports.tsx'),

	// Editorial content: hubs, articles, comparisons, state guides, guides, blog, reviews, tips, pages.
	route('hubs', 'routes/hubs.tsx', { id: 'hubs' }),
	route('state-guides', 'routes/hubs.tsx', { id: 'state-guides' }),
	route('hubs/:slug', 'routes/hub.tsx'),
	route('articles', 'routes/articles.tsx'),
	route('articles/:slug', 'routes/article.tsx', { id: 'article' }),
	route('comparisons', 'routes/comparisons.tsx'),
	route('comparisons/:slug', 'routes/comparison.tsx'),
	route('state-guides/:slug', 'routes/state-guide.tsx'),
	// State towing laws: every state in one table, and the strictest rules of a route.
	route('towing-laws', 'routes/towing-laws.tsx'),
	route('towing-laws/trip', 'routes/towing-laws.trip.tsx'),
	route('towing-101', 'routes/towing-101.tsx'),
	route('towing-101/:slug', 'routes/guide.tsx', { id: 'towing-101-guide' }),
	route('guides/:slug', 'routes/guide.tsx', { id: 'guide' }),
	route('blog/:slug', 'routes/article.tsx', { id: 'blog-post' }),
	route('vehicle-reviews', 'routes/vehicle-reviews.tsx'),
	route('towing-tips', 'routes/towing-tips.tsx'),
	route('truck-comparison-tool', 'routes/truck-comparison-tool.tsx'),
	route('truck-comparisons/ford-f150-vs-chevrolet-silverado-1500', 'routes/truck-comparison-f150-silverado.tsx'),
	route('data-sources', 'routes/data-sources.tsx'),
	route('sitemap', 'routes/sitemap.tsx'),
	// Anonymous activity (issue 12) and the advertising choice.
	route('trending-searches', 'routes/trending-searches.tsx'),
	route('live-towing-feed', 'routes/live-towing-feed.tsx'),
	route('consent', 'routes/consent.ts'),
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
