// A full state guide may say which rules TowSpec has not read yet; once the state's record gains such a fact, the
// sentence is wrong. This test reads every "not yet read" sentence of content/state-guides and fails when the
// record (data/state-laws) now holds a fact the sentence says we lack, so the prose is updated with the data.
import fs from 'node:fs'
import path from 'node:path'
import matter from 'gray-matter'
import { describe, expect, it } from 'vitest'
import type { StateFactKey } from '~/domain/state-law-schema'
import { readStateLaws } from '~/state-laws/load-files.server'

const GUIDES = path.resolve('content/state-guides')
const { laws } = readStateLaws(path.resolve('data/state-laws'))

/** Words in a gap sentence and the facts they name. */
const MENTIONS: Array<[RegExp, StateFactKey[]]> = [
	[/breakaway/i, ['breakawayBrakes']],
	[/\btrailer brakes?\b|\bbrakes? (?:rule|threshold|requirement)/i, ['trailerBrakes']],
	[/safety chains?/i, ['safetyChains']],
	[/speed/i, ['maxSpeedMph']],
	[/combined length|combination length/i, ['maxCombinedLengthFt']],
	[/trailer (?:or combination )?length|\blength (?:limit|rule)s?|\bor length\b/i, ['maxTrailerLengthFt']],
	[/width/i, ['maxWidthIn']],
	[/height/i, ['maxHeightIn']],
	[/double towing|two trailers/i, ['doubleTowing']],
	[/riding in/i, ['ridingInTrailer']],
	[/licen[cs]e (?:class|requirement)|licen[cs]e classes/i, ['license']],
	[/registration/i, ['registration']],
	[/mirror/i, ['mirrors']],
	[/lighting|lamps/i, ['lighting']],
]

const GAP = /\bnot (?:yet )?read\b/i

function gapSentences(body: string) {
	return body
		.split(/\n+/)
		.flatMap((para) => para.split(/(?<=[.!?])\s+(?=[A-Z])/))
		.filter((s) => GAP.test(s))
}

describe('full state guides say "not yet read" only of facts the record lacks', () => {
	const guides = fs.readdirSync(GUIDES).filter((f) => f.endsWith('.md'))

	it('reads the guides and their records', () => {
		expect(guides.length).toBeGreaterThan(0)
		expect(laws.length).toBe(51)
	})

	for (const file of guides) {
		it(file, () => {
			const { data, content } = matter(fs.readFileSync(path.join(GUIDES, file), 'utf8'))
			const law = laws.find((l) => l.code === data.stateCode)
			expect(law, `${file}: no record for ${data.stateCode}`).toBeDefined()
			const stale = gapSentences(content).flatMap((sentence) => {
				const held = MENTIONS.filter(([re]) => re.test(sentence))
					.flatMap(([, keys]) => keys)
					.filter((key) => law!.facts[key])
				return held.length ? [`"${sentence.slice(0, 120)}…" — the record has ${held.join(', ')}`] : []
			})
			expect(stale).toEqual([])
		})
	}
})
