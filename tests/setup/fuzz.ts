// A seeded generator of malformed requests (issue 16): wrong methods, non-form bodies on form routes,
// objects where strings belong, NUL characters, huge ids, bad Host headers, oversized headers. The same seed
// gives the same requests, so a failure names a request that can be replayed.
import http from 'node:http'

export interface FuzzRequest {
	method: string
	path: string
	headers: Record<string, string>
	body?: string
}

export interface FuzzOutcome {
	request: FuzzRequest
	status: number | null
	error?: string
}

/** mulberry32: a small seeded PRNG, enough to pick among cases reproducibly. */
export function prng(seed: number) {
	let a = seed >>> 0
	return () => {
		a = (a + 0x6d2b79f5) >>> 0
		let t = a
		t = Math.imul(t ^ (t >>> 15), t | 1)
		t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
		return ((t ^ (t >>> 14)) >>> 0) / 4294967296
	}
}

const PATHS = [
	'/',
	'/calculator',
	'/compare?ids=1,2',
	'/vehicle/1',
	'/towing-capacity/ford',
	'/towing-capacity/ford/f-150',
	'/towing-capacity/ford/f-150/2024',
	'/api/search/years',
	'/api/search/makes?year=2024',
	'/api/search/models?year=2024&make=Ford',
	'/api/search/trims?year=2024&make=Ford&model=F-150',
	'/api/search/suggest?q=f150',
	'/api/search?q=silverado',
	'/api/vehicles?make=Ford',
	'/api/vehicles/1',
	'/api/model-years?make=ford',
	'/api/contact/data-issue',
	'/api/contact/support',
	'/api/newsletter',
	'/api/hubs',
	'/api/hubs/x',
	'/api/articles',
	'/api/articles/x',
	'/api/comparisons/x',
	'/api/state-guides/x',
	'/api/towing-guides/x',
	'/api/calculate-towing',
	'/api/state-laws',
	'/api/state-laws/trip?states=TX,OK',
	'/api/state-laws/TX',
	'/api/trending',
	'/contact',
	'/newsletter',
	'/newsletter/unsubscribe?token=abc',
	'/admin/sign-in',
	'/admin/sign-out',
	'/admin/reports',
	'/hubs/x',
	'/articles/x',
	'/comparisons/x',
	'/state-guides/x',
	'/towing-laws',
	'/towing-laws/trip?states=TX',
	'/towing-101/x',
	'/guides/x',
	'/blog/x',
	'/og/vehicle/1.png',
	'/consent',
	'/sitemap.xml',
	'/rss.xml',
	'/trending-searches',
	'/live-towing-feed',
	'/about',
]

/** Path segments and query values that broke PostgreSQL or the parsers before. */
const EVIL = [
	'%00',
	'a%00b',
	'2147483648',
	'9223372036854775808',
	'99999999999999999999999',
	'-1',
	'0',
	'1e309',
	'%ff%fe',
	'%',
	'..%2f..%2f',
	'%E2%80%AE',
	'%F0%9F%9A%9A',
	"'%20or%201=1--",
	'x'.repeat(2000),
	'null',
	'[object%20Object]',
]

const QUERY_KEYS = ['year', 'make', 'model', 'trim', 'q', 'ids', 'id', 'vehicleId', 'states', 'page', 'limit', 'token', 'sort', 'kind', 'category', 'from', 'status', 'dir']

const FIELDS = [
	'vehicleYear', 'vehicleMake', 'vehicleModel', 'vehicleTrim', 'vehicleId', 'issueDescription', 'description', 'userEmail',
	'userName', 'email', 'name', 'questionType', 'message', 'token', 'csrf', 'id', 'status', 'note', 'trailerWeight',
	'tongueWeight', 'trailerType', 'states', 'ids', 'year', 'make', 'model', 'trim', 'q', 'choice', 'website',
]

const JSON_VALUES: unknown[] = [
	'text',
	'a\u0000b',
	'\u0000',
	2147483648,
	2 ** 53,
	-1,
	1e308,
	0.5,
	true,
	null,
	{ nested: 'object' },
	{ toString: 'x' },
	['array', 1],
	[],
	'x'.repeat(6000),
	'2024',
	'ford@example.com',
]

const FORM_VALUES = ['text', 'a\u0000b', '\u0000', '2147483648', '-1', '', 'x'.repeat(3000), 'ford@example.com', '2024', '%00']

const METHODS = ['GET', 'GET', 'GET', 'HEAD', 'POST', 'POST', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'TRACE', 'PROPFIND']

const HOSTS = ['bad host', 'a:b:c', 'exa mple.com', '[::1', 'example.com:99999', '', 'ex%00ample.com', 'http://x', '-', '.']

/** Valid submissions, each sent with one field replaced by an odd value: the path past the schema's type checks. */
const TEMPLATES: Array<{ path: string; form?: boolean; fields: Record<string, unknown> }> = [
	{
		path: '/api/calculate-towing',
		fields: { vehicleId: 1, trailerType: 'conventional', trailerWeight: 5000, tongueWeight: 500, passengersWeight: 300, cargoWeight: 100, gcwr: 15000, curbWeight: 5000, state: 'TX' },
	},
	{
		path: '/calculator',
		form: true,
		fields: { vehicleId: '1', trailerType: 'conventional', trailerWeight: '5000', tongueWeight: '500', passengersWeight: '300', cargoWeight: '100', state: 'TX' },
	},
	{
		path: '/api/contact/data-issue',
		fields: { vehicleYear: 2024, vehicleMake: 'Ford', vehicleModel: 'F-150', vehicleTrim: 'XL', vehicleId: 1, issueDescription: 'The towing figure differs from the guide.', userEmail: 'a@example.com' },
	},
	{
		path: '/contact',
		form: true,
		fields: { intent: 'data-issue', vehicleYear: '2024', vehicleMake: 'Ford', vehicleModel: 'F-150', vehicleTrim: 'XL', vehicleId: '1', issueDescription: 'The towing figure differs from the guide.' },
	},
	{ path: '/api/contact/support', fields: { questionType: 'general-inquiry', description: 'How do I read the door label?', userEmail: 'a@example.com', userName: 'Sam' } },
	{ path: '/api/newsletter', fields: { email: 'reader@example.com', consent: true } },
	{ path: '/newsletter', form: true, fields: { email: 'reader@example.com', consent: 'on' } },
	{ path: '/consent', form: true, fields: { choice: 'accepted', returnTo: '/' } },
]

export function generateRequests(seed: number, count: number, host: string): FuzzRequest[] {
	const rnd = prng(seed)
	const pick = <T>(list: readonly T[]): T => list[Math.floor(rnd() * list.length)]!
	const chance = (p: number) => rnd() < p
	const requests: FuzzRequest[] = []
	for (let i = 0; i < count; i++) {
		if (chance(0.25)) {
			const template = pick(TEMPLATES)
			const fields: Record<string, unknown> = { ...template.fields }
			const key = pick([...Object.keys(fields), pick(FIELDS)])
			fields[key] = template.form ? pick(FORM_VALUES) : pick(JSON_VALUES)
			const body = template.form
				? new URLSearchParams(Object.entries(fields).map(([k, v]) => [k, String(v)])).toString()
				: JSON.stringify(fields)
			const contentType = template.form ? 'application/x-www-form-urlencoded' : 'application/json'
			requests.push({ method: 'POST', path: template.path, headers: { host, 'user-agent': 'towspec-fuzz', 'content-type': contentType, origin: `http://${host}` }, body })
			continue
		}
		let path = pick(PATHS)
		// A slug or id replaced by an evil value, or one appended.
		if (chance(0.4)) {
			const [base, query] = path.split('?') as [string, string | undefined]
			const segments = base.split('/')
			if (segments.length > 2 && chance(0.7)) segments[segments.length - 1] = pick(EVIL)
			else segments.push(pick(EVIL))
			path = segments.join('/') + (query ? `?${query}` : '')
		}
		if (chance(0.4)) path += `${path.includes('?') ? '&' : '?'}${pick(QUERY_KEYS)}=${pick(EVIL)}`
		if (chance(0.1)) path += `${path.includes('?') ? '&' : '?'}${pick(QUERY_KEYS)}=a&${pick(QUERY_KEYS)}=b`

		const method = pick(METHODS)
		const headers: Record<string, string> = { host, 'user-agent': 'towspec-fuzz' }
		if (chance(0.08)) headers.host = pick(HOSTS)
		if (chance(0.03)) headers['x-big'] = 'y'.repeat(20_000)
		if (chance(0.1)) headers.origin = chance(0.5) ? `http://${host}` : 'https://evil.example'
		if (chance(0.1)) headers.cookie = `towspec_admin=${pick(EVIL)}; towspec_consent=${pick(EVIL)}`
		if (chance(0.05)) headers['if-none-match'] = pick(EVIL)
		if (chance(0.05)) headers['accept-encoding'] = pick(['br', 'gzip;q=abc', '*', 'identity;q=0'])

		let body: string | undefined
		if (method !== 'GET' && method !== 'HEAD' && chance(0.85)) {
			const kind = pick(['form', 'form', 'json', 'json', 'json-bad', 'json-array', 'text', 'multipart', 'form-as-json', 'none-type'])
			const fields = Array.from({ length: 1 + Math.floor(rnd() * 6) }, () => pick(FIELDS))
			switch (kind) {
				case 'form':
				case 'form-as-json': {
					const params = new URLSearchParams()
					for (const f of fields) params.append(f, pick(FORM_VALUES))
					if (chance(0.2)) params.append('intent', pick(['calculate', 'save', 'status', 'accept', 'decline']))
					body = params.toString()
					headers['content-type'] = kind === 'form' ? 'application/x-www-form-urlencoded' : 'application/json'
					break
				}
				case 'json':
					body = JSON.stringify(Object.fromEntries(fields.map((f) => [f, pick(JSON_VALUES)])))
					headers['content-type'] = pick(['application/json', 'application/json; charset=utf-8', 'application/x-www-form-urlencoded'])
					break
				case 'json-bad':
					body = pick(['{', '{"a":', 'nul', '{"a":1}}', '\u0000', '{"vehicleYear": 2024,}'])
					headers['content-type'] = 'application/json'
					break
				case 'json-array':
					body = JSON.stringify([1, 'two', { three: 3 }])
					headers['content-type'] = 'application/json'
					break
				case 'text':
					body = 'just some text \u0000 with a NUL'
					headers['content-type'] = pick(['text/plain', 'application/xml', 'application/octet-stream'])
					break
				case 'multipart':
					body = `--XyZ\r\nContent-Disposition: form-data; name="${pick(FIELDS)}"\r\n\r\n${pick(FORM_VALUES)}\r\n--XyZ--\r\n`
					headers['content-type'] = pick(['multipart/form-data; boundary=XyZ', 'multipart/form-data', 'multipart/form-data; boundary=wrong'])
					break
				case 'none-type':
					body = 'a=b'
					break
			}
		}
		requests.push({ method, path, headers, body })
	}
	return requests
}

/** Sends one request with node:http (which lets us write any method and Host) and reads the status. */
export function send(baseUrl: string, r: FuzzRequest, timeoutMs = 20_000): Promise<FuzzOutcome> {
	const url = new URL(baseUrl)
	return new Promise((resolve) => {
		let req: http.ClientRequest
		try {
			req = http.request(
			{ host: url.hostname, port: url.port, method: r.method, path: r.path, headers: r.headers, agent: false, timeout: timeoutMs },
			(res) => {
				res.resume()
				res.on('end', () => resolve({ request: r, status: res.statusCode ?? null }))
					res.on('error', (e) => resolve({ request: r, status: res.statusCode ?? null, error: e.message }))
				},
			)
		} catch (error) {
			// A request node:http refuses to write is a bug in this generator, not in the server.
			throw new Error(`cannot send ${r.method} ${r.path}: ${(error as Error).message}`)
		}
		req.on('timeout', () => req.destroy(new Error('timed out')))
		req.on('error', (e) => resolve({ request: r, status: null, error: e.message }))
		if (r.body !== undefined) req.write(r.body)
		req.end()
	})
}

export async function runFuzz(baseUrl: string, requests: FuzzRequest[], concurrency = 4) {
	const outcomes: FuzzOutcome[] = []
	let next = 0
	const worker = async () => {
		while (next < requests.length) outcomes.push(await send(baseUrl, requests[next++]!))
	}
	await Promise.all(Array.from({ length: concurrency }, worker))
	return outcomes
}
