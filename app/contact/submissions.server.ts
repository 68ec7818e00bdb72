// Submission queries (data-issue reports and support requests): the only code that touches the
// submissions table. Text is stored as the visitor typed it (trimmed) and rendered escaped.
import type { Selectable } from 'kysely'
import type { DB } from '~/db/db.server'
import type { SubmissionTable } from '~/db/schema'
import { findVehicleIdByName } from '~/vehicles/vehicles.server'
import type { DataIssueInput, SupportInput } from './schemas'
import { SUBMISSION_STATUSES, type SubmissionKind, type SubmissionStatus } from './submission-status'

export * from './submission-status'

export type Submission = Selectable<SubmissionTable>

export class SubmissionError extends Error {}

const now = () => new Date().toISOString()

/** Stores a data-issue report, matched to a vehicle when the names identify exactly one. Resolves once committed. */
export async function createDataIssue(db: DB, input: DataIssueInput): Promise<number> {
	const vehicleId = await findVehicleIdByName(db, {
		year: input.vehicleYear,
		make: input.vehicleMake,
		model: input.vehicleModel,
		trim: input.vehicleTrim,
	})
	const at = now()
	const row = await db
		.insertInto('submissions')
		.values({
			kind: 'data-issue',
			vehicleYear: input.vehicleYear,
			vehicleMake: input.vehicleMake,
			vehicleModel: input.vehicleModel,
			vehicleTrim: input.vehicleTrim,
			vehicleId,
			description: input.issueDescription,
			userName: input.userName ?? null,
			userEmail: input.userEmail ?? null,
			createdAt: at,
			updatedAt: at,
		})
		.returning('id')
		.executeTakeFirstOrThrow()
	return row.id
}

/** Stores a support request. Resolves once committed. */
export async function createSupportRequest(db: DB, input: SupportInput): Promise<number> {
	const at = now()
	const row = await db
		.insertInto('submissions')
		.values({
			kind: 'support',
			questionType: input.questionType,
			vehicleYear: input.vehicleYear ?? null,
			vehicleMake: input.vehicleMake ?? null,
			vehicleModel: input.vehicleModel ?? null,
			vehicleTrim: input.vehicleTrim ?? null,
			description: input.description,
			userName: input.userName ?? null,
			userEmail: input.userEmail ?? null,
			createdAt: at,
			updatedAt: at,
		})
		.returning('id')
		.executeTakeFirstOrThrow()
	return row.id
}

export interface SubmissionFilter {
	status?: SubmissionStatus
	kind?: SubmissionKind
	limit?: number
}

/** Newest first. */
export async function listSubmissions(db: DB, filter: SubmissionFilter = {}): Promise<Submission[]> {
	let q = db.selectFrom('submissions').selectAll()
	if (filter.status) q = q.where('status', '=', filter.status)
	if (filter.kind) q = q.where('kind', '=', filter.kind)
	q = q.orderBy('createdAt', 'desc').orderBy('id', 'desc')
	if (filter.limit) q = q.limit(filter.limit)
	return q.execute()
}

/** How many submissions have each status. */
export async function countByStatus(db: DB): Promise<Record<SubmissionStatus, number>> {
	const rows = await db
		.selectFrom('submissions')
		.select((eb) => ['status', eb.fn.countAll<number>().as('n')])
		.groupBy('status')
		.execute()
	const out = Object.fromEntries(SUBMISSION_STATUSES.map((s) => [s, 0])) as Record<SubmissionStatus, number>
	for (const r of rows) if (r.status in out) out[r.status as SubmissionStatus] = Number(r.n)
	return out
}

export async function getSubmission(db: DB, id: number): Promise<Submission | undefined> {
	return db.selectFrom('submissions').selectAll().where('id', '=', id).executeTakeFirst()
}

export interface StatusChange {
	status: SubmissionStatus
	/** A new operator note; undefined keeps the current one, an empty string clears it. */
	note?: string
	/** Marks a resolved data issue as having led to a correction of the data; false clears it; undefined keeps it. */
	corrected?: boolean
}

/** Changes a submission's status (and note / correction flag). Throws SubmissionError for an impossible change. */
export async function setSubmissionStatus(db: DB, id: number, change: StatusChange): Promise<Submission> {
	const current = await getSubmission(db, id)
	if (!current) throw new SubmissionError(`No submission with id ${id}`)
	if (change.corrected && (change.status !== 'resolved' || current.kind !== 'data-issue')) {
		throw new SubmissionError('Only a data issue marked resolved can be marked corrected')
	}
	const at = now()
	const wasCorrected = current.corrected === 1 && current.status === 'resolved'
	const corrected = change.status === 'resolved' && (change.corrected ?? wasCorrected)
	await db
		.updateTable('submissions')
		.set({
			status: change.status,
			updatedAt: at,
			...(change.note === undefined ? {} : { operatorNote: change.note.trim() || null }),
			corrected: corrected ? 1 : 0,
			// A correction keeps the date it was first made; the vehicle page shows that date.
			correctedAt: corrected ? (wasCorrected ? (current.correctedAt ?? at) : at) : null,
		})
		.where('id', '=', id)
		.execute()
	return (await getSubmission(db, id))!
}

/**
 * The date (YYYY-MM-DD) of the latest correction made after a data-issue report about this vehicle, or null.
 * The vehicle page shows it as "Corrected on {date}".
 */
export async function getCorrection(db: DB, vehicleId: number): Promise<string | null> {
	const row = await db
		.selectFrom('submissions')
		.select('correctedAt')
		.where('vehicleId', '=', vehicleId)
		.where('kind', '=', 'data-issue')
		.where('status', '=', 'resolved')
		.where('corrected', '=', 1)
		.where('correctedAt', 'is not', null)
		.orderBy('correctedAt', 'desc')
		.limit(1)
		.executeTakeFirst()
	return row?.correctedAt ? row.correctedAt.slice(0, 10) : null
}
