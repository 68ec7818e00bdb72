/** Lower-case hyphenated URL slug: "F-150" → "f-150", "Land Rover" → "land-rover", "Silverado 2500HD" → "silverado-2500hd". */
export function slugify(text: string) {
	return text
		.normalize('NFKD')
		.replace(/[\u0300-\u036f]/g, '')
		.toLowerCase()
		.replace(/&/g, ' and ')
		.replace(/[^a-z0-9]+/g, '-')
		.replace(/^-+|-+$/g, '')
}
