import { buildIfStale } from '../../scripts/build-if-stale'

export default function setup() {
	buildIfStale()
}
