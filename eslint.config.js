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
