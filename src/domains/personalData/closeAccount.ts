import 'server-only'

import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'

import { recordAuditEvent } from '@/domains/audit'
import { inTransaction } from '@/lib/server/db/inTransaction'
import { modulesOf } from '@/lib/server/featureModule'

/** What stands in for a closed account's email: unique, and never deliverable (`.invalid` is reserved, RFC 2606). */
const closedAccountEmail = (learnerId: string): string => `closed-${learnerId}@closed.invalid`

/**
 * Closes a learner's account, in one transaction: each module does its part (its `closeAccount`, in the list's order):
 * the learner's name, contact details, password and sessions go, what they wrote goes, and their email is replaced
 * everywhere it is stored by one that names no one. What the programme reports stays (enrolments, progress,
 * certificates and mails keep their rows), so totals and reports do not drop. The waiting-list entry, if any, is
 * separate: it has its own link to remove it. Audited, with who did it (`by`). False when the account is closed
 * already or gone.
 */
export const closeLearnerAccount = (req: PayloadRequest, learnerId: string, by: string): Promise<boolean> =>
  inTransaction(
    req.payload,
    async (transactionReq, db) => {
      const found = await db.execute(sql`SELECT email FROM course_users WHERE id = ${learnerId} AND closed_at IS NULL FOR UPDATE`)
      const account = found.rows[0] as { email: string } | undefined
      if (!account) return false
      const learner = { id: learnerId, email: account.email }
      const standIn = closedAccountEmail(learnerId)
      for (const feature of modulesOf(req.payload)) await feature.closeAccount?.({ db, req: transactionReq, learner, standIn })
      await recordAuditEvent(req, { event: 'learner-account-closed', outcome: 'success', accountType: 'learner', accountEmail: standIn, detail: `closed by ${by}` }, db)
      return true
    },
    req,
  )
