import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import {
  courseFunnel,
  courseFunnels,
  courseStopPoints,
  learnerCompletedLessons,
  learnerCourses,
  reportCourse,
  reportLearner,
  stuckLearnerCount,
  stuckLearners,
} from '@/domains/reports/reports'
import { createLearner, createOwnCourse } from '../support/factories'
import { outsideNext, testPayload, uniqueEmail } from '../support/payload'
import { createReportsFixture, type ReportsFixture } from '../support/reportsFixture'
import { staffLogin } from '../support/staffApi'
import { testEnv } from '../support/testEnv'

let payload: Payload
let fixture: ReportsFixture

beforeAll(async () => {
  payload = await testPayload()
  fixture = await createReportsFixture(payload)
})

const lastYear = () => ({ from: new Date(fixture.daysAgo(365)), to: fixture.now })

describe('the course funnel', () => {
  it('counts enrolled, started, half-way and completed learners for enrolments in the period', async () => {
    const { courseId, daysAgo, now } = fixture
    expect(await courseFunnel(payload, { courseId, ...lastYear() })).toEqual({ enrolled: 6, started: 4, sentAction: 0, halfway: 3, completed: 1 })
    expect(await courseFunnel(payload, { courseId })).toEqual({ enrolled: 7, started: 5, sentAction: 0, halfway: 3, completed: 1 })
    expect(await courseFunnel(payload, { courseId, from: new Date(daysAgo(12)), to: now })).toEqual({ enrolled: 2, started: 1, sentAction: 0, halfway: 1, completed: 0 })
  })

  it('is given for every published course at once, zeros where nobody enrolled in the period, unpublished courses left out', async () => {
    const hidden = await payload.create({
      collection: 'courses',
      context: outsideNext,
      data: { title: `Hidden ${Date.now()}`, summary: 's', description: 'd', isPublished: false, isFree: true, status: 'available' },
    })
    const funnels = await courseFunnels(payload, lastYear())
    const byId = new Map(funnels.map(({ courseId, ...funnel }) => [courseId, funnel]))
    expect(byId.get(fixture.courseId)).toEqual({ title: fixture.courseTitle, enrolled: 6, started: 4, sentAction: 0, halfway: 3, completed: 1 })
    expect(byId.get(fixture.emptyCourseId)).toMatchObject({ enrolled: 0, started: 0, sentAction: 0, halfway: 0, completed: 0 })
    expect(byId.get(fixture.formulaCourseId)).toMatchObject({ enrolled: 1, started: 0, sentAction: 0, halfway: 0, completed: 0 })
    expect(byId.has(String(hidden.id))).toBe(false)
    expect((await courseFunnels(payload, { from: new Date(fixture.daysAgo(12)) })).find((row) => row.courseId === fixture.courseId)).toMatchObject({
      enrolled: 2,
      completed: 0,
    })
  })
})

describe('the course funnel, issue 43', () => {
  it('counts a learner who sent an action before finishing a lesson as started, and as having sent one', async () => {
    const courseId = await createOwnCourse(payload, 'Funnel action course')
    const [{ id: lessonId }] = (await payload.db.drizzle.execute(sql`SELECT id FROM lessons WHERE course_id = ${courseId}`)).rows as { id: string }[]
    const [sender, idle] = [await createLearner(payload, { email: uniqueEmail('funnel-sender') }), await createLearner(payload, { email: uniqueEmail('funnel-idle') })]
    for (const learner of [sender, idle]) await payload.db.drizzle.execute(sql`INSERT INTO enrollments (user_id, course_id, is_paid) VALUES (${learner.id}, ${courseId}, false)`)
    await payload.db.drizzle.execute(sql`
      INSERT INTO workbook_answers (learner_id, lesson_id, course_id, status, answers, round, sent_at) VALUES (${sender.id}, ${lessonId}, ${courseId}, 'waiting', '[]'::jsonb, 1, now())`)
    expect(await courseFunnel(payload, { courseId })).toEqual({ enrolled: 2, started: 1, sentAction: 1, halfway: 0, completed: 0 })
  })
})

describe('where learners stop', () => {
  it('counts those not finished by the lesson they completed last, every lesson number shown with its title', async () => {
    expect(await courseStopPoints(payload, { courseId: fixture.courseId, ...lastYear() })).toEqual([
      { lessonNumber: 0, lessonTitle: null, learners: 2 },
      { lessonNumber: 1, lessonTitle: 'Lesson 1', learners: 2 },
      { lessonNumber: 2, lessonTitle: 'Lesson 2', learners: 1 },
      { lessonNumber: 3, lessonTitle: 'Lesson 3', learners: 0 },
      { lessonNumber: 4, lessonTitle: 'Lesson 4', learners: 0 },
    ])
  })
})

describe('stuck learners', () => {
  it('lists the enrolled who have not finished and did nothing for 7 days, longest silent first, with their next lesson', async () => {
    const stuck = (await stuckLearners(payload, fixture.now)).filter((learner) => learner.courseId === fixture.courseId)
    expect(stuck.map((learner) => [learner.name, learner.completedLessons, learner.totalLessons, learner.nextLesson?.number])).toEqual([
      ['Enrolled long ago', 1, 4, 2],
      ['Stopped after 1', 1, 4, 2],
      ['Not started, silent', 0, 4, 1],
      ['Went back to 1', 3, 4, 4],
    ])
    expect(stuck[0].lastActivityAt).toBe(fixture.daysAgo(399))
  })

  it('lists one course only when asked, up to the limit, and counts them all', async () => {
    const { courseId, now } = fixture
    expect((await stuckLearners(payload, now, 10, { courseId })).map((learner) => learner.name)).toEqual([
      'Enrolled long ago',
      'Stopped after 1',
      'Not started, silent',
      'Went back to 1',
    ])
    expect((await stuckLearners(payload, now, 2, { courseId })).map((learner) => learner.name)).toEqual(['Enrolled long ago', 'Stopped after 1'])
    expect(await stuckLearnerCount(payload, now, { courseId })).toBe(4)
    expect(await stuckLearnerCount(payload, now, { courseId: fixture.emptyCourseId })).toBe(0)
    expect(await stuckLearnerCount(payload, now)).toBe((await stuckLearners(payload, now, 1_000_000)).length)
  })
})

describe("a learner's report", () => {
  it('gives their courses with the enrolment date, lessons completed of the total and the last activity', async () => {
    expect(await learnerCourses(payload, fixture.learners['Went back to 1'])).toEqual([
      { courseId: fixture.courseId, title: fixture.courseTitle, enrolledAt: fixture.daysAgo(15), completedLessons: 3, totalLessons: 4, lastActivityAt: fixture.daysAgo(12) },
    ])
    expect(await learnerCourses(payload, fixture.learners['Not started, new'])).toEqual([
      expect.objectContaining({ completedLessons: 0, totalLessons: 4, lastActivityAt: fixture.daysAgo(2) }),
    ])
  })

  it('gives each lesson they completed with its date, in lesson order', async () => {
    const lessons = await learnerCompletedLessons(payload, fixture.learners['Went back to 1'])
    expect(lessons.map((lesson) => [lesson.courseTitle, lesson.lessonNumber, lesson.lessonTitle, lesson.completedAt])).toEqual([
      [fixture.courseTitle, 1, 'Lesson 1', fixture.daysAgo(12)],
      [fixture.courseTitle, 2, 'Lesson 2', fixture.daysAgo(14)],
      [fixture.courseTitle, 3, 'Lesson 3', fixture.daysAgo(13)],
    ])
    expect(await learnerCompletedLessons(payload, fixture.learners['Not started, silent'])).toEqual([])
  })

  it('finds the course and the learner a report is about, and nothing for an unknown or malformed id', async () => {
    expect(await reportCourse(payload, fixture.courseId)).toEqual({ id: fixture.courseId, title: fixture.courseTitle, isPublished: true })
    expect(await reportLearner(payload, fixture.learners.Finished)).toMatchObject({ id: fixture.learners.Finished, name: 'Finished', company: 'Jones Build Ltd' })
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-an-id', "1' OR '1'='1"]) {
      expect(await reportCourse(payload, id)).toBeNull()
      expect(await reportLearner(payload, id)).toBeNull()
    }
  })
})

describe('the admin home', () => {
  it('shows staff the learners who may need a nudge, longest silent first, each linked to their report', async () => {
    const page = await fetch(`${testEnv().baseUrl}/admin`, { headers: { Authorization: `JWT ${await staffLogin()}` } })
    expect(page.status).toBe(200)
    const html = await page.text()
    expect(html).toContain('Learners who may need a nudge')
    const stuck = await stuckLearners(payload, new Date(), 10)
    expect(stuck.length).toBeGreaterThan(0)
    for (const learner of stuck) {
      expect(html).toContain(learner.email)
      expect(html).toContain(`href="/admin/reports/learners/${learner.learnerId}"`)
    }
    expect(html).toContain('href="/admin/reports"')
    expect(html).toContain('href="/admin/reports/stuck"')
  })
})
