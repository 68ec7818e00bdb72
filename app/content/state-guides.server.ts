// State towing guides and the per-state facts they show (SPEC §3 State guide, State law facts).
import type { Selectable } from 'kysely'
import type { DB } from '~/db/db.server'
import type { StateFactsTable } from '~/db/schema'
import type { SourceRef } from './schemas'

export interface StateGuideSummary {
	id: number
	slug: string
	title: string
	description: string
	state: string
	stateCode: string
	publishedAt: string
	updatedAt: string
}

export interface StateFactsView {
	maxWeightWithoutCdl: number | null
	speedLimitWithTrailer: string | null
	registrationRequired: string | null
	inspectionRequired: string | null
	brakesRequiredOverLb: number | null
	breakawayRequiredOverLb: number | null
	safetyChains: string | null
	maxTrailerLengthFt: number | null
	maxCombinedLengthFt: number | null
	maxWidthIn: number | null
	specialRequirements: string[]
	penalties: string | null
	dmvPhone: string | null
	website: string | null
	sources: SourceRef[]
}

export interface StateGuide extends StateGuideSummary {
	content: string
	metaKeywords: string
	readingMinutes: number
	facts: StateFactsView | null
}

const summaryColumns = ['id', 'slug', 'title', 'description', 'state', 'stateCode', 'publishedAt', 'updatedAt'] as const

/** A–Z by state. */
export async function listStateGuides(db: DB, f: { limit?: number } = {}): Promise<StateGuideSummary[]> {
	let q = db.selectFrom('stateGuides').select(summaryColumns).orderBy('state')
	if (f.limit !== undefined) q = q.limit(f.limit)
	return q.execute()
}

function toFacts(r: Selectable<StateFactsTable>): StateFactsView {
	return {
		maxWeightWithoutCdl: r.maxWeightWithoutCdl,
		speedLimitWithTrailer: r.speedLimitWithTrailer,
		registrationRequired: r.registrationRequired,
		inspectionRequired: r.inspectionRequired,
		brakesRequiredOverLb: r.brakesRequiredOverLb,
		breakawayRequiredOverLb: r.breakawayRequiredOverLb,
		safetyChains: r.safetyChains,
		maxTrailerLengthFt: r.maxTrailerLengthFt === null ? null : Number(r.maxTrailerLengthFt),
		maxCombinedLengthFt: r.maxCombinedLengthFt === null ? null : Number(r.maxCombinedLengthFt),
		maxWidthIn: r.maxWidthIn === null ? null : Number(r.maxWidthIn),
		specialRequirements: JSON.parse(r.specialRequirements) as string[],
		penalties: r.penalties,
		dmvPhone: r.dmvPhone,
		website: r.website,
		sources: JSON.parse(r.sources) as SourceRef[],
	}
}

export async function getStateGuide(db: DB, slug: string): Promise<StateGuide | undefined> {
	const r = await db.selectFrom('stateGuides').selectAll().where('slug', '=', slug).executeTakeFirst()
	if (!r) return undefined
	const facts = await db.selectFrom('stateFacts').selectAll().where('stateCode', '=', r.stateCode).executeTakeFirst()
	return {
		id: r.id,
		slug: r.slug,
		title: r.title,
		description: r.description,
		state: r.state,
		stateCode: r.stateCode,
		publishedAt: r.publishedAt,
		updatedAt: r.updatedAt,
		content: r.content,
		metaKeywords: r.metaKeywords,
		readingMinutes: r.readingMinutes,
		// Facts of the guide's own (the first six guides); a guide that relies on the state's record has none.
		facts: facts && (JSON.parse(facts.sources) as unknown[]).length > 0 ? toFacts(facts) : null,
	}
}
