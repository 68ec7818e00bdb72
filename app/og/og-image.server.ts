// Open Graph images drawn on the server: a shared link shows the answer (the vehicle, its maximum and how sure
// we are of it; an article's title). SVG rendered to PNG by resvg with a bundled font, cached per content.
import { createHash } from 'node:crypto'
import { createRequire } from 'node:module'
import { Resvg } from '@resvg/resvg-js'
import { escapeXml } from '~/utils/xml'

export interface OgCard {
	/** Small line above the title, e.g. "Towing capacity". */
	eyebrow: string
	title: string
	subtitle?: string
	/** The figure in large type, e.g. "13,200 lb", with what it is. */
	figure?: { value: string; label: string }
	/** How sure we are, e.g. "Maker text". */
	tier?: string
}

export const OG_WIDTH = 1200
export const OG_HEIGHT = 630

const require = createRequire(import.meta.url)
const FONT_FILES = ['dejavu-fonts-ttf/ttf/DejaVuSans.ttf', 'dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'].map((f) => require.resolve(f))

/** Greedy word wrap by character count (DejaVu Sans is wide enough that this is a fair estimate). */
export function wrap(text: string, perLine: number, maxLines: number) {
	const lines: string[] = []
	let line = ''
	for (const word of text.split(/\s+/).filter(Boolean)) {
		if (line && (line + ' ' + word).length > perLine) {
			lines.push(line)
			line = word
		} else line = line ? `${line} ${word}` : word
	}
	if (line) lines.push(line)
	if (lines.length > maxLines) {
		const kept = lines.slice(0, maxLines)
		kept[maxLines - 1] = `${kept[maxLines - 1]!.replace(/\s+\S*$/, '')}…`
		return kept
	}
	return lines
}

export function ogSvg(card: OgCard) {
	const titleSize = card.figure ? 60 : 68
	const titleLines = wrap(card.title, card.figure ? 30 : 28, card.figure ? 2 : 4)
	const text = (x: number, y: number, size: number, weight: 'normal' | 'bold', fill: string, value: string) =>
		`<text x="${x}" y="${y}" font-size="${size}" font-weight="${weight}" fill="${fill}">${escapeXml(value)}</text>`
	const parts = [
		`<svg xmlns="http://www.w3.org/2000/svg" width="${OG_WIDTH}" height="${OG_HEIGHT}" viewBox="0 0 ${OG_WIDTH} ${OG_HEIGHT}" font-family="DejaVu Sans">`,
		`<rect width="${OG_WIDTH}" height="${OG_HEIGHT}" fill="#172554"/>`,
		`<rect x="0" y="${OG_HEIGHT - 12}" width="${OG_WIDTH}" height="12" fill="#1d4ed8"/>`,
		text(72, 96, 30, 'normal', '#bfdbfe', card.eyebrow),
		...titleLines.map((l, i) => text(72, 180 + i * (titleSize + 14), titleSize, 'bold', '#ffffff', l)),
	]
	let y = 180 + titleLines.length * (titleSize + 14)
	if (card.subtitle) {
		parts.push(text(72, y + 10, 30, 'normal', '#dbeafe', wrap(card.subtitle, 60, 1)[0]!))
		y += 50
	}
	if (card.figure) {
		parts.push(text(72, y + 110, 112, 'bold', '#fde68a', card.figure.value))
		parts.push(text(72, y + 160, 30, 'normal', '#dbeafe', card.figure.label))
	}
	if (card.tier) parts.push(`<rect x="840" y="60" width="290" height="56" rx="28" fill="#1e3a8a"/>`, text(866, 98, 28, 'bold', '#ffffff', card.tier))
	parts.push(text(72, OG_HEIGHT - 48, 34, 'bold', '#ffffff', 'TowSpec'), text(262, OG_HEIGHT - 48, 26, 'normal', '#bfdbfe', 'every figure with its source'))
	parts.push('</svg>')
	return parts.join('')
}

const CACHE_LIMIT = 500
const cache = new Map<string, Buffer>()

/** The PNG of a card, rendered once per distinct card (the key is the card's content). */
export function ogPng(card: OgCard): { png: Buffer; etag: string } {
	const svg = ogSvg(card)
	const etag = `"${createHash('sha256').update(svg).digest('base64url').slice(0, 27)}"`
	let png = cache.get(etag)
	if (!png) {
		png = new Resvg(svg, { font: { fontFiles: FONT_FILES, loadSystemFonts: false, defaultFontFamily: 'DejaVu Sans' } }).render().asPng()
		if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value!)
		cache.set(etag, png)
	}
	return { png, etag }
}
