import type { CollectionBeforeDeleteHook } from 'payload'

/** Deleting a learner deletes their enrolments, progress, certificates, mail records and reset tokens with them, in the same transaction. */
export const deleteLearnerRecords: CollectionBeforeDeleteHook = async ({ id, req }) => {
  for (const collection of ['lesson-progress', 'enrollments', 'password-reset-tokens'] as const) {
    await req.payload.delete({ collection, where: { user: { equals: id } }, req, overrideAccess: true })
  }
  for (const collection of ['certificates', 'mail-deliveries'] as const) {
    await req.payload.delete({ collection, where: { learner: { equals: id } }, req, overrideAccess: true })
  }
}
