import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, CollectionConfig, Plugin, PayloadRequest } from 'payload'

import { isStaffRequest } from '../../access'
import { auditActor, recordAuditEvent } from '@/domains/audit'
import { auditedStaffActions, type StaffActionRule } from './auditedStaffActions'

type Doc = Record<string, unknown>

const record = async (rule: StaffActionRule, req: PayloadRequest, doc: Doc, before: Doc | undefined) => {
  const { what, learnerEmail } = await rule.describe(doc, before, req)
  const actor = auditActor(req)
  await recordAuditEvent(req, {
    event: rule.event,
    outcome: 'success',
    // The account it concerns: the learner when there is one, otherwise the staff member who did it.
    accountType: learnerEmail !== undefined ? 'learner' : 'staff',
    accountEmail: learnerEmail !== undefined ? learnerEmail : actor,
    detail: `${what} by ${actor}`,
  })
}

const withStaffActionsAudited = (collection: CollectionConfig): CollectionConfig => {
  const rules = auditedStaffActions.filter((rule) => rule.collection === collection.slug)
  if (!rules.length) return collection
  const afterChange: CollectionAfterChangeHook = async ({ doc, operation, previousDoc, req }) => {
    if (!isStaffRequest(req)) return doc
    const before = operation === 'update' ? (previousDoc as Doc | undefined) : undefined
    for (const rule of rules) {
      if (rule.on === operation && (!rule.when || rule.when(before, doc as Doc))) await record(rule, req, doc as Doc, before)
    }
    return doc
  }
  const afterDelete: CollectionAfterDeleteHook = async ({ doc, req }) => {
    if (!isStaffRequest(req)) return doc
    for (const rule of rules) if (rule.on === 'delete') await record(rule, req, doc as Doc, undefined)
    return doc
  }
  return {
    ...collection,
    hooks: {
      ...collection.hooks,
      afterChange: [...(collection.hooks?.afterChange ?? []), afterChange],
      afterDelete: [...(collection.hooks?.afterDelete ?? []), afterDelete],
    },
  }
}

/**
 * Staff actions on teams, calls, mentoring and the coaches' saved comments go into the audit trail, with who did
 * them: the list is ./auditedStaffActions.ts. Only a signed-in staff member's writes (the admin, or Payload's REST
 * API); the learners' own calls and the server's work are not staff actions.
 */
export const staffActionsAuditPlugin: Plugin = (config) => ({ ...config, collections: config.collections?.map(withStaffActionsAudited) })
