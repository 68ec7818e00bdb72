// Values that change only when the seed changes the data (issue 16): computed once per data version — the
// seed hashes of vehicles, content and state laws — instead of on every request. One small query per call
// checks the version, so a seed (in this process or another instance) is seen at once.
import type { DB } from './db.server'

interface Memo {
	version: string
	values: Map<string, Promise<unknown>>
}

const memos = new WeakMap<DB, Memo>()

export async function dataVersion(db: DB) {
	const rows = await db.selectFrom('seedState').select(['name', 'hash']).orderBy('name').execute()
	return rows.map((r) => `${r.name}:${r.hash}`).join(',')
}

/** `compute()`'s answer for this data version; computed again after the data changes or when it failed. */
export async function perDataVersion<T>(db: DB, key: string, compute: () => Promise<T>): Promise<T> {
	const version = await dataVersion(db)
	let memo = memos.get(db)
	if (!memo || memo.version !== version) {
		memo = { version, values: new Map() }
		memos.set(db, memo)
	}
	let value = memo.values.get(key) as Promise<T> | undefined
	if (!value) {
		const values = memo.values
		value = compute()
		values.set(key, value)
		value.catch(() => values.delete(key))
	}
	return value
}
