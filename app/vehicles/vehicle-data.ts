// The schema and consistency rules every row of data/vehicles/*.csv must satisfy (data/README.md).
// Pure: used by the seed, `npm run data:check` and the data tests.
import { z } from 'zod'
import { PROVENANCE_TIERS } from '~/domain/provenance'
import { slugify } from '~/domain/slug'

export const VEHICLE_CLASSES = ['pickup', 'suv', 'crossover', 'van'] as const
export const DRIVETRAINS = ['2WD', '4WD', 'AWD', 'FWD', 'RWD'] as const

export const CSV_COLUMNS = [
	'id', 'year', 'make', 'model', 'trim', 'vehicleClass', 'body', 'engine', 'drivetrain', 'axleRatio',
	'maxTowingCapacity', 'conventionalTowing', 'fifthWheelTowing', 'payloadCapacity', 'gcwr', 'gvwr',
	'curbWeight', 'requiredPackage', 'msrp', 'saeJ2807Certified', 'source', 'sourceUrl', 'verified', 'tier', 'source2',
	'sourceUrl2', 'notPublished', 'notes',
] as const

/**
 * Optional figures a row can record as not published by the maker for that configuration (column notPublished,
 * names separated by ";"). A blank figure not listed there is simply not in our data yet.
 */
export const PUBLISHABLE_FIELDS = ['fifthWheelTowing', 'payloadCapacity', 'gcwr', 'gvwr', 'curbWeight', 'axleRatio', 'requiredPackage', 'msrp'] as const
export type PublishableField = (typeof PUBLISHABLE_FIELDS)[number]

const notPublishedList = z
	.string()
	.trim()
	.transform((v) => (v === '' ? [] : v.split(';').map((f) => f.trim())))
	.pipe(z.array(z.enum(PUBLISHABLE_FIELDS, { message: `must list field names from ${PUBLISHABLE_FIELDS.join(', ')}, separated by ;` })))

/** Plausible ranges by field, in pounds (rule 7). */
export const PLAUSIBLE = {
	towing: [0, 40_000],
	payloadCapacity: [300, 8_500],
	gvwr: [3_000, 15_000],
	gcwr: [5_000, 45_000],
	curbWeight: [2_000, 10_000],
} as const

export const text = z.string().trim().min(1)
export const optionalText = z.string().trim().transform((v) => (v === '' ? null : v))
export const intField = z
	.string()
	.trim()
	.regex(/^\d+$/, 'must be a whole number')
	.transform((v) => Number.parseInt(v, 10))
export const optionalInt = z
	.string()
	.trim()
	.regex(/^(\d+)?$/, 'must be a whole number or blank')
	.transform((v) => (v === '' ? null : Number.parseInt(v, 10)))
export const bool = z.enum(['true', 'false'], { message: 'must be true or false' }).transform((v) => v === 'true')

export const optionalUrl = optionalText.pipe(z.union([z.null(), z.url({ protocol: /^https?$/ })]))

export const VehicleRowSchema = z.object({
	id: intField,
	year: intField.pipe(z.number().min(2000, 'must be 2000 or later').max(2026, 'must be 2026 or earlier')),
	make: text,
	model: text,
	trim: text,
	vehicleClass: z.enum(VEHICLE_CLASSES),
	body: optionalText,
	engine: text,
	drivetrain: z.enum(DRIVETRAINS),
	axleRatio: optionalText,
	maxTowingCapacity: intField,
	conventionalTowing: intField,
	fifthWheelTowing: optionalInt,
	payloadCapacity: optionalInt,
	gcwr: optionalInt,
	gvwr: optionalInt,
	curbWeight: optionalInt,
	requiredPackage: optionalText,
	msrp: optionalInt,
	saeJ2807Certified: bool,
	source: text,
	sourceUrl: optionalUrl,
	verified: bool,
	tier: z.enum(PROVENANCE_TIERS, { message: `must be one of ${PROVENANCE_TIERS.join(', ')}` }),
	source2: optionalText,
	sourceUrl2: optionalUrl,
	notPublished: notPublishedList,
	notes: optionalText,
})

export type VehicleRow = z.infer<typeof VehicleRowSchema>

export interface RowProblem {
	file: string
	line: number
	rule: string
}

export interface LocatedRow {
	file: string
	line: number
	row: VehicleRow
}

/** Rules that look at one row alone. Returns the broken rules' descriptions. */
export function checkRow(r: VehicleRow): string[] {
	const broken: string[] = checkProvenance(r)
	if (r.verified !== (r.tier === 'maker')) broken.push('verified must be true exactly when tier is maker')
	for (const field of r.notPublished) if (r[field] !== null) broken.push(`${field} is listed as not published but has a value`)
	if (r.conventionalTowing > r.maxTowingCapacity) broken.push('conventionalTowing must not exceed maxTowingCapacity')
	if (r.fifthWheelTowing !== null && r.fifthWheelTowing > r.maxTowingCapacity)
		broken.push('fifthWheelTowing must not exceed maxTowingCapacity')
	if (r.maxTowingCapacity !== Math.max(r.conventionalTowing, r.fifthWheelTowing ?? 0))
		broken.push('maxTowingCapacity must equal the larger of conventionalTowing and fifthWheelTowing')
	if (r.fifthWheelTowing !== null && r.vehicleClass !== 'pickup') broken.push('fifthWheelTowing is only for pickups')
	if (r.gvwr !== null && r.curbWeight !== null && !(r.gvwr > r.curbWeight)) broken.push('gvwr must exceed curbWeight')
	if (r.payloadCapacity !== null && r.gvwr !== null && r.curbWeight !== null && !r.notes) {
		const expected = r.gvwr - r.curbWeight
		if (Math.abs(r.payloadCapacity - expected) > expected * 0.05)
			broken.push('payloadCapacity must be within 5% of gvwr − curbWeight, or notes must say why not')
	}
	if (r.gcwr !== null && r.gvwr !== null && r.gcwr < r.gvwr) broken.push('gcwr must be at least gvwr')
	if (r.gcwr !== null && r.curbWeight !== null && r.maxTowingCapacity > r.gcwr - r.curbWeight)
		broken.push('maxTowingCapacity must not exceed gcwr − curbWeight')
	const ranges: Array<[string, number | null, readonly [number, number]]> = [
		['maxTowingCapacity', r.maxTowingCapacity, PLAUSIBLE.towing],
		['conventionalTowing', r.conventionalTowing, PLAUSIBLE.towing],
		['fifthWheelTowing', r.fifthWheelTowing, PLAUSIBLE.towing],
		['payloadCapacity', r.payloadCapacity, PLAUSIBLE.payloadCapacity],
		['gvwr', r.gvwr, PLAUSIBLE.gvwr],
		['gcwr', r.gcwr, PLAUSIBLE.gcwr],
		['curbWeight', r.curbWeight, PLAUSIBLE.curbWeight],
	]
	for (const [name, value, [min, max]] of ranges) {
		if (value !== null && (value < min || value > max)) broken.push(`${name} ${value} is outside the plausible range ${min}–${max}`)
	}
	return broken
}

/** Provenance rules shared by both levels (data/README.md, "Provenance tiers"). */
export function checkProvenance(r: { tier: string; source: string; sourceUrl: string | null; source2: string | null; sourceUrl2: string | null }) {
	const broken: string[] = []
	if (r.tier === 'corroborated') {
		if (!r.source2 || !r.sourceUrl || !r.sourceUrl2) broken.push('a corroborated figure needs source, sourceUrl, source2 and sourceUrl2')
		else if (siteOf(r.sourceUrl) === siteOf(r.sourceUrl2)) broken.push('a corroborated figure needs two independent publications, not two pages of one site')
	} else if (r.tier === 'single' && (r.source2 || r.sourceUrl2)) broken.push('source2 names a second publication: the tier is then corroborated')
	if (r.sourceUrl2 && !r.source2) broken.push('sourceUrl2 needs source2')
	return broken
}

/** Newsstand sites that carry many publications, each under its own path (pressreader.com/usa/the-mercury-news/…):
 *  there the publication is the host plus that many leading path segments. */
const NEWSSTANDS: Record<string, number> = { 'pressreader.com': 2 }

/** Host name without "www." (plus the publication's path on a newsstand site), to tell two publications apart. */
export function siteOf(url: string) {
	try {
		const u = new URL(url)
		const host = u.hostname.replace(/^www\./, '')
		const depth = NEWSSTANDS[host]
		return depth ? [host, ...u.pathname.split('/').filter(Boolean).slice(0, depth)].join('/') : host
	} catch {
		return url
	}
}

/** Ids owned by a make: code × 10000 + n (data/README.md). */
export const MAKE_CODES: Record<string, number> = {
	ford: 1, chevrolet: 2, gmc: 3, ram: 4, dodge: 5, toyota: 6, nissan: 7, honda: 8, jeep: 9, lincoln: 10,
	cadillac: 11, lexus: 12, infiniti: 13, hyundai: 14, kia: 15, subaru: 16, mazda: 17, volkswagen: 18,
	volvo: 19, bmw: 20, 'mercedes-benz': 21, audi: 22, 'land-rover': 23, rivian: 24, tesla: 25,
	mitsubishi: 26, buick: 27, acura: 28, chrysler: 29, porsche: 30,
}

export function configurationKey(r: VehicleRow) {
	return [r.year, r.make, r.model, r.trim, r.body, r.engine, r.drivetrain, r.axleRatio, r.requiredPackage]
		.map((v) => String(v ?? '').toLowerCase())
		.join('|')
}

/** Rules across rows: unique ids, ids inside the make's block, no duplicate configuration. */
export function checkDataSet(rows: LocatedRow[]): RowProblem[] {
	const problems: RowProblem[] = []
	const ids = new Map<number, LocatedRow>()
	const keys = new Map<string, LocatedRow>()
	for (const located of rows) {
		const { row, file, line } = located
		for (const rule of checkRow(row)) problems.push({ file, line, rule })
		const code = MAKE_CODES[slugify(row.make)]
		if (code === undefined) problems.push({ file, line, rule: `make "${row.make}" has no id block in data/README.md` })
		else if (Math.floor(row.id / 10_000) !== code)
			problems.push({ file, line, rule: `id ${row.id} is outside ${row.make}'s block ${code * 10_000 + 1}–${code * 10_000 + 9_999}` })
		const sameId = ids.get(row.id)
		if (sameId) problems.push({ file, line, rule: `id ${row.id} duplicates ${sameId.file}:${sameId.line}` })
		else ids.set(row.id, located)
		const key = configurationKey(row)
		const sameKey = keys.get(key)
		if (sameKey) problems.push({ file, line, rule: `duplicate configuration of ${sameKey.file}:${sameKey.line}` })
		else keys.set(key, located)
	}
	return problems
}

/** Lower-case text the free-text search matches against. */
export function searchTextOf(r: VehicleRow) {
	return [r.year, r.make, r.model, r.trim, r.body, r.engine, r.drivetrain, r.vehicleClass, r.requiredPackage]
		.filter(Boolean)
		.join(' ')
		.toLowerCase()
}
