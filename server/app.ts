// The request handler: React Router's server build wrapped in an Express router. This file is the
// entry of the server bundle (vite.config.ts); server/index.ts owns everything around it.
import express from 'express'
import { createRequestHandler } from 'react-router'
// Imported once: a build *function* would be called, and dynamically imported, on every request.
import * as build from 'virtual:react-router/server-build'
import type { DB } from '../app/db/db.server'
import type { Env } from '../app/utils/env.server'
import { countsActivity } from './counts-activity'
import { defaultCacheControl, sendFetchResponse, toFetchRequest } from './http'
import type { createResponseCache } from './response-cache'

export { countsActivity }

declare module 'react-router' {
	interface AppLoadContext {
		db: DB
		env: Env
		cspNonce: string
		requestId: string
		/** The client's address: the socket's, or X-Forwarded-For's only when TRUST_PROXY is set. */
		clientAddress: string
		/** Whether this request's activity is counted (issue 12): not a bot, not a check, not a prefetch. */
		countsActivity: boolean
	}
}

export interface AppDeps {
	db: DB
	env: Env
	/** Keeps cacheable answers (server/response-cache.ts); absent in development. */
	cache?: ReturnType<typeof createResponseCache>
}

export function createApp({ db, env, cache }: AppDeps) {
	const handle = createRequestHandler(build, env.NODE_ENV === 'development' ? 'development' : 'production')
	const router = express.Router()
	router.use(async (req, res, next) => {
		try {
			const response = await handle(toFetchRequest(req, res), {
				db,
				env,
				cspNonce: res.locals.cspNonce as string,
				requestId: res.locals.requestId as string,
				clientAddress: req.ip ?? req.socket.remoteAddress ?? 'unknown',
				countsActivity: countsActivity(req),
			})
			if (cache && (await cache.store(req, res, response, { cacheControl: defaultCacheControl(req, response) }))) return
			await sendFetchResponse(req, res, response)
		} catch (error) {
			next(error)
		}
	})
	return router
}
