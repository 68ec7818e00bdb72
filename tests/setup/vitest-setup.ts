// A console.error during a test is a failure: it means something went wrong that the test did not assert.
import { afterEach, vi } from 'vitest'

let errors: unknown[][] = []
const original = console.error
console.error = (...args: unknown[]) => {
	errors.push(args)
	original(...args)
}

afterEach(() => {
	const seen = errors
	errors = []
	vi.restoreAllMocks()
	if (seen.length > 0) throw new Error(`console.error was called during the test: ${seen.map((a) => a.join(' ')).join('\n')}`)
})
