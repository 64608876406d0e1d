import type { CollectionBeforeDeleteHook } from 'payload'

import { deleteMailsOf } from '@/domains/mail'

import { countersRecountedByCaller } from '@/domains/learning'

/**
 * Deleting a learner deletes their enrolments, progress, lesson openings, certificates, mail records and reset tokens
 * with them, in the same transaction.
 */
export const deleteLearnerRecords: CollectionBeforeDeleteHook = async ({ id, req }) => {
  for (const collection of ['lesson-progress', 'enrollments', 'password-reset-tokens'] as const) {
    // The learner's enrolments go too: nothing to recount.
    const context = { [countersRecountedByCaller]: true }
    await req.payload.delete({ collection, where: { user: { equals: id } }, req, overrideAccess: true, context })
  }
  await req.payload.delete({ collection: 'lesson-openings', where: { user: { equals: id } }, req, overrideAccess: true })
  await req.payload.delete({ collection: 'certificates', where: { learner: { equals: id } }, req, overrideAccess: true })
  await deleteMailsOf(req, String(id))
}
