// Site-wide notices (Radix Toast), at most one at a time: a new notice replaces the one shown.
// Call `useToast().toast({title, description, variant})` from any component; <Toaster /> is mounted once in root.tsx.
// The Radix part (toast-view.tsx) loads with the first notice, not with every page (issue 16: JavaScript budget).
import { Suspense, lazy, useState, useSyncExternalStore } from 'react'

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

const ToastView = lazy(() => import('./toast-view'))

export function Toaster() {
	const { toasts: items } = useToast()
	// Once a notice has been shown, the view stays mounted (so a closing notice can animate out).
	const [wanted, setWanted] = useState(false)
	if (items.length > 0 && !wanted) setWanted(true)
	if (!wanted && items.length === 0) return null
	return (
		<Suspense fallback={null}>
			<ToastView />
		</Suspense>
	)
}
