import { describe, expect, it } from 'vitest'
import { calculatorErrors, calculatorQuery, calculatorRequestSchema } from './schema'

const valid = { gcwr: 15000, curbWeight: 5000, passengersWeight: 300, cargoWeight: 200 }
const errorsOf = (input: unknown) => {
	const r = calculatorRequestSchema.safeParse(input)
	return r.success ? {} : calculatorErrors(r.error)
}

describe('calculator request schema', () => {
	it('accepts JSON numbers and form strings alike; blank optional fields are not given', () => {
		const fromJson = calculatorRequestSchema.parse({ ...valid, trailerWeight: 6000, tongueWeight: null })
		const fromForm = calculatorRequestSchema.parse({ gcwr: '15000', curbWeight: ' 5000 ', passengersWeight: '300', cargoWeight: '200', trailerWeight: '6000', tongueWeight: '', state: '', vehicleId: '' })
		expect(fromJson).toEqual({ ...valid, trailerWeight: 6000, trailerType: 'conventional' })
		expect(fromForm).toEqual(fromJson)
	})

	it('names the field in every message', () => {
		// Calculator II: GCWR and curb weight are optional; the people and cargo aboard are not.
		expect(errorsOf({})).toEqual({
			passengersWeight: 'Passengers weight is required',
			cargoWeight: 'Cargo weight is required',
		})
		expect(errorsOf({ ...valid, gcwr: 0, curbWeight: -1, passengersWeight: 1.5, cargoWeight: 'lots', trailerWeight: 100_001, hitchRating: true })).toEqual({
			gcwr: 'GCWR must be at least 1 lb',
			curbWeight: 'Curb weight cannot be negative',
			passengersWeight: 'Passengers weight must be a whole number of pounds',
			cargoWeight: 'Cargo weight must be a number of pounds',
			trailerWeight: 'Trailer weight must be at most 100,000 lb',
			hitchRating: 'Hitch rating must be a number of pounds',
		})
	})

	it('accepts the edges of the range', () => {
		expect(errorsOf({ gcwr: 1, curbWeight: 0, passengersWeight: 0, cargoWeight: 100_000 })).toEqual({})
		expect(errorsOf({ ...valid, gcwr: '1e5' })).toEqual({ gcwr: 'GCWR must be a number of pounds' })
	})

	it('refuses a tongue weight heavier than the trailer', () => {
		expect(errorsOf({ ...valid, trailerWeight: 500, tongueWeight: 600 })).toEqual({
			tongueWeight: "Tongue weight is part of the trailer's weight, so it cannot be more than the trailer weight",
		})
	})

	it('checks trailer type, state and vehicle id', () => {
		expect(errorsOf({ ...valid, trailerType: 'boat', state: 'Texas', vehicleId: -3 })).toEqual({
			trailerType: 'Trailer type must be conventional, fifth-wheel or gooseneck',
			state: 'State must be a US state code such as TX',
			vehicleId: 'Vehicle id must be a positive whole number',
		})
		expect(calculatorRequestSchema.parse({ ...valid, trailerType: 'gooseneck', state: 'tx', vehicleId: '70009' })).toMatchObject({
			trailerType: 'gooseneck',
			state: 'TX',
			vehicleId: 70009,
		})
	})

	it('takes the door-label, elevation and weigh-ticket fields', () => {
		expect(calculatorRequestSchema.parse({ passengersWeight: 300, cargoWeight: 0, frontGawr: '3900', rearGawr: 4400, elevationFt: '9000' })).toEqual({
			passengersWeight: 300,
			cargoWeight: 0,
			trailerType: 'conventional',
			frontGawr: 3900,
			rearGawr: 4400,
			elevationFt: 9000,
		})
		expect(errorsOf({ ...valid, frontGawr: 0, elevationFt: 20000 })).toEqual({
			frontGawr: 'Front GAWR must be at least 1 lb',
			elevationFt: 'Elevation must be a whole number of feet from 0 to 15,000',
		})
	})

	it('wants the hitched and truck-alone passes whole, and the released pass all or nothing', () => {
		expect(errorsOf({ ...valid, ticket1Steer: 3580, ticket2Drive: 4780 })).toEqual({
			ticket1Drive: 'Pass 1 drive axle is required for weigh-ticket mode',
			ticket1Trailer: 'Pass 1 trailer axles is required for weigh-ticket mode',
			ticket3Steer: 'Pass 3 steer axle is required for weigh-ticket mode',
			ticket3Drive: 'Pass 3 drive axle is required for weigh-ticket mode',
			ticket2Steer: 'Pass 2 steer axle is required when pass 2 is entered',
			ticket2Trailer: 'Pass 2 trailer axles is required when pass 2 is entered',
		})
		const tickets = { ticket1Steer: 3580, ticket1Drive: 4460, ticket1Trailer: 6300, ticket3Steer: 3700, ticket3Drive: 3440 }
		expect(errorsOf({ ...valid, ...tickets })).toEqual({})
	})

	it('round-trips through the shareable query string, leaving out blanks and defaults', () => {
		const request = calculatorRequestSchema.parse({ ...valid, trailerWeight: 6000, trailerType: 'conventional', state: 'TX', vehicleId: 70009 })
		const query = calculatorQuery(request)
		expect(query).toBe('gcwr=15000&curbWeight=5000&passengersWeight=300&cargoWeight=200&trailerWeight=6000&state=TX&vehicleId=70009')
		expect(calculatorRequestSchema.parse(Object.fromEntries(new URLSearchParams(query)))).toEqual(request)
	})
})
