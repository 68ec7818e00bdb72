// The states of a trip from a query: "states=OH,IN&states=IL" → ['OH', 'IN', 'IL'] in route order, each once;
// anything that is not a state code is returned apart so the page can say so.
import { STATE_CODES, type StateCode } from './us-states'

export function parseTripStates(values: string[]): { codes: StateCode[]; unknown: string[] } {
	const codes: StateCode[] = []
	const unknown: string[] = []
	for (const part of values.flatMap((v) => v.split(/[\s,;]+/)).filter(Boolean).slice(0, 60)) {
		const code = STATE_CODES.find((c) => c === part.trim().toUpperCase())
		if (!code) unknown.push(part.slice(0, 20))
		else if (!codes.includes(code)) codes.push(code)
	}
	return { codes, unknown }
}
