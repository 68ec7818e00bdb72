// The site's own diagrams (public/diagrams) with their intrinsic sizes, so a page reserves their space.
export const DIAGRAMS: Record<string, { width: number; height: number }> = {
	'/diagrams/tongue-weight.svg': { width: 640, height: 300 },
	'/diagrams/weight-distributing-hitch.svg': { width: 640, height: 300 },
	'/diagrams/door-jamb-labels.svg': { width: 640, height: 320 },
}

/** A plain-text body split into paragraphs and diagrams: a paragraph that is only `![alt](/diagrams/x.svg)` is a diagram. */
export function plainTextBlocks(text: string): Array<{ kind: 'text'; text: string } | { kind: 'diagram'; src: string; alt: string; width: number; height: number }> {
	return text.split(/\n{2,}/).map((block) => {
		const m = /^!\[([^\]]+)\]\((\/diagrams\/[a-z0-9-]+\.svg)\)$/.exec(block.trim())
		const size = m ? DIAGRAMS[m[2]!] : undefined
		return m && size ? { kind: 'diagram', src: m[2]!, alt: m[1]!, ...size } : { kind: 'text', text: block }
	})
}
