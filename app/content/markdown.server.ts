// Markdown → sanitized HTML, at seed time (SPEC §5). GitHub's sanitize schema: an allow-list of tags and
// attributes, no scripts or event handlers, links only http/https/irc/ircs/mailto/xmpp, images only
// http/https, ids and names prefixed `user-content-`. Raw HTML in the Markdown is dropped, not passed on.
import type { Root as HastRoot, RootContent as HastContent } from 'hast'
import type { Root as MdastRoot } from 'mdast'
import rehypeSanitize, { defaultSchema, type Options as SanitizeSchema } from 'rehype-sanitize'
import rehypeStringify from 'rehype-stringify'
import remarkGfm from 'remark-gfm'
import remarkParse from 'remark-parse'
import remarkRehype from 'remark-rehype'
import { unified } from 'unified'
import { DIAGRAMS } from './diagrams'

/** The SPEC §5 schema, spelled out so a change in the library's defaults cannot loosen it unnoticed. */
export const SANITIZE_SCHEMA: SanitizeSchema = {
	...defaultSchema,
	protocols: {
		...defaultSchema.protocols,
		href: ['http', 'https', 'irc', 'ircs', 'mailto', 'xmpp'],
		src: ['http', 'https'],
		cite: ['http', 'https'],
		longDesc: ['http', 'https'],
	},
	clobberPrefix: 'user-content-',
	clobber: ['ariaDescribedBy', 'ariaLabelledBy', 'id', 'name'],
	strip: ['script', 'style'],
}

const parser = unified().use(remarkParse).use(remarkGfm)
/**
 * Every id gets the `user-content-` prefix from the sanitizer, so in-page links (footnotes, tables of
 * contents) must point at the prefixed id — what GitHub does in the browser, done here once.
 */
function prefixFragmentLinks() {
	return (tree: HastRoot) => {
		const visit = (node: HastRoot | HastContent) => {
			if (node.type === 'element' && node.tagName === 'a') {
				const href = node.properties.href
				if (typeof href === 'string' && href.startsWith('#') && !href.startsWith('#user-content-')) {
					node.properties.href = `#user-content-${href.slice(1)}`
				}
			}
			if ('children' in node) for (const child of node.children) visit(child as HastContent)
		}
		visit(tree)
	}
}

/** Gives a diagram image its width and height (no layout shift) and lazy loading; other images are left alone. */
function sizeDiagrams() {
	return (tree: HastRoot) => {
		const visit = (node: HastRoot | HastContent) => {
			if (node.type === 'element' && node.tagName === 'img') {
				const size = DIAGRAMS[String(node.properties.src ?? '')]
				if (size) Object.assign(node.properties, { width: size.width, height: size.height, loading: 'lazy', decoding: 'async', className: ['diagram'] })
			}
			if ('children' in node) for (const child of node.children) visit(child as HastContent)
		}
		visit(tree)
	}
}

const toHtml = unified()
	// No prefix here: the sanitizer adds it, once, to every id and name.
	.use(remarkRehype, { allowDangerousHtml: false, clobberPrefix: '' })
	.use(rehypeSanitize, SANITIZE_SCHEMA)
	.use(prefixFragmentLinks)
	.use(sizeDiagrams)
	.use(rehypeStringify)

export interface RenderedMarkdown {
	html: string
	/** Characters of visible text, for the reading time. */
	textLength: number
}

function textLength(node: HastRoot | HastContent): number {
	if (node.type === 'text') return node.value.length
	if ('children' in node) return (node.children as HastContent[]).reduce((n, child) => n + textLength(child), 0)
	return 0
}

function renderTree(tree: MdastRoot): RenderedMarkdown {
	const hast = toHtml.runSync(tree) as HastRoot
	return { html: toHtml.stringify(hast), textLength: textLength(hast) }
}

export function renderMarkdown(markdown: string): RenderedMarkdown {
	return renderTree(parser.parse(markdown))
}

/**
 * Hub Markdown (SPEC §3): a literal backslash-n sequence in the source is a line break. It becomes a
 * Markdown hard break (two spaces, newline), so "a\\nb" shows on two lines and "\\n\\n" starts a paragraph.
 */
export function expandEscapedNewlines(markdown: string) {
	return markdown.replace(/\\n/g, '  \n')
}

export function renderHubMarkdown(markdown: string): RenderedMarkdown {
	return renderMarkdown(expandEscapedNewlines(markdown))
}

export interface MarkdownSection {
	/** Empty for text before the first `## ` heading. */
	title: string
	html: string
}

/** Splits at each `## ` heading: the static guides' "titled text sections" (SPEC §2). */
export function renderSections(markdown: string): { sections: MarkdownSection[]; textLength: number } {
	const tree = parser.parse(markdown)
	const groups: Array<{ title: string; nodes: MdastRoot['children'] }> = []
	let current: { title: string; nodes: MdastRoot['children'] } = { title: '', nodes: [] }
	for (const node of tree.children) {
		if (node.type === 'heading' && node.depth === 2) {
			if (current.title || current.nodes.length > 0) groups.push(current)
			current = { title: plainText(node).trim(), nodes: [] }
		} else {
			current.nodes.push(node)
		}
	}
	if (current.title || current.nodes.length > 0) groups.push(current)
	let length = 0
	const sections = groups.map((g) => {
		const rendered = renderTree({ type: 'root', children: g.nodes })
		length += rendered.textLength + g.title.length
		return { title: g.title, html: rendered.html }
	})
	return { sections, textLength: length }
}

/** The text of a Markdown node (a heading's words without its emphasis or link markup). */
function plainText(node: MdastRoot | MdastRoot['children'][number]): string {
	if ('value' in node && typeof node.value === 'string') return node.value
	if ('children' in node) return (node.children as Array<MdastRoot['children'][number]>).map(plainText).join('')
	return ''
}
