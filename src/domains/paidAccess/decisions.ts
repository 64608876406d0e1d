import 'server-only'

import type { CollectionAfterChangeHook, CollectionBeforeChangeHook } from 'payload'

import { auditActor, recordAuditEvent } from '@/domains/audit'
import { inTransaction } from '@/lib/server/db/inTransaction'
import { relationId } from '@/lib/rules/ids'
import type { AccessRequest as AccessRequestDoc } from '@/payload-types'

import { queueAccessAnsweredMail } from './accessAnsweredMail'
import { openCourseTo } from './requests'

/** A staff decision (the status moved off "pending", or from one decision to the other) is stamped with when and by whom. */
export const stampDecision: CollectionBeforeChangeHook<AccessRequestDoc> = ({ data, originalDoc, req, operation }) => {
  if (operation !== 'update' || !data.status || data.status === originalDoc?.status) return data
  if (data.status === 'pending') return { ...data, decidedAt: null, decidedBy: null }
  return { ...data, decidedAt: new Date().toISOString(), decidedBy: auditActor(req) }
}

/**
 * Carries out a staff decision in the same transaction as the save: granting opens every lesson (the enrolment, made if
 * need be, is marked paid), and either decision mails the learner once and is audited. Saving without changing the
 * decision does nothing more.
 */
export const carryOutDecision: CollectionAfterChangeHook<AccessRequestDoc> = async ({ doc, previousDoc, req, operation }) => {
  if (operation !== 'update' || doc.status === previousDoc?.status || doc.status === 'pending' || !doc.decidedAt) return doc
  const learnerId = relationId(doc.learner)!
  const courseId = relationId(doc.course)!
  await inTransaction(
    req.payload,
    async (transactionReq, db) => {
      if (doc.status === 'granted') await openCourseTo(db, learnerId, courseId)
      await queueAccessAnsweredMail(transactionReq, db, String(doc.id), doc.decidedAt!)
    },
    req,
  )
  await recordAuditEvent(req, {
    event: doc.status === 'granted' ? 'course-access-granted' : 'course-access-declined',
    outcome: 'success',
    accountType: 'learner',
    accountEmail: typeof doc.learner === 'string' ? null : doc.learner.email,
    detail: `course ${courseId}, learner ${learnerId}, by ${auditActor(req)}`,
  })
  return doc
}
