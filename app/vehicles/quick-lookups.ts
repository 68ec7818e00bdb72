// The home page's quick-lookup models (SPEC §2), in the make/model naming of data/README.md.
export const QUICK_LOOKUPS: Array<{ make: string; model: string; label: string }> = [
	{ make: 'Ford', model: 'F-150', label: 'Ford F-150' },
	{ make: 'Chevrolet', model: 'Silverado 1500', label: 'Chevrolet Silverado 1500' },
	{ make: 'Ram', model: '1500', label: 'Ram 1500' },
	{ make: 'Toyota', model: 'Tundra', label: 'Toyota Tundra' },
	{ make: 'GMC', model: 'Sierra 1500', label: 'GMC Sierra 1500' },
	{ make: 'Ford', model: 'F-250 Super Duty', label: 'Ford F-250' },
	{ make: 'Ford', model: 'Expedition', label: 'Ford Expedition' },
	{ make: 'Chevrolet', model: 'Tahoe', label: 'Chevrolet Tahoe' },
	{ make: 'Ram', model: '3500', label: 'Ram 3500' },
	{ make: 'Ford', model: 'F-450 Super Duty', label: 'Ford F-450' },
	{ make: 'Chevrolet', model: 'Silverado 3500HD', label: 'Chevrolet Silverado 3500' },
]

export const QUICK_LOOKUP_YEAR = 2025
