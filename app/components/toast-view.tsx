// The notices' Radix Toast view, loaded with the first notice (see toaster.tsx).
import * as ToastPrimitive from '@radix-ui/react-toast'
import { TOAST_DURATION_MS, dismiss, useToast } from './toaster'

export default function ToastView() {
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
