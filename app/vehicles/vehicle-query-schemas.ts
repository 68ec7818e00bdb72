// Query-string schemas of the vehicle and search endpoints (DESIGN.md §5), shared by API and pages.
import { z } from 'zod'

/** zod 4 skips refinements on a missing optional value, so "required" is said in the type's own error. */
const requiredText = (field: string) =>
	z.string({ error: (issue) => (issue.input === undefined ? `${field} is required` : `${field} must be text`) })

const yearOf = (field = 'year') =>
	requiredText(field)
		.trim()
		.regex(/^\d{4}$/, 'year must be a four-digit year')
		.transform(Number)
		.pipe(z.number().int().min(1900, 'year is out of range').max(2100, 'year is out of range'))

export const yearParam = z
	.string()
	.trim()
	.regex(/^\d{4}$/, 'year must be a four-digit year')
	.transform(Number)
	.pipe(z.number().int().min(1900, 'year is out of range').max(2100, 'year is out of range'))

const nameParam = (field: string) => requiredText(field).trim().min(1, `${field} must not be empty`).max(100, `${field} is too long`)

export const MakesQuery = z.object({ year: yearParam.optional() })
export const ModelsQuery = z.object({ year: yearOf(), make: nameParam('make') })
export const TrimsQuery = ModelsQuery.extend({ model: nameParam('model') })

export const MAX_PAGE_SIZE = 500
export const DEFAULT_PAGE_SIZE = 50

export const VehiclesQuery = z.object({
	year: yearParam.optional(),
	make: nameParam('make').optional(),
	model: nameParam('model').optional(),
	trim: nameParam('trim').optional(),
	limit: z
		.string()
		.regex(/^\d+$/, 'limit must be a whole number')
		.transform(Number)
		.pipe(z.number().min(1, 'limit must be at least 1').max(MAX_PAGE_SIZE, `limit must be at most ${MAX_PAGE_SIZE}`))
		.optional(),
	offset: z
		.string()
		.regex(/^\d+$/, 'offset must be a whole number')
		.transform(Number)
		.pipe(z.number().max(1_000_000, 'offset is too large'))
		.optional(),
})

export const ModelYearsQuery = VehiclesQuery.omit({ trim: true })

export const FreeTextQuery = z.object({
	q: z.string().trim().min(1, 'q is required').max(120, 'q is too long'),
	limit: VehiclesQuery.shape.limit,
})

export const SuggestQuery = z.object({
	q: z.string({ error: 'q is required' }).max(120, 'q is too long'),
})
