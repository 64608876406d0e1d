import type pg from 'pg'

import { completionStatement } from '../../src/domains/learning/completion'
import { courseRecount, lockEnrolmentOfLesson } from '../../src/domains/learning/enrolmentCounters'
import {
  maxReportAttempts,
  playbackReportReadStatement,
  playbackReportWrite,
  playbackReportWriteStatement,
  type PlaybackReport,
  type PlaybackRow,
} from '../../src/domains/learning/playback'
import { progressStatement } from '../../src/domains/learning/progress'
import { asPgQuery, preparedFrom, preparedFromRecord } from './appSql'
import { registerBenchLearner } from './benchApi'

type BenchLearner = { id: string; cookie: string; lessonIds: string[]; courseIds: string[] }

/** A new published free course of `lessonCount` lessons written with SQL, each a video of `videoSeconds` when given. */
const insertCourse = async (db: pg.Client, title: string, lessonCount: number, videoSeconds: number | null = null) => {
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO courses (title, summary, description, is_published, status, is_free, "order") VALUES ($1, 'Bench', 'Bench', true, 'available', true, 100) RETURNING id`,
    [title],
  )
  const lessons = await db.query<{ id: string; order_index: number }>(
    `INSERT INTO lessons (course_id, title, order_index, is_preview, duration_seconds)
     SELECT $1, 'Lesson ' || n, n, false, $3 FROM generate_series(1, $2) AS n RETURNING id, order_index`,
    [rows[0].id, lessonCount, videoSeconds],
  )
  return { id: rows[0].id, lessons: lessons.rows }
}

/**
 * A learner registered through the API, enrolled in `courseCount` new courses of `lessonsPerCourse` lessons each
 * with a third of the lessons completed, written in bulk with SQL.
 */
export const learnerWithCourses = async (baseUrl: string, db: pg.Client, courseCount: number, lessonsPerCourse: number): Promise<BenchLearner> => {
  const { id, cookie } = await registerBenchLearner(baseUrl)
  const lessonIds: string[] = []
  const courseIds: string[] = []
  await db.query('BEGIN')
  for (let course = 0; course < courseCount; course += 1) {
    const { id: courseId, lessons } = await insertCourse(db, `Bench course ${course + 1}`, lessonsPerCourse)
    lessonIds.push(...lessons.map((lesson) => lesson.id))
    courseIds.push(courseId)
    await db.query('INSERT INTO enrollments (user_id, course_id) VALUES ($1, $2)', [id, courseId])
    const completed = lessons.filter((lesson) => Number(lesson.order_index) % 3 === 0).map((lesson) => lesson.id)
    await db.query('INSERT INTO lesson_progress (user_id, lesson_id, is_completed, completed_at) SELECT $1, unnest($2::uuid[]), true, now()', [id, completed])
    // Written behind the app's back, so its counters are recounted as the app's lesson hooks would.
    for (const statement of courseRecount(courseId)) await db.query(asPgQuery(statement))
  }
  await db.query('COMMIT')
  return { id, cookie, lessonIds, courseIds }
}

/** A new course of `lessonCount` video lessons of `videoSeconds` each, nobody enrolled yet (`learnersEnrolledIn` recounts it). */
export const videoCourse = async (db: pg.Client, lessonCount: number, videoSeconds: number): Promise<{ id: string; lessonIds: string[] }> => {
  const { id, lessons } = await insertCourse(db, 'Bench video course', lessonCount, videoSeconds)
  return { id, lessonIds: lessons.map((lesson) => lesson.id) }
}

/** `count` more learners registered through the API and enrolled (nothing completed) in the courses `courseIds`. */
export const learnersEnrolledIn = async (baseUrl: string, db: pg.Client, count: number, courseIds: string[]): Promise<{ id: string; cookie: string }[]> => {
  const learners = []
  for (let n = 0; n < count; n += 1) learners.push(await registerBenchLearner(baseUrl))
  await db.query('BEGIN')
  await db.query('INSERT INTO enrollments (user_id, course_id) SELECT u, c FROM unnest($1::uuid[]) AS u, unnest($2::uuid[]) AS c', [
    learners.map((learner) => learner.id),
    courseIds,
  ])
  for (const courseId of courseIds) for (const statement of courseRecount(courseId)) await db.query(asPgQuery(statement))
  await db.query('COMMIT')
  return learners
}

/** The progress list's statement, exactly as the app runs it (src/domains/learning/progress.ts). */
export const progressQuery = preparedFrom((learnerId: string) => progressStatement(learnerId), 1)

/** The completion's one statement, exactly as the app runs it first (src/domains/learning/completion.ts). */
export const completeQuery = preparedFrom((learnerId: string, lessonId: string) => completionStatement(learnerId, lessonId, { marking: true }), 2)
const lockQuery = preparedFrom(lockEnrolmentOfLesson, 2)

/** A statement run as the app's `executeCounted` runs it (src/domains/learning/enrolmentCounters.ts). */
const executeCountedOnPool = async <Row extends pg.QueryResultRow>(pool: pg.Pool, learnerId: string, lessonId: string, query: pg.QueryConfig) => {
  const client = await pool.connect()
  try {
    await client.query('BEGIN')
    await client.query(lockQuery(learnerId, lessonId))
    const result = await client.query<Row>(query)
    await client.query('COMMIT')
    return result
  } catch (error) {
    await client.query('ROLLBACK')
    throw error
  } finally {
    client.release()
  }
}

/** The completion exactly as the app runs it (src/domains/learning/completion.ts, `completeLesson`). */
export const completeOnPool = (pool: pg.Pool, learnerId: string, lessonId: string) => executeCountedOnPool(pool, learnerId, lessonId, completeQuery(learnerId, lessonId))

const playbackReadQuery = preparedFrom(playbackReportReadStatement, 2)
const playbackWriteQuery = preparedFromRecord(playbackReportWriteStatement)

/**
 * A player's report exactly as the app stores it (src/domains/learning/playback.ts, `savePlayback`): the row read,
 * what the report stores worked out from it, and the write, read and written again when another write changed the row
 * in between.
 */
export const reportPlaybackOnPool = async (pool: pg.Pool, learnerId: string, lesson: { id: string; videoSeconds: number }, report: PlaybackReport) => {
  const arrivedAt = new Date()
  for (let attempt = 1; ; attempt++) {
    const { rows } = await pool.query<PlaybackRow>(playbackReadQuery(learnerId, lesson.id))
    const write = playbackReportWrite(learnerId, lesson, report, rows[0], arrivedAt)
    const result = await executeCountedOnPool<PlaybackRow>(pool, learnerId, lesson.id, playbackWriteQuery(write))
    if (result.rows[0]) return result.rows[0]
    if (attempt === maxReportAttempts) throw new Error(`Playback for lesson ${lesson.id} kept changing under ${maxReportAttempts} attempts`)
  }
}
