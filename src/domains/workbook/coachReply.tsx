import 'server-only'

import { sql } from '@payloadcms/db-postgres'
import { Heading, Text } from '@react-email/components'
import { ValidationError, type CollectionAfterChangeHook, type CollectionBeforeChangeHook, type Payload } from 'payload'

import { auditActor } from '@/domains/audit'
import { composeLearnerMail, mailEventKey, queueMailWith } from '@/domains/mail'
import { queueNotificationsWith, type PushComposer } from '@/domains/notifications'
import { MailButton } from '@/lib/server/mailTemplates/MailButton'
import { MailLayout } from '@/lib/server/mailTemplates/MailLayout'
import { styles } from '@/lib/server/mailTemplates/mailStyles'
import type { ClaimedDelivery, Composed } from '@/domains/mail'
import type { LearnerMailBase, MailContent } from '@/lib/server/mailTemplates/types'
import { pushEventKey } from '@/lib/rules/phoneNotifications'
import { quoteExcerpt } from '@/lib/rules/impactQuotes'
import { actionAnchor, answerStatusLabels, type CoachVerdict } from '@/lib/rules/workbook'
import { inTransaction } from '@/lib/server/db/inTransaction'
import type { WorkbookAnswer } from '@/payload-types'

import { actionUrl } from './links'


/**
 * A staff reply: saving a verdict on an answer the learner sent gives it that status, stamped with when and by whom.
 * A reply to an answer that was never sent is refused; saving without changing the reply changes nothing.
 */
export const stampCoachReply: CollectionBeforeChangeHook<WorkbookAnswer> = ({ data, originalDoc, req, operation }) => {
  if (operation !== 'update' || !originalDoc) return data
  const verdict = data.verdict ?? null
  const replyChanged = verdict !== (originalDoc.verdict ?? null) || (data.coachReply ?? null) !== (originalDoc.coachReply ?? null)
  if (!replyChanged || !verdict) return data
  if (originalDoc.status === 'draft') {
    throw new ValidationError({ errors: [{ path: 'verdict', message: 'The learner has not sent this answer yet: you can reply once they do.' }] })
  }
  return { ...data, status: verdict, repliedAt: new Date().toISOString(), repliedBy: auditActor(req) }
}

/**
 * Carries out a reply in the staff member's save transaction: the round's send keeps the reply (My workbook's
 * history), and the learner is mailed, and notified on the phones they turned notifications on for, once per round.
 */
export const carryOutCoachReply: CollectionAfterChangeHook<WorkbookAnswer> = async ({ doc, previousDoc, req, operation }) => {
  if (operation !== 'update' || !doc.repliedAt || doc.repliedAt === previousDoc?.repliedAt || !doc.verdict) return doc
  await inTransaction(
    req.payload,
    async (transactionReq, db) => {
      await db.execute(sql`
        UPDATE workbook_sends SET coach_reply = ${doc.coachReply ?? null}, verdict = ${doc.verdict}, replied_at = ${doc.repliedAt},
          replied_by = ${doc.repliedBy ?? null}, updated_at = now()
        WHERE answer_id = ${doc.id} AND round = ${doc.round}`)
      const answer = await db.execute(sql`
        SELECT u.email, u.id AS learner_id, a.course_id FROM workbook_answers a JOIN course_users u ON u.id = a.learner_id WHERE a.id = ${doc.id}`)
      const row = answer.rows[0] as { email: string; learner_id: string; course_id: string | null }
      await queueMailWith(transactionReq, {
        kind: 'coachReply',
        eventKey: mailEventKey('coachReply', doc.id, doc.round),
        to: row.email,
        learnerId: String(row.learner_id),
        courseId: row.course_id,
        workbookAnswerId: String(doc.id),
      })
      await queueNotificationsWith(transactionReq, [
        { kind: 'coachReply', eventKey: pushEventKey('coachReply', doc.id, doc.round), learnerId: String(row.learner_id), courseId: row.course_id, workbookAnswerId: String(doc.id) },
      ])
    },
    req,
  )
  return doc
}

type ReplyFacts = LearnerMailBase & { lessonTitle: string; verdict: CoachVerdict; reply: string | null; lessonUrl: string }

/** "Your coach replied": the verdict, the reply in full, and the way back to the lesson to answer back. */
export const coachReplyMail = (facts: ReplyFacts): MailContent => ({
  subject: `Your coach replied: ${facts.lessonTitle}`,
  body: (
    <MailLayout preview={answerStatusLabels[facts.verdict]} siteUrl={facts.siteUrl} unsubscribe={facts.unsubscribe}>
      <Heading style={styles.heading}>Your coach replied, {facts.firstName}</Heading>
      <Text style={styles.text}>
        On your action for &ldquo;{facts.lessonTitle}&rdquo;: <strong>{answerStatusLabels[facts.verdict]}</strong>.
      </Text>
      {facts.reply ? <Text style={{ ...styles.text, whiteSpace: 'pre-line' }}>{facts.reply}</Text> : null}
      <Text style={styles.text}>
        {facts.verdict === 'anotherGo'
          ? 'Have another go and send it again from the lesson: your coach will look at it once more.'
          : 'You can answer back from the lesson if you want to add anything.'}
      </Text>
      <MailButton href={facts.lessonUrl}>Open the lesson</MailButton>
    </MailLayout>
  ),
})

type ReplyRow = { title: string; lesson_id: string; verdict: CoachVerdict | null; coach_reply: string | null }

/** The reply as it stands, or why there is none to send: staff took it back, or the answer is gone. */
const replyOf = async (payload: Payload, workbookAnswerId: string | null | undefined): Promise<(ReplyRow & { verdict: CoachVerdict }) | string> => {
  const result = await payload.db.drizzle.execute(sql`
    SELECT l.title, l.id AS lesson_id, a.verdict, a.coach_reply
    FROM workbook_answers a JOIN lessons l ON l.id = a.lesson_id
    WHERE a.id = ${workbookAnswerId ?? null} AND a.status IN ('looksGood', 'anotherGo')`)
  const row = result.rows[0] as ReplyRow | undefined
  return row?.verdict ? { ...row, verdict: row.verdict } : 'The answer or its reply is gone'
}

/** How long a push service keeps a reply's notification for a phone that is off. */
const replyNotificationTtlSeconds = 7 * 24 * 60 * 60

/** "Your coach replied: …" on the phone: the verdict and the start of the reply; a tap opens the lesson's action. */
export const composeCoachReplyPush: PushComposer = async (payload, push) => {
  const reply = await replyOf(payload, push.workbookAnswerId)
  if (typeof reply === 'string') return { skip: reply }
  const verdict = answerStatusLabels[reply.verdict]
  return {
    message: {
      title: `Your coach replied: ${reply.title}`,
      body: reply.coach_reply ? `${verdict}. ${quoteExcerpt(reply.coach_reply, 120)}` : `${verdict}.`,
      url: `/v1/lessons/${reply.lesson_id}#${actionAnchor}`,
    },
    ttlSeconds: replyNotificationTtlSeconds,
  }
}

/** The reply as it stands when the mail is sent; none if staff took it back or the answer is gone. */
export const composeCoachReplyMail = (payload: Payload, delivery: ClaimedDelivery): Promise<Composed> =>
  composeLearnerMail(payload, delivery, async (_facts, base) => {
    const row = await replyOf(payload, delivery.workbookAnswerId)
    if (typeof row === 'string') return row
    return { content: coachReplyMail({ ...base, lessonTitle: row.title, verdict: row.verdict, reply: row.coach_reply, lessonUrl: actionUrl(String(row.lesson_id)) }) }
  })
