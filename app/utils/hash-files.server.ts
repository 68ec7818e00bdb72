// One hash over a set of files (their names and bytes), so a seed can tell that nothing changed.
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

export function hashFiles(files: string[], nameOf: (file: string) => string = path.basename) {
	const hash = crypto.createHash('sha256')
	for (const file of files) {
		hash.update(nameOf(file))
		hash.update('\0')
		hash.update(fs.readFileSync(file))
		hash.update('\0')
	}
	return hash.digest('hex')
}

/**
 * What every seed source returns: its files, their hash, and the validated items, read on first use so that a
 * seed whose hash is unchanged never parses or renders anything.
 */
export interface Source<T> {
	files: string[]
	hash: string
	readonly items: T
}

export function source<T>(files: string[], hash: string, load: () => T): Source<T> {
	let items: T | undefined
	return {
		files,
		hash,
		get items() {
			return (items ??= load())
		},
	}
}
