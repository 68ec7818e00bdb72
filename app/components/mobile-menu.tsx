// The small-screen menu drawer (Radix Dialog), loaded on demand by site-header.tsx.
import * as Dialog from '@radix-ui/react-dialog'
import type { RefObject } from 'react'
import { NavLinks } from './site-header'

export default function MobileMenu({ open, onOpenChange, returnFocusTo }: { open: boolean; onOpenChange: (open: boolean) => void; returnFocusTo: RefObject<HTMLButtonElement | null> }) {
	return (
		<Dialog.Root open={open} onOpenChange={onOpenChange}>
			<Dialog.Portal>
				<Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
				<Dialog.Content
					className="fixed inset-y-0 right-0 z-50 w-72 max-w-[85vw] bg-white p-4 shadow-xl"
					// The button that opened it is outside Radix (no Dialog.Trigger): focus goes back to it.
					onCloseAutoFocus={(event) => {
						event.preventDefault()
						returnFocusTo.current?.focus()
					}}
				>
					<div className="mb-4 flex items-center justify-between">
						<Dialog.Title className="text-lg font-semibold">Menu</Dialog.Title>
						<Dialog.Close className="rounded-md border border-slate-300 px-3 py-1 text-sm" aria-label="Close menu">
							Close
						</Dialog.Close>
					</div>
					<Dialog.Description className="sr-only">Site navigation</Dialog.Description>
					<nav aria-label="Main (mobile)">
						<NavLinks vertical onNavigate={() => onOpenChange(false)} />
					</nav>
				</Dialog.Content>
			</Dialog.Portal>
		</Dialog.Root>
	)
}
