/** A database id as text: 1 to 9 digits (below 2³¹, valid in both databases). */
export const ID_PATTERN = /^\d{1,9}$/

/** A database id from a URL, a form or a path segment, else undefined. */
export function parseId(raw: string | null | undefined): number | undefined {
	return raw && ID_PATTERN.test(raw) ? Number(raw) : undefined
}
