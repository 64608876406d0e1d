import 'server-only'

import { sql } from '@payloadcms/db-postgres'
import { Heading, Text } from '@react-email/components'
import type { Payload, PayloadRequest } from 'payload'

import { composeLearnerMail, mailEventKey, readSignedToken, recordMail, sendRecordedMails, signToken } from '@/domains/mail'
import type { ClaimedDelivery, Composed } from '@/domains/mail'
import { quoteAttribution, quoteMessages, maxQuotesPerCourse, type QuoteConsent, type QuotedBusiness } from '@/lib/rules/impactQuotes'
import { inTransaction } from '@/lib/server/db/inTransaction'
import { env } from '@/lib/server/env'
import { badRequest, notFound } from '@/lib/server/http/apiError'
import { MailButton } from '@/lib/server/mailTemplates/MailButton'
import { MailLayout } from '@/lib/server/mailTemplates/MailLayout'
import { brand, styles } from '@/lib/server/mailTemplates/mailStyles'
import type { LearnerMailBase, MailContent } from '@/lib/server/mailTemplates/types'

import type { ImpactFilter } from './impactReport'
import { periodSql } from './periodSql'

/** The follow-up answers of the report's learners: those whose answer at the start of the course falls in the period. */
const inCohortSql = (check: string, filter: ImpactFilter) => sql`
  EXISTS (SELECT 1 FROM impact_checks b WHERE b.respondent_id = ${sql.raw(check)}.respondent_id AND b.course_id = ${filter.courseId}
    AND b.stage = 'baseline' AND b.answered_at IS NOT NULL AND ${periodSql('b.answered_at', filter)})`

/** A 90-day answer's words as staff see them to pick: no name, only what the report would say of the business. */
export type ChangesAnswer = QuotedBusiness & {
  checkId: string
  words: string
  answeredAt: string
  /** Whether the learner can be asked: their account is open and they get emails about their courses. */
  canAsk: boolean
  quote: {
    consent: QuoteConsent
    consentAt: string | null
    inReport: boolean
    pickedBy: string | null
    pickedAt: string
  } | null
}

/** "What did you change in your business?" as the report's learners answered it 90 days on, newest first. */
export const findChangesAnswers = async (payload: Payload, filter: ImpactFilter): Promise<ChangesAnswer[]> => {
  const result = await payload.db.drizzle.execute(sql`
    SELECT f.id, f.changes, f.answered_at, p.team_size, p.nation,
      (u.id IS NOT NULL AND u.closed_at IS NULL AND u.email_preferences_course_updates IS NOT FALSE) AS can_ask,
      q.consent, q.consent_at, q.in_report, q.created_at AS picked_at, COALESCE(NULLIF(s.name, ''), s.email) AS picked_by
    FROM impact_checks f
      JOIN business_profiles p ON p.id = f.respondent_id
      LEFT JOIN course_users u ON u.id = p.learner_id
      LEFT JOIN impact_quotes q ON q.check_id = f.id
      LEFT JOIN users s ON s.id = q.picked_by_id
    WHERE f.course_id = ${filter.courseId} AND f.stage = 'follow-up' AND f.answered_at IS NOT NULL AND btrim(COALESCE(f.changes, '')) <> ''
      AND ${inCohortSql('f', filter)}
    ORDER BY f.answered_at DESC, f.id`)
  type Row = {
    id: string
    changes: string
    answered_at: string | Date
    team_size: string | null
    nation: string | null
    can_ask: boolean
    consent: QuoteConsent | null
    consent_at: string | Date | null
    in_report: boolean | null
    picked_at: string | Date | null
    picked_by: string | null
  }
  const iso = (value: string | Date) => new Date(value).toISOString()
  return (result.rows as Row[]).map((row) => ({
    checkId: String(row.id),
    words: row.changes.trim(),
    answeredAt: iso(row.answered_at),
    teamSize: row.team_size,
    nation: row.nation,
    canAsk: row.can_ask,
    quote: row.consent
      ? {
          consent: row.consent,
          consentAt: row.consent_at ? iso(row.consent_at) : null,
          inReport: row.in_report === true,
          pickedBy: row.picked_by,
          pickedAt: iso(row.picked_at!),
        }
      : null,
  }))
}

/**
 * Staff pick an answer to quote: the learner is mailed once to ask (a second pick of the same answer, after leaving it
 * out, puts it back without asking again). At most five of a course's answers are picked and not refused at a time.
 */
export const pickQuote = async (req: PayloadRequest, checkId: string): Promise<'asked' | 'back'> => {
  const picked = await inTransaction(req.payload, async (_txReq, db): Promise<{ mail: string | null } | 'back'> => {
    const answer = (
      await db.execute(sql`
          SELECT f.course_id, btrim(COALESCE(f.changes, '')) AS words, u.id AS learner_id, u.email,
            (u.id IS NOT NULL AND u.closed_at IS NULL AND u.email_preferences_course_updates IS NOT FALSE) AS can_ask
          FROM impact_checks f JOIN business_profiles p ON p.id = f.respondent_id LEFT JOIN course_users u ON u.id = p.learner_id
          WHERE f.id = ${checkId} AND f.stage = 'follow-up' AND f.answered_at IS NOT NULL`)
    ).rows[0] as
      | {
          course_id: string
          words: string
          learner_id: string | null
          email: string | null
          can_ask: boolean
        }
      | undefined
    if (!answer) throw notFound('There is no such answer to quote.')
    if (!answer.words) throw badRequest(quoteMessages.noWords)
    // Two staff picking at once for one course must not pass the limit between them.
    await db.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`impact-quotes:${answer.course_id}`}))`)
    const existing = (await db.execute(sql`SELECT consent, in_report FROM impact_quotes WHERE check_id = ${checkId}`)).rows[0] as
      { consent: QuoteConsent; in_report: boolean } | undefined
    if (existing?.consent === 'no') throw badRequest(quoteMessages.saidNo)
    if (existing?.in_report) return 'back'
    const pickedCount = (await db.execute(sql`SELECT count(*)::int AS n FROM impact_quotes WHERE course_id = ${answer.course_id} AND in_report AND consent <> 'no'`))
      .rows[0] as { n: number }
    if (pickedCount.n >= maxQuotesPerCourse) throw badRequest(quoteMessages.full)
    if (existing) {
      await db.execute(sql`UPDATE impact_quotes SET in_report = true, updated_at = now() WHERE check_id = ${checkId}`)
      return 'back'
    }
    if (!answer.can_ask || !answer.learner_id || !answer.email) throw badRequest(quoteMessages.cannotAsk)
    await db.execute(sql`
        INSERT INTO impact_quotes (check_id, course_id, words, picked_by_id, consent, in_report)
        VALUES (${checkId}, ${answer.course_id}, ${answer.words}, ${req.user?.collection === 'users' ? req.user.id : null}, 'asked', true)`)
    const mail = await recordMail(db, {
      kind: 'quoteConsent',
      eventKey: mailEventKey('quoteConsent', String(answer.learner_id), String(answer.course_id)),
      to: answer.email,
      learnerId: String(answer.learner_id),
      courseId: String(answer.course_id),
    })
    return { mail }
  })
  if (picked === 'back') return 'back'
  // Sent once the pick is stored, so the mail never asks about a pick that was rolled back.
  if (picked.mail) sendRecordedMails(req.payload, [picked.mail], 'send quoteConsent mail')
  return 'asked'
}

/** Staff leave a picked answer out of the report (it frees its place among the five); picking it again puts it back. */
export const leaveQuoteOut = async (payload: Payload, checkId: string): Promise<void> => {
  const result = await payload.db.drizzle.execute(sql`UPDATE impact_quotes SET in_report = false, updated_at = now() WHERE check_id = ${checkId} RETURNING id`)
  if (result.rows.length === 0) throw notFound('This answer is not picked.')
}

const tokenPurpose = 'quote-consent'

/** The page behind the mail's links, where the learner answers; the token names the quote and nothing else. */
export const quoteConsentPath = (quoteId: string): string => `/quote/${signToken(tokenPurpose, quoteId)}`

export const readQuoteToken = (token: unknown): string | null => readSignedToken(tokenPurpose, token)

/** What the consent page shows: the words as picked, the course, and the answer so far. Null when the quote is gone. */
export const findQuoteForConsent = async (payload: Payload, quoteId: string) => {
  const row = (
    await payload.db.drizzle.execute(sql`
      SELECT q.words, q.consent, q.consent_at, c.title AS course_title FROM impact_quotes q JOIN courses c ON c.id = q.course_id WHERE q.id = ${quoteId}`)
  ).rows[0] as
    | {
        words: string
        consent: QuoteConsent
        consent_at: string | Date | null
        course_title: string
      }
    | undefined
  return row
    ? {
        words: row.words,
        consent: row.consent,
        consentAt: row.consent_at ? new Date(row.consent_at).toISOString() : null,
        courseTitle: row.course_title,
      }
    : null
}

/** Records the learner's yes or no (they may change it later from the same link); false when the quote is gone. */
export const answerQuoteConsent = async (payload: Payload, quoteId: string, answer: 'yes' | 'no'): Promise<boolean> => {
  const result = await payload.db.drizzle.execute(sql`
    UPDATE impact_quotes SET consent = ${answer}, consent_at = now(), updated_at = now() WHERE id = ${quoteId} RETURNING id`)
  return result.rows.length > 0
}

/** A quote as the report shows it: the words, and a business described so that five or more of the report's learners fit. */
export type ReportQuote = { words: string; from: string }

/** The course's quotes a learner said yes to and staff keep in the report, of the period's learners; `group` is them all. */
export const reportQuotes = async (payload: Payload, filter: ImpactFilter, group: readonly QuotedBusiness[]): Promise<ReportQuote[]> => {
  const result = await payload.db.drizzle.execute(sql`
    SELECT q.words, p.team_size, p.nation
    FROM impact_quotes q JOIN impact_checks f ON f.id = q.check_id JOIN business_profiles p ON p.id = f.respondent_id
    WHERE q.course_id = ${filter.courseId} AND q.consent = 'yes' AND q.in_report AND ${inCohortSql('f', filter)}
    ORDER BY q.consent_at, f.answered_at, q.id`)
  return (
    result.rows as {
      words: string
      team_size: string | null
      nation: string | null
    }[]
  ).flatMap((row) => {
    const from = quoteAttribution({ teamSize: row.team_size, nation: row.nation }, group)
    return from ? [{ words: row.words, from }] : []
  })
}

type ConsentFacts = LearnerMailBase & {
  courseTitle: string
  words: string
  pageUrl: string
}

const quoteStyle = {
  ...styles.text,
  borderLeft: `4px solid ${brand.accent}`,
  margin: '16px 0',
  padding: '4px 0 4px 16px',
  whiteSpace: 'pre-line' as const,
}

/** "May we quote you?": their words, and a link for each answer to the page where they give it (the link alone changes nothing). */
export const quoteConsentMail = ({ courseTitle, words, pageUrl, ...base }: ConsentFacts): MailContent => ({
  subject: 'May we quote what you changed, without your name?',
  body: (
    <MailLayout preview="Yes or no: one press" siteUrl={base.siteUrl} unsubscribe={base.unsubscribe}>
      <Heading style={styles.heading}>May we quote you, {base.firstName}?</Heading>
      <Text style={styles.text}>
        90 days after <strong>{courseTitle}</strong> you told us what you changed in your business:
      </Text>
      <Text style={quoteStyle}>{words}</Text>
      <Text style={styles.text}>
        We would like to quote these words in the programme&apos;s report to its funder, without your name: only your team size and nation, and only where at
        least five learners in the report share them. It is up to you, and saying no changes nothing else. We ask only this once.
      </Text>
      <MailButton href={`${pageUrl}?answer=yes`}>Yes, you may quote me</MailButton>
      <Text style={styles.text}>
        <a href={`${pageUrl}?answer=no`} style={styles.link}>
          No, please don&apos;t quote me
        </a>
      </Text>
    </MailLayout>
  ),
})

/** The mail as things are when it is sent: none once the learner has answered, or the answer is no longer picked. */
export const composeQuoteConsentMail = (payload: Payload, delivery: ClaimedDelivery): Promise<Composed> =>
  composeLearnerMail(payload, delivery, async (facts, base) => {
    if (!facts.course) return 'The course is no longer there'
    const quote = (
      await payload.db.drizzle.execute(sql`
        SELECT q.id, q.words, q.consent FROM impact_quotes q JOIN impact_checks f ON f.id = q.check_id JOIN business_profiles p ON p.id = f.respondent_id
        WHERE p.learner_id = ${facts.learner.id} AND q.course_id = ${facts.course.id}`)
    ).rows[0] as { id: string; words: string; consent: QuoteConsent } | undefined
    if (!quote) return 'The answer is no longer picked to quote'
    if (quote.consent !== 'asked') return 'The learner has answered already'
    return {
      content: quoteConsentMail({
        ...base,
        courseTitle: facts.course.title,
        words: quote.words,
        pageUrl: `${env.publicUrl}${quoteConsentPath(String(quote.id))}`,
      }),
    }
  })
