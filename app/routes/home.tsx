import { Link } from 'react-router'
import { getMeta, siteUrlFrom } from '~/utils/meta'
import type { Route } from './+types/home'

export const meta: Route.MetaFunction = ({ matches, location }) =>
	getMeta({
		siteUrl: siteUrlFrom(matches),
		path: location.pathname,
		title: 'Towing Capacity by Year, Make and Model',
		description:
			'Look up how much a truck, SUV or crossover can tow, with the maker’s figures and their source. Compare vehicles and check a trailer against every limit.',
		keywords: ['towing capacity', 'truck towing capacity', 'GCWR', 'payload', 'tow rating'],
	})

export default function Home() {
	return (
		<section className="bg-gradient-to-b from-brand-900 to-brand-700 text-white">
			<div className="mx-auto max-w-6xl px-4 py-16">
				<h1 className="text-4xl font-bold tracking-tight sm:text-5xl">How much can your vehicle tow?</h1>
				<p className="mt-4 max-w-2xl text-lg text-blue-50">
					Towing ratings for US trucks, SUVs and crossovers, each with the maker’s publication it comes from.
				</p>
				<ul className="mt-8 flex flex-wrap gap-3">
					<li>
						<Link to="/calculator" className="inline-block rounded-md bg-white px-4 py-2 font-semibold text-brand-900 no-underline">
							Check a trailer against your vehicle
						</Link>
					</li>
					<li>
						<Link to="/compare" className="inline-block rounded-md border border-white px-4 py-2 font-semibold text-white no-underline">
							Compare vehicles
						</Link>
					</li>
				</ul>
			</div>
		</section>
	)
}
