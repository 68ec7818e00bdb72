// Reads and validates process.env once at boot; an invalid value stops the start naming the variable.
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
	TRUST_PROXY: z
		.enum(['true', 'false', '1', '0'])
		.optional()
		.transform((v) => v === 'true' || v === '1'),
	// Unset: each form has its own limit, sized for many people behind one address (rate-limit.server.ts).
	RATE_LIMIT_MAX: z.coerce.number().int().min(1).optional(),
	RATE_LIMIT_WINDOW_MS: z.coerce.number().int().min(1000).default(10 * 60 * 1000),
})

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
