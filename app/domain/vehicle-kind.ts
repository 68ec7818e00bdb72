// Which silhouette a vehicle gets: its class, with heavy-duty pickups and electric vehicles told apart. Pure.
export type VehicleKind = 'pickup' | 'hd-pickup' | 'suv' | 'crossover' | 'van' | 'ev'

const HEAVY_DUTY = /\b(2500|3500|4500|250|350|450)\b|\bHD\b|Super Duty|Titan XD|\d{4}HD/i

export function vehicleKind(v: { vehicleClass: string; model: string; engine?: string | null }): VehicleKind {
	if (v.engine && /electric/i.test(v.engine)) return 'ev'
	if (v.vehicleClass === 'pickup') return HEAVY_DUTY.test(v.model) ? 'hd-pickup' : 'pickup'
	if (v.vehicleClass === 'suv' || v.vehicleClass === 'crossover' || v.vehicleClass === 'van') return v.vehicleClass
	return 'suv'
}

export const KIND_LABELS: Record<VehicleKind, string> = {
	pickup: 'Pickup truck',
	'hd-pickup': 'Heavy-duty pickup truck',
	suv: 'SUV',
	crossover: 'Crossover',
	van: 'Van',
	ev: 'Electric vehicle',
}
