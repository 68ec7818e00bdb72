// Security headers for every response: a per-request CSP nonce (enforced), nosniff, referrer and
// permissions policies, no framing.
import crypto from 'node:crypto'
import type { RequestHandler } from 'express'
import helmet from 'helmet'

const AD_SCRIPT_HOSTS = ['https://pagead2.googlesyndication.com', 'https://tpc.googlesyndication.com', 'https://www.googletagservices.com']
const AD_FRAME_HOSTS = ['https://googleads.g.doubleclick.net', 'https://tpc.googlesyndication.com', 'https://www.google.com']
const AD_CONNECT_HOSTS = ['https://pagead2.googlesyndication.com', 'https://ep1.adtrafficquality.google']

export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()'

export const nonce: RequestHandler = (_req, res, next) => {
	res.locals.cspNonce = crypto.randomBytes(16).toString('base64')
	next()
}

/** hsts: SITE_URL is https, so browsers are told to use nothing else for a year (issue 16). */
export function securityHeaders({ ads, development, hsts = false }: { ads: boolean; development: boolean; hsts?: boolean }): RequestHandler[] {
	const scriptSrc = ["'self'", (_req: unknown, res: unknown) => `'nonce-${(res as { locals: { cspNonce: string } }).locals.cspNonce}'`]
	return [
		helmet({
			contentSecurityPolicy: development
				? false
				: {
						useDefaults: false,
						directives: {
							defaultSrc: ["'self'"],
							scriptSrc: ads ? [...scriptSrc, ...AD_SCRIPT_HOSTS] : scriptSrc,
							styleSrc: ["'self'", "'unsafe-inline'"],
							imgSrc: ads ? ["'self'", 'data:', 'https:'] : ["'self'", 'data:'],
							fontSrc: ["'self'"],
							connectSrc: ads ? ["'self'", ...AD_CONNECT_HOSTS] : ["'self'"],
							frameSrc: ads ? AD_FRAME_HOSTS : ["'none'"],
							frameAncestors: ["'none'"],
							objectSrc: ["'none'"],
							baseUri: ["'self'"],
							formAction: ["'self'"],
						},
					},
			crossOriginEmbedderPolicy: false,
			referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
			frameguard: { action: 'deny' },
			strictTransportSecurity: hsts ? { maxAge: 31_536_000, includeSubDomains: false } : false,
		}),
		(_req, res, next) => {
			res.setHeader('Permissions-Policy', PERMISSIONS_POLICY)
			next()
		},
	]
}
