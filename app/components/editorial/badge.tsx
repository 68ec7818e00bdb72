const TONES = {
	brand: 'bg-brand-50 text-brand-900 ring-brand-700/30',
	slate: 'bg-slate-100 text-slate-800 ring-slate-600/30',
	amber: 'bg-amber-100 text-amber-900 ring-amber-700/30',
	red: 'bg-red-100 text-red-900 ring-red-700/30',
	green: 'bg-green-100 text-green-900 ring-green-700/30',
} as const

export type BadgeTone = keyof typeof TONES

export function Badge({ children, tone = 'slate' }: { children: React.ReactNode; tone?: BadgeTone }) {
	return (
		<span className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${TONES[tone]}`}>
			{children}
		</span>
	)
}
