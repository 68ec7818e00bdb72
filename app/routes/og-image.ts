// /og/{kind}/{key}.png — the Open Graph image of a vehicle, model year or article (app/og/og-image.server.ts).
import { getArticle, getBlogPost } from '~/content/articles.server'
import { TIER_TEXT } from '~/domain/provenance'
import { type OgCard, ogPng } from '~/og/og-image.server'
import { formatLb } from '~/utils/format'
import { parseId } from '~/utils/id-param'
import { getModelYear } from '~/vehicles/model-years.server'
import { vehicleName } from '~/vehicles/vehicle'
import { getVehicle, modelYearConfigurations } from '~/vehicles/vehicles.server'
import type { Route } from './+types/og-image'

async function cardFor(db: Route.LoaderArgs['context']['db'], path: string): Promise<OgCard | undefined> {
	let m = /^vehicle\/(\d+)\.png$/.exec(path)
	const id = parseId(m?.[1])
	if (id !== undefined) {
		const v = await getVehicle(db, id)
		if (!v) return undefined
		return {
			eyebrow: 'Towing capacity',
			title: vehicleName(v),
			subtitle: v.trim,
			figure: { value: formatLb(v.maxTowingCapacity), label: 'this configuration’s rating' },
			tier: TIER_TEXT[v.tier].label,
		}
	}
	m = /^model-year\/([a-z0-9-]{1,60})\/([a-z0-9-]{1,60})\/(\d{4})\.png$/.exec(path)
	if (m) {
		const [, make, model, year] = m
		const [lineup, configurations] = await Promise.all([getModelYear(db, make!, model!, Number(year)), modelYearConfigurations(db, make!, model!, Number(year))])
		const named = lineup ?? configurations[0]
		if (!named) return undefined
		return {
			eyebrow: 'Towing capacity',
			title: `${year} ${named.make} ${named.model}`,
			figure: lineup
				? { value: formatLb(lineup.maxTowing), label: 'the maker’s maximum for the model year' }
				: { value: `${configurations.length}`, label: configurations.length === 1 ? 'configuration listed' : 'configurations listed' },
			tier: lineup ? TIER_TEXT[lineup.tier].label : undefined,
		}
	}
	m = /^(article|blog)\/([a-z0-9-]{1,120})\.png$/.exec(path)
	if (m) {
		const a = m[1] === 'blog' ? await getBlogPost(db, m[2]!) : await getArticle(db, m[2]!)
		return a ? { eyebrow: m[1] === 'blog' ? 'TowSpec blog' : 'Towing guide', title: a.title } : undefined
	}
	return undefined
}

export async function loader({ params, request, context }: Route.LoaderArgs) {
	const card = await cardFor(context.db, params['*'] ?? '')
	if (!card) return new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } })
	const { png, etag } = ogPng(card)
	const headers = { ETag: etag, 'Cache-Control': 'public, max-age=86400, s-maxage=604800, stale-while-revalidate=604800', 'Content-Type': 'image/png' }
	if (request.headers.get('If-None-Match') === etag) return new Response(null, { status: 304, headers })
	return new Response(new Uint8Array(png), { headers })
}
