// Dates are stored as ISO calendar dates ("2025-01-18") and shown long-form ("January 18, 2025").
// Formatting in UTC keeps the day from shifting with the server's or the reader's time zone.
const longDate = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' })

export function formatLongDate(isoDate: string) {
	const date = new Date(isoDate.length === 10 ? `${isoDate}T00:00:00Z` : isoDate)
	if (Number.isNaN(date.getTime())) throw new RangeError(`Not a date: ${isoDate}`)
	return longDate.format(date)
}

/** True for a real calendar date written YYYY-MM-DD (rejects 2025-02-30). */
export function isIsoDate(value: string) {
	if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false
	const date = new Date(`${value}T00:00:00Z`)
	return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value
}
