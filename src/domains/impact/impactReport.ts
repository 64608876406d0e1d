import 'server-only'

import { createHmac } from 'node:crypto'

import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import type { Behaviour } from '@/lib/rules/impactBehaviour'
import { comparedQuestions } from '@/lib/rules/impactChecks'
import { reportFigures, type ComparedQuestion, type ReportFigures, type RespondentAnswers } from '@/lib/rules/impactReport'
import { env } from '@/lib/server/env'

import { periodSql } from './periodSql'
import { reportQuotes, type ReportQuote } from './quotes'
import { courseIncludesSampleData } from './sampleData'

/** A course the impact report can be about: one that asks the questions. */
export type ImpactCourse = { id: string; title: string }

/** The courses that ask the impact questions, published or not, in the catalogue's order. */
export const impactCourses = async (payload: Payload): Promise<ImpactCourse[]> => {
  const result = await payload.db.drizzle.execute(sql`
    SELECT id, title FROM courses WHERE asks_impact_questions IS NOT FALSE ORDER BY "order" NULLS LAST, title`)
  return (result.rows as { id: string; title: string }[]).map((row) => ({ id: String(row.id), title: row.title }))
}

export type ImpactFilter = { courseId: string; from?: Date; to?: Date }

export type ImpactReport = ReportFigures & {
  counts: {
    /** Respondents who answered the baseline in the period: the report's cohort. */
    baseline: number
    /** Of them, those who answered the end, and the follow-up. */
    end: number
    followUp: number
    /** Businesses among them: a team counts once, whoever in it answered; anyone else is a business of their own. */
    businesses: number
    /** Certificates of the course issued in the period. */
    completions: number
    /** The course's lessons completed in the period, watched through in the player and marked complete, apart. */
    lessonsWatched: number
    lessonsMarked: number
    /** Calls joined from the site, and mentoring calls attended, by the course's learners in the period. */
    callsJoined: number
    mentoringAttended: number
  }
  /** What the learners who enrolled on the course in the period did, up to the period's end. */
  behaviour: Behaviour
  /** What learners said they changed, where they agreed to be quoted without their name (none for a group under five). */
  quotes: ReportQuote[]
  /** Whether the figures count anything the sample content invented: every screen and file of the report says so first. */
  includesSampleData: boolean
}

const beforeEnd = (column: string, { to }: Pick<ImpactFilter, 'to'>) => (to ? sql`${sql.raw(column)} < ${to.toISOString()}` : sql`TRUE`)

/** The behaviour of the course's learners who enrolled in the period, in one statement. */
const behaviourOf = async (payload: Payload, filter: ImpactFilter): Promise<Behaviour> => {
  const result = await payload.db.drizzle.execute(sql`
    WITH cohort AS (SELECT user_id FROM enrollments WHERE course_id = ${filter.courseId} AND ${periodSql('created_at', filter)}),
    sends AS (
      SELECT a.learner_id, count(*)::int AS sent, count(*) FILTER (WHERE s.verdict = 'looksGood')::int AS approved
      FROM workbook_sends s JOIN workbook_answers a ON a.id = s.answer_id
      WHERE a.course_id = ${filter.courseId} AND a.learner_id IN (SELECT user_id FROM cohort) AND ${beforeEnd('s.sent_at', filter)}
      GROUP BY a.learner_id)
    SELECT
      (SELECT count(*) FROM cohort)::int AS learners,
      COALESCE((SELECT sum(sent) FROM sends), 0)::int AS actions_sent,
      COALESCE((SELECT sum(approved) FROM sends), 0)::int AS actions_approved,
      (SELECT count(*) FROM sends)::int AS learners_who_sent,
      (SELECT percentile_cont(0.5) WITHIN GROUP (ORDER BY sent) FROM sends)::float AS median_sent,
      (SELECT count(*) FROM lesson_progress p JOIN lessons l ON l.id = p.lesson_id JOIN courses c ON c.id = l.course_id
        WHERE c.kind = 'recordings' AND p.is_completed AND p.user_id IN (SELECT user_id FROM cohort) AND ${beforeEnd('p.completed_at', filter)})::int AS recordings_watched`)
  const row = result.rows[0] as { learners: number; actions_sent: number; actions_approved: number; learners_who_sent: number; median_sent: number | null; recordings_watched: number }
  return {
    learners: row.learners,
    actionsSent: row.actions_sent,
    actionsApproved: row.actions_approved,
    learnersWhoSent: row.learners_who_sent,
    medianSentPerSender: row.median_sent === null ? null : Number(row.median_sent),
    recordingsWatched: row.recordings_watched,
  }
}

type AnswersJson = Record<ComparedQuestion, number | string | null> | null

type RespondentRow = {
  respondent_id: string
  business_id: string
  team_size: string | null
  nation: string | null
  region: string | null
  trade: string | null
  trade_other: string | null
  baseline: AnswersJson
  end_answers: AnswersJson
  follow_up: AnswersJson
}

const answersSql = (alias: string) => sql.raw(`json_build_object(${comparedQuestions.map((question) => `'${question}', ${alias}.${snakeCase(question)}`).join(', ')})`)

function snakeCase(name: string) {
  return name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`)
}

const toAnswers = (json: AnswersJson) =>
  json ? (Object.fromEntries(comparedQuestions.map((question) => [question, json[question] === null ? null : Number(json[question])])) as Record<ComparedQuestion, number | null>) : null

/**
 * The respondents of a course whose baseline was answered in the period, with their business and their answers at
 * each stage. Keyed by the business profile, so a deleted learner's answers still count.
 */
export const impactRespondents = async (payload: Payload, filter: ImpactFilter): Promise<(RespondentAnswers & { respondentId: string; businessId: string })[]> => {
  const result = await payload.db.drizzle.execute(sql`
    SELECT b.respondent_id,
      COALESCE((SELECT t.id FROM teams t WHERE t.owner_id = p.learner_id), (SELECT m.team_id FROM team_members m WHERE m.learner_id = p.learner_id), p.id) AS business_id,
      p.team_size, p.nation, p.region, p.trade, p.trade_other,
      ${answersSql('b')} AS baseline,
      CASE WHEN e.answered_at IS NOT NULL THEN ${answersSql('e')} END AS end_answers,
      CASE WHEN f.answered_at IS NOT NULL THEN ${answersSql('f')} END AS follow_up
    FROM impact_checks b
      JOIN business_profiles p ON p.id = b.respondent_id
      LEFT JOIN impact_checks e ON e.respondent_id = b.respondent_id AND e.course_id = b.course_id AND e.stage = 'end'
      LEFT JOIN impact_checks f ON f.respondent_id = b.respondent_id AND f.course_id = b.course_id AND f.stage = 'follow-up'
    WHERE b.course_id = ${filter.courseId} AND b.stage = 'baseline' AND b.answered_at IS NOT NULL AND ${periodSql('b.answered_at', filter)}
    ORDER BY b.answered_at, b.respondent_id`)
  return (result.rows as RespondentRow[]).map((row) => ({
    respondentId: String(row.respondent_id),
    businessId: String(row.business_id),
    teamSize: row.team_size,
    nation: row.nation,
    region: row.region,
    trade: row.trade,
    tradeOther: row.trade_other,
    baseline: toAnswers(row.baseline)!,
    end: toAnswers(row.end_answers),
    followUp: toAnswers(row.follow_up),
  }))
}

/** The report for a course and period: its counts, the changes overall, and by team size, nation, region and trade, less what is hidden. */
export const impactReport = async (payload: Payload, filter: ImpactFilter): Promise<ImpactReport> => {
  const [respondents, behaviour, includesSampleData, activity] = await Promise.all([
    impactRespondents(payload, filter),
    behaviourOf(payload, filter),
    courseIncludesSampleData(payload, filter.courseId),
    payload.db.drizzle.execute(sql`
      SELECT
        (SELECT count(*) FROM certificates WHERE course_id = ${filter.courseId} AND revoked_at IS NULL AND ${periodSql('completed_at', filter)})::int AS completions,
        lessons.watched AS lessons_watched, lessons.marked AS lessons_marked,
        (SELECT count(*) FROM call_attendances a JOIN live_sessions s ON s.id = a.call_id
          WHERE ${periodSql('s.starts_at', filter)}
            AND EXISTS (SELECT 1 FROM enrollments e WHERE e.user_id = a.learner_id AND e.course_id = ${filter.courseId}))::int AS calls_joined,
        (SELECT count(*) FROM mentoring_bookings WHERE course_id = ${filter.courseId} AND status = 'attended' AND ${periodSql('starts_at', filter)})::int AS mentoring_attended
      FROM (SELECT count(*) FILTER (WHERE p.completed_by = 'played')::int AS watched, count(*) FILTER (WHERE p.completed_by = 'marked')::int AS marked
        FROM lesson_progress p JOIN lessons l ON l.id = p.lesson_id
        WHERE l.course_id = ${filter.courseId} AND p.is_completed AND ${periodSql('p.completed_at', filter)}) lessons`),
  ])
  const quotes = await reportQuotes(payload, filter, respondents)
  const counts = activity.rows[0] as { completions: number; lessons_watched: number; lessons_marked: number; calls_joined: number; mentoring_attended: number }
  return {
    counts: {
      baseline: respondents.length,
      end: respondents.filter((respondent) => respondent.end).length,
      followUp: respondents.filter((respondent) => respondent.followUp).length,
      businesses: new Set(respondents.map((respondent) => respondent.businessId)).size,
      completions: counts.completions,
      lessonsWatched: counts.lessons_watched,
      lessonsMarked: counts.lessons_marked,
      callsJoined: counts.calls_joined,
      mentoringAttended: counts.mentoring_attended,
    },
    behaviour,
    quotes,
    includesSampleData,
    ...reportFigures(respondents),
  }
}

/**
 * The id a respondent carries in the funder's downloads: a keyed hash of their business profile's id, the same in
 * every download, which says nothing about them and cannot be looked up without the server's secret.
 */
export const pseudonymousId = (respondentId: string): string => createHmac('sha256', env.payloadSecret ?? '').update(`solvingtech:respondent:${respondentId}`).digest('hex').slice(0, 12)

/** Each course that asks the questions, with how many answered at each stage (baselines answered in the period). */
export const impactOverview = async (payload: Payload, filter: Omit<ImpactFilter, 'courseId'>) => {
  const result = await payload.db.drizzle.execute(sql`
    SELECT c.id, c.title, count(b.id)::int AS baseline, count(e.id)::int AS end_count, count(f.id)::int AS follow_up
    FROM courses c
      LEFT JOIN impact_checks b ON b.course_id = c.id AND b.stage = 'baseline' AND b.answered_at IS NOT NULL AND ${periodSql('b.answered_at', filter)}
      LEFT JOIN impact_checks e ON e.respondent_id = b.respondent_id AND e.course_id = c.id AND e.stage = 'end' AND e.answered_at IS NOT NULL
      LEFT JOIN impact_checks f ON f.respondent_id = b.respondent_id AND f.course_id = c.id AND f.stage = 'follow-up' AND f.answered_at IS NOT NULL
    WHERE c.asks_impact_questions IS NOT FALSE
    GROUP BY c.id, c.title, c."order" ORDER BY c."order" NULLS LAST, c.title`)
  return (result.rows as { id: string; title: string; baseline: number; end_count: number; follow_up: number }[]).map((row) => ({
    id: String(row.id),
    title: row.title,
    baseline: row.baseline,
    end: row.end_count,
    followUp: row.follow_up,
  }))
}
