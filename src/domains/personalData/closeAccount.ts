import 'server-only'

import { randomBytes } from 'node:crypto'

import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'

import { recordAuditEvent } from '@/domains/audit'
import { forgetMailsOf } from '@/domains/mail'
import { inTransaction } from '@/lib/server/db/inTransaction'

/** What stands in for a closed account's email: unique, and never deliverable (`.invalid` is reserved, RFC 2606). */
const closedAccountEmail = (learnerId: string): string => `closed-${learnerId}@closed.invalid`

const closedAccountName = 'Closed account'

/** What a closed holder's certificate keeps instead of their name (the verification page does not show it). */
const closedHolderName = 'Name removed: account closed'

/**
 * Closes a learner's account, in one transaction: their name, contact details, password and sessions go, and their
 * email is replaced everywhere it is stored (mails, the audit trail) by one that names no one. What the programme
 * reports stays: enrolments, progress, certificates and mails keep their rows, so totals and reports do not drop; a
 * certificate's verification page then says the holder closed their account. Requests' texts and "tell me when it
 * opens" entries go, the calendar feed stops, mentoring calls to come are cancelled (what was written about them goes), the business details and the answers about it are unlinked (their own words go: the trade typed for "Other", what they changed), their messages through the contact page are deleted, and so do workbook answers' words, photos and voice notes (that an action was sent stays). The
 * waiting-list entry, if any, is separate: it has its own link to remove it. Audited, with who did it (`by`). False
 * when the account is closed already or gone.
 */
export const closeLearnerAccount = (req: PayloadRequest, learnerId: string, by: string): Promise<boolean> =>
  inTransaction(
    req.payload,
    async (transactionReq, db) => {
      const found = await db.execute(sql`SELECT email FROM course_users WHERE id = ${learnerId} AND closed_at IS NULL FOR UPDATE`)
      const learner = found.rows[0] as { email: string } | undefined
      if (!learner) return false
      const stand = closedAccountEmail(learnerId)
      // A password no one knows: the hash of nothing anyone can type.
      const unusable = randomBytes(32).toString('hex')
      await db.execute(sql`
        UPDATE course_users SET email = ${stand}, first_name = NULL, last_name = NULL, name = ${closedAccountName}, company = ${closedAccountName},
          job_title = NULL, phone = NULL, salt = ${unusable}, hash = ${unusable}, reset_password_token = NULL, reset_password_expiration = NULL,
          upgrade_interest_at = NULL, email_preferences_reminders = false, email_preferences_course_updates = false,
          closed_at = now(), updated_at = now()
        WHERE id = ${learnerId}`)
      await db.execute(sql`DELETE FROM course_users_sessions WHERE _parent_id = ${learnerId}`)
      await db.execute(sql`DELETE FROM password_reset_tokens WHERE user_id = ${learnerId}`)
      await db.execute(sql`DELETE FROM email_change_tokens WHERE user_id = ${learnerId}`)
      await db.execute(sql`DELETE FROM calendar_feeds WHERE learner_id = ${learnerId}`)
      // Mentoring calls still to come are cancelled (their times free again); what they and their mentor wrote goes.
      await db.execute(sql`
        UPDATE mentoring_bookings SET status = CASE WHEN status = 'booked' THEN 'cancelled'::enum_mentoring_bookings_status ELSE status END,
          cancelled_at = CASE WHEN status = 'booked' THEN now() ELSE cancelled_at END, active_slot = NULL, topic = '', phone = NULL,
          agreed_actions = NULL, mentor_notes = NULL, updated_at = now()
        WHERE learner_id = ${learnerId}`)
      await db.execute(sql`DELETE FROM login_failures WHERE email = ${learner.email}`)
      await db.execute(sql`DELETE FROM course_interests WHERE learner_id = ${learnerId} OR email = ${learner.email}`)
      await db.execute(sql`UPDATE access_requests SET message = NULL, staff_note = NULL, updated_at = now() WHERE learner_id = ${learnerId}`)
      // What they wrote and photographed goes; that an action was done (and when) stays in the figures.
      await db.execute(sql`UPDATE workbook_answers SET answers = '[]'::jsonb, coach_reply = NULL, updated_at = now() WHERE learner_id = ${learnerId}`)
      await db.execute(sql`
        UPDATE workbook_sends SET answers = '[]'::jsonb, coach_reply = NULL, updated_at = now()
        WHERE answer_id IN (SELECT id FROM workbook_answers WHERE learner_id = ${learnerId})`)
      await transactionReq.payload.delete({ collection: 'workbook-files', where: { learner: { equals: learnerId } }, req: transactionReq, overrideAccess: true })
      // The business details and the answers about it stay for the funder's totals, unlinked from the account; the words of
      // "what did you change" go, as the workbook's do.
      await db.execute(sql`
        UPDATE impact_checks SET changes = NULL, updated_at = now()
        WHERE changes IS NOT NULL AND respondent_id IN (SELECT id FROM business_profiles WHERE learner_id = ${learnerId})`)
      // Out of any team; a team they own goes (its members stay learners, in no team).
      await db.execute(sql`DELETE FROM team_members WHERE learner_id = ${learnerId}`)
      await db.execute(sql`DELETE FROM teams WHERE owner_id = ${learnerId}`)
      // The trade they typed for "Other" is their own words too, and could name them beside the equality answers.
      await db.execute(sql`UPDATE business_profiles SET learner_id = NULL, trade_other = NULL, updated_at = now() WHERE learner_id = ${learnerId}`)
      await db.execute(sql`DELETE FROM contact_messages WHERE lower(email) = ${learner.email}`)
      await db.execute(sql`
        UPDATE certificates SET learner_name = ${closedHolderName}, holder_closed_at = now(), updated_at = now() WHERE learner_id = ${learnerId}`)
      await forgetMailsOf(db, { id: learnerId, email: learner.email }, stand)
      await db.execute(sql`
        UPDATE audit_events SET account_email = ${stand} WHERE account_type = 'learner' AND account_email = ${learner.email}`)
      await recordAuditEvent(req, { event: 'learner-account-closed', outcome: 'success', accountType: 'learner', accountEmail: stand, detail: `closed by ${by}` }, db)
      return true
    },
    req,
  )
