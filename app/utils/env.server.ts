// Reads and validates process.env once at boot; an invalid value stops the start naming the variable.
import net from 'node:net'
import { z } from 'zod'

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const

const EnvSchema = z.object({
	NODE_ENV: z.enum(['production', 'development', 'test']).default('production'),
	PORT: z.coerce.number().int().min(0).max(65535).default(3000),
	HOST: z.string().min(1).default('0.0.0.0'),
	DATABASE_URL: z
		.string()
		.default('file:data/towing.db')
		.refine((v) => v.startsWith('file:') || /^postgres(ql)?:\/\//.test(v), {
			message: 'must be file:PATH or postgres://…',
		}),
	SITE_URL: z
		.url({ protocol: /^https?$/ })
		.default('http://localhost:3000')
		.transform((v) => v.replace(/\/+$/, '')),
	ADMIN_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
	ADS_CLIENT_ID: z
		.string()
		.regex(/^ca-pub-\d{6,20}$/, 'must look like ca-pub-1234567890')
		.optional(),
	// The ad unit shown in every slot (the provider's data-ad-slot); unset, the provider picks the unit.
	ADS_SLOT_ID: z
		.string()
		.regex(/^\d{4,20}$/, 'must be the digits of an ad unit id')
		.optional(),
	// How long the trending aggregates (home page, /trending-searches, /api/trending) are reused, per process.
	TRENDING_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
	LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
	// Express's "trust proxy": false, a hop count, or the proxies' addresses / CIDR ranges (docs/deployment.md).
	TRUST_PROXY: z
		.string()
		.optional()
		.transform((v, ctx): TrustProxy => {
			const parsed = parseTrustProxy(v)
			if (typeof parsed === 'string') {
				ctx.issues.push({ code: 'custom', message: parsed, input: v })
				return z.NEVER
			}
			return parsed
		}),
	// Unset: each form has its own limit, sized for many people behind one address (rate-limit.server.ts).
	RATE_LIMIT_MAX: z.coerce.number().int().min(1).optional(),
	RATE_LIMIT_WINDOW_MS: z.coerce.number().int().min(1000).default(10 * 60 * 1000),
	// Operator sign-in attempts per client network per window: its own limit, never RATE_LIMIT_MAX.
	ADMIN_SIGN_IN_MAX: z.coerce.number().int().min(1).default(5),
	// Where rate-limit counters live: the database every instance shares, or this process's memory.
	RATE_LIMIT_STORE: z.enum(['database', 'memory']).default('database'),
	// Not supported (no Redis client among our dependencies): the start warns and counters stay in the database.
	REDIS_URL: z.string().optional(),
})

/** false (the socket's address is the client's), a hop count, or the trusted proxies' addresses and ranges. */
export type TrustProxy = false | number | string[]

const TRUST_PROXY_NAMES = ['loopback', 'linklocal', 'uniquelocal']

/** The value for Express's "trust proxy", or the message explaining why the text is refused. */
export function parseTrustProxy(text: string | undefined): TrustProxy | string {
	const value = (text ?? '').trim()
	if (value === '' || value === 'false' || value === '0') return false
	if (value === 'true') {
		return 'true would trust every X-Forwarded-For address, which the client itself writes (rate limits could be bypassed): give the number of proxies in front of the app (e.g. 1 for one nginx) or their addresses (e.g. loopback, 10.0.0.0/8)'
	}
	if (/^\d+$/.test(value)) {
		const hops = Number(value)
		return hops <= 10 ? hops : 'must be a hop count from 0 to 10, or a list of addresses'
	}
	const entries = value.split(',').map((e) => e.trim())
	for (const entry of entries) {
		if (TRUST_PROXY_NAMES.includes(entry)) continue
		const [address, bits, extra] = entry.split('/')
		const family = net.isIP(address ?? '')
		const maxBits = family === 6 ? 128 : 32
		const bitsOk = bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= maxBits)
		if (family === 0 || !bitsOk || extra !== undefined) {
			return `"${entry}" is not an address, a CIDR range or one of ${TRUST_PROXY_NAMES.join(', ')} (comma-separated), nor a hop count`
		}
	}
	return entries
}

export type Env = z.infer<typeof EnvSchema>

export class ConfigError extends Error {}

/** Parses an environment; throws ConfigError naming every invalid variable. Empty strings count as unset. */
export function parseEnv(source: Record<string, string | undefined>): Env {
	const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''))
	const result = EnvSchema.safeParse(cleaned)
	if (!result.success) {
		const lines = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`)
		throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`)
	}
	return result.data
}
