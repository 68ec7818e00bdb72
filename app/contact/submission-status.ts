// Kinds and statuses of submissions, shared by the admin page (browser) and the query module (server).

export const SUBMISSION_KINDS = ['data-issue', 'support'] as const
export type SubmissionKind = (typeof SUBMISSION_KINDS)[number]

export const SUBMISSION_STATUSES = ['new', 'in_review', 'resolved', 'rejected'] as const
export type SubmissionStatus = (typeof SUBMISSION_STATUSES)[number]

export const STATUS_LABELS: Record<SubmissionStatus, string> = {
	new: 'New',
	in_review: 'In review',
	resolved: 'Resolved',
	rejected: 'Rejected',
}

/** Accepts "in_review", "in-review" or "in review" as well as the other status names. */
export function parseStatus(value: string): SubmissionStatus | undefined {
	const normal = value.trim().toLowerCase().replace(/[\s-]+/g, '_')
	return (SUBMISSION_STATUSES as readonly string[]).includes(normal) ? (normal as SubmissionStatus) : undefined
}

export function isKind(value: string): value is SubmissionKind {
	return (SUBMISSION_KINDS as readonly string[]).includes(value)
}
