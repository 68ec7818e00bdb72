// Listening and stopping (issue 16). Listening sets request and header timeouts and turns a failure to listen
// (port in use, no permission) into a clear message and exit code 1. SIGTERM/SIGINT drain: stop accepting,
// answer what is in flight (each answer closes its connection), then close the database and exit 0; what is
// still running after the grace period is cut and the exit code is 1.
import http from 'node:http'
import type { Express, RequestHandler } from 'express'
import type { Logger } from 'pino'

/** A whole request (headers and body) must arrive within this; its headers within HEADERS_TIMEOUT_MS. */
export const REQUEST_TIMEOUT_MS = 30_000
export const HEADERS_TIMEOUT_MS = 10_000
export const SHUTDOWN_GRACE_MS = 10_000

export function listen(app: Express, { port, host, logger }: { port: number; host: string; logger: Logger }) {
	const server = http.createServer(
		{ requestTimeout: REQUEST_TIMEOUT_MS, headersTimeout: HEADERS_TIMEOUT_MS, keepAliveTimeout: 5_000 },
		app,
	)
	server.on('error', (error: NodeJS.ErrnoException) => {
		const where = `${host}:${port}`
		const reason =
			error.code === 'EADDRINUSE'
				? `port ${port} is already in use (another server is listening on ${where}); stop it or set PORT to a free port`
				: error.code === 'EACCES'
					? `no permission to listen on ${where} (ports below 1024 need privileges); set PORT to 1024 or above`
					: error.message
		console.error(`TowSpec could not start: ${reason}.`)
		process.exit(1)
	})
	server.listen(port, host, () => {
		const address = server.address()
		const actual = typeof address === 'object' && address ? address.port : port
		logger.info({ url: `http://localhost:${actual}` }, `TowSpec listening on http://localhost:${actual}`)
	})
	return server
}

export function drainOnSignals(
	server: http.Server,
	{ logger, onDraining, close }: { logger: Logger; onDraining: () => void; close: () => Promise<void> },
) {
	let stopping = false
	const shutdown = (signal: string) => {
		if (stopping) return
		stopping = true
		logger.info({ signal }, 'shutting down: finishing requests in flight')
		onDraining()
		// Stops accepting; the callback runs once every connection has ended.
		server.close(async () => {
			await close()
			logger.info('stopped')
			process.exit(0)
		})
		server.closeIdleConnections()
		setTimeout(() => {
			logger.error(`forced shutdown after ${SHUTDOWN_GRACE_MS / 1000} s`)
			server.closeAllConnections()
			void close().finally(() => process.exit(1))
		}, SHUTDOWN_GRACE_MS).unref()
	}
	process.on('SIGTERM', () => shutdown('SIGTERM'))
	process.on('SIGINT', () => shutdown('SIGINT'))
}

/**
 * While draining, every answer closes its connection, so keep-alive clients reconnect to another instance; an
 * answer begun before the drain leaves its connection idle, and idle connections are closed as they appear.
 */
export function closeConnectionsWhen(draining: () => boolean, closeIdle: () => void): RequestHandler {
	return (_req, res, next) => {
		if (draining()) res.setHeader('Connection', 'close')
		res.on('finish', () => {
			if (draining()) setImmediate(closeIdle)
		})
		next()
	}
}
