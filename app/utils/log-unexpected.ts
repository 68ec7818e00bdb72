import { isRouteErrorResponse } from 'react-router'

/** Detail pages show their not-found screen for any failure (SPEC §8); anything but a 404 is also logged. */
export function logUnexpected(error: unknown) {
	if (!(isRouteErrorResponse(error) && error.status === 404)) console.error(error)
}
