// The request handler: React Router's server build wrapped in an Express router. This file is the
// entry of the server bundle (vite.config.ts); server/index.ts owns everything around it.
import express from 'express'
import { createRequestHandler } from 'react-router'
// Imported once: a build *function* would be called, and dynamically imported, on every request.
import * as build from 'virtual:react-router/server-build'
import type { DB } from '../app/db/db.server'
import type { Env } from '../app/utils/env.server'
import { sendFetchResponse, toFetchRequest } from './http'

declare module 'react-router' {
	interface AppLoadContext {
		db: DB
		env: Env
		cspNonce: string
		requestId: string
		/** The client's address: the socket's, or X-Forwarded-For's only when TRUST_PROXY is set. */
		clientAddress: string
	}
}

export interface AppDeps {
	db: DB
	env: Env
}

export function createApp({ db, env }: AppDeps) {
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
			})
			await sendFetchResponse(req, res, response)
		} catch (error) {
			next(error)
		}
	})
	return router
}
