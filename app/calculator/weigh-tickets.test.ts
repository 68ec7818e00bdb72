// Worked examples of the weigh-ticket formulas (docs/decisions/014-calculator-verdict-and-weigh-tickets.md).
// The tickets are illustrative three-platform truck-scale readings, chosen so the arithmetic can be followed.
import { describe, expect, it } from 'vitest'
import { weighTicketFigures } from './weigh-tickets'

const hitched = { steer: 3580, drive: 4460, trailer: 6300 }
const released = { steer: 3400, drive: 4780, trailer: 6160 }
const truckAlone = { steer: 3700, drive: 3440 }

describe('weigh-ticket figures', () => {
	it('with all three passes: tongue from the released pass, trailer, GVW, axles, GCW and the front-axle restoration', () => {
		expect(weighTicketFigures({ hitched, released, truckAlone })).toEqual({
			// (3,400 + 4,780) − (3,700 + 3,440) = 8,180 − 7,140
			tongueWeight: 1040,
			tongueFromEngagedPass: false,
			// 6,160 on the trailer's axles + 1,040 on the hitch
			trailerWeight: 7200,
			tongueShare: 1040 / 7200,
			truckAloneWeight: 7140,
			// 3,580 + 4,460
			grossVehicleWeight: 8040,
			frontAxle: 3580,
			rearAxle: 4460,
			// 3,580 + 4,460 + 6,300
			grossCombinedWeight: 14340,
			// (3,580 − 3,400) ÷ (3,700 − 3,400) = 180 ÷ 300
			frontAxleRestoration: 60,
		})
	})

	it('without the released pass the tongue comes from the engaged pass (understated) and there is no restoration figure', () => {
		const f = weighTicketFigures({ hitched, truckAlone })
		// (3,580 + 4,460) − 7,140 = 900; the trailer is the same 6,300 + 900 = 7,200.
		expect(f).toMatchObject({ tongueWeight: 900, tongueFromEngagedPass: true, trailerWeight: 7200, frontAxleRestoration: null })
		expect(f.tongueShare).toBeCloseTo(0.125, 10)
	})

	it('a front axle that did not lighten when hitched has nothing to restore; a truck lighter hitched has no tongue weight', () => {
		expect(weighTicketFigures({ hitched, released: { ...released, steer: 3700 }, truckAlone }).frontAxleRestoration).toBeNull()
		const odd = weighTicketFigures({ hitched: { steer: 3000, drive: 3000, trailer: 5000 }, truckAlone })
		expect(odd).toMatchObject({ tongueWeight: 0, trailerWeight: 5000, tongueShare: 0 })
	})

	it('a WD hitch that gives back more than was lost reads above 100 %', () => {
		// (3,760 − 3,400) ÷ 300 = 120 %.
		expect(weighTicketFigures({ hitched: { ...hitched, steer: 3760 }, released, truckAlone }).frontAxleRestoration).toBe(120)
	})
})
