// Reads content/<kind>/<slug>.md, validates each file's frontmatter with zod and renders its body.
// The first problem stops the load with a ContentError naming the file and the field.
import fs from 'node:fs'
import path from 'node:path'
import matter from 'gray-matter'
import type { z } from 'zod'
import { readingMinutes } from '~/domain/reading-time'
import { stateName, stateGuideSlug } from '~/domain/us-states'
import { type Source, hashFiles, source } from '~/utils/hash-files.server'
import { renderHubMarkdown, renderMarkdown, renderSections, type MarkdownSection } from './markdown.server'
import {
	CONTENT_KINDS,
	type ArticleFrontmatter,
	type ComparisonFrontmatter,
	type ContentKind,
	type HubFrontmatter,
	type PageFrontmatter,
	type ReviewFrontmatter,
	type StateGuideFrontmatter,
	type StaticGuideFrontmatter,
	type TipGroupFrontmatter,
	type TowingGuideFrontmatter,
	describeIssues,
} from './schemas'

export class ContentError extends Error {
	constructor(
		public file: string,
		detail: string,
	) {
		super(`${file}: ${detail}`)
		this.name = 'ContentError'
	}
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

interface Item<F> {
	slug: string
	/** Path relative to the content folder, for messages. */
	file: string
	data: F
	body: string
}

export interface Rendered {
	html: string
	readingMinutes: number
}

export interface LoadedContent {
	articles: Array<Item<ArticleFrontmatter> & Rendered>
	blog: Array<Item<ArticleFrontmatter> & Rendered>
	comparisons: Array<Item<ComparisonFrontmatter> & Rendered>
	hubs: Array<Item<HubFrontmatter> & Rendered>
	stateGuides: Array<Item<StateGuideFrontmatter> & Rendered>
	towingGuides: Array<Item<TowingGuideFrontmatter> & { text: string; readingMinutes: number }>
	staticGuides: Array<Item<StaticGuideFrontmatter> & { sections: MarkdownSection[]; readingMinutes: number }>
	reviews: Array<Item<ReviewFrontmatter> & { html: string }>
	tipGroups: Array<Item<TipGroupFrontmatter> & { html: string }>
	pages: Array<Item<PageFrontmatter> & Rendered>
}

/**
 * Bumping this re-renders every body when the Markdown pipeline changes even though no file did (it is part of
 * the hash).
 */
export const CONTENT_RENDER_VERSION = '2'

/** content/ for the seed: its files, their hash, and (read when first asked for) every item, validated and rendered. */
export function readContent(contentDir: string): Source<LoadedContent> {
	const files = contentFiles(contentDir)
	const hash = hashFiles(files, (file) => path.relative(contentDir, file)) + CONTENT_RENDER_VERSION
	return source(files, hash, () => loadContent(contentDir))
}

/** Every content file, sorted, for the seed's hash. README.md files are documentation, not content. */
export function contentFiles(contentDir: string): string[] {
	if (!fs.existsSync(contentDir)) return []
	const files: string[] = []
	for (const kind of Object.keys(CONTENT_KINDS).sort()) {
		const dir = path.join(contentDir, kind)
		if (!fs.existsSync(dir)) continue
		for (const name of fs.readdirSync(dir).sort()) {
			if (name.endsWith('.md') && name !== 'README.md') files.push(path.join(dir, name))
		}
	}
	return files
}

function readKind<K extends ContentKind>(contentDir: string, kind: K): Array<Item<z.infer<(typeof CONTENT_KINDS)[K]>>> {
	const dir = path.join(contentDir, kind)
	if (!fs.existsSync(dir)) return []
	const schema = CONTENT_KINDS[kind]
	return fs
		.readdirSync(dir)
		.filter((name) => name.endsWith('.md') && name !== 'README.md')
		.sort()
		.map((name) => {
			const file = `${kind}/${name}`
			const slug = name.slice(0, -3)
			if (!SLUG.test(slug)) throw new ContentError(file, 'file name must be a lower-case hyphenated slug')
			let parsed: matter.GrayMatterFile<string>
			try {
				// A fresh options object keeps gray-matter from returning its cached parse of identical text.
				parsed = matter(fs.readFileSync(path.join(dir, name), 'utf8'), {})
			} catch (error) {
				throw new ContentError(file, `frontmatter is not valid YAML: ${(error as Error).message}`)
			}
			const result = schema.safeParse(parsed.data)
			if (!result.success) throw new ContentError(file, describeIssues(result.error))
			const body = parsed.content.trim()
			if (body.length === 0) throw new ContentError(file, 'body: must not be empty')
			return { slug, file, data: result.data as z.infer<(typeof CONTENT_KINDS)[K]>, body }
		})
}

function rendered<F>(item: Item<F>): Item<F> & Rendered {
	const r = renderMarkdown(item.body)
	return { ...item, html: r.html, readingMinutes: readingMinutes(r.textLength) }
}

export function loadContent(contentDir: string): LoadedContent {
	const articles = readKind(contentDir, 'articles').map(rendered)
	const blog = readKind(contentDir, 'blog').map(rendered)
	const comparisons = readKind(contentDir, 'comparisons').map(rendered)
	const stateGuides = readKind(contentDir, 'state-guides').map(rendered)
	const hubs = readKind(contentDir, 'hubs').map((item) => {
		const r = renderHubMarkdown(item.body)
		return { ...item, html: r.html, readingMinutes: readingMinutes(r.textLength) }
	})
	const towingGuides = readKind(contentDir, 'towing-101').map((item) => {
		// Plain text (SPEC §3): line breaks kept, nothing interpreted as markup.
		const text = item.body.replace(/\r\n/g, '\n')
		return { ...item, text, readingMinutes: readingMinutes(text) }
	})
	const staticGuides = readKind(contentDir, 'guides').map((item) => {
		const { sections, textLength } = renderSections(item.body)
		if (!sections.some((s) => s.title)) throw new ContentError(item.file, 'body: needs at least one "## " section heading')
		return { ...item, sections, readingMinutes: readingMinutes(textLength) }
	})
	const reviews = readKind(contentDir, 'reviews').map((item) => ({ ...item, html: renderMarkdown(item.body).html }))
	const tipGroups = readKind(contentDir, 'tips').map((item) => ({ ...item, html: renderMarkdown(item.body).html }))
	const pages = readKind(contentDir, 'pages').map(rendered)

	for (const guide of stateGuides) {
		const expected = stateName(guide.data.stateCode)
		if (expected !== guide.data.state)
			throw new ContentError(guide.file, `state: must be "${expected}" for stateCode ${guide.data.stateCode}`)
		if (guide.slug !== stateGuideSlug(guide.data.state)) {
			throw new ContentError(guide.file, `file name must be ${stateGuideSlug(guide.data.state)}.md`)
		}
	}
	const codes = new Set<string>()
	for (const guide of stateGuides) {
		if (codes.has(guide.data.stateCode)) throw new ContentError(guide.file, `stateCode: a guide for ${guide.data.stateCode} already exists`)
		codes.add(guide.data.stateCode)
	}

	const targets = {
		article: new Set(articles.map((a) => a.slug)),
		comparison: new Set(comparisons.map((c) => c.slug)),
		state_guide: new Set(stateGuides.map((s) => s.slug)),
	}
	for (const hub of hubs) {
		hub.data.spokes.forEach((spoke, i) => {
			if (!targets[spoke.type].has(spoke.slug)) {
				throw new ContentError(hub.file, `spokes.${i}.slug: no ${spoke.type.replace('_', ' ')} "${spoke.slug}"`)
			}
		})
	}
	return { articles, blog, comparisons, hubs, stateGuides, towingGuides, staticGuides, reviews, tipGroups, pages }
}
