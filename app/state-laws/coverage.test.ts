import { describe, expect, it } from 'vitest'
import { type StateLaw, stateLawSchema } from '~/domain/state-law-schema'
import { formatStateLawCoverage, oldEditionFacts } from './coverage'

const fact = (citation: string, url: string) => ({ status: 'stated' as const, value: 162, summary: 'A rule in our own words.', citation, url, checked: '2026-11-25' })

const law: StateLaw = stateLawSchema.parse({
	code: 'MT',
	name: 'Montana',
	facts: {
		// Read in an archive thirty years old: flagged.
		maxHeightIn: fact('Mont. Code § 61-10-102 (archived 1995 text)', 'https://archive.example.org/bills/1995/mca/61-10-102.htm'),
		// The newest year cited decides: a 1995 section confirmed unchanged in 2019 is not flagged.
		maxWidthIn: { ...fact('Mont. Code § 61-10-102 (1995 text, unchanged in the 2019 code)', 'https://example.org/mca'), value: 102 },
		// No year at all: a legislature's current page, taken as current.
		maxTrailerLengthFt: { ...fact('Mont. Code § 61-10-104', 'https://leg.example.gov/mca/61-10-104'), value: 53 },
		// The year a section was last amended dates the section, not the edition read: not flagged.
		mirrors: { status: 'stated', summary: 'A rule in our own words.', citation: 'Mont. Code § 61-9-401 (current code; section last amended 1997)', url: 'https://leg.example.gov/mca/61-9-401', checked: '2026-11-25' },
		// A commit hash or a bill number that holds four digits is not a year.
		maxCombinedLengthFt: { ...fact('Mont. Code § 61-10-104, HB4850 copy', 'https://github.com/x/y/blob/a5c29e2004f1/61.json'), value: 65 },
	},
})

describe('facts read in old editions', () => {
	it('flags a fact whose newest cited year is more than ten years before it was checked', () => {
		expect(oldEditionFacts([law])).toEqual([{ code: 'MT', key: 'maxHeightIn', newestYear: 1995 }])
	})

	it('lists them in the coverage report for a re-read', () => {
		const report = formatStateLawCoverage([law])
		expect(report).toContain('Read in an edition over 10 years older than the check (re-read in the current text): 1 facts')
		expect(report).toMatch(/ {2}MT Maximum height +newest year cited 1995/)
	})
})
