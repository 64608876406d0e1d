import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, CollectionBeforeChangeHook } from 'payload'

import { isStaffRequest } from '@/access'
import { changedFields } from '@/lib/rules/changedFields'
import { auditActor, recordAuditEvent } from '@/domains/audit'

/** Fields whose old and new values the trail shows; for the others it names the field only (no personal data). */
const valuesShown = ['membershipTier', 'membershipExpiresAt'] as const
const fieldsNamed = ['email', 'firstName', 'lastName', 'name', 'company', 'jobTitle', 'phone', 'emailPreferences', 'dataSaver'] as const

const shown = (value: unknown): string => (value === null || value === undefined || value === '' ? 'none' : String(value))

/** A staff member changing a learner (in the admin or over REST): which fields, and the membership's old and new values. */
export const auditStaffChangeToLearner: CollectionAfterChangeHook = async ({ context, doc, operation, previousDoc, req }) => {
  if (operation !== 'update' || !isStaffRequest(req)) return doc
  const before = previousDoc as Record<string, unknown> | undefined
  const after = doc as Record<string, unknown>
  const withValues = changedFields(before, after, valuesShown).map((field) => `${field}: ${shown(before?.[field])} → ${shown(after[field])}`)
  const named = changedFields(before, after, fieldsNamed)
  if (context.learnerPasswordSetByStaff) named.push('password')
  const changes = [...withValues, ...named]
  if (!changes.length) return doc
  await recordAuditEvent(req, {
    event: 'learner-changed-by-staff',
    outcome: 'success',
    accountType: 'learner',
    accountEmail: (doc as { email?: string }).email ?? null,
    detail: `${auditActor(req)} changed ${changes.join('; ')}`,
  })
  return doc
}

/** Payload removes the password from the data before afterChange: note here that staff set one. */
export const noteStaffSetLearnerPassword: CollectionBeforeChangeHook = ({ context, data, operation, req }) => {
  if (operation === 'update' && isStaffRequest(req) && typeof data?.password === 'string' && data.password) context.learnerPasswordSetByStaff = true
  return data
}

export const auditStaffDeletedLearner: CollectionAfterDeleteHook = async ({ doc, req }) => {
  if (!isStaffRequest(req)) return doc
  await recordAuditEvent(req, {
    event: 'learner-deleted-by-staff',
    outcome: 'success',
    accountType: 'learner',
    accountEmail: (doc as { email?: string }).email ?? null,
    detail: `deleted by ${auditActor(req)}, with their enrolments, progress, certificates and mail records`,
  })
  return doc
}
