import type { CollectionBeforeDeleteHook } from 'payload'

import { modulesOf } from '@/lib/server/featureModule'

/**
 * Deleting a learner deletes what every module holds about them (its `deleteAccount`: enrolments, progress, lesson
 * openings, certificates, mail records, reset links), in the same transaction.
 */
export const deleteLearnerRecords: CollectionBeforeDeleteHook = async ({ id, req }) => {
  for (const feature of modulesOf(req.payload)) await feature.deleteAccount?.({ req, learnerId: String(id) })
}
