// The year → make → model → trim choice (SPEC §4): what is chosen and the options at each level. Shared by the
// server (picker options) and the components that render the cascade.
export interface CascadeValue {
	year: string
	make: string
	model: string
	trim: string
}

export interface CascadeOptions {
	years: number[]
	makes: string[]
	models: string[]
	trims: string[]
}
