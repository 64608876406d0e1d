import { sql } from '@payloadcms/db-postgres'
import { beforeAll, describe, expect, it } from 'vitest'

import { counterDrift } from '@/domains/learning/enrolmentCounters'
import type { LessonPlayback } from '@/domains/learning/playback'
import type { ProgressItem } from '@/domains/learning/progress'
import { type ApiClient, registeredLearner } from '../support/apiClient'
import { seededCourses } from '../support/catalogue'
import { testPayload, uniqueEmail } from '../support/payload'
import { staffCreate, staffLogin, staffUpdate } from '../support/staffApi'
import { playWholeVideo } from '../support/playback'

/**
 * The progress list reads counters kept on each enrolment (completed lessons, next lesson, last completion) and the
 * course's lesson count. Whatever writes completions or lessons, concurrently or not, they equal a fresh count.
 */

type Learner = { client: ApiClient; id: string; completed: Set<string> }

let token: string

beforeAll(async () => {
  token = await staffLogin()
})

const asStaff = (path: string, init: RequestInit = {}) =>
  fetch(`${process.env.TEST_BASE_URL}${path}`, { ...init, headers: { 'Content-Type': 'application/json', Authorization: `JWT ${token}` } })

/** A published free course of `lessonCount` lessons, made by staff through Payload's REST API (as the admin does). */
const newCourse = async (lessonCount: number, { preview = false } = {}) => {
  const course = await staffCreate<{ id: string }>(token, 'courses', {
    title: `Counters ${uniqueEmail('course')}`,
    summary: 's',
    description: 'd',
    isPublished: true,
    isFree: true,
    status: 'available',
  })
  const lessonIds: string[] = []
  for (let number = 1; number <= lessonCount; number += 1) {
    const lesson = await staffCreate<{ id: string }>(token, 'lessons', { course: course.id, title: `Lesson ${number}`, orderIndex: number, isPreview: preview && number === 1 })
    lessonIds.push(String(lesson.id))
  }
  return { courseId: String(course.id), lessonIds }
}

const addLesson = async (courseId: string, orderIndex: number) =>
  String((await staffCreate<{ id: string }>(token, 'lessons', { course: courseId, title: `Added at ${orderIndex}`, orderIndex })).id)

const deleteLesson = async (lessonId: string) => expect((await asStaff(`/api/lessons/${lessonId}`, { method: 'DELETE' })).status).toBe(200)

const enrolledLearner = async (courseId: string, name: string): Promise<Learner> => {
  const { client, user } = await registeredLearner(uniqueEmail(name))
  expect((await client.post(`/api/v1/courses/${courseId}/enroll`, {})).status).toBe(201)
  return { client, id: user.id, completed: new Set() }
}

const complete = async (learner: Learner, lessonId: string) => {
  const response = await learner.client.post(`/api/v1/lessons/${lessonId}/complete`, {})
  expect(response.status).toBe(200)
  learner.completed.add(lessonId)
}

/** The course's lessons in order, read through Payload's REST API (uncached). */
const lessonOrder = async (courseId: string): Promise<string[]> => {
  const query = new URLSearchParams({ 'where[course][equals]': courseId, sort: 'orderIndex', limit: '1000', depth: '0' })
  const { docs } = (await (await asStaff(`/api/lessons?${query}`)).json()) as { docs: { id: string }[] }
  return docs.map((lesson) => String(lesson.id))
}

const driftIn = async (enrolments: ReturnType<typeof sql>) => (await (await testPayload()).db.drizzle.execute(counterDrift(enrolments))).rows

/** No counter of the course's enrolments differs from a fresh count, and each learner's progress is what they did. */
const expectCounted = async (courseId: string, learners: Learner[]) => {
  expect(await driftIn(sql`e.course_id = ${courseId}`)).toEqual([])
  const order = await lessonOrder(courseId)
  for (const learner of learners) {
    const { body } = await learner.client.get<ProgressItem[]>('/api/v1/enrollments/progress')
    const completed = order.filter((lessonId) => learner.completed.has(lessonId)).length
    expect(body.find((item) => item.course.id === courseId)).toMatchObject({
      totalLessons: order.length,
      completedLessons: completed,
      nextLessonId: order.find((lessonId) => !learner.completed.has(lessonId)) ?? null,
      progressPercentage: order.length ? Math.round((100 * completed) / order.length) : 0,
    })
  }
}

describe('enrolment counters after completions', () => {
  it('count a completion, and a second completion of the same lesson changes nothing', async () => {
    const { courseId, lessonIds } = await newCourse(4)
    const learner = await enrolledLearner(courseId, 'counters-twice')
    await expectCounted(courseId, [learner])
    await complete(learner, lessonIds[1])
    await expectCounted(courseId, [learner])
    await complete(learner, lessonIds[1])
    await complete(learner, lessonIds[0])
    await expectCounted(courseId, [learner])
    for (const lessonId of lessonIds) await complete(learner, lessonId)
    await expectCounted(courseId, [learner])
  })

  it('stay right when one learner completes many lessons at once, each twice at the same time', async () => {
    const { courseId, lessonIds } = await newCourse(12)
    const learners = [await enrolledLearner(courseId, 'counters-burst-a'), await enrolledLearner(courseId, 'counters-burst-b')]
    await complete(learners[0], lessonIds[0])
    await Promise.all(learners.flatMap((learner) => lessonIds.slice(0, 9).flatMap((lessonId) => [complete(learner, lessonId), complete(learner, lessonId)])))
    await expectCounted(courseId, learners)
    await Promise.all(lessonIds.slice(9).map((lessonId) => complete(learners[0], lessonId)))
    await expectCounted(courseId, learners)
  })

  it('count a lesson completed by playing 90 % of its video', async () => {
    const featured = (await seededCourses()).featured
    const learner = await enrolledLearner(featured.id, 'counters-playback')
    const lessonId = featured.lessonIds[1]
    const { body } = await learner.client.get<LessonPlayback>(`/api/v1/lessons/${lessonId}/playback`)
    const played = await playWholeVideo(learner.client, learner.id, lessonId, body.videoSeconds ?? 0)
    expect(played.body.isCompleted).toBe(true)
    learner.completed.add(lessonId)
    await expectCounted(featured.id, [learner])
  })

  it('count a preview lesson completed before enrolling', async () => {
    const { courseId, lessonIds } = await newCourse(3, { preview: true })
    const { client, user } = await registeredLearner(uniqueEmail('counters-preview'))
    expect((await client.post(`/api/v1/lessons/${lessonIds[0]}/complete`, {})).status).toBe(200)
    expect((await client.post(`/api/v1/courses/${courseId}/enroll`, {})).status).toBe(201)
    await expectCounted(courseId, [{ client, id: user.id, completed: new Set([lessonIds[0]]) }])
  })
})

describe('enrolment counters after staff changes', () => {
  it('follow lessons added, moved and deleted through the REST API', async () => {
    const { courseId, lessonIds } = await newCourse(4)
    const [fresh, halfway, finished] = [
      await enrolledLearner(courseId, 'counters-fresh'),
      await enrolledLearner(courseId, 'counters-halfway'),
      await enrolledLearner(courseId, 'counters-finished'),
    ]
    for (const lessonId of lessonIds.slice(0, 2)) await complete(halfway, lessonId)
    for (const lessonId of lessonIds) await complete(finished, lessonId)
    const learners = [fresh, halfway, finished]
    await expectCounted(courseId, learners)

    const first = await addLesson(courseId, 1)
    await expectCounted(courseId, learners)
    await addLesson(courseId, 99)
    await expectCounted(courseId, learners)

    await staffUpdate(token, 'lessons', lessonIds[3], { orderIndex: 1 })
    await expectCounted(courseId, learners)
    await staffUpdate(token, 'lessons', first, { orderIndex: 4 })
    await expectCounted(courseId, learners)

    await deleteLesson(lessonIds[0])
    await deleteLesson(lessonIds[2])
    await deleteLesson(first)
    for (const learner of learners) for (const lessonId of [lessonIds[0], lessonIds[2], first]) learner.completed.delete(lessonId)
    await expectCounted(courseId, learners)
  })

  it('follow a lesson moved to another course', async () => {
    const from = await newCourse(3)
    const to = await newCourse(2)
    const learner = await enrolledLearner(from.courseId, 'counters-move-from')
    const other = await enrolledLearner(to.courseId, 'counters-move-to')
    await complete(learner, from.lessonIds[0])
    await complete(other, to.lessonIds[0])
    await complete(other, to.lessonIds[1])
    await staffUpdate(token, 'lessons', from.lessonIds[0], { course: to.courseId, orderIndex: 1 })
    learner.completed.delete(from.lessonIds[0])
    await expectCounted(from.courseId, [learner])
    await expectCounted(to.courseId, [other])
  })

  it('follow progress staff change, add or delete, and cannot be set through the API', async () => {
    const { courseId, lessonIds } = await newCourse(3)
    const learner = await enrolledLearner(courseId, 'counters-staff-progress')
    await complete(learner, lessonIds[0])
    const query = new URLSearchParams({ 'where[user][equals]': learner.id, depth: '0' })
    const [row] = ((await (await asStaff(`/api/lesson-progress?${query}`)).json()) as { docs: { id: string }[] }).docs
    await staffUpdate(token, 'lesson-progress', row.id, { isCompleted: false })
    learner.completed.delete(lessonIds[0])
    await expectCounted(courseId, [learner])

    const added = await staffCreate<{ id: string }>(token, 'lesson-progress', { user: learner.id, lesson: lessonIds[1], isCompleted: true, completedAt: new Date().toISOString() })
    learner.completed.add(lessonIds[1])
    await expectCounted(courseId, [learner])
    expect((await asStaff(`/api/lesson-progress/${added.id}`, { method: 'DELETE' })).status).toBe(200)
    learner.completed.delete(lessonIds[1])
    await expectCounted(courseId, [learner])

    const enrolment = ((await (await asStaff(`/api/enrollments?${query}`)).json()) as { docs: { id: string }[] }).docs[0]
    await staffUpdate(token, 'enrollments', enrolment.id, { isPaid: true, completedLessons: 99, lastCompletedAt: new Date().toISOString() })
    await expectCounted(courseId, [learner])
  })

  it('stay right while a learner completes lessons as staff add and move lessons', async () => {
    const { courseId, lessonIds } = await newCourse(8)
    const learners = [await enrolledLearner(courseId, 'counters-race-a'), await enrolledLearner(courseId, 'counters-race-b')]
    const staffChanges = [() => addLesson(courseId, 1), () => staffUpdate(token, 'lessons', lessonIds[7], { orderIndex: 2 }), () => deleteLesson(lessonIds[3])]
    for (const [round, change] of staffChanges.entries()) {
      const lessons = lessonIds.slice(round * 3, round * 3 + 3).filter((lessonId) => lessonId !== lessonIds[3])
      await Promise.all([change(), ...learners.flatMap((learner) => lessons.map((lessonId) => complete(learner, lessonId)))])
    }
    for (const learner of learners) learner.completed.delete(lessonIds[3])
    await expectCounted(courseId, learners)
  })
})
