// The primary button: one look for every main action, as a <button>, a <Link> or a class for a native element
// (a form's submit button that must work without JavaScript keeps its own element and takes the class).
import type { ComponentProps } from 'react'
import { Link } from 'react-router'

const SIZES = { sm: 'px-3 py-1.5 text-sm', md: 'px-4 py-2', lg: 'px-5 py-3 text-lg' } as const

export interface ButtonLook {
	size?: keyof typeof SIZES
	/** The full width of its container. */
	block?: boolean
	/** Extra classes for placement (margins), never for the look itself. */
	className?: string
}

export function buttonClass({ size = 'md', block = false, className }: ButtonLook = {}) {
	return [
		'rounded-md bg-brand-700 font-semibold text-white no-underline hover:bg-brand-900 disabled:cursor-not-allowed disabled:bg-slate-500',
		SIZES[size],
		block ? 'block w-full' : 'inline-block',
		className,
	]
		.filter(Boolean)
		.join(' ')
}

export function Button({ size, block, className, type = 'button', ...props }: ComponentProps<'button'> & ButtonLook) {
	return <button type={type} className={buttonClass({ size, block, className })} {...props} />
}

export function ButtonLink({ size, block, className, ...props }: ComponentProps<typeof Link> & ButtonLook) {
	return <Link className={buttonClass({ size, block, className })} {...props} />
}
