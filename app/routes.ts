// The whole site map, one route module per URL.
import { type RouteConfig, index, route } from '@react-router/dev/routes'

export default [
	index('routes/home.tsx'),

	// JSON API (DESIGN.md §5). Unknown /api paths answer a JSON 404.
	route('api/*', 'routes/api/not-found.ts'),

	// Anything else: the 404 screen with HTTP status 404.
	route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig
