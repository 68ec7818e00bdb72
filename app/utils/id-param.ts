/** A database id from a URL or form: 1 to 9 digits (below 2³¹, valid in both databases), else undefined. */
export function parseId(raw: string | null | undefined): number | undefined {
	return raw && /^\d{1,9}$/.test(raw) ? Number(raw) : undefined
}
