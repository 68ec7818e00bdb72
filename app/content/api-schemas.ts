// Query parameters of the content API (DESIGN.md §5). Anything else in the query string is ignored.
import { z } from 'zod'

const flag = z.enum(['true', 'false'], { error: 'must be true or false' }).transform((v) => v === 'true')

export const FeaturedQuery = z.object({ featured: flag.optional() })

export const ArticlesQuery = z.object({
	featured: flag.optional(),
	categoryId: z
		.string()
		.regex(/^\d{1,9}$/, 'must be a positive whole number')
		.transform(Number)
		.optional(),
	category: z
		.string()
		.regex(/^[a-z0-9-]{1,60}$/, 'must be a category slug')
		.optional(),
})

export const HubQuery = z.object({ spokes: flag.optional() })
