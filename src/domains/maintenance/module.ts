import type { FeatureModule } from '@/lib/server/featureModule'

import { removeExpiredRecords } from './removeExpiredRecords'

/** Clean-up of expired records. */
export const maintenanceModule: FeatureModule = {
  name: 'maintenance',
  tasks: [removeExpiredRecords],
}
