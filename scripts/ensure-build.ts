import { buildIfStale } from './build-if-stale'

buildIfStale()
