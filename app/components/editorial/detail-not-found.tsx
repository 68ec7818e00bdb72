import { Link } from 'react-router'
import { buttonClass } from '~/components/button'

/**
 * A detail page's own not-found screen (SPEC §8: "Hub Not Found", "Article Not Found", …), rendered by the
 * route's ErrorBoundary after its loader threw a 404.
 */
export function DetailNotFound({
	title,
	text,
	linkLabel,
	linkTo,
	pageTitle,
}: {
	title: string
	text: string
	linkLabel: string
	linkTo: string
	pageTitle?: string
}) {
	return (
		<div className="mx-auto max-w-3xl px-4 py-16 text-center">
			<title>{`${pageTitle ?? title} | TowSpec`}</title>
			<meta name="robots" content="noindex, nofollow" />
			<meta name="page-status" content="404" />
			<h1 className="text-3xl font-bold text-slate-900">{title}</h1>
			<p className="mt-4 text-slate-700">{text}</p>
			<p className="mt-8">
				<Link to={linkTo} className={buttonClass()}>
					{linkLabel}
				</Link>
			</p>
		</div>
	)
}

