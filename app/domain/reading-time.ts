// SPEC §9: reading time = content length ÷ 1,200 characters, rounded up, in minutes (at least 1).
export const CHARACTERS_PER_MINUTE = 1200

/** Minutes to read a text, or a text of the given number of characters. */
export function readingMinutes(textOrLength: string | number) {
	const length = typeof textOrLength === 'number' ? textOrLength : textOrLength.length
	return Math.max(1, Math.ceil(length / CHARACTERS_PER_MINUTE))
}

export function readingTimeLabel(minutes: number) {
	return `${minutes} min read`
}
