// Public files (favicon, Open Graph fallback, diagrams) served by exact path. express.static on every URL
// costs a file-system stat per page request; the list of files is read once at start instead.
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { promisify } from 'node:util'
import zlib from 'node:zlib'
import express, { type RequestHandler } from 'express'
import { COMPRESS_MIN_BYTES, type CachedResponse, sendCached } from './response-cache'

const brotli = promisify(zlib.brotliCompress)
const gzip = promisify(zlib.gzip)

export function staticFiles(root: string, { exclude = [], maxAge }: { exclude?: string[]; maxAge: string }): RequestHandler {
	const files = new Set<string>()
	const walk = (dir: string, prefix: string) => {
		for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
			if (prefix === '' && exclude.includes(entry.name)) continue
			if (entry.isDirectory()) walk(path.join(dir, entry.name), `${prefix}/${entry.name}`)
			else files.add(`${prefix}/${entry.name}`)
		}
	}
	if (fs.existsSync(root)) walk(root, '')
	const serve = express.static(root, { maxAge, index: false, redirect: false })
	return (req, res, next) => {
		if ((req.method === 'GET' || req.method === 'HEAD') && files.has(req.path)) return serve(req, res, next)
		next()
	}
}

const ASSET_TYPES: Record<string, string> = {
	'.js': 'text/javascript; charset=utf-8',
	'.css': 'text/css; charset=utf-8',
	'.svg': 'image/svg+xml',
	'.png': 'image/png',
	'.woff2': 'font/woff2',
	'.json': 'application/json',
}

/**
 * Hashed build assets (/assets/*): read and compressed once (brotli and gzip at their best levels) on first
 * request, then served from memory with a strong ETag, cached immutable for a year. The compression
 * middleware is not involved: it would gzip the same 200 KB script on every request.
 */
export function precompressedAssets(root: string): RequestHandler {
	const entries = new Map<string, Promise<CachedResponse | null>>()
	const load = async (file: string): Promise<CachedResponse | null> => {
		const type = ASSET_TYPES[path.extname(file)]
		if (!type) return null
		let identity: Buffer
		try {
			identity = await fs.promises.readFile(file)
		} catch {
			return null
		}
		const entry: CachedResponse = {
			status: 200,
			headers: [
				['content-type', type],
				['cache-control', 'public, max-age=31536000, immutable'],
			],
			tag: crypto.createHash('sha256').update(identity).digest('base64url').slice(0, 27),
			identity,
			expires: Number.POSITIVE_INFINITY,
			size: identity.length,
		}
		if (identity.length >= COMPRESS_MIN_BYTES && !type.startsWith('image/png') && !type.startsWith('font/')) {
			const [br, gz] = await Promise.all([
				brotli(identity, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: identity.length } }),
				gzip(identity, { level: 9 }),
			])
			entry.br = br
			entry.gzip = gz
		}
		return entry
	}
	return async (req, res, next) => {
		if (req.method !== 'GET' && req.method !== 'HEAD') return next()
		// Only names without a folder part: no way out of the assets folder.
		const name = req.path.slice(1)
		if (name === '' || name.includes('/') || name.includes('\\') || name.startsWith('.')) return next()
		let entry = entries.get(name)
		if (!entry) {
			entry = load(path.join(root, name))
			entries.set(name, entry)
		}
		const found = await entry
		if (!found) {
			entries.delete(name)
			return next()
		}
		sendCached(req, res, found)
	}
}
