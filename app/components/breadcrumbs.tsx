import { Link } from 'react-router'
import type { Crumb } from '~/utils/meta'

/** Visible breadcrumb trail; the last crumb is the current page. Pair with breadcrumbJsonLd in meta. */
export function Breadcrumbs({ crumbs }: { crumbs: Crumb[] }) {
	return (
		<nav aria-label="Breadcrumb" className="text-sm">
			<ol className="flex flex-wrap items-center gap-1 text-slate-700">
				{crumbs.map((c, i) => (
					<li key={c.path} className="flex items-center gap-1">
						{i > 0 ? <span aria-hidden="true">›</span> : null}
						{i === crumbs.length - 1 ? (
							<span aria-current="page" className="font-medium text-slate-900">
								{c.name}
							</span>
						) : (
							<Link to={c.path}>{c.name}</Link>
						)}
					</li>
				))}
			</ol>
		</nav>
	)
}
