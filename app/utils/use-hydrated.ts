import { useSyncExternalStore } from 'react'

const noSubscription = () => () => {}

/** false while rendering on the server and hydrating, true afterwards: for controls that need JavaScript. */
export function useHydrated() {
	return useSyncExternalStore(
		noSubscription,
		() => true,
		() => false,
	)
}
