import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { videoLacksTextMessage } from '@/lib/rules/transcript'
import { createLearner } from '../support/factories'
import { outsideNext, testPayload } from '../support/payload'
import { staffLogin } from '../support/staffApi'
import { testEnv } from '../support/testEnv'

let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
})

const createCourse = (title = `Admin rules ${Date.now()}-${Math.random()}`) =>
  payload.create({ collection: 'courses', context: outsideNext, data: { title, summary: 'Summary', description: 'Description', isPublished: true, isFree: true, status: 'available' } })

const createLesson = (course: string, title: string, orderIndex: number) =>
  payload.create({ collection: 'lessons', context: outsideNext, data: { course, title, orderIndex } })

const lessonOrder = async (course: string) => {
  const { docs } = await payload.find({ collection: 'lessons', where: { course: { equals: course } }, sort: 'orderIndex', pagination: false, depth: 0 })
  return docs.map((lesson) => `${lesson.orderIndex}:${lesson.title}`)
}

describe('lesson numbering', () => {
  it('keeps lessons numbered 1..n as staff move, add and delete them', async () => {
    const course = String((await createCourse()).id)
    const a = await createLesson(course, 'A', 1)
    const b = await createLesson(course, 'B', 2)
    const c = await createLesson(course, 'C', 3)
    expect(await lessonOrder(course)).toEqual(['1:A', '2:B', '3:C'])

    await payload.update({ collection: 'lessons', context: outsideNext, id: c.id, data: { orderIndex: 1 } })
    expect(await lessonOrder(course)).toEqual(['1:C', '2:A', '3:B'])

    await payload.update({ collection: 'lessons', context: outsideNext, id: c.id, data: { orderIndex: 3 } })
    expect(await lessonOrder(course)).toEqual(['1:A', '2:B', '3:C'])

    await payload.update({ collection: 'lessons', context: outsideNext, id: a.id, data: { orderIndex: 9 } })
    expect(await lessonOrder(course)).toEqual(['1:B', '2:C', '3:A'])

    await payload.delete({ collection: 'lessons', context: outsideNext, id: b.id })
    expect(await lessonOrder(course)).toEqual(['1:C', '2:A'])

    await createLesson(course, 'D', 1)
    expect(await lessonOrder(course)).toEqual(['1:D', '2:C', '3:A'])
  })
})

describe('deleting', () => {
  it('refuses to delete a course learners are enrolled in, with a message that says what to do', async () => {
    const course = await createCourse()
    const learner = await createLearner(payload)
    await payload.create({ collection: 'enrollments', data: { user: learner.id, course: course.id } })
    await expect(payload.delete({ collection: 'courses', context: outsideNext, id: course.id })).rejects.toThrow(/1 learner is enrolled in it\. Untick "Published" to hide it instead\./)
    expect((await payload.count({ collection: 'courses', where: { id: { equals: course.id } } })).totalDocs).toBe(1)
  })

  it('refuses to delete a course with certificates, even when nobody is enrolled any more', async () => {
    const course = await createCourse()
    const learner = await createLearner(payload)
    await payload.create({
      collection: 'certificates',
      data: { learner: learner.id, course: course.id, code: `code-${Date.now()}`, learnerName: learner.name, courseTitle: course.title, completedAt: new Date().toISOString() },
    })
    await expect(payload.delete({ collection: 'courses', context: outsideNext, id: course.id })).rejects.toThrow(/certificates of completion were issued for it\. Untick "Published"/)
    expect((await payload.count({ collection: 'courses', where: { id: { equals: course.id } } })).totalDocs).toBe(1)
  })

  it('deletes a course nobody is enrolled in together with its lessons', async () => {
    const course = await createCourse()
    await createLesson(String(course.id), 'Only lesson', 1)
    await payload.delete({ collection: 'courses', context: outsideNext, id: course.id })
    expect((await payload.count({ collection: 'lessons', where: { course: { equals: course.id } } })).totalDocs).toBe(0)
  })

  it('deletes a learner with their enrolments, progress, lesson openings, certificates, reset tokens and mail records', async () => {
    const course = await createCourse()
    const lesson = await createLesson(String(course.id), 'Lesson', 1)
    const learner = await createLearner(payload)
    await payload.create({ collection: 'enrollments', data: { user: learner.id, course: course.id } })
    await payload.create({ collection: 'lesson-progress', data: { user: learner.id, lesson: lesson.id, isCompleted: true } })
    await payload.create({ collection: 'password-reset-tokens', data: { user: learner.id, tokenHash: `hash-${Date.now()}`, expiresAt: new Date(Date.now() + 60_000).toISOString() } })
    await payload.create({
      collection: 'certificates',
      data: { learner: learner.id, course: course.id, code: `code-${Date.now()}`, learnerName: learner.name, courseTitle: course.title, completedAt: new Date().toISOString() },
    })

    await payload.create({ collection: 'lesson-openings', data: { user: learner.id, lesson: lesson.id, openedAt: new Date().toISOString() } })
    await payload.create({ collection: 'mail-deliveries', data: { kind: 'welcome', status: 'skipped', eventKey: `welcome:${learner.id}`, to: learner.email, learner: learner.id, attempts: 0 } })

    await payload.delete({ collection: 'course-users', id: learner.id })

    for (const collection of ['enrollments', 'lesson-progress', 'lesson-openings', 'password-reset-tokens'] as const) {
      expect((await payload.count({ collection, where: { user: { equals: learner.id } } })).totalDocs, collection).toBe(0)
    }
    for (const collection of ['certificates', 'mail-deliveries'] as const) {
      expect((await payload.count({ collection, where: { learner: { equals: learner.id } } })).totalDocs, collection).toBe(0)
    }
  })
})

describe('captions or a transcript for every video in a published course', () => {
  const asStaff = async (method: 'POST' | 'PATCH', path: string, data: Record<string, unknown>) => {
    const response = await fetch(`${testEnv().baseUrl}/api${path}`, {
      method,
      headers: { 'Content-Type': 'application/json', Authorization: `JWT ${await staffLogin()}` },
      body: JSON.stringify(data),
    })
    return { status: response.status, text: JSON.stringify(await response.json()) }
  }
  const video = { videoUrl: '/media/sample-lesson.mp4' }

  it('refuses a lesson with a video and neither in a published course, with what to add', async () => {
    const course = String((await createCourse()).id)
    const refused = await asStaff('POST', '/lessons', { course, title: 'Silent video', orderIndex: 1, ...video })
    expect(refused.status).toBe(400)
    expect(refused.text).toContain(videoLacksTextMessage)

    expect((await asStaff('POST', '/lessons', { course, title: 'With captions', orderIndex: 1, ...video, captionsUrl: '/media/sample-lesson.en.vtt' })).status).toBe(201)
    const pasted = await asStaff('POST', '/lessons', { course, title: 'With a transcript', orderIndex: 2, ...video, transcript: 'What is said in the video.' })
    expect(pasted.status).toBe(201)
    // Taking the transcript away again is refused too.
    const id = (JSON.parse(pasted.text) as { doc: { id: string } }).doc.id
    expect((await asStaff('PATCH', `/lessons/${id}`, { transcript: '' })).status).toBe(400)
  })

  it('refuses to publish a course until every lesson video has one, naming the lessons to fix', async () => {
    const course = await payload.create({
      collection: 'courses',
      context: outsideNext,
      data: { title: `Unpublished ${Date.now()}`, summary: 'Summary', description: 'Description', isPublished: false, isFree: true, status: 'available' },
    })
    const silent = await payload.create({ collection: 'lessons', context: outsideNext, data: { course: course.id, title: 'Silent video', orderIndex: 1, ...video } })
    await createLesson(String(course.id), 'No video yet', 2)

    const refused = await asStaff('PATCH', `/courses/${course.id}`, { isPublished: true })
    expect(refused.status).toBe(400)
    expect(refused.text).toContain('this lesson has a video with no captions and no transcript: 1. Silent video.')
    await payload.update({ collection: 'lessons', context: outsideNext, id: silent.id, data: { captionsUrl: '/media/sample-lesson.en.vtt' } })
    expect((await asStaff('PATCH', `/courses/${course.id}`, { isPublished: true })).status).toBe(200)
  })
})
