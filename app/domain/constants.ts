// Business numbers in one place (STYLE.md "named constants"). Each says where it comes from.
// Others append here: keep each block with its comment.

// ── Towing calculator (SPEC §9, DESIGN.md §6) ───────────────────────────────────────────────────

/** Safe towing capacity keeps 10 % of the available capacity in reserve (SPEC §9). */
export const SAFETY_MARGIN = 0.1

/** Every calculator figure is a whole number of pounds from 0 to this (DESIGN.md §6). */
export const CALCULATOR_MAX_LB = 100_000

/** Conventional trailers: tongue weight as a share of the trailer (SPEC §9 10–15 %; DESIGN.md §6 warn band to 17 %). */
export const CONVENTIONAL_TONGUE_SHARE = { min: 0.1, max: 0.15, warnMax: 0.17 } as const

/** Fifth-wheel and gooseneck trailers: pin/kingpin weight as a share of the trailer (DESIGN.md §6). */
export const FIFTH_WHEEL_TONGUE_SHARE = { min: 0.15, max: 0.25 } as const

/** A blank tongue weight is estimated at these shares of the trailer (DESIGN.md §6). */
export const ESTIMATED_TONGUE_SHARE = { conventional: 0.13, 'fifth-wheel': 0.22, gooseneck: 0.22 } as const

/** The trailer is close to the tow rating above this share of it: the check warns (DESIGN.md §6). */
export const TOW_RATING_WARN_SHARE = 0.9

/** A weight-distributing hitch is advised for conventional trailers above this weight (SPEC §9 guide facts). */
export const WEIGHT_DISTRIBUTING_HITCH_ABOVE_LB = 5_000

/** Trailer brakes are advised above this weight where no state rule is known (SPEC §9 guide facts). */
export const TRAILER_BRAKES_ABOVE_LB = 3_000

/** Average passenger, for the form's hint (SPEC §9). */
export const AVERAGE_PASSENGER_LB = 150

/** Pounds to kilograms (exact, by definition of the pound). */
export const KG_PER_LB = 0.45359237

// ── Capacity display (SPEC §9) ──────────────────────────────────────────────────────────────────

/** Capacity bars and gauges are drawn against this maximum unless told otherwise. */
export const CAPACITY_BAR_MAX = 25_000

// ── Compare (SPEC §9) ───────────────────────────────────────────────────────────────────────────

/** At most this many vehicles side by side. */
export const MAX_COMPARE = 4
