import tsconfigPaths from 'vite-tsconfig-paths'
import { defineConfig } from 'vitest/config'

export default defineConfig({
	plugins: [tsconfigPaths()],
	test: {
		include: ['app/**/*.test.{ts,tsx}', 'server/**/*.test.ts', 'tests/integration/**/*.test.ts', 'scripts/**/*.test.ts'],
		setupFiles: ['./tests/setup/vitest-setup.ts'],
		environment: 'node',
		testTimeout: 30_000,
		hookTimeout: 60_000,
	},
})
