import { sql } from '@payloadcms/db-postgres'
import type { CollectionAfterChangeHook } from 'payload'

import { relationId } from '@/lib/rules/ids'
import { refreshEnrolmentCounters } from '../../../enrolmentCounters'
import { inTransaction } from '@/lib/server/db/inTransaction'
import type { Enrollment } from '@/payload-types'

/** An enrolment made (or moved) through Payload counts the learner's completions in its course, in the same transaction. */
export const countEnrolment: CollectionAfterChangeHook<Enrollment> = async ({ doc, previousDoc, operation, req }) => {
  const moved = relationId(previousDoc?.course) !== relationId(doc.course) || relationId(previousDoc?.user) !== relationId(doc.user)
  if (operation === 'create' || moved) {
    await inTransaction(req.payload, (_req, db) => refreshEnrolmentCounters(db, sql`e.id = ${String(doc.id)}`), req)
  }
  return doc
}
