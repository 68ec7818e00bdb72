import { plainTextBlocks } from './diagrams'
import { describe, expect, it } from 'vitest'
import { expandEscapedNewlines, renderHubMarkdown, renderMarkdown, renderSections, SANITIZE_SCHEMA } from './markdown.server'

/** Known XSS payloads in Markdown and raw HTML (OWASP filter-evasion cheat sheet and classics). */
const PAYLOADS = [
	'<script>alert(1)</script>',
	'<SCRIPT SRC=https://evil.example/xss.js></SCRIPT>',
	'<img src=x onerror=alert(1)>',
	'<svg/onload=alert(1)>',
	'<iframe src="javascript:alert(1)"></iframe>',
	'<body onload=alert(1)>',
	'<style>@import "https://evil.example/x.css";</style>',
	'<a href="javascript:alert(1)">click</a>',
	'<object data="javascript:alert(1)"></object>',
	'<embed src="https://evil.example/x.swf">',
	'<form action="https://evil.example"><input type="submit"></form>',
	'<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
	'<details open ontoggle=alert(1)>',
	'[click](javascript:alert(1))',
	'[click](JaVaScRiPt:alert(1))',
	'[click](  javascript:alert(1))',
	'[click](&#106;avascript:alert(1))',
	'[click](java\tscript:alert(1))',
	'[click](vbscript:msgbox(1))',
	'[click](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
	'[click][ref]\n\n[ref]: javascript:alert(1)',
	'<javascript:alert(1)>',
	'![x](javascript:alert(1))',
	'![x](data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+)',
	'[x](https://example.com "a\\" onmouseover=\\"alert(1)")',
	'<div style="background:url(javascript:alert(1))">x</div>',
	'<a href="https://example.com" onclick="alert(1)">x</a>',
	'<img src="https://example.com/a.png" onerror="alert(1)">',
	'<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
	'<base href="javascript:alert(1)//">',
	'<input autofocus onfocus=alert(1)>',
]

const FORBIDDEN_TAGS = new Set([
	'script',
	'iframe',
	'object',
	'embed',
	'style',
	'svg',
	'math',
	'form',
	'meta',
	'base',
	'body',
	'link',
	'frame',
	'frameset',
])
const SAFE_URL = /^(https?:|mailto:|xmpp:|ircs?:|\/|#)/i

/** Reads every tag and attribute of the output (quotes respected) and fails on anything that could run script. */
function assertInert(html: string) {
	for (const tag of html.matchAll(/<([a-z][a-z0-9]*)((?:\s+[^\s=>"'/]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>"']+))?)*)\s*\/?>/gi)) {
		const name = tag[1]!.toLowerCase()
		expect(FORBIDDEN_TAGS.has(name), `<${name}> in ${html}`).toBe(false)
		for (const attr of tag[2]!.matchAll(/\s+([^\s=>"'/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>"']+)))?/g)) {
			const attrName = attr[1]!.toLowerCase()
			const value = (attr[2] ?? attr[3] ?? attr[4] ?? '')
				.replace(/&#x([0-9a-f]+);/gi, (_, h: string) => String.fromCodePoint(Number.parseInt(h, 16)))
				.trim()
			expect(attrName.startsWith('on'), `${attrName} in ${html}`).toBe(false)
			expect(attrName, `style in ${html}`).not.toBe('style')
			if (['href', 'src', 'action', 'data', 'formaction', 'cite', 'longdesc'].includes(attrName)) {
				expect(value, `${attrName}="${value}" in ${html}`).toMatch(SAFE_URL)
			}
		}
	}
	// Nothing that looks like a tag may hide outside the tags read above.
	expect(html.replace(/<\/?[a-z][^>]*>/gi, '')).not.toMatch(/<[a-z]/i)
}

describe('Markdown sanitising (SPEC §5)', () => {
	it('the inertness check itself catches executable HTML', () => {
		for (const bad of [
			'<script>x</script>',
			'<a href="javascript:x">a</a>',
			'<img src="x" onerror="x">',
			'<p style="x">a</p>',
			'<a href=" JAVASCRIPT:x">a</a>',
		]) {
			expect(() => assertInert(bad), bad).toThrow()
		}
		expect(() => assertInert('<p><a href="https://example.com" title="a&#x22; onclick=&#x22;x">a</a></p>')).not.toThrow()
	})

	it.each(PAYLOADS)('leaves nothing executable of %s', (payload) => {
		assertInert(renderMarkdown(payload).html)
		assertInert(renderHubMarkdown(payload).html)
		assertInert(renderMarkdown(`Some text before.\n\n${payload}\n\nAnd after.`).html)
	})

	it('drops raw HTML rather than passing it on, and keeps the text around it', () => {
		const { html } = renderMarkdown('Before <b onclick="x()">bold</b> after')
		expect(html).toBe('<p>Before bold after</p>')
	})

	it('keeps links with the allowed protocols: http, https, irc, ircs, mailto, xmpp and relative paths', () => {
		const { html } = renderMarkdown(
			'[a](http://a.example) [b](https://b.example) [c](irc://c.example) [d](ircs://d.example) [e](mailto:e@example.com) [f](xmpp:f@example.com) [g](/articles/x) [h](#part)',
		)
		for (const href of [
			'http://a.example',
			'https://b.example',
			'irc://c.example',
			'ircs://d.example',
			'mailto:e@example.com',
			'xmpp:f@example.com',
			'/articles/x',
		]) {
			expect(html).toContain(`href="${href}"`)
		}
	})

	it('removes the address of links with any other protocol', () => {
		const { html } = renderMarkdown('[a](ftp://a.example) [b](file:///etc/passwd) [c](tel:123) [d](javascript:void(0))')
		expect(html).toBe('<p><a>a</a> <a>b</a> <a>c</a> <a>d</a></p>')
	})

	it('keeps images only from http and https', () => {
		const { html } = renderMarkdown(
			'![a](https://a.example/a.png) ![b](http://b.example/b.png) ![c](ftp://c.example/c.png) ![d](data:image/png;base64,AAAA)',
		)
		expect(html).toContain('src="https://a.example/a.png"')
		expect(html).toContain('src="http://b.example/b.png"')
		expect(html).not.toContain('ftp:')
		expect(html).not.toContain('data:')
		expect(html.match(/<img/g)).toHaveLength(4)
	})

	it('prefixes ids with user-content- and points in-page links at them', () => {
		const { html } = renderMarkdown('Claim[^1] and [jump](#user-content-fn-1)\n\n[^1]: The source.')
		const ids = [...html.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1])
		expect(ids.length).toBeGreaterThan(0)
		for (const id of ids) expect(id).toMatch(/^user-content-/)
		expect(ids.every((id) => !id!.startsWith('user-content-user-content-'))).toBe(true)
		const targets = [...html.matchAll(/href="#([^"]+)"/g)].map((m) => m[1])
		for (const target of targets) expect(ids).toContain(target)
	})

	it('spells out the GitHub schema with the SPEC §5 protocol lists', () => {
		expect(SANITIZE_SCHEMA.protocols?.href).toEqual(['http', 'https', 'irc', 'ircs', 'mailto', 'xmpp'])
		expect(SANITIZE_SCHEMA.protocols?.src).toEqual(['http', 'https'])
		expect(SANITIZE_SCHEMA.clobberPrefix).toBe('user-content-')
		expect(SANITIZE_SCHEMA.clobber).toEqual(expect.arrayContaining(['id', 'name']))
		expect(SANITIZE_SCHEMA.tagNames).not.toContain('script')
	})

	it('renders GitHub-flavoured Markdown: tables, strikethrough, task lists, autolinks', () => {
		const { html } = renderMarkdown('| a | b |\n|---|---|\n| 1 | 2 |\n\n~~old~~\n\n- [x] done\n\nSee https://example.com')
		expect(html).toContain('<table>')
		expect(html).toContain('<td>1</td>')
		expect(html).toContain('<del>old</del>')
		expect(html).toContain('type="checkbox"')
		expect(html).toContain('<a href="https://example.com">https://example.com</a>')
	})

	it('counts visible characters only, for the reading time', () => {
		expect(renderMarkdown('**Bold** [link](https://example.com)').textLength).toBe('Bold link'.length)
	})
})

describe('hub Markdown: literal \\n sequences', () => {
	it('turns a literal backslash-n into a line break, and two into a new paragraph', () => {
		expect(expandEscapedNewlines('a\\nb')).toBe('a  \nb')
		expect(renderHubMarkdown('First line\\nSecond line').html).toBe('<p>First line<br>\nSecond line</p>')
		expect(renderHubMarkdown('One\\n\\nTwo').html).toBe('<p>One</p>\n<p>Two</p>')
	})

	it('leaves other Markdown alone', () => {
		expect(renderMarkdown('a\\nb').html).toBe('<p>a\\nb</p>')
	})
})

describe('sections of a static guide', () => {
	it('splits at each ## heading, keeping the introduction as an untitled section', () => {
		const { sections, textLength } = renderSections(
			'Intro *text*.\n\n## First **part**\n\nOne.\n\n### Sub\n\nStill one.\n\n## Second\n\nTwo.',
		)
		expect(sections).toEqual([
			{ title: '', html: '<p>Intro <em>text</em>.</p>' },
			{ title: 'First part', html: '<p>One.</p>\n<h3>Sub</h3>\n<p>Still one.</p>' },
			{ title: 'Second', html: '<p>Two.</p>' },
		])
		expect(textLength).toBeGreaterThan(0)
	})

	it('sanitises section bodies like any other Markdown', () => {
		const { sections } = renderSections('## Part\n\n<script>alert(1)</script>[x](javascript:alert(1))')
		assertInert(sections[0]!.html)
	})
})

describe('diagrams', () => {
	it('gives the site’s own diagrams their size and lazy loading, and leaves other images alone', () => {
		const { html } = renderMarkdown('![Tongue weight explained](/diagrams/tongue-weight.svg)\n\n![Other](https://example.org/x.png)')
		expect(html).toContain('<img src="/diagrams/tongue-weight.svg" alt="Tongue weight explained" width="640" height="300" loading="lazy" decoding="async" class="diagram">')
		expect(html).toContain('<img src="https://example.org/x.png" alt="Other">')
	})
})

describe('plain-text bodies', () => {
	it('turn a paragraph that is only a diagram into a sized image, and keep the rest as text', () => {
		expect(plainTextBlocks('First.\n\n![Labels explained](/diagrams/door-jamb-labels.svg)\n\nLast\nline.')).toEqual([
			{ kind: 'text', text: 'First.' },
			{ kind: 'diagram', src: '/diagrams/door-jamb-labels.svg', alt: 'Labels explained', width: 640, height: 320 },
			{ kind: 'text', text: 'Last\nline.' },
		])
		expect(plainTextBlocks('![Unknown](/diagrams/nope.svg)')).toEqual([{ kind: 'text', text: '![Unknown](/diagrams/nope.svg)' }])
	})
})
