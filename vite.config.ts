import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'vite'
import tsconfigPaths from 'vite-tsconfig-paths'

// The server bundle's entry is server/app.ts, which wraps the React Router build in an Express
// router; server/index.ts (run by tsx) imports it. See docs/decisions/003-express-server.md.
export default defineConfig(({ isSsrBuild }) => ({
	build: {
		rollupOptions: isSsrBuild ? { input: './server/app.ts' } : undefined,
	},
	plugins: [tailwindcss(), reactRouter(), tsconfigPaths()],
}))
