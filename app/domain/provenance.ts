// How sure we are of a figure: the provenance tier every vehicle row carries (data/README.md).
// Pure: used by the data rules, the pages (badge next to each figure) and the API.
export const PROVENANCE_TIERS = ['maker', 'corroborated', 'single'] as const
export type ProvenanceTier = (typeof PROVENANCE_TIERS)[number]

export const TIER_TEXT: Record<ProvenanceTier, { label: string; description: string }> = {
	maker: {
		label: 'Maker text',
		description: 'Read in the maker’s own publication for this model year.',
	},
	corroborated: {
		label: 'Corroborated',
		description: 'Two independent publications state the same figure; not yet read in the maker’s own text.',
	},
	single: {
		label: 'Single source',
		description: 'From one named publication; not yet checked against the maker.',
	},
}

/** Share of rows per tier, in the tiers' order. */
export function tierShares(tiers: ProvenanceTier[]) {
	return PROVENANCE_TIERS.map((tier) => {
		const count = tiers.filter((t) => t === tier).length
		return { tier, count, percent: tiers.length === 0 ? 0 : (count / tiers.length) * 100 }
	})
}
