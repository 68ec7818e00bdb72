// Reads and validates data/state-laws/*.yaml (one file per state and DC) for the seed and the data check.
import fs from 'node:fs'
import path from 'node:path'
import yaml from 'js-yaml'
import { type StateLaw, stateLawSchema } from '~/domain/state-law-schema'
import { type Source, hashFiles, source } from '~/utils/hash-files.server'

export interface StateLawProblem {
	file: string
	problem: string
}

export function readStateLaws(dir: string): { laws: StateLaw[]; problems: StateLawProblem[]; files: string[] } {
	const files = fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.endsWith('.yaml')).sort() : []
	const laws: StateLaw[] = []
	const problems: StateLawProblem[] = []
	const seen = new Map<string, string>()
	for (const file of files) {
		let raw: unknown
		try {
			raw = yaml.load(fs.readFileSync(path.join(dir, file), 'utf8'), { schema: yaml.JSON_SCHEMA })
		} catch (e) {
			problems.push({ file, problem: `not valid YAML: ${(e as Error).message.split('\n')[0]}` })
			continue
		}
		const parsed = stateLawSchema.safeParse(raw)
		if (!parsed.success) {
			for (const issue of parsed.error.issues) problems.push({ file, problem: `${issue.path.join('.') || '(file)'}: ${issue.message}` })
			continue
		}
		const law = parsed.data
		if (file !== `${law.code.toLowerCase()}.yaml`) problems.push({ file, problem: `a file for ${law.code} must be named ${law.code.toLowerCase()}.yaml` })
		const other = seen.get(law.code)
		if (other) problems.push({ file, problem: `${law.code} is already described in ${other}` })
		seen.set(law.code, file)
		laws.push(law)
	}
	return { laws, problems, files }
}

/** The records for the seed: their files, their hash, and (read when first asked for) the laws; a problem stops it. */
export function readStateLawSource(dir: string): Source<StateLaw[]> {
	const files = fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.endsWith('.yaml')).sort() : []
	return source(files, hashFiles(files.map((f) => path.join(dir, f))), () => {
		const { laws, problems } = readStateLaws(dir)
		if (problems.length > 0) throw new Error(`State-law data has ${problems.length} problem(s):\n${problems.map((p) => `  data/state-laws/${p.file}: ${p.problem}`).join('\n')}`)
		return laws
	})
}
