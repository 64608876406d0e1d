import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { courseFunnel, courseStopPoints, stuckLearners } from '@/lib/server/data/reports'
import { createLearner } from '../support/factories'
import { outsideNext, testPayload } from '../support/payload'
import { staffLogin } from '../support/staffApi'
import { testEnv } from '../support/testEnv'

const day = 24 * 60 * 60 * 1000
const now = new Date()
const daysAgo = (days: number) => new Date(now.getTime() - days * day).toISOString()

let payload: Payload
let courseId: string
let lessonIds: string[]

/** A learner enrolled `enrolledDaysAgo` days ago who completed the given lesson numbers, each on the day given. */
const learnerWith = async (name: string, enrolledDaysAgo: number, completions: [lessonNumber: number, daysAgo: number][]) => {
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

/** A course of 4 lessons and six learners, each at a known place (the figures below follow from these lines). */
beforeAll(async () => {
  payload = await testPayload()
  const course = await payload.create({
    collection: 'courses',
    context: outsideNext,
    data: { title: `Reports ${Date.now()}`, summary: 's', description: 'd', isPublished: true, isFree: true, status: 'available' },
  })
  courseId = String(course.id)
  lessonIds = []
  for (const orderIndex of [1, 2, 3, 4]) {
    const lesson = await payload.create({ collection: 'lessons', context: outsideNext, data: { course: courseId, title: `Lesson ${orderIndex}`, orderIndex } })
    lessonIds.push(String(lesson.id))
  }
  await learnerWith('Not started, new', 2, [])
  await learnerWith('Not started, silent', 20, [])
  await learnerWith('Stopped after 1', 30, [[1, 25]])
  await learnerWith('Half-way, active', 10, [[1, 9], [2, 1]])
  await learnerWith('Went back to 1', 15, [[2, 14], [3, 13], [1, 12]])
  await learnerWith('Finished', 40, [[1, 39], [2, 38], [3, 37], [4, 36]])
  await learnerWith('Enrolled long ago', 400, [[1, 399]])
})

describe('the course funnel', () => {
  it('counts enrolled, started, half-way and completed learners for enrolments in the period', async () => {
    const lastYear = { courseId, from: new Date(daysAgo(365)), to: now }
    expect(await courseFunnel(payload, lastYear)).toEqual({ enrolled: 6, started: 4, halfway: 3, completed: 1 })
    expect(await courseFunnel(payload, { courseId })).toEqual({ enrolled: 7, started: 5, halfway: 3, completed: 1 })
    expect(await courseFunnel(payload, { courseId, from: new Date(daysAgo(12)), to: now })).toEqual({ enrolled: 2, started: 1, halfway: 1, completed: 0 })
  })
})

describe('where learners stop', () => {
  it('counts those not finished by the lesson they completed last, every lesson number shown', async () => {
    const lastYear = { courseId, from: new Date(daysAgo(365)), to: now }
    expect(await courseStopPoints(payload, lastYear)).toEqual([
      { lessonNumber: 0, learners: 2 },
      { lessonNumber: 1, learners: 2 },
      { lessonNumber: 2, learners: 1 },
      { lessonNumber: 3, learners: 0 },
      { lessonNumber: 4, learners: 0 },
    ])
  })
})

describe('stuck learners', () => {
  it('lists the enrolled who have not finished and did nothing for 7 days, longest silent first, with their next lesson', async () => {
    const stuck = (await stuckLearners(payload, now)).filter((learner) => learner.courseId === courseId)
    expect(stuck.map((learner) => [learner.name, learner.completedLessons, learner.totalLessons, learner.nextLesson?.number])).toEqual([
      ['Enrolled long ago', 1, 4, 2],
      ['Stopped after 1', 1, 4, 2],
      ['Not started, silent', 0, 4, 1],
      ['Went back to 1', 3, 4, 4],
    ])
    expect(stuck[0].lastActivityAt).toBe(daysAgo(399))
  })
})

describe('the admin home', () => {
  it('shows staff the learners who may need a nudge, longest silent first', async () => {
    const page = await fetch(`${testEnv().baseUrl}/admin`, { headers: { Authorization: `JWT ${await staffLogin()}` } })
    expect(page.status).toBe(200)
    const html = await page.text()
    expect(html).toContain('Learners who may need a nudge')
    const stuck = (await stuckLearners(payload, now, 10)).map((learner) => learner.email)
    expect(stuck.length).toBeGreaterThan(0)
    for (const email of stuck) expect(html).toContain(email)
  })
})
