// Progressive enhancement for the submission forms: once JavaScript runs, a form is validated with its
// schema before anything is sent, then posted as JSON to its /api endpoint (SPEC §7), and the outcome is
// shown as a notice. Without JavaScript the same <Form> posts to the page's action instead.
import { type FormEvent, useState } from 'react'
import { useHydrated } from '~/utils/use-hydrated'
import type { z } from 'zod'
import { useToast } from '~/components/toaster'
import { type FieldErrors, firstErrors } from '~/contact/schemas'

interface Notices {
	success: { title: string; description: string }
	failure: { title: string; description: string }
}

interface Options {
	schema: z.ZodType
	endpoint: string
	notices: Notices
	initialErrors?: FieldErrors
	/** Called when a send starts, e.g. to clear a notice already in the page (one notice at a time). */
	onStart?: () => void
}

/** The form's fields as a plain object of strings (what the schema sees on either side). */
function formValues(form: HTMLFormElement) {
	const values: Record<string, string> = {}
	for (const [key, value] of new FormData(form)) {
		if (key !== 'intent' && typeof value === 'string') values[key] = value
	}
	return values
}


export function useJsonSubmit({ schema, endpoint, notices, initialErrors = {}, onStart }: Options) {
	const { toast } = useToast()
	const [errors, setErrors] = useState<FieldErrors>(initialErrors)
	const [submitting, setSubmitting] = useState(false)
	const [attempted, setAttempted] = useState(Object.keys(initialErrors).length > 0)

	function validate(form: HTMLFormElement) {
		const values = formValues(form)
		const parsed = schema.safeParse(values)
		return { values, errors: parsed.success ? {} : firstErrors(parsed.error) }
	}

	async function onSubmit(event: FormEvent<HTMLFormElement>) {
		event.preventDefault()
		if (submitting) return
		const form = event.currentTarget
		const { values, errors: found } = validate(form)
		setErrors(found)
		setAttempted(true)
		const first = Object.keys(found)[0]
		if (first) {
			form.querySelector<HTMLElement>(`[name="${first}"]`)?.focus()
			return
		}
		onStart?.()
		setSubmitting(true)
		try {
			const res = await fetch(endpoint, {
				method: 'POST',
				headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
				body: JSON.stringify(values),
			})
			if (res.ok) {
				form.reset()
				setAttempted(false)
				setErrors({})
				toast({ ...notices.success, variant: 'default' })
				return
			}
			const payload = (await res.json().catch(() => null)) as { message?: string; errors?: FieldErrors } | null
			if (res.status === 400 && payload?.errors) setErrors(payload.errors)
			toast({
				title: notices.failure.title,
				description: res.status === 429 && payload?.message ? payload.message : notices.failure.description,
				variant: 'destructive',
			})
		} catch {
			toast({ ...notices.failure, variant: 'destructive' })
		} finally {
			setSubmitting(false)
		}
	}

	/** After a first attempt, messages follow the fields as they are corrected. */
	function onChange(event: FormEvent<HTMLFormElement>) {
		if (!attempted) return
		const target = event.target as HTMLInputElement
		if (!target.name) return
		const { errors: found } = validate(event.currentTarget)
		setErrors((current) => {
			const next = { ...current }
			if (found[target.name]) next[target.name] = found[target.name]!
			else delete next[target.name]
			return next
		})
	}

	return { errors, submitting, onSubmit, onChange, enhanced: useHydrated() }
}
