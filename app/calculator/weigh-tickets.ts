// Weigh-ticket mode: what a three-platform truck scale (steer, drive, trailer axles) tells about a rig.
// Pure arithmetic on the tickets; every formula is written out in docs/decisions/014-calculator-verdict-and-weigh-tickets.md
// and worked through in weigh-tickets.test.ts.

/** One pass over the scale: the three platforms, in pounds. The truck-alone pass has no trailer platform. */
export interface ScalePass {
	steer: number
	drive: number
	trailer: number
}

export interface WeighTickets {
	/** Truck and trailer, weight-distributing hitch engaged (or no WD hitch): how the rig is driven. */
	hitched: ScalePass
	/** Optional: the same, WD spring bars released. Needed for the true tongue weight and the restoration. */
	released?: ScalePass
	/** The truck alone, same people and cargo aboard. */
	truckAlone: Pick<ScalePass, 'steer' | 'drive'>
}

export interface WeighTicketFigures {
	/** Tongue weight: what the hitch adds to the truck. From the WD-released pass when given. */
	tongueWeight: number
	/** True when it comes from the WD-engaged pass, which understates it (the bars move some of it to the trailer's axles). */
	tongueFromEngagedPass: boolean
	/** The whole trailer: its axles plus its tongue. */
	trailerWeight: number
	/** Tongue weight ÷ trailer weight (0–1). */
	tongueShare: number
	/** The truck alone with its people and cargo (pass 3). */
	truckAloneWeight: number
	/** The loaded truck as driven (hitched pass): steer + drive. */
	grossVehicleWeight: number
	frontAxle: number
	rearAxle: number
	/** Everything on the scale in the hitched pass. */
	grossCombinedWeight: number
	/** Per cent of the front-axle load the hitch took away that the WD hitch gives back; null without the released pass. */
	frontAxleRestoration: number | null
}

/**
 * tongue = (steer + drive)ₕᵢₜcₕₑd − (steer + drive)ₐₗₒₙₑ, using the WD-released pass when there is one;
 * trailer = trailer axles + tongue (from the same pass); GVW = steer + drive (hitched);
 * GCW = steer + drive + trailer (hitched); restoration = (steerₕᵢₜcₕₑd − steerᵣₑₗₑₐₛₑd) ÷ (steerₐₗₒₙₑ − steerᵣₑₗₑₐₛₑd) × 100.
 */
export function weighTicketFigures(t: WeighTickets): WeighTicketFigures {
	const alone = t.truckAlone.steer + t.truckAlone.drive
	const basis = t.released ?? t.hitched
	const tongueWeight = Math.max(0, basis.steer + basis.drive - alone)
	const trailerWeight = basis.trailer + tongueWeight
	const lost = t.released ? t.truckAlone.steer - t.released.steer : 0
	return {
		tongueWeight,
		tongueFromEngagedPass: !t.released,
		trailerWeight,
		tongueShare: trailerWeight > 0 ? tongueWeight / trailerWeight : 0,
		truckAloneWeight: alone,
		grossVehicleWeight: t.hitched.steer + t.hitched.drive,
		frontAxle: t.hitched.steer,
		rearAxle: t.hitched.drive,
		grossCombinedWeight: t.hitched.steer + t.hitched.drive + t.hitched.trailer,
		// Without a front axle that lightened when hitched there is nothing to restore.
		frontAxleRestoration: t.released && lost > 0 ? Math.round(((t.hitched.steer - t.released.steer) / lost) * 1000) / 10 : null,
	}
}
