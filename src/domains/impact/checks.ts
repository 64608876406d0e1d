import 'server-only'

import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { checkStages, offeredCheck, openCheckStage, whyCheckIsClosed, followUpOpensAt, type CheckFacts, type CheckStage } from '@/lib/rules/impactChecks'
import { longDate } from '@/lib/rules/ukTime'
import type { ImpactCheckAnswers } from '@/lib/validation/impactChecks'

import { learnersProfileSql } from './businessProfiles'
import { Refusal } from '@/lib/server/http/apiError'

export type CheckRefusal = 'no-course' | 'not-enrolled' | 'closed'

/** Why a learner may not answer or skip a check: no such course (or it asks no questions), not enrolled, or not open now. */
export class CheckRefused extends Refusal<CheckRefusal> {}

/** Where a learner stands with one course's checks, as the screens and `GET /api/v1/courses/{id}/checks` show it. */
export type CourseChecks = {
  /** The stage open now (one at a time); null when not enrolled. */
  open: CheckStage | null
  /** The stage to offer unasked: the open one, unless answered or skipped twice. */
  offered: CheckStage | null
  /** When the follow-up opens: 90 days after completing the course; null until then. */
  followUpOpensAt: string | null
  stages: { stage: CheckStage; answeredAt: string | null; skips: number }[]
}

type FactsRow = {
  course_id: string
  course_title: string
  enrolled: boolean
  completed_at: string | Date | null
  checks: { stage: CheckStage; skips: number; answered_at: string | null }[]
}

type CourseFacts = { courseId: string; courseTitle: string; facts: CheckFacts; stages: CourseChecks['stages'] }

/**
 * The facts the rules decide with, for one course (`courseId`) or every course the learner is enrolled in; courses
 * that ask no questions are left out.
 */
const checkFactsOf = async (payload: Payload, learnerId: string, courses: { courseId: string } | 'enrolled', now: Date): Promise<CourseFacts[]> => {
  const which = courses === 'enrolled' ? sql`EXISTS (SELECT 1 FROM enrollments e WHERE e.user_id = ${learnerId} AND e.course_id = c.id)` : sql`c.id = ${courses.courseId}`
  const result = await payload.db.drizzle.execute(sql`
    SELECT c.id AS course_id, c.title AS course_title,
      EXISTS (SELECT 1 FROM enrollments e WHERE e.user_id = ${learnerId} AND e.course_id = c.id) AS enrolled,
      (SELECT cert.completed_at FROM certificates cert WHERE cert.learner_id = ${learnerId} AND cert.course_id = c.id AND cert.revoked_at IS NULL) AS completed_at,
      (SELECT coalesce(json_agg(json_build_object('stage', k.stage, 'skips', k.skips, 'answered_at', k.answered_at)), '[]'::json)
         FROM impact_checks k JOIN business_profiles p ON p.id = k.respondent_id WHERE p.learner_id = ${learnerId} AND k.course_id = c.id) AS checks
    FROM courses c WHERE ${which} AND c.asks_impact_questions IS NOT FALSE
    ORDER BY c."order" NULLS LAST, c.title`)
  return (result.rows as FactsRow[]).map((row) => {
    const byStage = new Map(row.checks.map((check) => [check.stage, check]))
    const facts: CheckFacts = {
      enrolled: row.enrolled,
      completedAt: row.completed_at ? new Date(row.completed_at) : null,
      answered: Object.fromEntries(checkStages.map((stage) => [stage, Boolean(byStage.get(stage)?.answered_at)])) as CheckFacts['answered'],
      skips: Object.fromEntries(checkStages.map((stage) => [stage, Number(byStage.get(stage)?.skips ?? 0)])) as CheckFacts['skips'],
      now,
    }
    const stages = checkStages.map((stage) => {
      const answeredAt = byStage.get(stage)?.answered_at
      return { stage, answeredAt: answeredAt ? new Date(answeredAt).toISOString() : null, skips: facts.skips[stage] }
    })
    return { courseId: String(row.course_id), courseTitle: row.course_title, facts, stages }
  })
}

const oneCourse = async (payload: Payload, learnerId: string, courseId: string, now: Date): Promise<CourseFacts> => {
  const [found] = await checkFactsOf(payload, learnerId, { courseId }, now)
  if (!found) throw new CheckRefused('no-course', 'No such course')
  return found
}

/** The learner's checks of a course; throws CheckRefused('no-course') for no such course or one that asks none. */
export const findCourseChecks = async (payload: Payload, learnerId: string, courseId: string, now = new Date()): Promise<CourseChecks> => {
  const { facts, stages } = await oneCourse(payload, learnerId, courseId, now)
  return {
    open: openCheckStage(facts),
    offered: offeredCheck(facts),
    followUpOpensAt: facts.completedAt ? followUpOpensAt(facts.completedAt).toISOString() : null,
    stages,
  }
}

/** A check to offer: its course, its stage, and how often it was skipped. */
export type OfferedCheck = { courseId: string; courseTitle: string; stage: CheckStage; skips: number }

const offerOf = ({ courseId, courseTitle, facts }: CourseFacts): OfferedCheck | null => {
  const stage = offeredCheck(facts)
  return stage ? { courseId, courseTitle, stage, skips: facts.skips[stage] } : null
}

/** The check to offer on a course's screens now, or null (none, or the course asks none). */
export const offeredCheckOf = async (payload: Payload, learnerId: string, courseId: string): Promise<OfferedCheck | null> => {
  const [found] = await checkFactsOf(payload, learnerId, { courseId }, new Date())
  return found ? offerOf(found) : null
}

/** The checks to offer across the learner's courses (the dashboard's "Questions for you"). */
export const offeredChecksOf = async (payload: Payload, learnerId: string): Promise<OfferedCheck[]> =>
  (await checkFactsOf(payload, learnerId, 'enrolled', new Date())).map(offerOf).filter((offer) => offer !== null)

const assertOpen = async (payload: Payload, learnerId: string, courseId: string, stage: CheckStage, now: Date) => {
  const found = await oneCourse(payload, learnerId, courseId, now)
  const closed = whyCheckIsClosed(stage, found.facts, longDate)
  if (closed) throw new CheckRefused(found.facts.enrolled ? 'closed' : 'not-enrolled', closed)
}

/**
 * Stores the learner's answers to the open stage, against their business profile (never the account); answering
 * again replaces them, so a phone's queued send arriving twice counts once. "What changed" is kept at the follow-up only.
 */
export const answerCheck = async (
  payload: Payload,
  learnerId: string,
  courseId: string,
  stage: CheckStage,
  answers: ImpactCheckAnswers,
  now = new Date(),
): Promise<{ stage: CheckStage; answeredAt: string }> => {
  await assertOpen(payload, learnerId, courseId, stage, now)
  const changes = stage === 'follow-up' ? answers.changes : null
  const result = await payload.db.drizzle.execute(sql`
    WITH ${learnersProfileSql(learnerId)}
    INSERT INTO impact_checks (respondent_id, course_id, stage, professionalism, comparing_tools, rolling_out, improving, new_ways,
      admin_hours, software_spend, changes, answered_at)
    SELECT id, ${courseId}, ${stage}, ${answers.professionalism}, ${answers.comparingTools}, ${answers.rollingOut}, ${answers.improving},
      ${answers.newWays}, ${answers.adminHours}, ${answers.softwareSpend}, ${changes}, ${now.toISOString()} FROM profile
    ON CONFLICT (respondent_id, course_id, stage) DO UPDATE SET professionalism = EXCLUDED.professionalism,
      comparing_tools = EXCLUDED.comparing_tools, rolling_out = EXCLUDED.rolling_out, improving = EXCLUDED.improving,
      new_ways = EXCLUDED.new_ways, admin_hours = EXCLUDED.admin_hours, software_spend = EXCLUDED.software_spend,
      changes = EXCLUDED.changes, answered_at = EXCLUDED.answered_at, updated_at = now()
    RETURNING answered_at`)
  const { answered_at } = result.rows[0] as { answered_at: string | Date }
  return { stage, answeredAt: new Date(answered_at).toISOString() }
}

/** "Skip for now": counted, so a check skipped twice is not offered again (it can still be answered). */
export const skipCheck = async (payload: Payload, learnerId: string, courseId: string, stage: CheckStage, now = new Date()): Promise<CourseChecks> => {
  await assertOpen(payload, learnerId, courseId, stage, now)
  await payload.db.drizzle.execute(sql`
    WITH ${learnersProfileSql(learnerId)}
    INSERT INTO impact_checks (respondent_id, course_id, stage, skips) SELECT id, ${courseId}, ${stage}, 1 FROM profile
    ON CONFLICT (respondent_id, course_id, stage) DO UPDATE SET skips = impact_checks.skips + 1, updated_at = now()
      WHERE impact_checks.answered_at IS NULL`)
  return findCourseChecks(payload, learnerId, courseId, now)
}
