// Display formatting shared by pages: US grouping, pounds, dollars, long dates.
const number = new Intl.NumberFormat('en-US')
const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 })

/** What an absent figure says unless a row records that the maker publishes none (see absentText). */
export const NOT_IN_DATA = 'not in our data yet'

export function formatNumber(n: number) {
	return number.format(n)
}

export function formatLb(n: number | null | undefined, absent = NOT_IN_DATA) {
	return n === null || n === undefined ? absent : `${number.format(n)} lb`
}

export function formatUsd(n: number | null | undefined, absent = NOT_IN_DATA) {
	return n === null || n === undefined ? absent : dollars.format(n)
}
