import js from '@eslint/js'
import reactHooks from 'eslint-plugin-react-hooks'
import tseslint from 'typescript-eslint'

export default tseslint.config(
	{ ignores: ['build/', 'build-*/', '.react-router/', 'node_modules/', 'test-results/', 'playwright-report/', 'data/*.db*'] },
	js.configs.recommended,
	...tseslint.configs.recommended,
	{
		plugins: { 'react-hooks': reactHooks },
		rules: {
			...reactHooks.configs.recommended.rules,
			'@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
			'@typescript-eslint/consistent-type-imports': 'error',
			'no-console': ['error', { allow: ['warn', 'error'] }],
		},
	},
	// The layers (docs/decisions/012-layers.md): pure rules below everything, the database only behind query
	// modules, components above both, routes at the top and never importing one another.
	{
		files: ['app/domain/**'],
		rules: {
			'no-restricted-imports': [
				'error',
				{ patterns: [{ regex: '^(~/(?!domain/)|\\.\\./)', message: 'app/domain holds pure rules: it imports nothing app-specific but other domain modules.' }] },
			],
		},
	},
	{
		files: ['app/**/*.server.ts'],
		rules: {
			'no-restricted-imports': [
				'error',
				{ patterns: [{ group: ['~/components/*', '~/routes/*'], message: 'Server modules sit below the UI: they never import components or routes.' }] },
			],
		},
	},
	{
		files: ['app/routes/**'],
		rules: {
			'no-restricted-imports': [
				'error',
				// A route's own generated types (./+types/…) are the only relative import allowed.
				{ patterns: [{ regex: '^(~/routes/|\\.\\.?/(?!\\+types/))', message: 'Routes never import routes: move what they share to a module below them.' }] },
			],
		},
	},
	{
		files: ['app/vehicles/**', 'app/state-laws/**', 'app/content/**', 'app/activity/**', 'app/contact/**', 'app/search/**', 'app/calculator/**', 'app/seed/**', 'app/db/**', 'app/admin/**', 'app/og/**', 'app/utils/**'],
		ignores: ['**/*.test.ts'],
		rules: {
			'no-restricted-imports': [
				'error',
				{ patterns: [{ group: ['~/components/*', '~/routes/*'], message: 'Data and service modules sit below the UI: they never import components or routes.' }] },
			],
		},
	},
	{
		// The calculator's one home: its pure parts (engine, request schema, brake, weigh-ticket and elevation rules,
		// figures) follow the domain rule but may read vehicle types; its *.server.ts glue sits in the data layer.
		files: ['app/calculator/**'],
		ignores: ['**/*.server.ts', '**/*.test.ts'],
		rules: {
			'no-restricted-imports': [
				'error',
				{
					patterns: [
						{
							regex: '^(~/(?!domain/|calculator/)|\\.\\./)',
							allowTypeImports: true,
							message: 'The calculator engine is pure: it imports domain modules and its own pure modules (types from elsewhere).',
						},
						{ regex: '\\.server$', message: 'The calculator engine is pure: it never imports server modules.' },
					],
				},
			],
		},
	},
	{
		// Plain Node scripts (TypeScript files get these types from @types/node).
		files: ['**/*.mjs'],
		languageOptions: { globals: { console: 'readonly', process: 'readonly', URL: 'readonly' } },
	},
	{
		files: ['scripts/**', 'bench/**', 'tests/**', 'server/**'],
		rules: { 'no-console': 'off' },
	},
)
