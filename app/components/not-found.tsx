import { Link } from 'react-router'
import { buttonClass } from '~/components/button'

/** The site-wide 404 screen (SPEC §2 "404 page"). Rendered with HTTP status 404. */
export function NotFound() {
	return (
		<div className="mx-auto max-w-3xl px-4 py-16 text-center">
			<title>404 - Page Not Found | TowSpec</title>
			<meta name="robots" content="noindex, nofollow" />
			<meta name="page-status" content="404" />
			<p className="text-6xl font-bold text-brand-700">404</p>
			<h1 className="mt-4 text-3xl font-bold">Page Not Found</h1>
			<p className="mt-4 text-slate-700">The page you're looking for doesn't exist.</p>
			<ul className="mt-8 flex flex-wrap justify-center gap-4">
				<li>
					<Link to="/" className={buttonClass()}>
						Go Home
					</Link>
				</li>
				<li>
					<Link to="/calculator" className="inline-block rounded-md border border-slate-300 px-4 py-2 font-medium no-underline">
						Towing Calculator
					</Link>
				</li>
				<li>
					<Link to="/truck-comparisons" className="inline-block rounded-md border border-slate-300 px-4 py-2 font-medium no-underline">
						Compare Trucks
					</Link>
				</li>
			</ul>
		</div>
	)
}
