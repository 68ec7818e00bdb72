// Worked examples for every check (figures and where they come from: docs/decisions/007-towing-calculator.md)
// and property tests of the rules DESIGN.md §6 promises.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { TrailerType } from './schema'
import { brakeRuleFor } from '~/domain/state-laws'
import { type CheckId, type TowingInput, type TowingResult, calculateTowing, towingInput, withSafetyMargin } from './engine'

const check = (r: TowingResult, id: CheckId) => r.checks.find((c) => c.id === id)

// 2023 Nissan Titan XD Crew Cab 4WD, data/vehicles/nissan.csv id 70009 (Nissan's published figures):
// payload 2,400 lb, GCWR 17,700 lb, conventional 10,890 lb, fifth-wheel 11,040 lb. GVWR and curb weight are
// not published in our data; the examples assume a 7,000 lb curb weight.
const TITAN_XD = { payloadCapacity: 2400, gvwr: null, conventionalTowing: 10890, fifthWheelTowing: 11040 }

describe('the SPEC fields (GCWR arithmetic with the 10 % safety margin)', () => {
	it('example A: 15,000 lb GCWR, 5,000 lb vehicle, 500 lb aboard, 6,000 lb trailer with 600 lb tongue', () => {
		const r = calculateTowing({ gcwr: 15000, curbWeight: 5000, passengersWeight: 300, cargoWeight: 200, trailerWeight: 6000, tongueWeight: 600 })
		// loaded = 5,000 + 300 + 200 + 600; available = 15,000 − 6,100; safe = floor(8,900 × 0.9)
		expect(r).toMatchObject({ loadedVehicleWeight: 6100, availableCapacity: 8900, safeTowingCapacity: 8010, isOverloaded: false })
		expect(Object.keys(r).slice(0, 5)).toEqual(['safeTowingCapacity', 'loadedVehicleWeight', 'availableCapacity', 'isOverloaded', 'recommendations'])
		// GCWR check: 5,000 + 300 + 200 + 6,000 (the trailer already contains its tongue weight)
		expect(check(r, 'gcwr')).toMatchObject({ limit: 15000, actual: 11500, status: 'pass' })
		// Max trailer: floor(0.9 × (15,000 − 5,500)) = 8,550, the only limit given
		expect(r).toMatchObject({ maxTrailerWeight: 8550, bindingLimit: 'gcwr', tongueWeight: 600, tongueWeightEstimated: false })
		expect(r.checks.map((c) => c.id)).toEqual(['gcwr', 'tongueShare'])
	})

	it('example B: no trailer; and a vehicle already over its GCWR has no safe capacity left', () => {
		const empty = calculateTowing({ gcwr: 10000, curbWeight: 4000, passengersWeight: 500, cargoWeight: 500 })
		expect(empty).toMatchObject({ loadedVehicleWeight: 5000, availableCapacity: 5000, safeTowingCapacity: 4500, isOverloaded: false, tongueWeight: 0 })
		const over = calculateTowing({ gcwr: 5000, curbWeight: 6000, passengersWeight: 0, cargoWeight: 0 })
		expect(over).toMatchObject({ availableCapacity: -1000, safeTowingCapacity: 0, isOverloaded: true, maxTrailerWeight: 0 })
		expect(check(over, 'gcwr')).toMatchObject({ status: 'fail', actual: 6000, limit: 5000 })
	})

	it('the safety margin rounds down to whole pounds without floating-point slips', () => {
		expect(withSafetyMargin(8900)).toBe(8010)
		expect(withSafetyMargin(10)).toBe(9)
		expect(withSafetyMargin(7)).toBe(6)
		expect(withSafetyMargin(-5)).toBe(0)
		for (let x = 0; x <= 2000; x += 10) expect(withSafetyMargin(x)).toBe((x / 10) * 9)
	})

	it('a trailer within every rating is still overloaded above the safe towing capacity', () => {
		// Titan XD: 600 + 500 aboard, 9,000 lb trailer with 1,200 lb tongue. Loaded 9,300; available 8,400;
		// safe = 7,560 < 9,000, although GCWR (17,100 of 17,700), payload (2,300 of 2,400) and tow rating pass.
		const r = calculateTowing(
			towingInput({ gcwr: 17700, curbWeight: 7000, passengersWeight: 600, cargoWeight: 500, trailerWeight: 9000, tongueWeight: 1200, trailerType: 'conventional' }, TITAN_XD),
		)
		expect(r).toMatchObject({ loadedVehicleWeight: 9300, availableCapacity: 8400, safeTowingCapacity: 7560, isOverloaded: true })
		expect(r.checks.every((c) => c.status === 'pass')).toBe(true)
		expect(r.recommendations.join(' ')).toContain('heavier than the safe towing capacity of 7,560 lb')
	})
})

describe('payload', () => {
	it('example C: binds while the GCWR passes (Titan XD, 1,700 lb aboard, 5,000 lb trailer, 750 lb tongue)', () => {
		const r = calculateTowing(
			towingInput({ gcwr: 17700, curbWeight: 7000, passengersWeight: 600, cargoWeight: 1100, trailerWeight: 5000, tongueWeight: 750, trailerType: 'conventional' }, TITAN_XD),
		)
		// SPEC arithmetic alone says fine: loaded 9,450, available 8,250, safe 7,425 ≥ 5,000.
		expect(r.safeTowingCapacity).toBe(7425)
		expect(check(r, 'gcwr')).toMatchObject({ actual: 13700, limit: 17700, status: 'pass' })
		// Payload: 600 + 1,100 + 750 = 2,450 against 2,400.
		expect(check(r, 'payload')).toMatchObject({ actual: 2450, limit: 2400, status: 'fail' })
		expect(check(r, 'payload')!.message).toContain('50 lb over the payload capacity')
		expect(check(r, 'towRating')).toMatchObject({ actual: 5000, limit: 10890, status: 'pass' })
		expect(r.isOverloaded).toBe(true)
		// Max trailer: payload left 700 ÷ 15 % tongue share = 4,666; GCWR gives floor(0.9 × 9,000) = 8,100.
		expect(r).toMatchObject({ maxTrailerWeight: 4666, bindingLimit: 'payload' })
		expect(r.recommendations[0]).toMatch(/^Payload: take 50 lb out of the vehicle/)
	})

	it('passes at exactly the payload capacity', () => {
		const r = calculateTowing({ gcwr: 20000, curbWeight: 6000, passengersWeight: 1000, cargoWeight: 400, trailerWeight: 6000, tongueWeight: 600, payloadCapacity: 2000 })
		expect(check(r, 'payload')).toMatchObject({ actual: 2000, status: 'pass' })
		expect(check(r, 'payload')!.message).toContain('0 lb to spare')
	})
})

describe('GVWR and tow-rating warning', () => {
	it('example D: 2019 Mazda CX-9 AWD with five aboard and a 3,200 lb trailer, tongue estimated', () => {
		// data/vehicles/mazda.csv id 170049: GCWR 8,338, GVWR 5,816, tow rating 3,500; curb weight assumed 4,400.
		const r = calculateTowing({
			gcwr: 8338,
			curbWeight: 4400,
			passengersWeight: 750,
			cargoWeight: 400,
			trailerWeight: 3200,
			gvwr: 5816,
			maxTowingCapacity: 3500,
		})
		// Tongue estimated at 13 %: round(416) = 416.
		expect(r).toMatchObject({ tongueWeight: 416, tongueWeightEstimated: true, loadedVehicleWeight: 5966, availableCapacity: 2372, safeTowingCapacity: 2134 })
		expect(check(r, 'gvwr')).toMatchObject({ actual: 5966, limit: 5816, status: 'fail' })
		expect(check(r, 'gcwr')).toMatchObject({ actual: 8750, limit: 8338, status: 'fail' })
		// 3,200 is 91.4 % of 3,500: above the 90 % warning line.
		expect(check(r, 'towRating')).toMatchObject({ actual: 3200, limit: 3500, status: 'warn' })
		expect(check(r, 'towRating')!.message).toContain('91.4 %')
		// No tongue-share check for an estimated tongue weight.
		expect(check(r, 'tongueShare')).toBeUndefined()
		// GVWR left 266 ÷ 13 % = 2,046 < GCWR floor(0.9 × 2,788) = 2,509 < tow rating 3,500.
		expect(r).toMatchObject({ maxTrailerWeight: 2046, bindingLimit: 'gvwr', isOverloaded: true })
		expect(r.recommendations.join(' ')).toContain('estimated at 13 % of the trailer (416 lb)')
	})

	it('the tow rating passes at 90 % and fails above 100 %', () => {
		const base = { gcwr: 30000, curbWeight: 5000, passengersWeight: 0, cargoWeight: 0, maxTowingCapacity: 10000 }
		expect(check(calculateTowing({ ...base, trailerWeight: 9000 }), 'towRating')!.status).toBe('pass')
		expect(check(calculateTowing({ ...base, trailerWeight: 9001 }), 'towRating')!.status).toBe('warn')
		expect(check(calculateTowing({ ...base, trailerWeight: 10000 }), 'towRating')!.status).toBe('warn')
		const over = calculateTowing({ ...base, trailerWeight: 10001 })
		expect(check(over, 'towRating')!.status).toBe('fail')
		expect(over.isOverloaded).toBe(true)
	})

	it('example E: 2015 Toyota Tundra Double Cab 4x2 4.6L over its 6,800 lb tow rating', () => {
		// data/vehicles/toyota.csv id 60029: payload 1,605, GVWR 6,700, conventional 6,800; GCWR not in our data,
		// 13,000 lb assumed; curb weight assumed 5,000.
		const r = calculateTowing(
			towingInput(
				{ gcwr: 13000, curbWeight: 5000, passengersWeight: 300, cargoWeight: 100, trailerWeight: 7200, tongueWeight: 800, trailerType: 'conventional' },
				{ payloadCapacity: 1605, gvwr: 6700, conventionalTowing: 6800, fifthWheelTowing: null },
			),
		)
		expect(check(r, 'towRating')).toMatchObject({ actual: 7200, limit: 6800, status: 'fail' })
		expect(check(r, 'payload')).toMatchObject({ actual: 1200, limit: 1605, status: 'pass' })
		expect(check(r, 'gvwr')).toMatchObject({ actual: 6200, limit: 6700, status: 'pass' })
		// 800 / 7,200 = 11.1 %; payload left 1,205 ÷ 0.111 = 10,845; GVWR left 1,300 ÷ 0.111 = 11,700;
		// GCWR floor(0.9 × 7,600) = 6,840; tow rating 6,800 binds.
		expect(r).toMatchObject({ maxTrailerWeight: 6800, bindingLimit: 'towRating', isOverloaded: true })
		expect(r.recommendations[0]).toBe("Tow rating: the trailer is 400 lb over what the maker rates this vehicle to tow; choose a lighter trailer.")
	})
})

describe('hitch and trailer GVWR', () => {
	it('example F: a 6,000 lb trailer on a 5,000 lb Class III hitch', () => {
		const r = calculateTowing({ gcwr: 20000, curbWeight: 6000, passengersWeight: 300, cargoWeight: 0, trailerWeight: 6000, tongueWeight: 700, hitchRating: 5000 })
		expect(check(r, 'hitch')).toMatchObject({ actual: 6000, limit: 5000, status: 'fail' })
		expect(r).toMatchObject({ maxTrailerWeight: 5000, bindingLimit: 'hitch', isOverloaded: true })
		expect(r.recommendations[0]).toBe('Hitch: fit a hitch, ball mount and ball rated for at least 6,000 lb, or lighten the trailer.')
	})

	it("example G: a trailer loaded past its own GVWR", () => {
		const r = calculateTowing({ gcwr: 20000, curbWeight: 6000, passengersWeight: 300, cargoWeight: 0, trailerWeight: 7500, tongueWeight: 900, trailerGvwr: 7000 })
		expect(check(r, 'trailerGvwr')).toMatchObject({ actual: 7500, limit: 7000, status: 'fail' })
		expect(r.isOverloaded).toBe(true)
		// The trailer's own rating limits the trailer, not the vehicle: it is not a candidate for the maximum.
		expect(r.bindingLimit).toBe('gcwr')
		const ok = calculateTowing({ gcwr: 20000, curbWeight: 6000, passengersWeight: 300, cargoWeight: 0, trailerWeight: 7000, tongueWeight: 900, trailerGvwr: 7000 })
		expect(check(ok, 'trailerGvwr')!.status).toBe('pass')
	})
})

describe('tongue-weight share', () => {
	const conventional = (tongueWeight: number) =>
		calculateTowing({ gcwr: 30000, curbWeight: 5000, passengersWeight: 0, cargoWeight: 0, trailerWeight: 6000, tongueWeight })
	it.each([
		[500, 8.3, 'fail'],
		[600, 10, 'pass'],
		[900, 15, 'pass'],
		[960, 16, 'warn'],
		[1020, 17, 'warn'],
		[1080, 18, 'fail'],
	] as const)('conventional: %i lb on a 6,000 lb trailer is %d per cent → %s', (tongue, share, status) => {
		const c = check(conventional(tongue), 'tongueShare')!
		expect(c).toMatchObject({ actual: share, limit: 15, status })
		expect(conventional(tongue).isOverloaded).toBe(status === 'fail')
	})

	it.each([
		['fifth-wheel', 1500, 12.5, 'fail'],
		['fifth-wheel', 1800, 15, 'pass'],
		['gooseneck', 2200, 18.3, 'pass'],
		['gooseneck', 3000, 25, 'pass'],
		['fifth-wheel', 3300, 27.5, 'fail'],
	] as const)('%s: %i lb pin weight on a 12,000 lb trailer is %d per cent → %s', (trailerType, tongueWeight, share, status) => {
		const r = calculateTowing({ gcwr: 40000, curbWeight: 7000, passengersWeight: 0, cargoWeight: 0, trailerWeight: 12000, tongueWeight, trailerType })
		expect(check(r, 'tongueShare')).toMatchObject({ actual: share, limit: 25, status })
	})

	it('a light tongue says to move load forward; a heavy one to move it back', () => {
		expect(check(conventional(500), 'tongueShare')!.message).toMatch(/sway\. Move load forward\./)
		expect(check(conventional(1080), 'tongueShare')!.message).toMatch(/Move load back\./)
	})

	it('example H: Titan XD with a 10,000 lb fifth-wheel, pin weight estimated at 22 %', () => {
		const r = calculateTowing(
			towingInput({ gcwr: 17700, curbWeight: 7000, passengersWeight: 300, cargoWeight: 0, trailerWeight: 10000, trailerType: 'fifth-wheel' }, TITAN_XD),
		)
		// Pin 2,200: payload 300 + 2,200 = 2,500 > 2,400; GCWR 17,300 ≤ 17,700; 10,000 is 90.6 % of 11,040.
		expect(r).toMatchObject({ tongueWeight: 2200, tongueWeightEstimated: true })
		expect(check(r, 'payload')).toMatchObject({ actual: 2500, status: 'fail' })
		expect(check(r, 'gcwr')).toMatchObject({ actual: 17300, status: 'pass' })
		expect(check(r, 'towRating')).toMatchObject({ label: 'Tow rating (fifth-wheel)', limit: 11040, status: 'warn' })
		// GCWR floor(0.9 × 10,400) = 9,360 < payload 2,100 ÷ 0.22 = 9,545 < tow rating 11,040.
		expect(r).toMatchObject({ maxTrailerWeight: 9360, bindingLimit: 'gcwr' })
		expect(r.recommendations.join(' ')).toContain('Aim for a pin weight of 1,500 lb to 2,500 lb')
	})
})

describe('recommendations', () => {
	it('name the tongue band, the weight-distributing hitch above 5,000 lb and trailer brakes above 3,000 lb', () => {
		const r = calculateTowing({ gcwr: 15000, curbWeight: 5000, passengersWeight: 300, cargoWeight: 200, trailerWeight: 6000, tongueWeight: 600 })
		const text = r.recommendations.join('\n')
		expect(text).toContain('Aim for a tongue weight of 600 lb to 900 lb (10–15 % of the trailer).')
		expect(text).toContain('weight-distributing hitch')
		expect(text).toContain('general guideline of trailer brakes above 3,000 lb')
		expect(text).toContain('Every limit we could check passes')
		expect(text).toContain('Payload was not checked')
	})

	it('use the brake rule of the chosen states where we have one, and say when we have none', () => {
		const base = { gcwr: 15000, curbWeight: 5000, passengersWeight: 0, cargoWeight: 0, tongueWeight: 400 }
		const cite = { summary: 'Trailers over 4,500 lb gross need brakes.', citation: 'Tex. Transp. Code § 547.402', url: 'https://example.org/tx', checked: '2026-11-25' }
		const brakeRule = brakeRuleFor([{ code: 'TX', name: 'Texas', facts: { trailerBrakes: { status: 'stated', value: { overLb: 4500, basis: 'gross' }, ...cite } }, disagreements: [], notes: [] }])
		const texas = calculateTowing({ ...base, trailerWeight: 4000, state: 'TX', brakeRule }).recommendations.join(' ')
		expect(texas).not.toContain('needs its own brakes')
		expect(calculateTowing({ ...base, trailerWeight: 4600, tongueWeight: 500, state: 'TX', brakeRule }).recommendations.join(' ')).toContain(
			'needs its own brakes and a brake controller: Texas requires trailer brakes over 4,500 lb loaded (gross) weight (Tex. Transp. Code § 547.402)',
		)
		expect(calculateTowing({ ...base, trailerWeight: 2000, tongueWeight: 250, state: 'OH' }).recommendations.join(' ')).toContain(
			'We have no sourced brake threshold for Ohio, so this uses the general guideline',
		)
		expect(calculateTowing({ ...base, trailerWeight: 2000, tongueWeight: 250, state: 'OH', tripStates: ['IN', 'OH'] }).recommendations.join(' ')).toContain(
			'We have no sourced brake threshold for Ohio and Indiana',
		)
	})

	it('say nothing about trailers when there is none', () => {
		const r = calculateTowing({ gcwr: 10000, curbWeight: 4000, passengersWeight: 500, cargoWeight: 500 })
		expect(r.recommendations).toEqual(['Every limit we could check passes with this load. Weigh the loaded rig at a truck scale before a long trip.'])
	})
})

describe('towingInput', () => {
	const request = { gcwr: 17700, curbWeight: 7000, passengersWeight: 0, cargoWeight: 0, trailerType: 'conventional' as TrailerType, vehicleId: 70009 }
	it("takes the vehicle's ratings for the trailer type; a typed figure wins", () => {
		expect(towingInput(request, TITAN_XD)).toMatchObject({ payloadCapacity: 2400, gvwr: undefined, maxTowingCapacity: 10890 })
		expect(towingInput({ ...request, trailerType: 'gooseneck' }, TITAN_XD).maxTowingCapacity).toBe(11040)
		expect(towingInput({ ...request, payloadCapacity: 2100 }, TITAN_XD).payloadCapacity).toBe(2100)
		expect(towingInput(request)).not.toHaveProperty('vehicleId')
		expect(towingInput({ ...request, trailerType: 'fifth-wheel' }, { ...TITAN_XD, fifthWheelTowing: null }).maxTowingCapacity).toBeUndefined()
	})
})

// ── Calculator II: optional GCWR and curb weight, the verdict, GAWR, elevation ─────────────────

// data/vehicles/ford.csv id 10202 (2020 F-150 SuperCrew 4x2 3.5L EcoBoost): conventional 13,200 lb; payload,
// GVWR and GCWR are not in our data. data/vehicles/honda.csv id 80009 (2019 Pilot AWD): 5,000 lb, nothing else.
const F150_2020 = { payloadCapacity: null, gvwr: null, conventionalTowing: 13200, fifthWheelTowing: null }
const PILOT_2019_AWD = { payloadCapacity: null, gvwr: null, conventionalTowing: 5000, fifthWheelTowing: null }

describe('answers from what people know', () => {
	it("2020 F-150 + 7,000 lb travel trailer: can't tell without the door-label payload, then yes with it", () => {
		const base = { passengersWeight: 300, cargoWeight: 200, trailerWeight: 7000, trailerType: 'conventional' as TrailerType }
		const without = calculateTowing(towingInput(base, F150_2020))
		expect(without.verdict).toEqual({ answer: 'cant-tell', headline: "Can't tell yet — enter the payload from your door label", limits: ['payload'] })
		// No GCWR, no curb weight: the SPEC figures are not known rather than invented, and the request does not fail.
		expect(without).toMatchObject({ safeTowingCapacity: null, loadedVehicleWeight: null, availableCapacity: null, isOverloaded: false })
		expect(without.notChecked.map((u) => u.id)).toEqual(['payload', 'gvwr', 'frontGawr', 'rearGawr', 'gcwr', 'hitch', 'trailerGvwr', 'tongueShare'])
		expect(without.notChecked.find((u) => u.id === 'payload')!.where).toContain('The combined weight of occupants and cargo should never exceed')
		// 1,700 lb is an illustrative door-label figure, not from our data: 300 + 200 + 910 (13 % of 7,000) = 1,410.
		const withLabel = calculateTowing(towingInput({ ...base, payloadCapacity: 1700 }, F150_2020))
		expect(withLabel.verdict).toEqual({ answer: 'yes', headline: 'Yes, within every limit we could check', limits: [] })
		expect(check(withLabel, 'payload')).toMatchObject({ actual: 1410, limit: 1700, status: 'pass' })
		expect(check(withLabel, 'towRating')).toMatchObject({ actual: 7000, limit: 13200, status: 'pass' })
		// Payload left 1,200 ÷ 13 % = 9,230 < tow rating 13,200.
		expect(withLabel).toMatchObject({ maxTrailerWeight: 9230, bindingLimit: 'payload' })
	})

	it('2019 Honda Pilot AWD + 5,000 lb boat: at the tow rating it warns; over the door-label payload it says by how much', () => {
		const base = { passengersWeight: 600, cargoWeight: 100, trailerWeight: 5000, trailerType: 'conventional' as TrailerType }
		expect(calculateTowing(towingInput(base, PILOT_2019_AWD)).verdict.answer).toBe('cant-tell')
		// 600 + 100 + 650 (13 % of 5,000) = 1,350 against illustrative door-label payloads of 1,400 and 1,010 lb.
		const ok = calculateTowing(towingInput({ ...base, payloadCapacity: 1400 }, PILOT_2019_AWD))
		expect(ok.verdict.answer).toBe('yes')
		expect(check(ok, 'towRating')).toMatchObject({ status: 'warn', actual: 5000, limit: 5000 })
		expect(ok).toMatchObject({ maxTrailerWeight: 5000, bindingLimit: 'towRating' })
		const over = calculateTowing(towingInput({ ...base, payloadCapacity: 1010 }, PILOT_2019_AWD))
		expect(over.verdict).toEqual({ answer: 'no', headline: 'No — payload exceeded by 340 lb', limits: ['payload'] })
		expect(over.isOverloaded).toBe(true)
	})

	it("can't tell without a tow rating when there is a trailer; both missing figures are asked for", () => {
		const r = calculateTowing({ passengersWeight: 300, cargoWeight: 0, trailerWeight: 3000 })
		expect(r.verdict.headline).toBe("Can't tell yet — enter the payload from your door label and the tow rating from the maker’s towing guide")
		expect(r).toMatchObject({ maxTrailerWeight: null, bindingLimit: null })
		const towOnly = calculateTowing({ passengersWeight: 300, cargoWeight: 0, trailerWeight: 3000, payloadCapacity: 1500 })
		expect(towOnly.verdict).toMatchObject({ answer: 'cant-tell', limits: ['towRating'] })
		// Without a trailer the tow rating is not needed for an answer.
		expect(calculateTowing({ passengersWeight: 300, cargoWeight: 0, payloadCapacity: 1500 }).verdict.answer).toBe('yes')
	})

	it('a failure answers no even while other figures are missing', () => {
		const r = calculateTowing({ passengersWeight: 300, cargoWeight: 0, trailerWeight: 6000, hitchRating: 5000 })
		expect(r.verdict).toEqual({ answer: 'no', headline: 'No — hitch rating exceeded by 1,000 lb', limits: ['hitch'] })
	})

	it('the SPEC 10 % margin alone can answer no, and says so', () => {
		// Example C′ above: every rating passes, the trailer is 1,440 lb over the safe towing capacity of 7,560 lb.
		const r = calculateTowing(
			towingInput({ gcwr: 17700, curbWeight: 7000, passengersWeight: 600, cargoWeight: 500, trailerWeight: 9000, tongueWeight: 1200, trailerType: 'conventional' }, TITAN_XD),
		)
		expect(r.verdict).toEqual({
			answer: 'no',
			headline: 'No — the trailer is 1,440 lb over the safe towing capacity (the GCWR less a 10 % margin)',
			limits: ['safeTowingCapacity'],
		})
	})

	it('GCWR without curb weight is not checked; a request with every old field answers exactly as before', () => {
		const r = calculateTowing({ gcwr: 15000, passengersWeight: 300, cargoWeight: 200, trailerWeight: 6000, tongueWeight: 600 })
		expect(check(r, 'gcwr')).toBeUndefined()
		expect(r.notChecked.find((u) => u.id === 'gcwr')!.reason).toBe('needs the curb weight or a truck-scale ticket')
		const old = calculateTowing({ gcwr: 15000, curbWeight: 5000, passengersWeight: 300, cargoWeight: 200, trailerWeight: 6000, tongueWeight: 600 })
		expect(old).toMatchObject({ safeTowingCapacity: 8010, loadedVehicleWeight: 6100, availableCapacity: 8900, maxTrailerWeight: 8550, bindingLimit: 'gcwr' })
	})
})

describe('axle ratings (GAWR) need a scale ticket', () => {
	const tickets = { hitched: { steer: 3580, drive: 4460, trailer: 6300 }, released: { steer: 3400, drive: 4780, trailer: 6160 }, truckAlone: { steer: 3700, drive: 3440 } }
	it('without one they are listed as not checked, with where to find the figures', () => {
		const r = calculateTowing({ passengersWeight: 300, cargoWeight: 0, frontGawr: 3900, rearGawr: 4400, payloadCapacity: 2000 })
		expect(check(r, 'frontGawr')).toBeUndefined()
		expect(r.notChecked.find((u) => u.id === 'rearGawr')).toMatchObject({ reason: 'axle loads need a truck-scale ticket' })
	})

	it('with one, each weighed axle is checked against its rating: the rear is 60 lb over', () => {
		const r = calculateTowing({ passengersWeight: 300, cargoWeight: 100, frontGawr: 3900, rearGawr: 4400, payloadCapacity: 2500, maxTowingCapacity: 9000, weighTickets: tickets })
		expect(check(r, 'frontGawr')).toMatchObject({ actual: 3580, limit: 3900, status: 'pass' })
		expect(check(r, 'rearGawr')).toMatchObject({ actual: 4460, limit: 4400, status: 'fail' })
		expect(r.verdict.headline).toBe('No — rear axle rating exceeded by 60 lb')
		expect(r.recommendations[0]).toMatch(/^Rear axle: 60 lb over its rating/)
	})

	it('measured figures replace the entered trailer and tongue weights; the weighed truck is checked against the GVWR', () => {
		const r = calculateTowing({
			curbWeight: 6000,
			gcwr: 15000,
			gvwr: 8200,
			passengersWeight: 300,
			cargoWeight: 100,
			trailerWeight: 5000,
			tongueWeight: 500,
			payloadCapacity: 2100,
			weighTickets: tickets,
		})
		expect(r).toMatchObject({ trailerWeight: 7200, tongueWeight: 1040, tongueWeightEstimated: false })
		// 300 + 100 aboard + 1,040 weighed tongue = 1,440 of 2,100; the truck as weighed (3,580 + 4,460) against the GVWR.
		expect(check(r, 'payload')).toMatchObject({ actual: 1440, limit: 2100, status: 'pass' })
		expect(check(r, 'gvwr')).toMatchObject({ actual: 8040, limit: 8200, status: 'pass' })
		expect(check(r, 'gcwr')).toMatchObject({ actual: 14340, limit: 15000, status: 'pass' })
		// 1,040 ÷ 7,200 = 14.4 %.
		expect(check(r, 'tongueShare')).toMatchObject({ actual: 14.4, status: 'pass' })
	})
})

describe('elevation', () => {
	// A made-up rule for this test only: no maker's published rule is in ELEVATION_RULES (its file says why).
	const testRule = { make: 'Testmake', yearFrom: 2000, yearTo: 2030, percentPer1000Ft: 2, aboveFt: 1000, source: 'test fixture', sourceUrl: 'https://example.org' }
	const base = { gcwr: 15000, curbWeight: 6000, passengersWeight: 300, cargoWeight: 200, trailerWeight: 8000, tongueWeight: 1000 }

	it('without a published rule nothing is derated and the result says so', () => {
		const r = calculateTowing({ ...base, elevationFt: 9000 })
		expect(check(r, 'gcwr')).toMatchObject({ limit: 15000 })
		expect(r.elevation).toMatchObject({ elevationFt: 9000, applied: false })
		expect(r.elevation!.message).toContain('we hold no GCWR reduction for elevation published by this vehicle’s maker')
		expect(r.recommendations.join(' ')).toContain('No elevation rule applied')
		expect(calculateTowing(base).elevation).toBeNull()
	})

	it("a maker's rule lowers the GCWR: 2 % per started 1,000 ft above 1,000 ft at 5,500 ft is 10 %", () => {
		const r = calculateTowing({ ...base, elevationFt: 5500, elevationRule: testRule })
		expect(r.elevation).toMatchObject({ applied: true, reduction: 1500, gcwr: 13500, source: 'test fixture' })
		// 6,000 + 500 + 8,000 = 14,500 passes 15,000 but not 13,500.
		expect(check(r, 'gcwr')).toMatchObject({ limit: 13500, actual: 14500, status: 'fail' })
		expect(check(r, 'gcwr')!.message).toContain('GCWR at this elevation')
		// Below the rule's threshold nothing changes.
		expect(check(calculateTowing({ ...base, elevationFt: 900, elevationRule: testRule }), 'gcwr')).toMatchObject({ limit: 15000, status: 'pass' })
	})
})

// ── Properties ──────────────────────────────────────────────────────────────────────────────────

const lbs = (max: number) => fc.integer({ min: 0, max })
const optional = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: undefined })

const ticketsArb = fc
	.record({
		s3: lbs(8000),
		d3: lbs(8000),
		tongue: lbs(3000),
		trailerAxles: lbs(15_000),
		steerShift: fc.integer({ min: -300, max: 300 }),
		released: fc.boolean(),
	})
	.map(({ s3, d3, tongue, trailerAxles, steerShift, released }) => ({
		hitched: { steer: Math.max(0, s3 + steerShift), drive: Math.max(0, d3 + tongue - steerShift), trailer: trailerAxles },
		...(released ? { released: { steer: Math.max(0, s3 - 200), drive: d3 + tongue + 200, trailer: trailerAxles } } : {}),
		truckAlone: { steer: s3, drive: d3 },
	}))

const inputArb: fc.Arbitrary<TowingInput> = fc
	.record({
		gcwr: optional(fc.integer({ min: 1, max: 100_000 })),
		curbWeight: optional(lbs(100_000)),
		passengersWeight: lbs(100_000),
		cargoWeight: lbs(100_000),
		trailerWeight: optional(lbs(100_000)),
		tongueFraction: optional(fc.double({ min: 0, max: 1, noNaN: true })),
		trailerType: fc.constantFrom<TrailerType>('conventional', 'fifth-wheel', 'gooseneck'),
		payloadCapacity: optional(lbs(100_000)),
		gvwr: optional(lbs(100_000)),
		frontGawr: optional(fc.integer({ min: 1, max: 20_000 })),
		rearGawr: optional(fc.integer({ min: 1, max: 20_000 })),
		maxTowingCapacity: optional(lbs(100_000)),
		hitchRating: optional(lbs(100_000)),
		trailerGvwr: optional(lbs(100_000)),
		weighTickets: fc.option(ticketsArb, { nil: undefined, freq: 4 }),
		state: optional(fc.constantFrom('TX', 'CA', 'OH', 'FL')),
	})
	.map(({ tongueFraction, weighTickets, ...r }) => ({
		...r,
		...(weighTickets ? { weighTickets } : {}),
		// The tongue weight is part of the trailer's weight (the schema refuses more).
		tongueWeight: tongueFraction === undefined ? undefined : Math.floor(tongueFraction * (r.trailerWeight ?? 0)),
	}))

/** Each rating a user may leave out, and the check it feeds. */
const RATINGS = [
	['payloadCapacity', 'payload'],
	['gvwr', 'gvwr'],
	['frontGawr', 'frontGawr'],
	['rearGawr', 'rearGawr'],
	['gcwr', 'gcwr'],
	['curbWeight', 'gcwr'], // the curb weight is a figure, not a rating, but leaving it out must not pass anything either
	['maxTowingCapacity', 'towRating'],
	['hitchRating', 'hitch'],
	['trailerGvwr', 'trailerGvwr'],
] as const

describe('properties', () => {
	it('more cargo or more passengers never raises the maximum trailer weight', () => {
		fc.assert(
			fc.property(inputArb, lbs(50_000), lbs(50_000), (input, moreCargo, morePeople) => {
				const before = calculateTowing(input).maxTrailerWeight
				const after = calculateTowing({ ...input, cargoWeight: input.cargoWeight + moreCargo, passengersWeight: input.passengersWeight + morePeople }).maxTrailerWeight
				if (before === null) expect(after).toBeNull()
				else expect(after).toBeLessThanOrEqual(before)
			}),
			{ numRuns: 2000 },
		)
	})

	it('the safe towing capacity never exceeds 90 % of the GCWR headroom, is never negative, and is unknown without GCWR and curb weight (or a scale ticket)', () => {
		fc.assert(
			fc.property(inputArb, (input) => {
				const r = calculateTowing(input)
				// Without tickets the truck with its load is curb + people + cargo; with tickets it is weighed (pass 3).
				const truck = input.weighTickets
					? input.weighTickets.truckAlone.steer + input.weighTickets.truckAlone.drive
					: input.curbWeight === undefined
						? undefined
						: input.curbWeight + input.passengersWeight + input.cargoWeight
				if (input.gcwr === undefined || truck === undefined) {
					expect(r.safeTowingCapacity).toBeNull()
					return
				}
				const headroom = input.gcwr - truck
				expect(r.safeTowingCapacity).toBeGreaterThanOrEqual(0)
				expect(r.safeTowingCapacity).toBeLessThanOrEqual(Math.max(0, 0.9 * headroom))
			}),
			{ numRuns: 2000 },
		)
	})

	it('every failed check makes the result overloaded and the answer no; a yes has the payload checked', () => {
		fc.assert(
			fc.property(inputArb, (input) => {
				const r = calculateTowing(input)
				if (r.checks.some((c) => c.status === 'fail')) {
					expect(r.isOverloaded).toBe(true)
					expect(r.verdict.answer).toBe('no')
				}
				if (r.verdict.answer === 'yes') {
					expect(r.checks.some((c) => c.id === 'payload')).toBe(true)
					expect(r.isOverloaded).toBe(false)
				}
			}),
			{ numRuns: 2000 },
		)
	})

	it('a missing rating never turns a fail into a pass: the answer stays no, becomes can’t tell, or names the limit as not checked', () => {
		fc.assert(
			fc.property(inputArb, fc.constantFrom(...RATINGS), (input, [field]) => {
				const before = calculateTowing(input)
				const { [field]: _removed, ...rest } = input
				const after = calculateTowing(rest as TowingInput)
				// A check that is still evaluated gives the same answer (ratings do not depend on one another).
				for (const c of after.checks) {
					const was = before.checks.find((b) => b.id === c.id)
					if (was && was.status === 'fail') expect(c.status).toBe('fail')
				}
				if (before.verdict.answer !== 'no' || after.verdict.answer !== 'yes') return
				// The payload and (with a trailer) the tow rating are never passed over: without them there is no yes.
				expect(field).not.toBe('payloadCapacity')
				// Whatever made it a no is now listed as not checked (the SPEC safe towing capacity is the GCWR's 10 % margin).
				const unchecked = after.notChecked.map((u) => u.id)
				for (const limit of before.verdict.limits) expect(unchecked).toContain(limit === 'safeTowingCapacity' ? 'gcwr' : limit)
			}),
			{ numRuns: 3000 },
		)
	})

	it('with scale tickets the SPEC figures are measured, so leaving out the curb weight changes nothing', () => {
		// Found by the property above: GCWR 12, tickets 0 / 2 / 10 and 0 / 0 — tongue 2, trailer 12, truck alone 0:
		// loaded 0 + 2, available 10, safe 9 < 12.
		const input: TowingInput = {
			gcwr: 12,
			curbWeight: 0,
			passengersWeight: 0,
			cargoWeight: 0,
			payloadCapacity: 2,
			maxTowingCapacity: 12,
			weighTickets: { hitched: { steer: 0, drive: 2, trailer: 10 }, truckAlone: { steer: 0, drive: 0 } },
		}
		const { curbWeight: _c, ...withoutCurb } = input
		for (const r of [calculateTowing(input), calculateTowing(withoutCurb)]) {
			expect(r).toMatchObject({ loadedVehicleWeight: 2, availableCapacity: 10, safeTowingCapacity: 9, verdict: { answer: 'no', limits: ['safeTowingCapacity'] } })
		}
	})

	it('a trailer of the maximum weight (tongue estimated) fails no check that an empty hitch passes', () => {
		fc.assert(
			fc.property(inputArb, (input) => {
				const { trailerGvwr: _t, weighTickets: _w, ...vehicleOnly } = input
				const base = { ...vehicleOnly, tongueWeight: undefined }
				const max = calculateTowing(base).maxTrailerWeight
				if (max === null) return
				const failing = (trailerWeight: number) =>
					calculateTowing({ ...base, trailerWeight })
						.checks.filter((c) => c.status === 'fail')
						.map((c) => c.id)
				const empty = failing(0)
				expect(failing(max).filter((id) => !empty.includes(id))).toEqual([])
			}),
			{ numRuns: 2000 },
		)
	})

	it('the binding limit is one of the evaluated limits and the maximum is never negative', () => {
		fc.assert(
			fc.property(inputArb, (input) => {
				const r = calculateTowing(input)
				if (r.bindingLimit === null) {
					expect(r.maxTrailerWeight).toBeNull()
					return
				}
				expect(r.maxTrailerWeight).toBeGreaterThanOrEqual(0)
				const withCurb = input.curbWeight !== undefined
				const given = {
					gcwr: input.gcwr !== undefined && withCurb,
					towRating: input.maxTowingCapacity !== undefined,
					payload: input.payloadCapacity !== undefined,
					gvwr: input.gvwr !== undefined && withCurb,
					hitch: input.hitchRating !== undefined,
				}
				expect(given[r.bindingLimit]).toBe(true)
			}),
			{ numRuns: 1000 },
		)
	})
})
