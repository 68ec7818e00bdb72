// `npm run build`: the production build (React Router's bundles and the compiled server), whatever its age.
import { build } from './build-if-stale'

build()
