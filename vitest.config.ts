import { availableParallelism } from 'node:os'
import tsconfigPaths from 'vite-tsconfig-paths'
import { defineConfig } from 'vitest/config'

export default defineConfig({
	plugins: [tsconfigPaths()],
	test: {
		include: ['app/**/*.test.{ts,tsx}', 'server/**/*.test.ts', 'tests/integration/**/*.test.ts', 'scripts/**/*.test.ts'],
		globalSetup: ['./tests/setup/global-setup.ts'],
		setupFiles: ['./tests/setup/vitest-setup.ts'],
		environment: 'node',
		// Worker threads start faster than forked processes; nothing here needs a process of its own.
		pool: 'threads',
		// Integration files mostly wait on a server process or a database, so more files than cores run at once
		// (Vitest's default on 2 cores is one at a time). Each file has its own copy of the seeded template.
		maxWorkers: Math.max(4, availableParallelism() * 2),
		testTimeout: 30_000,
		hookTimeout: 60_000,
	},
})
