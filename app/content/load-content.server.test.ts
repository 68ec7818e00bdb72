import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { articleFrontmatter, writeContentFile, writeContentFixtures } from '../../tests/setup/content-fixtures'
import { tempDir } from '../../tests/setup/vehicle-fixtures'
import { contentFiles, loadContent } from './load-content.server'

function fixtureDir() {
	const dir = path.join(tempDir('towspec-content-'), 'content')
	writeContentFixtures(dir)
	return dir
}

describe('loading content files', () => {
	it('validates, renders and counts every kind', () => {
		const content = loadContent(fixtureDir())
		expect(content.articles.map((a) => a.slug)).toEqual(['first-article', 'second-article'])
		expect(content.blog).toHaveLength(1)
		expect(content.hubs[0]!.html).toBe('<p>Hub intro<br>\nwith a break.</p>')
		expect(content.towingGuides[0]!.text).toBe('Line one.\nLine two.')
		expect(content.staticGuides[0]!.sections.map((s) => s.title)).toEqual(['', 'Part one', 'Part two'])
		expect(content.articles[0]!.readingMinutes).toBe(1)
		expect(content.tipGroups[0]!.data.tips[1]!.quickReference).toBe(false)
	})

	it('ignores README files and lists content files in a stable order', () => {
		const dir = fixtureDir()
		fs.writeFileSync(path.join(dir, 'articles', 'README.md'), '# not content')
		const files = contentFiles(dir).map((f) => path.relative(dir, f))
		expect(files).not.toContain('articles/README.md')
		expect(files).toEqual([...files].sort())
	})

	it('stops at a bad file, naming the file and the field', () => {
		const dir = fixtureDir()
		writeContentFile(dir, 'articles', 'broken', articleFrontmatter({ category: '"Gardening"' }), 'Body.')
		expect(() => loadContent(dir)).toThrow(/^articles\/broken\.md: category: /)
	})

	it('refuses frontmatter that is not YAML, an empty body and a file name that is not a slug', () => {
		let dir = fixtureDir()
		writeContentFile(dir, 'articles', 'bad-yaml', 'title: [unclosed', 'Body.')
		expect(() => loadContent(dir)).toThrow(/^articles\/bad-yaml\.md: frontmatter is not valid YAML/)
		dir = fixtureDir()
		writeContentFile(dir, 'articles', 'empty', articleFrontmatter(), '')
		expect(() => loadContent(dir)).toThrow('articles/empty.md: body: must not be empty')
		dir = fixtureDir()
		writeContentFile(dir, 'articles', 'Not_A_Slug', articleFrontmatter(), 'Body.')
		expect(() => loadContent(dir)).toThrow('articles/Not_A_Slug.md: file name must be a lower-case hyphenated slug')
	})

	it('refuses a hub spoke that points at nothing', () => {
		const dir = fixtureDir()
		const hub = path.join(dir, 'hubs', 'fixture-hub.md')
		fs.writeFileSync(hub, fs.readFileSync(hub, 'utf8').replace('slug: ford-vs-ram', 'slug: no-such-comparison'))
		expect(() => loadContent(dir)).toThrow('hubs/fixture-hub.md: spokes.1.slug: no comparison "no-such-comparison"')
	})

	it('refuses a state guide whose name, code and file name disagree', () => {
		let dir = fixtureDir()
		let file = path.join(dir, 'state-guides', 'texas-towing-guide.md')
		fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace('stateCode: TX', 'stateCode: OK'))
		expect(() => loadContent(dir)).toThrow('state-guides/texas-towing-guide.md: state: must be "Oklahoma" for stateCode OK')
		dir = fixtureDir()
		file = path.join(dir, 'state-guides', 'texas-towing-guide.md')
		fs.renameSync(file, path.join(dir, 'state-guides', 'texas.md'))
		expect(() => loadContent(dir)).toThrow('state-guides/texas.md: file name must be texas-towing-guide.md')
	})
})
