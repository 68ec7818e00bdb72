import { z } from 'zod'

/** Field → its first message, from zod's own flattening; an error about the whole input is under "_". */
export function firstErrors(error: z.ZodError): Record<string, string> {
	const { formErrors, fieldErrors } = z.flattenError(error)
	const out: Record<string, string> = {}
	for (const [field, messages] of Object.entries(fieldErrors) as Array<[string, string[] | undefined]>) {
		if (messages && messages.length > 0) out[field] = messages[0]!
	}
	if (formErrors.length > 0) out._ = formErrors[0]!
	return out
}
