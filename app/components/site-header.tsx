import { Suspense, lazy, useRef, useState } from 'react'
import { Link, useLocation } from 'react-router'
import { useHydrated } from '~/utils/use-hydrated'
import { HEADER_LINKS, currentHeaderLink } from './site-nav'

// The drawer (Radix Dialog) loads when the menu is first wanted — pointer over, focus or press of the
// button — not with every page (issue 16: JavaScript budget).
const loadMobileMenu = () => import('./mobile-menu')
const MobileMenu = lazy(loadMobileMenu)

export function NavLinks({ onNavigate, vertical }: { onNavigate?: () => void; vertical?: boolean }) {
	const { pathname } = useLocation()
	const current = currentHeaderLink(pathname)
	return (
		<ul className={vertical ? 'flex flex-col gap-1' : 'flex items-center gap-1'}>
			{HEADER_LINKS.map((link) => {
				const active = link === current
				return (
					<li key={link.href}>
						<Link
							to={link.href}
							onClick={onNavigate}
							aria-current={active ? 'page' : undefined}
							className={`block rounded-md px-3 py-2 text-sm font-medium no-underline ${
								active ? 'bg-brand-700 text-white' : 'text-slate-800 hover:bg-slate-200'
							}`}
						>
							{link.label}
						</Link>
					</li>
				)
			})}
		</ul>
	)
}

export function SiteHeader() {
	const [open, setOpen] = useState(false)
	const menuButton = useRef<HTMLButtonElement>(null)
	// Before JavaScript runs (or without it) the small-screen menu is a native disclosure; once hydrated, a dialog.
	const hydrated = useHydrated()
	return (
		<header className="no-print border-b border-slate-200 bg-white">
			<div className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-3">
				<Link to="/" className="flex items-center gap-2 text-lg font-bold text-slate-900 no-underline">
					<span aria-hidden="true" className="grid h-8 w-8 place-items-center rounded bg-brand-700 text-white">
						T
					</span>
					TowSpec
				</Link>
				<nav aria-label="Main" className="hidden md:block">
					<NavLinks />
				</nav>
				{!hydrated ? (
					<details className="md:hidden">
						<summary className="cursor-pointer list-none rounded-md border border-slate-300 px-3 py-2 text-sm font-medium text-slate-800">Menu</summary>
						<nav aria-label="Main (mobile)" className="absolute inset-x-0 z-50 mt-3 border-b border-slate-200 bg-white p-4 shadow-lg">
							<NavLinks vertical />
						</nav>
					</details>
				) : (
					<>
						<button
							ref={menuButton}
							type="button"
							className="rounded-md border border-slate-300 px-3 py-2 text-sm font-medium text-slate-800 md:hidden"
							aria-label="Open menu"
							aria-haspopup="dialog"
							aria-expanded={open}
							onPointerEnter={() => void loadMobileMenu()}
							onFocus={() => void loadMobileMenu()}
							onClick={() => setOpen(true)}
						>
							Menu
						</button>
						{open ? (
							<Suspense fallback={null}>
								<MobileMenu open={open} onOpenChange={setOpen} returnFocusTo={menuButton} />
							</Suspense>
						) : null}
					</>
				)}
			</div>
		</header>
	)
}
