// Joins the two levels for display: per model year, the maker's line-up row (if in our data) and what we
// list of its configurations. Pure.
import type { ListedConfigurations, ModelYear } from './vehicle'

export interface YearOverview {
	year: number
	lineup: ModelYear | null
	listed: ListedConfigurations
}

/** `yearsSold` (core nameplates): the model years sold in the US; those with nothing in our data join the list with
 *  no line-up row and no configuration, so a page can say "not in our data yet" instead of leaving the year out. */
export function yearOverviews(
	lineup: ModelYear[],
	configurationYears: Array<{ year: number; maxTowing: number; configurations: number }>,
	yearsSold: number[] = [],
): YearOverview[] {
	const byYear = new Map<number, YearOverview>()
	for (const year of yearsSold) byYear.set(year, { year, lineup: null, listed: { count: 0, highestTowing: null } })
	for (const m of lineup) byYear.set(m.year, { year: m.year, lineup: m, listed: { count: 0, highestTowing: null } })
	for (const c of configurationYears) {
		const entry = byYear.get(c.year) ?? { year: c.year, lineup: null, listed: { count: 0, highestTowing: null } }
		entry.listed = { count: c.configurations, highestTowing: c.maxTowing }
		byYear.set(c.year, entry)
	}
	return [...byYear.values()].sort((a, b) => b.year - a.year)
}

/** A year of the overview with neither the maker's maximum nor a configuration in our data. */
export const notInData = (y: YearOverview) => y.lineup === null && y.listed.count === 0

/** Years as short ranges, oldest first: [2013, 2000, 2001, 2002, 2007] → "2000–2002, 2007, 2013". */
export function yearRanges(years: number[]) {
	const sorted = [...new Set(years)].sort((a, b) => a - b)
	const out: string[] = []
	for (let i = 0; i < sorted.length; i++) {
		const from = sorted[i]!
		while (i + 1 < sorted.length && sorted[i + 1] === sorted[i]! + 1) i++
		out.push(from === sorted[i] ? String(from) : `${from}–${sorted[i]}`)
	}
	return out.join(', ')
}

/** The `n` years of `years` nearest to `asked` (the later year first on a tie), listed oldest first. */
export function nearestYears(years: number[], asked: number, n = 4) {
	return [...new Set(years)]
		.sort((a, b) => Math.abs(a - asked) - Math.abs(b - asked) || b - a)
		.slice(0, n)
		.sort((a, b) => a - b)
}
