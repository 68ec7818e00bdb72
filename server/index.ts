// The process: configuration, database, middleware, then the React Router app. `npm start` runs it compiled
// (build/server/main.js, see scripts/build-if-stale.ts); `npm run dev` and the tests run it with tsx.
import crypto from 'node:crypto'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import compression from 'compression'
import express, { type ErrorRequestHandler } from 'express'
import { pino } from 'pino'
import { type DB, migrateToLatest, openDatabase } from '../app/db/db.server'
import { InstanceLockError, holdSqliteInstanceLock, withStartupLock } from '../app/db/startup-lock.server'
import { flushActivity } from '../app/activity/record.server'
import { rollUpActivity } from '../app/activity/roll-up.server'
import { seed } from '../app/seed/seed.server'
import { ConfigError, type Env, parseEnv } from '../app/utils/env.server'
import type { AppDeps, createApp as CreateApp } from './app'
import { DatabaseMonitor, databaseGate, healthRoutes } from './availability'
import { cachePolicy, cacheVariant } from './cache-policy'
import { watchDataVersion } from './data-version'
import { bodyGuards, requestGuards } from './guards'
import { closeConnectionsWhen, drainOnSignals, listen } from './lifecycle'
import { createResponseCache } from './response-cache'
import { nonce, securityHeaders } from './security'
import { precompressedAssets, staticFiles } from './static-files'

export const BODY_LIMIT = '16kb'
const BODY_LIMIT_BYTES = 16 * 1024

let env: Env
try {
	env = parseEnv(process.env)
} catch (error) {
	if (error instanceof ConfigError) {
		console.error(error.message)
		process.exit(1)
	}
	throw error
}

// React and React Router pick their production builds from NODE_ENV; an unset value means development
// builds (several times slower). Set it before the app bundle is imported.
process.env.NODE_ENV = env.NODE_ENV

// Buffered, asynchronous writes: a request never waits for stdout (flushed at exit by pino). If stdout cannot
// keep up, the buffer stops at 16 MB and further lines are dropped rather than growing memory without bound.
const logger = pino({ level: env.LOG_LEVEL, base: undefined }, pino.destination({ dest: 1, sync: false, maxLength: 16 * 1024 * 1024 }))
const development = env.NODE_ENV === 'development'
if (env.REDIS_URL) logger.warn('REDIS_URL is set but not supported: rate limits are shared through the database (docs/deployment.md)')

// One SQLite file serves one instance; several instances share a PostgreSQL database (docs/deployment.md).
// The lock is held until close() below releases it (or the process ends): it must stay referenced, since a
// collected SQLite handle would close and let it go.
let releaseInstanceLock = () => {}
try {
	releaseInstanceLock = holdSqliteInstanceLock(env.DATABASE_URL)
} catch (error) {
	if (!(error instanceof InstanceLockError)) throw error
	console.error(error.message)
	process.exit(1)
}

const monitor = new DatabaseMonitor(() => db, logger)
// A refused connection means the database is down; a dropped idle connection only that it may be (a provider's
// idle timeout drops them too), so it is checked first.
const db: DB = openDatabase(env.DATABASE_URL, {
	onConnectionError: (error, kind) => (kind === 'connect' ? monitor.markDown(error) : void monitor.connectionDropped()),
})

try {
	// Several instances starting together take turns (PostgreSQL advisory lock): one migrates and seeds, the
	// others then find nothing to do.
	await withStartupLock(db, async () => {
		const applied = await migrateToLatest(db)
		if (applied.length > 0) logger.info({ migrations: applied }, 'migrated')
		for (const report of await seed(db)) logger.info(report, report.skipped ? 'seed unchanged' : 'seeded')
	})
} catch (error) {
	console.error(`Could not prepare the database: ${(error as Error).message}`)
	await db.destroy()
	process.exit(1)
}

// Retention of anonymous activity (issue 12): events older than 90 days become daily counts, at start and
// every 6 hours. A failure is logged and tried again next time; it never stops the site.
const ROLL_UP_EVERY_MS = 6 * 3_600_000
const rollUp = () =>
	rollUpActivity(db)
		.then(({ rolledUp }) => {
			if (rolledUp > 0) logger.info({ rolledUp }, 'activity rolled up into daily counts')
		})
		.catch((error) => logger.error({ err: error }, 'could not roll up activity'))
void rollUp()
setInterval(rollUp, ROLL_UP_EVERY_MS).unref()

const app = express()
app.disable('x-powered-by')
app.set('trust proxy', env.TRUST_PROXY)

app.use((req, res, next) => {
	const started = process.hrtime.bigint()
	res.locals.requestId = crypto.randomUUID()
	res.setHeader('X-Request-Id', res.locals.requestId)
	res.on('finish', () => {
		logger.info({
			requestId: res.locals.requestId,
			method: req.method,
			path: req.originalUrl,
			status: res.statusCode,
			ms: Number(process.hrtime.bigint() - started) / 1e6,
		})
	})
	next()
})
app.use(nonce)
app.use(securityHeaders({ ads: Boolean(env.ADS_CLIENT_ID), development, hsts: env.SITE_URL.startsWith('https:') }))
// Issue 16: malformed requests get their 4xx here; the health routes, the drain and the database gate follow.
app.use(requestGuards({ bodyLimitBytes: BODY_LIMIT_BYTES }))
app.use(closeConnectionsWhen(() => monitor.draining, () => server.closeIdleConnections()))
app.use(healthRoutes(monitor))
// Kept pages and JSON are answered here, after the request guards and before the database gate and the per-request
// work below, so a kept page is served even while the database is away (docs/decisions/017-serving-speed.md).
const cache = development
	? undefined
	: createResponseCache({
			version: await watchDataVersion(db, 30_000, (error) => logger.error({ err: error }, 'could not read the data version')),
			policy: cachePolicy({ trendingSeconds: env.TRENDING_CACHE_SECONDS }),
			variant: cacheVariant({ ads: Boolean(env.ADS_CLIENT_ID) }),
		})
if (cache) app.use(cache.middleware)
app.use(databaseGate(monitor))
app.use(compression())

const deps: AppDeps = { db, env, cache }
if (development) {
	const vite = await import('vite').then((v) => v.createServer({ server: { middlewareMode: true } }))
	app.use(vite.middlewares)
	app.use(express.raw({ limit: BODY_LIMIT, type: () => true }))
	app.use(bodyGuards())
	app.use(async (req, res, next) => {
		try {
			const { createApp } = (await vite.ssrLoadModule('./server/app.ts')) as { createApp: typeof CreateApp }
			createApp(deps)(req, res, next)
		} catch (error) {
			next(error)
		}
	})
} else {
	const buildDir = path.resolve(process.env.BUILD_DIR ?? 'build')
	app.use('/assets', precompressedAssets(path.join(buildDir, 'client/assets')))
	// The other public files by exact path: no file-system lookup for every page URL.
	app.use(staticFiles(path.join(buildDir, 'client'), { exclude: ['assets'], maxAge: '1h' }))
	app.use(express.raw({ limit: BODY_LIMIT, type: () => true }))
	app.use(bodyGuards())
	const { createApp } = (await import(pathToFileURL(path.join(buildDir, 'server/index.js')).href)) as { createApp: typeof CreateApp }
	app.use(createApp(deps))
}

// Last resort: body-parser errors (413, bad encoding) and anything thrown outside React Router.
// Under /api the answer is always JSON; nowhere is a stack trace shown.
const errorHandler: ErrorRequestHandler = (error, req, res, _next) => {
	// A client that went away is not a failure: noted at debug level, no stack, nothing sent.
	if (res.destroyed || req.socket.destroyed || error?.code === 'ERR_STREAM_PREMATURE_CLOSE') {
		logger.debug({ requestId: res.locals.requestId, path: req.originalUrl }, 'client went away before the answer')
		return
	}
	const status = typeof error?.status === 'number' && error.status >= 400 && error.status < 600 ? error.status : 500
	if (status >= 500) logger.error({ requestId: res.locals.requestId, err: error }, 'request failed')
	const message =
		status === 413 ? 'Request body too large (limit 16 KB)' : status >= 500 ? 'Internal server error' : 'Bad request'
	if (res.headersSent) return res.end()
	res.setHeader('Cache-Control', 'no-store')
	if (req.path.startsWith('/api')) return res.status(status).json({ message })
	res.status(status).type('html').send(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${status} | TowSpec</title></head><body><main><h1>${message}</h1><p><a href="/">Go to the home page</a></p></main></body></html>`)
}
app.use(errorHandler)

const server = listen(app, { port: env.PORT, host: env.HOST, logger })
drainOnSignals(server, {
	logger,
	onDraining: () => (monitor.draining = true),
	close: async () => {
		monitor.stop()
		await flushActivity(db).catch((error) => logger.error({ err: error }, 'could not record activity events'))
		await db.destroy()
		releaseInstanceLock()
	},
})
