import type { CollectionAfterChangeHook } from 'payload'

import type { Certificate } from '@/payload-types'
import { auditActor, recordAuditEvent } from '@/domains/audit'

/** Revoking a certificate (setting "Revoked on") and restoring it (clearing it) go into the audit trail. */
export const auditRevocation: CollectionAfterChangeHook<Certificate> = async ({ doc, operation, previousDoc, req }) => {
  if (operation !== 'update') return doc
  const wasRevoked = Boolean(previousDoc?.revokedAt)
  const isRevoked = Boolean(doc.revokedAt)
  if (wasRevoked === isRevoked) return doc
  const learner =
    typeof doc.learner === 'object'
      ? doc.learner
      : await req.payload.findByID({ collection: 'course-users', id: doc.learner, depth: 0, overrideAccess: true, disableErrors: true, req })
  await recordAuditEvent(req, {
    event: isRevoked ? 'certificate-revoked' : 'certificate-restored',
    outcome: 'success',
    accountType: 'learner',
    accountEmail: learner?.email ?? null,
    detail: `${isRevoked ? 'revoked' : 'restored'} by ${auditActor(req)}: certificate ${doc.id} for ${doc.learnerName}, ${doc.courseTitle}`,
  })
  return doc
}
