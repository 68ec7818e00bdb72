import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { FOOTER_LINKS } from './site-nav'

export function SiteFooter({ year, children }: { year: number; children?: ReactNode }) {
	return (
		<footer className="no-print mt-16 border-t border-slate-200 bg-white">
			<div className="mx-auto max-w-6xl px-4 py-10">
				<nav aria-label="Footer">
					<ul className="grid grid-cols-2 gap-x-6 gap-y-2 text-sm sm:grid-cols-3 md:grid-cols-5">
						{FOOTER_LINKS.map((link) => (
							<li key={link.href}>
								<Link to={link.href} className="text-slate-700 hover:text-brand-700">
									{link.label}
								</Link>
							</li>
						))}
					</ul>
				</nav>
				<p className="mt-8 max-w-3xl text-sm text-slate-700">
					Every figure on TowSpec names the publication it comes from and says how sure we are of it: read in the maker’s own text,
					corroborated by two publications, or from a single source. Ratings depend on the exact configuration: confirm them on your
					vehicle's door-jamb label and in its owner's manual before you tow.
				</p>
				{children}
				<p className="mt-4 text-sm text-slate-700">© {year} TowSpec</p>
			</div>
		</footer>
	)
}
