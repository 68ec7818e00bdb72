/** "Share" as an e-mail link: works without JavaScript and sends nothing to a third party. */
export function ShareLink({ title, url }: { title: string; url: string }) {
	const href = `mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(url)}`
	return (
		<a
			href={href}
			className="inline-flex items-center rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-800 no-underline hover:bg-slate-100"
		>
			Share by email
		</a>
	)
}
