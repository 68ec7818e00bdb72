import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { defineConfig, devices } from '@playwright/test'

// End-to-end tests drive the system Chromium (Playwright's own browser download does not work here).
const chromePath = process.env.CHROME_PATH || '/usr/bin/chromium'
if (!fs.existsSync(chromePath)) {
	throw new Error(
		`No Chromium at ${chromePath}. Install it with "apt-get update && apt-get install -y chromium" ` +
			'or point CHROME_PATH at a Chromium/Chrome binary. End-to-end tests are never skipped.',
	)
}

const PORT = Number(process.env.E2E_PORT ?? 3210)
const dbDir = fs.mkdtempSync(path.join(os.tmpdir(), 'towspec-e2e-'))

export default defineConfig({
	testDir: './tests/e2e',
	fullyParallel: true,
	workers: 2,
	forbidOnly: true,
	retries: 0,
	reporter: process.env.CI ? [['list']] : [['list']],
	timeout: 30_000,
	use: {
		baseURL: `http://127.0.0.1:${PORT}`,
		trace: 'off',
		launchOptions: {
			executablePath: chromePath,
			args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
		},
	},
	projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
	webServer: {
		command: 'node --import tsx server/index.ts',
		url: `http://127.0.0.1:${PORT}/healthz`,
		reuseExistingServer: false,
		timeout: 60_000,
		env: {
			PORT: String(PORT),
			HOST: '127.0.0.1',
			NODE_ENV: 'production',
			DATABASE_URL: `file:${path.join(dbDir, 'e2e.db')}`,
			SITE_URL: `http://127.0.0.1:${PORT}`,
			LOG_LEVEL: 'warn',
		},
	},
})
