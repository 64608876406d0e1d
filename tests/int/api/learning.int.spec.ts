import { beforeAll, describe, expect, it } from 'vitest'

import { ApiClient, registeredLearner } from '../../support/apiClient'
import { seededCourses } from '../../support/catalogue'
import { outsideNext, testPayload, uniqueEmail } from '../../support/payload'
import { featuredCourseTitle, featuredLessonCount, lessonPositions, paidLessonCount, percentOf } from '../../support/seedData'

type Catalogue = Awaited<ReturnType<typeof seededCourses>>
type CourseDetail = {
  id: string
  title: string
  enrollment: { isEnrolled: boolean; isPaid: boolean }
  lessons: { id: string; orderIndex: number; isPreview: boolean; isAccessible: boolean; isCompleted: boolean; videoUrl: string | null }[]
}

let courses: Catalogue
const unknownId = '00000000-0000-4000-8000-000000000000'

beforeAll(async () => {
  courses = await seededCourses()
})

describe('GET /api/v1/courses', () => {
  it('lists published courses with their lesson counts', async () => {
    const response = await new ApiClient().get<Record<string, unknown>[]>('/api/v1/courses')
    expect(response.status).toBe(200)
    const featured = response.body.find((course) => course.id === courses.featured.id)
    expect(featured).toMatchObject({ title: featuredCourseTitle, isFree: true, price: null, lessonCount: featuredLessonCount, status: 'available' })
    expect(Object.keys(featured ?? {})).toEqual(expect.arrayContaining(['id', 'title', 'summary', 'description', 'isFree', 'price', 'lessonCount']))
    expect(response.body.find((course) => course.id === courses.paid.id)).toMatchObject({ isFree: false, price: 49, lessonCount: paidLessonCount })
  })

  it('leaves out unpublished courses', async () => {
    const payload = await testPayload()
    const draft = await payload.create({
      collection: 'courses',
      context: outsideNext,
      data: { title: `Draft ${Date.now()}`, summary: 's', description: 'd', isPublished: false, isFree: true, status: 'available' },
    })
    const response = await new ApiClient().get<{ id: string }[]>('/api/v1/courses')
    expect(response.body.map((course) => course.id)).not.toContain(String(draft.id))
    expect((await new ApiClient().get(`/api/v1/courses/${draft.id}`)).status).toBe(404)
    await payload.delete({ collection: 'courses', context: outsideNext, id: draft.id })
  })
})

describe('GET /api/v1/courses/:courseId', () => {
  it('shows a visitor the lessons in order, with only the preview openable', async () => {
    const response = await new ApiClient().get<CourseDetail>(`/api/v1/courses/${courses.featured.id}`)
    expect(response.status).toBe(200)
    const { lessons } = response.body
    expect(lessons.map((lesson) => lesson.orderIndex)).toEqual(lessonPositions(featuredLessonCount))
    expect(lessons[0]).toMatchObject({ isPreview: true, isAccessible: true, videoUrl: `/api/v1/lessons/${lessons[0].id}/video` })
    for (const lesson of lessons.slice(1)) expect(lesson).toMatchObject({ isPreview: false, isAccessible: false, videoUrl: null })
  })

  it('opens every lesson of a free course once enrolled', async () => {
    const { client, user } = await registeredLearner(uniqueEmail('detail'))
    expect((await client.post(`/api/v1/courses/${courses.featured.id}/enroll`, { userId: user.id })).status).toBe(201)
    const response = await client.get<CourseDetail>(`/api/v1/courses/${courses.featured.id}?userId=${user.id}`)
    expect(response.body.lessons.every((lesson) => lesson.isAccessible && lesson.videoUrl)).toBe(true)
  })

  it('tells a learner whether they are enrolled and which lessons they have completed', async () => {
    const { client } = await registeredLearner(uniqueEmail('completed-lessons'))
    const before = await client.get<CourseDetail>(`/api/v1/courses/${courses.featured.id}`)
    expect(before.body.enrollment).toEqual({ isEnrolled: false, isPaid: false })
    await client.post(`/api/v1/courses/${courses.featured.id}/enroll`, {})
    await client.post(`/api/v1/lessons/${courses.featured.lessonIds[2]}/complete`, {})
    const after = await client.get<CourseDetail>(`/api/v1/courses/${courses.featured.id}`)
    expect(after.body.enrollment).toEqual({ isEnrolled: true, isPaid: false })
    expect(after.body.lessons.filter((lesson) => lesson.isCompleted).map((lesson) => lesson.id)).toEqual([courses.featured.lessonIds[2]])
    const visitor = await new ApiClient().get<CourseDetail>(`/api/v1/courses/${courses.featured.id}`)
    expect(visitor.body.lessons.some((lesson) => lesson.isCompleted)).toBe(false)
  })

  it('answers 404 "Course not found" for an unknown id, a malformed id and a coming-soon course enrolment', async () => {
    for (const id of [unknownId, 'not-a-uuid', "1' OR '1'='1"]) {
      const response = await new ApiClient().get(`/api/v1/courses/${encodeURIComponent(id)}`)
      expect(response.status).toBe(404)
      expect(response.body).toEqual({ message: 'Course not found' })
    }
  })
})

describe('enrolment', () => {
  it('answers 201 the first time and 200 with the same enrolment after that', async () => {
    const { client, user } = await registeredLearner(uniqueEmail('enrol'))
    const first = await client.post(`/api/v1/courses/${courses.featured.id}/enroll`, { userId: user.id })
    expect(first.status).toBe(201)
    expect(first.body).toMatchObject({ courseId: courses.featured.id, userId: user.id, isPaid: false })
    expect(first.body.id).toEqual(expect.any(String))
    expect(first.body.createdAt).toEqual(expect.any(String))
    const again = await client.post(`/api/v1/courses/${courses.featured.id}/enroll`, {})
    expect(again.status).toBe(200)
    expect(again.body).toEqual(first.body)
  })

  it('keeps one enrolment when 10 requests race', async () => {
    const { client, user } = await registeredLearner(uniqueEmail('enrol-race'))
    const results = await Promise.all(Array.from({ length: 10 }, () => client.post(`/api/v1/courses/${courses.featured.id}/enroll`, { userId: user.id })))
    expect(results.map((result) => result.status).sort()).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 200, 201])
    expect(new Set(results.map((result) => result.body.id)).size).toBe(1)
    const payload = await testPayload()
    expect((await payload.count({ collection: 'enrollments', where: { user: { equals: user.id } } })).totalDocs).toBe(1)
  })

  it('answers 404 for unknown courses', async () => {
    const { client } = await registeredLearner(uniqueEmail('enrol-404'))
    for (const id of [unknownId, 'nope']) {
      const response = await client.post(`/api/v1/courses/${id}/enroll`, {})
      expect(response.status).toBe(404)
      expect(response.body).toEqual({ message: 'Course not found' })
    }
  })

  it('GET /api/v1/enrollments/:courseId/status tells whether the learner is enrolled', async () => {
    const { client, user } = await registeredLearner(uniqueEmail('status'))
    const before = await client.get(`/api/v1/enrollments/${courses.featured.id}/status?userId=${user.id}`)
    expect(before.body).toEqual({ isEnrolled: false, isPaid: false })
    await client.post(`/api/v1/courses/${courses.featured.id}/enroll`, {})
    const after = await client.get(`/api/v1/enrollments/${courses.featured.id}/status`)
    expect(after.status).toBe(200)
    expect(after.body).toEqual({ isEnrolled: true, isPaid: false })
  })
})

describe('lessons and progress', () => {
  it('serves a preview lesson to anyone, with its neighbours and course', async () => {
    const [first, second] = courses.featured.lessonIds
    const response = await new ApiClient().get(`/api/v1/lessons/${first}`)
    expect(response.status).toBe(200)
    expect(response.body).toMatchObject({
      id: first,
      courseId: courses.featured.id,
      orderIndex: 1,
      isPreview: true,
      videoUrl: `/api/v1/lessons/${first}/video`,
      captionsUrl: `/api/v1/lessons/${first}/captions`,
      course: { id: courses.featured.id, title: featuredCourseTitle },
      previousLessonId: null,
      nextLessonId: second,
    })
  })

  it('asks a visitor to sign in for a locked lesson, and never sends its video', async () => {
    const response = await new ApiClient().get(`/api/v1/lessons/${courses.featured.lessonIds[1]}`)
    expect(response.status).toBe(401)
    expect(response.text).not.toContain('.mp4')
  })

  it('refuses a learner who is not enrolled (403)', async () => {
    const { client } = await registeredLearner(uniqueEmail('not-enrolled'))
    const response = await client.get(`/api/v1/lessons/${courses.featured.lessonIds[1]}`)
    expect(response.status).toBe(403)
    expect(response.text).not.toContain('.mp4')
  })

  it('keeps paid lessons locked for an unpaid enrolment, and opens them for an active pro membership', async () => {
    const { client, user } = await registeredLearner(uniqueEmail('paid'))
    await client.post(`/api/v1/courses/${courses.paid.id}/enroll`, {})
    const locked = courses.paid.lessonIds[1]
    const detail = await client.get<CourseDetail>(`/api/v1/courses/${courses.paid.id}`)
    expect(detail.body.lessons.map((lesson) => lesson.isAccessible)).toEqual([true, false, false])
    expect(detail.body.lessons[1].videoUrl).toBeNull()
    expect((await client.get(`/api/v1/lessons/${locked}`)).status).toBe(403)
    expect((await client.post(`/api/v1/lessons/${locked}/complete`, {})).status).toBe(403)

    const payload = await testPayload()
    await payload.update({ collection: 'course-users', id: user.id, data: { membershipTier: 'pro', membershipExpiresAt: new Date(Date.now() - 60_000).toISOString() } })
    expect((await client.get(`/api/v1/lessons/${locked}`)).status).toBe(403)
    await payload.update({ collection: 'course-users', id: user.id, data: { membershipExpiresAt: new Date(Date.now() + 86_400_000).toISOString() } })
    expect((await client.get(`/api/v1/lessons/${locked}`)).status).toBe(200)

    const enrolment = (await payload.find({ collection: 'enrollments', where: { user: { equals: user.id } } })).docs[0]
    await payload.update({ collection: 'course-users', id: user.id, data: { membershipTier: 'free', membershipExpiresAt: null } })
    await payload.update({ collection: 'enrollments', id: enrolment.id, data: { isPaid: true } })
    expect((await client.get(`/api/v1/lessons/${locked}`)).status).toBe(200)
    expect((await client.get(`/api/v1/enrollments/${courses.paid.id}/status`)).body).toEqual({ isEnrolled: true, isPaid: true })
  })

  it('answers 404 "Lesson not found" for unknown and malformed ids', async () => {
    const { client } = await registeredLearner(uniqueEmail('lesson-404'))
    for (const path of [`/api/v1/lessons/${unknownId}`, '/api/v1/lessons/abc', `/api/v1/progress/${unknownId}`]) {
      const response = await client.get(path)
      expect(response.status, path).toBe(404)
      expect(response.body).toEqual({ message: 'Lesson not found' })
    }
    expect((await client.post(`/api/v1/lessons/${unknownId}/complete`, {})).status).toBe(404)
  })

  it('completes a lesson once, reports progress and the next lesson', async () => {
    const { client, user } = await registeredLearner(uniqueEmail('progress'))
    await client.post(`/api/v1/courses/${courses.featured.id}/enroll`, {})
    const [first, second] = courses.featured.lessonIds

    const empty = await client.get<Record<string, unknown>[]>(`/api/v1/enrollments/progress?userId=${user.id}`)
    expect(empty.body).toEqual([
      {
        id: expect.any(String),
        course: { id: courses.featured.id, title: featuredCourseTitle, summary: expect.any(String), isFree: true },
        progressPercentage: 0,
        totalLessons: featuredLessonCount,
        completedLessons: 0,
        nextLessonId: first,
      },
    ])
    expect((await client.get(`/api/v1/progress/${first}`)).body).toEqual({ lessonId: first, isCompleted: false, completedAt: null, markWaitSeconds: null })

    const completed = await client.post(`/api/v1/lessons/${first}/complete`, { userId: user.id })
    expect(completed.status).toBe(200)
    expect(completed.body).toEqual({ lessonId: first, isCompleted: true, completedAt: expect.any(String) })
    const again = await client.post(`/api/v1/lessons/${first}/complete`, {})
    expect(again.body).toEqual(completed.body)

    const progress = await client.get<Record<string, unknown>[]>('/api/v1/enrollments/progress')
    expect(progress.body[0]).toMatchObject({
      progressPercentage: percentOf(1, featuredLessonCount),
      totalLessons: featuredLessonCount,
      completedLessons: 1,
      nextLessonId: second,
    })
    expect((await client.get(`/api/v1/progress/${first}?userId=${user.id}`)).body).toMatchObject({ isCompleted: true })
  })

  it('counts a course as complete at 100% with no next lesson', async () => {
    const { client } = await registeredLearner(uniqueEmail('finisher'))
    await client.post(`/api/v1/courses/${courses.featured.id}/enroll`, {})
    for (const lessonId of [...courses.featured.lessonIds].reverse()) await client.post(`/api/v1/lessons/${lessonId}/complete`, {})
    const progress = await client.get<Record<string, unknown>[]>('/api/v1/enrollments/progress')
    expect(progress.body[0]).toMatchObject({ progressPercentage: 100, completedLessons: featuredLessonCount, nextLessonId: null })
  })

  it('keeps one progress row when 10 completions race', async () => {
    const { client, user } = await registeredLearner(uniqueEmail('complete-race'))
    await client.post(`/api/v1/courses/${courses.featured.id}/enroll`, {})
    const lessonId = courses.featured.lessonIds[2]
    const results = await Promise.all(Array.from({ length: 10 }, () => client.post(`/api/v1/lessons/${lessonId}/complete`, {})))
    expect(results.every((result) => result.status === 200)).toBe(true)
    expect(new Set(results.map((result) => result.body.completedAt)).size).toBe(1)
    const payload = await testPayload()
    expect((await payload.count({ collection: 'lesson-progress', where: { user: { equals: user.id } } })).totalDocs).toBe(1)
  })

  it('lets a visitor complete nothing', async () => {
    expect((await new ApiClient().post(`/api/v1/lessons/${courses.featured.lessonIds[0]}/complete`, {})).status).toBe(401)
  })
})

describe('identity', () => {
  let owner: Awaited<ReturnType<typeof registeredLearner>>
  let intruder: Awaited<ReturnType<typeof registeredLearner>>

  beforeAll(async () => {
    owner = await registeredLearner(uniqueEmail('owner'))
    intruder = await registeredLearner(uniqueEmail('intruder'))
    await owner.client.post(`/api/v1/courses/${courses.featured.id}/enroll`, {})
  })

  const learnerRequests = () => {
    const id = owner.user.id
    const lesson = courses.featured.lessonIds[0]
    return [
      ['GET', `/api/v1/enrollments/progress?userId=${id}`, undefined],
      ['GET', `/api/v1/enrollments/${courses.featured.id}/status?userId=${id}`, undefined],
      ['GET', `/api/v1/courses/${courses.featured.id}?userId=${id}`, undefined],
      ['GET', `/api/v1/lessons/${lesson}?userId=${id}`, undefined],
      ['GET', `/api/v1/progress/${lesson}?userId=${id}`, undefined],
      ['POST', `/api/v1/courses/${courses.featured.id}/enroll`, { userId: id }],
      ['POST', `/api/v1/lessons/${lesson}/complete`, { userId: id }],
      ['PUT', '/api/v1/profile', { userId: id, firstName: 'Evil', lastName: 'Twin', company: 'Hack Ltd' }],
      ['PUT', '/api/v1/account/email', { userId: id, email: uniqueEmail('stolen'), currentPassword: 'learner-password-1' }],
      ['PUT', '/api/v1/account/password', { userId: id, currentPassword: 'learner-password-1', newPassword: 'owned-123', confirmPassword: 'owned-123' }],
    ] as const
  }

  it("answers 403 to a session that sends another learner's userId, on every learner call", async () => {
    for (const [method, path, body] of learnerRequests()) {
      const response = await intruder.client.call(method, path, body)
      expect(response.status, `${method} ${path}`).toBe(403)
      expect(response.body, `${method} ${path}`).toEqual({ message: expect.any(String) })
    }
    expect((await owner.client.get('/api/v1/me')).body).toMatchObject({ firstName: 'Sam', email: owner.user.email })
  })

  it('answers 401 without a session on every signed-in call', async () => {
    for (const [method, path, body] of learnerRequests()) {
      if (path.startsWith('/api/v1/courses/') && method === 'GET') continue
      if (path.startsWith('/api/v1/lessons/') && method === 'GET') continue
      const response = await new ApiClient().call(method, path.replace(/\?userId=.*/, ''), body && { ...body, userId: undefined })
      expect(response.status, `${method} ${path}`).toBe(401)
    }
  })
})

describe('lesson media', () => {
  it('serves an uploaded captions file through the lesson in place of the address, and passes a given video address through', async () => {
    const payload = await testPayload()
    const captions = Buffer.from('WEBVTT\n\n00:00.000 --> 00:02.000\nHello\n')
    const file = await payload.create({
      collection: 'lesson-media',
      data: { title: 'Uploaded captions' },
      file: { data: captions, mimetype: 'text/vtt', name: `captions-${Date.now()}.vtt`, size: captions.length },
    })
    const course = await payload.create({
      collection: 'courses',
      context: outsideNext,
      data: { title: `Uploads ${Date.now()}`, summary: 's', description: 'd', isPublished: true, isFree: true, status: 'available' },
    })
    const lesson = await payload.create({
      collection: 'lessons',
      context: outsideNext,
      data: { course: course.id, title: 'Uploaded', orderIndex: 1, isPreview: true, videoUrl: '/media/sample-lesson.mp4', captionsUrl: '/old.vtt', captionsFile: file.id },
    })
    const response = await new ApiClient().get<{ videoUrl: string; captionsUrl: string }>(`/api/v1/lessons/${lesson.id}`)
    expect(response.status).toBe(200)
    expect(response.body.videoUrl).toBe('/media/sample-lesson.mp4')
    expect(response.body.captionsUrl).toBe(`/api/v1/lessons/${lesson.id}/captions`)
    expect((await new ApiClient().get(response.body.captionsUrl)).text).toBe(captions.toString())
  })
})
