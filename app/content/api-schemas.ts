// Query parameters of the content API (DESIGN.md §5). Anything else in the query string is ignored.
import { z } from 'zod'
import { ID_PATTERN } from '~/utils/id-param'

const flag = z.enum(['true', 'false'], { error: 'must be true or false' }).transform((v) => v === 'true')

export const FeaturedQuery = z.object({ featured: flag.optional() })

export const ArticlesQuery = z.object({
	featured: flag.optional(),
	categoryId: z
		.string()
		.regex(ID_PATTERN, 'must be a positive whole number')
		.transform(Number)
		.optional(),
	category: z
		.string()
		.regex(/^[a-z0-9-]{1,60}$/, 'must be a category slug')
		.optional(),
})

export const HubQuery = z.object({ spokes: flag.optional() })
