// Drops optional-dependency references that the lock file cannot resolve. Run after `npm install`.
// The registry this project installs from does not serve every platform's native build (for example
// Tailwind's Windows binary answers 404), so npm leaves those packages out of package-lock.json while
// their parents still list them, and `npm ci` then refuses the lock. Linux needs none of them.
// See docs/decisions/009-lockfile-registry-gaps.md.
import fs from 'node:fs'

const file = new URL('../package-lock.json', import.meta.url)
const lock = JSON.parse(fs.readFileSync(file, 'utf8'))
const present = new Set(Object.keys(lock.packages).filter(Boolean).map((k) => k.split('node_modules/').at(-1)))
const removed = new Set()
for (const entry of Object.values(lock.packages)) {
	if (!entry.optionalDependencies) continue
	for (const name of Object.keys(entry.optionalDependencies)) {
		if (!present.has(name)) {
			delete entry.optionalDependencies[name]
			removed.add(name)
		}
	}
	if (Object.keys(entry.optionalDependencies).length === 0) delete entry.optionalDependencies
}
fs.writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`)
console.log(removed.size === 0 ? 'package-lock.json: nothing to prune' : `package-lock.json: dropped ${removed.size} unresolvable optional references`)
