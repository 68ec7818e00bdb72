// Brings the database up to the repository's data files: insert, update and delete keyed by id,
// in one transaction, skipped when the files' hash is unchanged. Never touches user submissions.
import fs from 'node:fs'
import path from 'node:path'
import type { Kysely, Transaction } from 'kysely'
import type { DB } from '~/db/db.server'
import type { Database } from '~/db/schema'
import { ARTICLE_CATEGORIES } from '~/content/categories'
import { type LoadedContent, readContent } from '~/content/load-content.server'
import { CONTENT_TABLE, type ContentKind } from '~/content/rows'
import { slugify } from '~/domain/slug'
import { lastChecked } from '~/domain/state-laws'
import { stateGuideSlug } from '~/domain/us-states'
import { readStateLawSource } from '~/state-laws/load-files.server'
import type { Source } from '~/utils/hash-files.server'
import { readVehicleSource } from '~/vehicles/load-vehicle-files.server'
import type { ModelYearRow } from '~/vehicles/model-year-data'
import { searchTextOf, type VehicleRow } from '~/vehicles/vehicle-data'

export interface SeedPaths {
	vehiclesDir: string
	/** data/model-years (the line-up level); defaults to the folder beside vehiclesDir, empty when absent. */
	modelYearsDir?: string
	/** content/ (editorial Markdown); content is not seeded when absent. */
	contentDir?: string
	/** data/state-laws (one YAML record per state); not seeded when absent. */
	stateLawsDir?: string
}

export const defaultSeedPaths = (root = process.cwd()): SeedPaths => ({
	vehiclesDir: path.join(root, 'data', 'vehicles'),
	modelYearsDir: path.join(root, 'data', 'model-years'),
	contentDir: path.join(root, 'content'),
	stateLawsDir: path.join(root, 'data', 'state-laws'),
})

export interface SeedReport {
	name: string
	skipped: boolean
	upserted: number
	deleted: number
}

/** The same skip for every source: nothing is read past the hash when it matches the stored one. */
async function unchanged(db: DB, name: string, src: Source<unknown>, force: boolean) {
	return !force && (await storedHash(db, name)) === src.hash
}

async function storedHash(db: Kysely<Database>, name: string) {
	const row = await db.selectFrom('seedState').select('hash').where('name', '=', name).executeTakeFirst()
	return row?.hash
}

async function saveHash(trx: Transaction<Database>, name: string, hash: string) {
	await trx
		.insertInto('seedState')
		.values({ name, hash, updatedAt: new Date().toISOString() })
		.onConflict((oc) => oc.column('name').doUpdateSet({ hash, updatedAt: new Date().toISOString() }))
		.execute()
}

export function toVehicleRecord(r: VehicleRow) {
	return {
		...r,
		makeSlug: slugify(r.make),
		modelSlug: slugify(r.model),
		saeJ2807Certified: r.saeJ2807Certified ? 1 : 0,
		verified: r.verified ? 1 : 0,
		notPublished: r.notPublished.join(';'),
		searchText: searchTextOf(r),
	}
}

export function toModelYearRecord(r: ModelYearRow) {
	return { ...r, makeSlug: slugify(r.make), modelSlug: slugify(r.model), saeJ2807Certified: r.saeJ2807Certified ? 1 : 0 }
}

const BATCH = 100

/** Insert or update rows keyed by id and delete the table's other rows; returns the number deleted. */
async function syncById<T extends 'vehicles' | 'modelYears'>(trx: Transaction<Database>, table: T, rows: Array<{ id: number } & Record<string, unknown>>) {
	const ids = new Set(rows.map((r) => r.id))
	const existing = await trx.selectFrom(table as 'vehicles').select('id').execute()
	const stale = existing.map((r) => r.id).filter((id) => !ids.has(id))
	for (let i = 0; i < stale.length; i += 500) {
		await trx.deleteFrom(table as 'vehicles').where('id', 'in', stale.slice(i, i + 500)).execute()
	}
	for (let i = 0; i < rows.length; i += BATCH) {
		const batch = rows.slice(i, i + BATCH)
		await trx
			.insertInto(table as 'vehicles')
			.values(batch as never)
			.onConflict((oc) =>
				oc.column('id').doUpdateSet((eb) => {
					const { id: _id, ...columns } = batch[0]!
					return Object.fromEntries(Object.keys(columns).map((c) => [c, eb.ref(`excluded.${c}` as never)])) as never
				}),
			)
			.execute()
	}
	return stale.length
}

/** Both levels of vehicle data (configurations and the model-year line-up) in one transaction under one hash. */
export async function seedVehicles(db: DB, paths: SeedPaths, { force = false } = {}): Promise<SeedReport> {
	const dirs = { vehiclesDir: paths.vehiclesDir, modelYearsDir: paths.modelYearsDir ?? path.join(path.dirname(paths.vehiclesDir), 'model-years') }
	const src = readVehicleSource(dirs)
	if (await unchanged(db, 'vehicles', src, force)) return { name: 'vehicles', skipped: true, upserted: 0, deleted: 0 }
	const configurations = src.items.configurations.map(toVehicleRecord)
	const lineup = src.items.lineup.map(toModelYearRecord)
	return db.transaction().execute(async (trx) => {
		const deleted = (await syncById(trx, 'vehicles', configurations)) + (await syncById(trx, 'modelYears', lineup))
		await saveHash(trx, 'vehicles', src.hash)
		return { name: 'vehicles', skipped: false, upserted: configurations.length + lineup.length, deleted }
	})
}

/** State towing-law records: replaced by code in one transaction, skipped when the files are unchanged. */
export async function seedStateLaws(db: DB, paths: SeedPaths, { force = false } = {}): Promise<SeedReport> {
	const dir = paths.stateLawsDir
	if (!dir || !fs.existsSync(dir)) return { name: 'state-laws', skipped: true, upserted: 0, deleted: 0 }
	const src = readStateLawSource(dir)
	if (await unchanged(db, 'state-laws', src, force)) return { name: 'state-laws', skipped: true, upserted: 0, deleted: 0 }
	const rows = src.items.map((law) => ({ code: law.code, name: law.name, slug: stateGuideSlug(law.name), record: JSON.stringify(law), checked: lastChecked(law) }))
	return db.transaction().execute(async (trx) => {
		const deleted = Number((await trx.deleteFrom('stateLaws').executeTakeFirst()).numDeletedRows)
		if (rows.length > 0) await trx.insertInto('stateLaws').values(rows).execute()
		await saveHash(trx, 'state-laws', src.hash)
		return { name: 'state-laws', skipped: false, upserted: rows.length, deleted: Math.max(0, deleted - rows.length) }
	})
}

export async function seed(db: DB, paths: SeedPaths = defaultSeedPaths(), options: { force?: boolean } = {}) {
	return [await seedVehicles(db, paths, options), await seedContent(db, paths, options), await seedStateLaws(db, paths, options)]
}

// ── Editorial content ────────────────────────────────────────────────────────────────────────────────
// content/<kind>/*.md → the content tables, one entry of CONTENT_TABLE (app/content/rows.ts) per kind: rows
// upserted by their key (ids stay stable for the API's contentId and categoryId), stale rows deleted, all in one
// transaction.

/** Insert or update one kind's rows by key within its scope, delete the scope's other rows; returns the number deleted. */
async function syncKind(trx: Transaction<Database>, entry: ContentKind, items: ReadonlyArray<unknown>) {
	const scope = entry.scope ?? {}
	const rows = items.map((item) => ({ ...scope, ...entry.toRow(item as never) }))
	const conflict = [...Object.keys(scope), entry.key]
	for (const row of rows) {
		const columns = Object.fromEntries(Object.entries(row).filter(([c]) => !conflict.includes(c)))
		await trx
			.insertInto(entry.table)
			.values(row as never)
			.onConflict((oc) => oc.columns(conflict as never).doUpdateSet(columns as never))
			.execute()
	}
	let del = trx.deleteFrom(entry.table as 'pages')
	for (const [column, value] of Object.entries(scope)) del = del.where(column as never, '=', value as never)
	const keys = rows.map((r) => r[entry.key] as string)
	if (keys.length > 0) del = del.where(entry.key as never, 'not in', keys as never)
	return Number((await del.executeTakeFirst()).numDeletedRows)
}

/**
 * Child rows with no key of their own (spokes, tips): replaced wholesale, but only when they differ, so a
 * re-run over unchanged files leaves even their ids alone. Returns the number of rows removed.
 */
async function replaceRows<T extends 'hubSpokes' | 'tips'>(trx: Transaction<Database>, table: T, rows: Array<Record<string, unknown>>, columns: string[]) {
	const existing = (await (trx as Transaction<Database>).selectFrom(table as 'tips').selectAll().orderBy('id').execute()) as unknown as Array<Record<string, unknown>>
	const key = (r: Record<string, unknown>) => JSON.stringify(columns.map((c) => r[c]))
	if (existing.length === rows.length && existing.every((r, i) => key(r) === key(rows[i]!))) return 0
	const removed = Number((await trx.deleteFrom(table).executeTakeFirst()).numDeletedRows)
	if (rows.length > 0) await trx.insertInto(table).values(rows as never).execute()
	return removed
}

const idsBySlug = async (trx: Transaction<Database>, table: 'comparisons' | 'stateGuides' | 'hubs' | 'tipGroups') =>
	new Map((await trx.selectFrom(table).select(['id', 'slug']).execute()).map((r) => [r.slug, r.id]))

/** Hub spokes and tips, rebuilt with the ids their parents and targets have now. */
async function seedChildRows(trx: Transaction<Database>, content: LoadedContent) {
	const ids = {
		article: new Map((await trx.selectFrom('articles').select(['id', 'slug']).where('kind', '=', 'article').execute()).map((r) => [r.slug, r.id])),
		comparison: await idsBySlug(trx, 'comparisons'),
		state_guide: await idsBySlug(trx, 'stateGuides'),
	}
	const hubIds = await idsBySlug(trx, 'hubs')
	const spokes = content.hubs.flatMap((h) =>
		h.data.spokes.map((s, position) => ({ hubId: hubIds.get(h.slug)!, position, contentType: s.type, contentId: ids[s.type].get(s.slug)! })),
	)
	const groupIds = await idsBySlug(trx, 'tipGroups')
	const tips = content.tipGroups.flatMap((g) =>
		g.data.tips.map((t, position) => ({
			groupId: groupIds.get(g.slug)!,
			position,
			title: t.title,
			description: t.description,
			importance: t.importance,
			quickReference: t.quickReference ? 1 : 0,
		})),
	)
	return (
		(await replaceRows(trx, 'hubSpokes', spokes, ['hubId', 'position', 'contentType', 'contentId'])) +
		(await replaceRows(trx, 'tips', tips, ['groupId', 'position', 'title', 'description', 'importance', 'quickReference']))
	)
}

export async function seedContent(db: DB, paths: SeedPaths, { force = false } = {}): Promise<SeedReport> {
	if (!paths.contentDir) return { name: 'content', skipped: true, upserted: 0, deleted: 0 }
	const src = readContent(paths.contentDir)
	if (await unchanged(db, 'content', src, force)) return { name: 'content', skipped: true, upserted: 0, deleted: 0 }
	const content = src.items
	return db.transaction().execute(async (trx) => {
		for (const [position, c] of ARTICLE_CATEGORIES.entries()) {
			await trx
				.insertInto('contentCategories')
				.values({ id: c.id, slug: c.slug, name: c.name, position })
				.onConflict((oc) => oc.column('id').doUpdateSet({ slug: c.slug, name: c.name, position }))
				.execute()
		}
		let deleted = 0
		for (const entry of CONTENT_TABLE) deleted += await syncKind(trx, entry, content[entry.kind])
		deleted += await seedChildRows(trx, content)
		await saveHash(trx, 'content', src.hash)
		const upserted = Object.values(content).reduce((n, items) => n + items.length, 0)
		return { name: 'content', skipped: false, upserted, deleted }
	})
}
