import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { createLearner } from '../support/factories'
import { outsideNext, testPayload } from '../support/payload'

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

  it('deletes a learner with their enrolments, progress, certificates and reset tokens', async () => {
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

    await payload.delete({ collection: 'course-users', id: learner.id })

    for (const collection of ['enrollments', 'lesson-progress', 'password-reset-tokens'] as const) {
      expect((await payload.count({ collection, where: { user: { equals: learner.id } } })).totalDocs).toBe(0)
    }
    expect((await payload.count({ collection: 'certificates', where: { learner: { equals: learner.id } } })).totalDocs).toBe(0)
  })
})
