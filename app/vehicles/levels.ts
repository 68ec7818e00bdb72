// Joins the two levels for display: per model year, the maker's line-up row (if in our data) and what we
// list of its configurations. Pure.
import type { ListedConfigurations, ModelYear } from './vehicle'

export interface YearOverview {
	year: number
	lineup: ModelYear | null
	listed: ListedConfigurations
}

export function yearOverviews(lineup: ModelYear[], configurationYears: Array<{ year: number; maxTowing: number; configurations: number }>): YearOverview[] {
	const byYear = new Map<number, YearOverview>()
	for (const m of lineup) byYear.set(m.year, { year: m.year, lineup: m, listed: { count: 0, highestTowing: null } })
	for (const c of configurationYears) {
		const entry = byYear.get(c.year) ?? { year: c.year, lineup: null, listed: { count: 0, highestTowing: null } }
		entry.listed = { count: c.configurations, highestTowing: c.maxTowing }
		byYear.set(c.year, entry)
	}
	return [...byYear.values()].sort((a, b) => b.year - a.year)
}
