// Towing tips (/towing-tips): groups of tips with an importance each; some flagged for the quick reference.
import type { DB } from '~/db/db.server'
import type { TipImportance } from './categories'

export interface Tip {
	id: number
	title: string
	description: string
	importance: TipImportance
	quickReference: boolean
}

export interface TipGroup {
	id: number
	slug: string
	title: string
	/** Sanitized HTML introduction. */
	content: string
	tips: Tip[]
}

export async function listTipGroups(db: DB): Promise<TipGroup[]> {
	const [groups, tips] = await Promise.all([
		db.selectFrom('tipGroups').selectAll().orderBy('position').orderBy('id').execute(),
		db.selectFrom('tips').selectAll().orderBy('groupId').orderBy('position').execute(),
	])
	return groups.map((g) => ({
		id: g.id,
		slug: g.slug,
		title: g.title,
		content: g.content,
		tips: tips
			.filter((t) => t.groupId === g.id)
			.map((t) => ({
				id: t.id,
				title: t.title,
				description: t.description,
				importance: t.importance,
				quickReference: Boolean(t.quickReference),
			})),
	}))
}
