// A small closed-loop HTTP load generator on node:http (no dependency): `connections` keep-alive sockets,
// each sending its next request as soon as the previous answer has been read, for `seconds`.
// Reports throughput, latency percentiles and errors (non-2xx/304 statuses, socket errors, timeouts).
import http from 'node:http'

export interface LoadOptions {
	/** Absolute URLs, taken in turn. */
	urls: string[]
	connections: number
	seconds: number
	headers?: Record<string, string>
	/** A request slower than this counts as an error (default 10 s). */
	timeoutMs?: number
}

export interface LoadResult {
	requests: number
	errors: number
	rps: number
	p50: number
	p99: number
	max: number
	bytes: number
}

export function percentile(sorted: ArrayLike<number>, p: number) {
	if (sorted.length === 0) return Number.NaN
	return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!
}

export async function runLoad({ urls, connections, seconds, headers = {}, timeoutMs = 10_000 }: LoadOptions): Promise<LoadResult> {
	const agent = new http.Agent({ keepAlive: true, maxSockets: connections, maxFreeSockets: connections })
	const parsed = urls.map((u) => new URL(u))
	// Latencies in microseconds, preallocated in chunks so the generator itself does not dominate GC.
	let times = new Float64Array(1 << 16)
	let count = 0
	let errors = 0
	let bytes = 0
	let next = 0
	const started = performance.now()
	const deadline = started + seconds * 1000

	const one = (url: URL) =>
		new Promise<void>((resolve) => {
			const t0 = performance.now()
			let done = false
			const finish = (ok: boolean) => {
				if (done) return
				done = true
				if (!ok) errors++
				else {
					if (count === times.length) {
						const bigger = new Float64Array(times.length * 2)
						bigger.set(times)
						times = bigger
					}
					times[count++] = performance.now() - t0
				}
				resolve()
			}
			const req = http.request(
				{ agent, hostname: url.hostname, port: url.port, path: url.pathname + url.search, headers, timeout: timeoutMs },
				(res) => {
					res.on('data', (chunk: Buffer) => (bytes += chunk.length))
					res.on('end', () => finish(res.statusCode !== undefined && res.statusCode < 400))
					res.on('error', () => finish(false))
				},
			)
			req.on('timeout', () => {
				req.destroy()
				finish(false)
			})
			req.on('error', () => finish(false))
			req.end()
		})

	const worker = async () => {
		while (performance.now() < deadline) await one(parsed[next++ % parsed.length]!)
	}
	await Promise.all(Array.from({ length: connections }, worker))
	const elapsed = (performance.now() - started) / 1000
	agent.destroy()
	const sorted = times.subarray(0, count).sort()
	return {
		requests: count,
		errors,
		rps: count / elapsed,
		p50: percentile(sorted, 50),
		p99: percentile(sorted, 99),
		max: count ? sorted[count - 1]! : Number.NaN,
		bytes,
	}
}
