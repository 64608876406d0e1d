import type { FeatureModule } from '@/lib/server/featureModule'

import { personalDataEndpoints } from './endpoints/personalData'

/** A learner's own data: the download of everything held about them and closing their account. */
export const personalDataModule: FeatureModule = {
  name: 'personalData',
  endpoints: [...personalDataEndpoints],
}
