import { Link } from 'react-router'
import type { Crumb } from '~/utils/meta'

/** The visible trail; the same crumbs go into BreadcrumbList JSON-LD through `breadcrumbJsonLd`. */
export function Breadcrumbs({ crumbs }: { crumbs: Crumb[] }) {
	return (
		<nav aria-label="Breadcrumb" className="text-sm">
			<ol className="flex flex-wrap items-center gap-x-2 gap-y-1 text-slate-700">
				{crumbs.map((crumb, i) => {
					const last = i === crumbs.length - 1
					return (
						<li key={crumb.path} className="flex items-center gap-2">
							{last ? (
								<span aria-current="page" className="font-medium text-slate-900">
									{crumb.name}
								</span>
							) : (
								<>
									<Link to={crumb.path}>{crumb.name}</Link>
									<span aria-hidden="true">/</span>
								</>
							)}
						</li>
					)
				})}
			</ol>
		</nav>
	)
}
