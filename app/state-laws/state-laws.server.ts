// State towing-law records (seeded from data/state-laws/*.yaml), for the state pages, /towing-laws, the trip
// check, the API and the calculator's brake rule.
import type { DB } from '~/db/db.server'
import type { StateLaw } from '~/domain/state-law-schema'

export interface StateLawEntry {
	code: string
	name: string
	slug: string
	checked: string | null
	law: StateLaw
}

const columns = ['code', 'name', 'slug', 'record', 'checked'] as const
const toEntry = (r: { code: string; name: string; slug: string; record: string; checked: string | null }): StateLawEntry => ({
	code: r.code,
	name: r.name,
	slug: r.slug,
	checked: r.checked,
	law: JSON.parse(r.record) as StateLaw,
})

/** Every state we hold a record for, A–Z by name. */
export async function listStateLaws(db: DB): Promise<StateLawEntry[]> {
	const rows = await db.selectFrom('stateLaws').select(columns).orderBy('name').execute()
	return rows.map(toEntry)
}

export async function getStateLaw(db: DB, code: string): Promise<StateLawEntry | undefined> {
	const r = await db.selectFrom('stateLaws').select(columns).where('code', '=', code.toUpperCase()).executeTakeFirst()
	return r ? toEntry(r) : undefined
}

export async function getStateLawBySlug(db: DB, slug: string): Promise<StateLawEntry | undefined> {
	const r = await db.selectFrom('stateLaws').select(columns).where('slug', '=', slug).executeTakeFirst()
	return r ? toEntry(r) : undefined
}

/** The records of the given codes, in the order given (unknown codes are left out). */
export async function stateLawsFor(db: DB, codes: string[]): Promise<StateLawEntry[]> {
	if (codes.length === 0) return []
	const rows = await db.selectFrom('stateLaws').select(columns).where('code', 'in', codes).execute()
	const byCode = new Map(rows.map((r) => [r.code, toEntry(r)]))
	return codes.map((c) => byCode.get(c)).filter((e): e is StateLawEntry => e !== undefined)
}
