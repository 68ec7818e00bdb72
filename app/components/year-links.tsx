import { Link } from 'react-router'
import { landingPath } from '~/vehicles/vehicle'

/** "2010, 2011, 2014": links to model-year pages we hold, for a year we do not (search notice, missing-year page). */
export function YearLinks({ makeSlug, modelSlug, years }: { makeSlug: string; modelSlug: string; years: number[] }) {
	return years.map((y, i) => (
		<span key={y}>
			{i > 0 ? ', ' : ''}
			<Link to={landingPath.year(makeSlug, modelSlug, y)}>{y}</Link>
		</span>
	))
}
