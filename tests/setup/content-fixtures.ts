// Writes a small, valid content/ tree for seed and loader tests. These files exist only inside tests.
import fs from 'node:fs'
import path from 'node:path'

export function writeContentFile(contentDir: string, kind: string, slug: string, frontmatter: string, body: string) {
	fs.mkdirSync(path.join(contentDir, kind), { recursive: true })
	fs.writeFileSync(path.join(contentDir, kind, `${slug}.md`), `---\n${frontmatter.trim()}\n---\n\n${body}\n`)
}

const DESCRIPTION = 'A fixture description that is long enough to pass the meta description rule.'

export function articleFrontmatter(overrides: Record<string, string> = {}) {
	const fields: Record<string, string> = {
		title: '"Fixture article title"',
		description: `"${DESCRIPTION}"`,
		category: '"How-To"',
		author: '"TowSpec Editorial Team"',
		publishedAt: '2025-01-10',
		featured: 'false',
		keywords: '["fixture"]',
		...overrides,
	}
	return Object.entries(fields)
		.filter(([, v]) => v !== '')
		.map(([k, v]) => `${k}: ${v}`)
		.join('\n')
}

/** One file of every kind: two articles, a blog post, two comparisons, a state guide, a hub, and the rest. */
export function writeContentFixtures(contentDir: string) {
	writeContentFile(
		contentDir,
		'articles',
		'first-article',
		articleFrontmatter({ featured: 'true' }),
		'First body with [a link](https://example.com).',
	)
	writeContentFile(
		contentDir,
		'articles',
		'second-article',
		articleFrontmatter({ title: '"Second fixture article"', category: '"Safety"', publishedAt: '2025-02-01' }),
		'Second body.',
	)
	writeContentFile(
		contentDir,
		'blog',
		'a-blog-post',
		articleFrontmatter({ title: '"A fixture blog post"', category: '"Equipment"' }),
		'Blog body.',
	)
	const comparison = (title: string) =>
		`title: "${title}"\ndescription: "${DESCRIPTION}"\npublishedAt: 2025-03-01\nfeatured: true\nkeywords: [fixture]\nvehicles:\n  - {year: 2020, make: Ford, model: F-150}\n  - {year: 2020, make: Ram, model: 1500}`
	writeContentFile(contentDir, 'comparisons', 'ford-vs-ram', comparison('Ford versus Ram fixture'), 'Comparison body.')
	writeContentFile(contentDir, 'comparisons', 'other-comparison', comparison('Another fixture comparison'), 'Other comparison body.')
	writeContentFile(
		contentDir,
		'state-guides',
		'texas-towing-guide',
		`title: "Texas fixture guide"\ndescription: "${DESCRIPTION}"\nstate: Texas\nstateCode: TX\npublishedAt: 2025-01-01\nkeywords: [texas]\nfacts:\n  maxWeightWithoutCDL: 26000\n  speedLimitWithTrailer: "70 mph"\n  registrationRequired: "Fixture registration text"\n  inspectionRequired: null\n  brakesRequiredOverLb: 4500\n  safetyChains: "Required"\n  maxCombinedLengthFt: 65\n  maxWidthIn: 102\n  specialRequirements: ["One requirement"]\n  penalties: "Fixture penalties"\n  dmvPhone: "1-800-000-0000"\n  website: https://example.com\n  sources:\n    - {title: "Fixture statute", url: "https://example.com/statute"}`,
		'State guide body.',
	)
	writeContentFile(
		contentDir,
		'hubs',
		'fixture-hub',
		`title: "Fixture hub title"\ndescription: "${DESCRIPTION}"\nfeatured: true\npublishedAt: 2025-01-05\nkeywords: [hub]\nspokes:\n  - {type: article, slug: first-article}\n  - {type: comparison, slug: ford-vs-ram}\n  - {type: state_guide, slug: texas-towing-guide}`,
		'Hub intro\\nwith a break.',
	)
	writeContentFile(
		contentDir,
		'towing-101',
		'what-is-it',
		'title: "What is towing"\nexcerpt: "A fixture excerpt that is long enough for the rule."\ncategory: basics\norder: 1',
		'Line one.\nLine two.',
	)
	writeContentFile(
		contentDir,
		'guides',
		'fixture-guide',
		`title: "Fixture guide"\ndescription: "${DESCRIPTION}"\ncategory: "How-To"\nauthor: "TowSpec Editorial Team"\ndate: 2025-01-08`,
		'Intro.\n\n## Part one\n\nText.\n\n## Part two\n\nMore.',
	)
	writeContentFile(
		contentDir,
		'reviews',
		'fixture-review',
		'vehicle: {year: 2020, make: Ford, model: F-150}\ntitle: "Fixture review title"\nrating: 4\nauthor: "Editors"\ndate: 2025-01-02\ncategory: Full-Size Truck\nactualTowed: 6000\npros: [Good]\ncons: [Bad]\nwouldRecommend: true\nillustrative: true',
		'Review body.',
	)
	writeContentFile(
		contentDir,
		'tips',
		'fixture-tips',
		'title: "Fixture tips"\norder: 1\ntips:\n  - {title: "Tip one", description: "Do this.", importance: Critical, quickReference: true}\n  - {title: "Tip two", description: "Do that.", importance: Medium}',
		'Tips intro.',
	)
	writeContentFile(
		contentDir,
		'pages',
		'about',
		`title: "About fixture"\ndescription: "${DESCRIPTION}"\nupdatedAt: 2025-06-01\nkeywords: [about]`,
		'About body.',
	)
}
