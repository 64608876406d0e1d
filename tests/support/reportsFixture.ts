import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { createLearner } from './factories'
import { outsideNext } from './payload'

const day = 24 * 60 * 60 * 1000

/** A learner's place in the report course: enrolled `enrolledDaysAgo` days ago, then each [lesson number, days ago] completed. */
type Place = [name: string, enrolledDaysAgo: number, completions: [lessonNumber: number, daysAgo: number][]]

/**
 * A published course of 4 lessons and seven learners, each at a known place (the report tests' figures follow from
 * these lines), plus a published course nobody enrolled in and a two-lesson course whose one learner has a name
 * that starts like a spreadsheet formula.
 */
const places: Place[] = [
  ['Not started, new', 2, []],
  ['Not started, silent', 20, []],
  ['Stopped after 1', 30, [[1, 25]]],
  ['Half-way, active', 10, [[1, 9], [2, 1]]],
  ['Went back to 1', 15, [[2, 14], [3, 13], [1, 12]]],
  ['Finished', 40, [[1, 39], [2, 38], [3, 37], [4, 36]]],
  ['Enrolled long ago', 400, [[1, 399]]],
]

export const formulaName = '=HYPERLINK("http://example.test", "Click")'

export type ReportsFixture = {
  now: Date
  daysAgo: (days: number) => string
  courseId: string
  courseTitle: string
  lessonIds: string[]
  /** Learner ids by the names above. */
  learners: Record<string, string>
  emptyCourseId: string
  formulaCourseId: string
  formulaLearnerId: string
}

export const createReportsFixture = async (payload: Payload): Promise<ReportsFixture> => {
  const now = new Date()
  const daysAgo = (days: number) => new Date(now.getTime() - days * day).toISOString()
  const course = async (title: string, lessons: number) => {
    const created = await payload.create({
      collection: 'courses',
      context: outsideNext,
      data: { title, summary: 's', description: 'd', isPublished: true, isFree: true, status: 'available' },
    })
    const lessonIds: string[] = []
    for (let orderIndex = 1; orderIndex <= lessons; orderIndex++) {
      const lesson = await payload.create({ collection: 'lessons', context: outsideNext, data: { course: created.id, title: `Lesson ${orderIndex}`, orderIndex } })
      lessonIds.push(String(lesson.id))
    }
    return { id: String(created.id), lessonIds }
  }
  const enrol = async (name: string, courseId: string, lessonIds: string[], enrolledDaysAgo: number, completions: Place[2]) => {
    const learner = await createLearner(payload, { name })
    await payload.db.drizzle.execute(sql`
      INSERT INTO enrollments (user_id, course_id, created_at) VALUES (${learner.id}, ${courseId}, ${daysAgo(enrolledDaysAgo)})`)
    for (const [lessonNumber, completedDaysAgo] of completions) {
      const at = daysAgo(completedDaysAgo)
      await payload.db.drizzle.execute(sql`
        INSERT INTO lesson_progress (user_id, lesson_id, is_completed, completed_at, updated_at, created_at)
        VALUES (${learner.id}, ${lessonIds[lessonNumber - 1]}, true, ${at}, ${at}, ${at})`)
    }
    return String(learner.id)
  }

  const stamp = `${Date.now()}-${Math.round(Math.random() * 1e6)}`
  const courseTitle = `Reports ${stamp}`
  const main = await course(courseTitle, 4)
  const learners: Record<string, string> = {}
  for (const [name, enrolledDaysAgo, completions] of places) learners[name] = await enrol(name, main.id, main.lessonIds, enrolledDaysAgo, completions)
  const empty = await course(`Nobody enrolled ${stamp}`, 2)
  const formula = await course(`Formula ${stamp}`, 2)
  const formulaLearnerId = await enrol(formulaName, formula.id, formula.lessonIds, 50, [])
  return { now, daysAgo, courseId: main.id, courseTitle, lessonIds: main.lessonIds, learners, emptyCourseId: empty.id, formulaCourseId: formula.id, formulaLearnerId }
}
