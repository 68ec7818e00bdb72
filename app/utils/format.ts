// Display formatting shared by pages: US grouping, pounds, dollars, long dates.
const number = new Intl.NumberFormat('en-US')
const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 })

export const NOT_PUBLISHED = 'not published'

export function formatNumber(n: number) {
	return number.format(n)
}

export function formatLb(n: number | null | undefined) {
	return n === null || n === undefined ? NOT_PUBLISHED : `${number.format(n)} lb`
}

export function formatUsd(n: number | null | undefined) {
	return n === null || n === undefined ? NOT_PUBLISHED : dollars.format(n)
}
