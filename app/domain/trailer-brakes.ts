// When a trailer needs its own brakes: the state's rule where we have sourced it, else the general
// 3,000 lb guideline. Each state rule is the `brakesRequiredOverLb` fact of our state guide
// (content/state-guides/<state>-towing-guide.md), which names the statute or summary it comes from;
// trailer-brakes.test.ts keeps this table and those files in step.
import { stateName } from '~/domain/us-states'
import { TRAILER_BRAKES_ABOVE_LB } from './constants'

export interface StateBrakeRule {
	/** Trailer weight (lb) from which brakes are required. */
	thresholdLb: number
	/** true: required at the threshold and above ("3,000 lb or more"); false: only above it ("over 4,500 lb"). */
	atThreshold: boolean
	/** The rule in one sentence, with its citation. */
	rule: string
	/** Our state guide, which lists the sources. */
	guidePath: string
}

export const STATE_BRAKE_RULES: Readonly<Record<string, StateBrakeRule>> = {
	AZ: {
		thresholdLb: 3000,
		atThreshold: true,
		rule: 'Arizona requires brakes on trailers of 3,000 lb gross or more (trailers.com summary of Arizona law).',
		guidePath: '/state-guides/arizona-towing-guide',
	},
	CA: {
		thresholdLb: 1500,
		atThreshold: true,
		rule: 'California requires brakes on camp trailers and trailer coaches of 1,500 lb gross or more (CVC § 26303) and on other trailers of 3,000 lb or more (CVC § 26302); this check uses the stricter figure.',
		guidePath: '/state-guides/california-towing-guide',
	},
	CO: {
		thresholdLb: 3000,
		atThreshold: false,
		rule: 'Colorado requires brakes on all wheels of trailers over 3,000 lb (Colorado State Patrol; C.R.S. § 42-4-223).',
		guidePath: '/state-guides/colorado-towing-guide',
	},
	FL: {
		thresholdLb: 3000,
		atThreshold: false,
		rule: 'Florida requires brakes on trailers over 3,000 lb gross (Florida Statutes § 316.261).',
		guidePath: '/state-guides/florida-towing-guide',
	},
	TX: {
		thresholdLb: 4500,
		atThreshold: false,
		rule: 'Texas requires brakes on trailers over 4,500 lb gross (Texas DPS; Transportation Code § 547.402).',
		guidePath: '/state-guides/texas-towing-guide',
	},
}

export interface BrakeAdvice {
	required: boolean
	/** Where the threshold comes from: a state's law, or the general guideline. */
	basis: 'state' | 'general'
	thresholdLb: number
	sentence: string
}

const lb = (n: number) => `${n.toLocaleString('en-US')} lb`

/** Whether a trailer of this weight needs brakes, and a plain sentence saying why. */
export function trailerBrakeAdvice(trailerWeight: number, state?: string): BrakeAdvice {
	const rule = state ? STATE_BRAKE_RULES[state] : undefined
	if (rule) {
		const required = rule.atThreshold ? trailerWeight >= rule.thresholdLb : trailerWeight > rule.thresholdLb
		return {
			required,
			basis: 'state',
			thresholdLb: rule.thresholdLb,
			sentence: required
				? `Your ${lb(trailerWeight)} trailer needs its own brakes and a brake controller: ${rule.rule}`
				: `Brakes are not required for this trailer by ${stateName(state!)}'s rule, though they still shorten stopping distances: ${rule.rule}`,
		}
	}
	const required = trailerWeight > TRAILER_BRAKES_ABOVE_LB
	const where = state
		? `We have no sourced brake threshold for ${stateName(state) ?? state}, so this uses the general guideline of trailer brakes above ${lb(TRAILER_BRAKES_ABOVE_LB)}; check the state's own rule before you tow.`
		: `This uses the general guideline of trailer brakes above ${lb(TRAILER_BRAKES_ABOVE_LB)}; choose your state to check its law.`
	return {
		required,
		basis: 'general',
		thresholdLb: TRAILER_BRAKES_ABOVE_LB,
		sentence: required ? `Your ${lb(trailerWeight)} trailer should have its own brakes and a brake controller. ${where}` : where,
	}
}
