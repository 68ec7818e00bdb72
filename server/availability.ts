// Liveness, readiness and what pages answer while the database is away (issue 16).
// - GET /healthz: the process is alive and serving (no database query): 200.
// - GET /readyz: the database answers and the process is not draining: 200, else 503 (a load balancer stops
//   sending here). While the database is down, every other request gets a 503 with Retry-After at once instead
//   of waiting on a connection; a probe every second notices its return and the site serves again by itself.
import type { Logger } from 'pino'
import type { RequestHandler, Response } from 'express'
import { type DB, pingDatabase } from '../app/db/db.server'
import { refuse } from './guards'

export const RETRY_AFTER_SECONDS = 5
const PROBE_EVERY_MS = 1000

export class DatabaseMonitor {
	up = true
	draining = false
	/** Connection failures seen so far: a request that fails while this grows failed because of the database. */
	connectionErrors = 0
	#probe: NodeJS.Timeout | undefined
	#checking: Promise<boolean> | undefined

	constructor(
		private db: () => DB,
		private logger: Logger,
	) {}

	/** A connection failed: the database is down until a probe says otherwise. */
	markDown(error?: Error) {
		this.connectionErrors++
		if (this.up) this.logger.error({ err: error?.message }, 'database unreachable: answering 503 until it returns')
		this.up = false
		this.#probe ??= setInterval(() => void this.check(), PROBE_EVERY_MS).unref()
	}

	/** A connection dropped (a restart, an idle timeout): counted, then checked before calling the database down. */
	connectionDropped() {
		this.connectionErrors++
		return this.check()
	}

	/** Pings the database (one ping at a time) and records the answer. */
	check(): Promise<boolean> {
		this.#checking ??= pingDatabase(this.db())
			.then((ok) => {
				if (ok && !this.up) this.logger.info('database reachable again')
				if (ok) {
					this.up = true
					clearInterval(this.#probe)
					this.#probe = undefined
				} else this.markDown()
				return ok
			})
			.finally(() => (this.#checking = undefined))
		return this.#checking
	}

	stop() {
		clearInterval(this.#probe)
	}
}

function noStore(res: Response) {
	res.setHeader('Cache-Control', 'no-store')
}

export function healthRoutes(monitor: DatabaseMonitor): RequestHandler {
	return async (req, res, next) => {
		if (req.path === '/healthz') {
			noStore(res)
			res.json({ status: 'ok' })
			return
		}
		if (req.path === '/readyz') {
			noStore(res)
			const database = await monitor.check()
			const ready = database && !monitor.draining
			if (!ready) res.setHeader('Retry-After', String(RETRY_AFTER_SECONDS))
			res.status(ready ? 200 : 503).json({ status: ready ? 'ready' : 'unavailable', database: database ? 'ok' : 'unreachable', draining: monitor.draining })
			return
		}
		next()
	}
}

/**
 * While the database is known down: 503 + Retry-After, without touching it. Otherwise the request goes on; if it
 * ends in a 5xx while the database is down or after a connection failed during it (a connection cut mid-query),
 * the 5xx becomes the same 503 with Retry-After: the fault is the database's, and passes.
 */
export function databaseGate(monitor: DatabaseMonitor): RequestHandler {
	return (req, res, next) => {
		if (!monitor.up) {
			return refuse(req, res, 503, 'TowSpec is briefly unavailable. Please try again in a few seconds.', { 'Retry-After': String(RETRY_AFTER_SECONDS) })
		}
		const errorsBefore = monitor.connectionErrors
		const writeHead = res.writeHead
		res.writeHead = function (this: Response, statusCode: number, ...rest: unknown[]) {
			if (statusCode >= 500 && (!monitor.up || monitor.connectionErrors > errorsBefore)) {
				statusCode = 503
				this.setHeader('Retry-After', String(RETRY_AFTER_SECONDS))
				this.setHeader('Cache-Control', 'no-store')
			}
			return (writeHead as (...args: unknown[]) => Response).call(this, statusCode, ...rest)
		} as typeof res.writeHead
		next()
	}
}
