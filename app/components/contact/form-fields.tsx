// Labelled form fields with their message underneath, wired for assistive technology
// (aria-invalid, aria-describedby). Uncontrolled: values live in the DOM so a failed send keeps them.
import { HONEYPOT_FIELD } from '~/contact/schemas'

interface FieldProps {
	id: string
	name: string
	label: string
	required?: boolean
	error?: string
	hint?: string
	defaultValue?: string
}

function describedBy(id: string, error?: string, hint?: string) {
	return [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined
}

function Label({ id, label, required }: { id: string; label: string; required?: boolean }) {
	return (
		<label htmlFor={id} className="block text-sm font-medium text-slate-900">
			{label}
			{required ? (
				<span className="text-red-700" aria-hidden="true">
					{' '}
					*
				</span>
			) : (
				<span className="font-normal text-slate-600"> (optional)</span>
			)}
		</label>
	)
}

function Message({ id, error, hint }: { id: string; error?: string; hint?: string }) {
	return (
		<>
			{hint ? (
				<p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">
					{hint}
				</p>
			) : null}
			{error ? (
				<p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
					{error}
				</p>
			) : null}
		</>
	)
}

const inputClass = (error?: string) =>
	`mt-1 block w-full rounded-md border bg-white px-3 py-2 text-slate-900 shadow-sm ${error ? 'border-red-700' : 'border-slate-400'}`

export function TextField({
	id,
	name,
	label,
	required,
	error,
	hint,
	defaultValue,
	type = 'text',
	autoComplete,
	inputMode,
	maxLength,
}: FieldProps & { type?: 'text' | 'email'; autoComplete?: string; inputMode?: 'numeric' | 'email' | 'text'; maxLength?: number }) {
	return (
		<div>
			<Label id={id} label={label} required={required} />
			<input
				id={id}
				name={name}
				type={type}
				defaultValue={defaultValue}
				required={required}
				autoComplete={autoComplete}
				inputMode={inputMode}
				maxLength={maxLength}
				aria-invalid={error ? true : undefined}
				aria-describedby={describedBy(id, error, hint)}
				className={inputClass(error)}
			/>
			<Message id={id} error={error} hint={hint} />
		</div>
	)
}

export function TextAreaField({ id, name, label, required, error, hint, defaultValue, maxLength, rows = 5 }: FieldProps & { maxLength?: number; rows?: number }) {
	return (
		<div>
			<Label id={id} label={label} required={required} />
			<textarea
				id={id}
				name={name}
				rows={rows}
				defaultValue={defaultValue}
				required={required}
				maxLength={maxLength}
				aria-invalid={error ? true : undefined}
				aria-describedby={describedBy(id, error, hint)}
				className={inputClass(error)}
			/>
			<Message id={id} error={error} hint={hint} />
		</div>
	)
}

export function SelectField({
	id,
	name,
	label,
	required,
	error,
	hint,
	defaultValue,
	prompt,
	options,
}: FieldProps & { prompt: string; options: ReadonlyArray<{ value: string; label: string }> }) {
	return (
		<div>
			<Label id={id} label={label} required={required} />
			<select
				id={id}
				name={name}
				defaultValue={defaultValue ?? ''}
				required={required}
				aria-invalid={error ? true : undefined}
				aria-describedby={describedBy(id, error, hint)}
				className={inputClass(error)}
			>
				<option value="">{prompt}</option>
				{options.map((o) => (
					<option key={o.value} value={o.value}>
						{o.label}
					</option>
				))}
			</select>
			<Message id={id} error={error} hint={hint} />
		</div>
	)
}

/** The honeypot: out of sight, out of the accessibility tree and the tab order; people leave it empty. */
export function HoneypotField({ id }: { id: string }) {
	return (
		<div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
			<label htmlFor={id}>Leave this field empty</label>
			<input id={id} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
		</div>
	)
}

export interface Notice {
	title: string
	description: string
	variant: 'default' | 'destructive'
}

/** A notice in the page, for the answer to a form posted without JavaScript. */
export function InlineNotice({ notice }: { notice: Notice }) {
	const destructive = notice.variant === 'destructive'
	return (
		<div
			role={destructive ? 'alert' : 'status'}
			className={`rounded-md border p-4 ${destructive ? 'border-red-700 bg-red-50 text-red-900' : 'border-green-700 bg-green-50 text-green-900'}`}
		>
			<p className="font-semibold">{notice.title}</p>
			<p className="mt-1 text-sm">{notice.description}</p>
		</div>
	)
}
