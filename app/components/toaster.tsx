// Site-wide notices (Radix Toast), at most one at a time: a new notice replaces the one shown.
// Call `useToast().toast({title, description, variant})` from any component; <Toaster /> is mounted once in root.tsx.
import * as ToastPrimitive from '@radix-ui/react-toast'
import { useSyncExternalStore } from 'react'

export type ToastVariant = 'default' | 'destructive'

export interface ToastInput {
	title: string
	description?: string
	variant?: ToastVariant
}

interface ToastItem extends ToastInput {
	id: number
	open: boolean
}

/** SPEC §9: at most one notice shown at once. */
export const TOAST_LIMIT = 1
/** Long enough to read two sentences; Radix pauses the timer while the notice is hovered or focused. */
export const TOAST_DURATION_MS = 8000
/** Time for the closing notice to leave before it is dropped from the list. */
const REMOVE_DELAY_MS = 300

let toasts: ToastItem[] = []
let nextId = 0
const listeners = new Set<() => void>()
const EMPTY: ToastItem[] = []

function setToasts(next: ToastItem[]) {
	toasts = next
	for (const listener of listeners) listener()
}

function subscribe(listener: () => void) {
	listeners.add(listener)
	return () => listeners.delete(listener)
}

export function dismiss(id?: number) {
	setToasts(toasts.map((t) => (id === undefined || t.id === id ? { ...t, open: false } : t)))
	setTimeout(() => setToasts(toasts.filter((t) => t.open)), REMOVE_DELAY_MS)
}

/** Shows a notice, replacing any notice already shown. */
export function toast(input: ToastInput) {
	const id = ++nextId
	setToasts([{ ...input, id, open: true }, ...toasts].slice(0, TOAST_LIMIT))
	return { id, dismiss: () => dismiss(id) }
}

export function useToast() {
	const current = useSyncExternalStore(subscribe, () => toasts, () => EMPTY)
	return { toasts: current, toast, dismiss }
}

export function Toaster() {
	const { toasts: items } = useToast()
	return (
		<ToastPrimitive.Provider duration={TOAST_DURATION_MS} swipeDirection="right" label="Notification">
			{items.map((t) => (
				<ToastPrimitive.Root
					key={t.id}
					open={t.open}
					onOpenChange={(open) => {
						if (!open) dismiss(t.id)
					}}
					type="foreground"
					data-variant={t.variant ?? 'default'}
					className={`relative flex w-full items-start gap-3 rounded-lg border p-4 pr-10 shadow-lg ${
						t.variant === 'destructive' ? 'border-red-700 bg-red-700 text-white' : 'border-slate-200 bg-white text-slate-900'
					}`}
				>
					<div className="grid gap-1">
						<ToastPrimitive.Title className="text-sm font-semibold">{t.title}</ToastPrimitive.Title>
						{t.description ? <ToastPrimitive.Description className="text-sm">{t.description}</ToastPrimitive.Description> : null}
					</div>
					<ToastPrimitive.Close
						aria-label="Close notification"
						className={`absolute right-2 top-2 rounded px-2 py-0.5 text-lg leading-none ${
							t.variant === 'destructive' ? 'text-white hover:bg-red-800' : 'text-slate-600 hover:bg-slate-100'
						}`}
					>
						<span aria-hidden="true">×</span>
					</ToastPrimitive.Close>
				</ToastPrimitive.Root>
			))}
			<ToastPrimitive.Viewport className="fixed bottom-0 right-0 z-[100] m-0 flex w-full max-w-md list-none flex-col gap-2 p-4 outline-none" />
		</ToastPrimitive.Provider>
	)
}
