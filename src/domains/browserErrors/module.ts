import type { FeatureModule } from '@/lib/server/featureModule'

import { browserErrorsEndpoints } from './endpoints/browserErrors'

/**
 * Errors the pages meet in a phone's browser, reported to the error tracker when SENTRY_DSN is set: the pages'
 * reporter (ui/) and the tunnel it sends to (endpoints/). Nothing is stored: a report goes on, scrubbed, or is dropped.
 */
export const browserErrorsModule: FeatureModule = {
  name: 'browserErrors',
  endpoints: [...browserErrorsEndpoints],
}
