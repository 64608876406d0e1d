import { sql } from '@payloadcms/db-postgres'
import { beforeAll, describe, expect, it } from 'vitest'

import { ApiClient, expectFieldError, registeredLearner, registrationFor } from '../support/apiClient'
import { seededCourses } from '../support/catalogue'
import { waitForMail } from '../support/mail'
import { outsideNext, testPayload, uniqueEmail } from '../support/payload'
import { testEnv } from '../support/testEnv'

/**
 * Issue 41, point 1: registering from a course carries it through. A free course open now is enrolled at registration
 * (with its enrolment mail); a paid, coming-soon, unpublished or unknown one is left alone (201, not enrolled); a
 * `courseId` that is not an id at all is a 400. Every way in then goes through the course's start: the baseline on a
 * screen of its own while it is offered, then the next lesson.
 */
type Catalogue = Awaited<ReturnType<typeof seededCourses>>
let courses: Catalogue

beforeAll(async () => {
  courses = await seededCourses()
})

const isEnrolled = async (client: ApiClient, courseId: string) => (await client.get<{ isEnrolled: boolean }>(`/api/v1/enrollments/${courseId}/status`)).body.isEnrolled

/** Where a page sends its visitor: the Location of a redirect, or the one Next writes into a page that had begun to stream. */
const pageRedirect = async (path: string, client?: ApiClient) => {
  const response = await fetch(`${testEnv().baseUrl}${path}`, { headers: client?.cookie ? { cookie: client.cookie } : {}, redirect: 'manual' })
  const body = await response.text()
  return { status: response.status, body, target: response.headers.get('location') ?? body.match(/NEXT_REDIRECT;(?:replace|push);([^;]+);30[78]/)?.[1] ?? null }
}

const relative = (target: string | null) => (target ? target.replace(/^https?:\/\/[^/]+/, '') : target)

describe('registration from a course', () => {
  it('enrols in a free course open now, with the enrolment mail', async () => {
    const email = uniqueEmail('register-course')
    const client = new ApiClient()
    const since = Date.now()
    const response = await client.post('/api/v1/register', registrationFor(email, { courseId: courses.featured.id }))
    expect(response.status).toBe(201)
    expect(Object.keys(response.body)).not.toContain('courseId')
    expect(await isEnrolled(client, courses.featured.id)).toBe(true)
    await waitForMail(email, /You're enrolled/, since)
    const progress = await client.get<{ course: { id: string } }[]>('/api/v1/enrollments/progress')
    expect(progress.body.map((item) => item.course.id)).toEqual([courses.featured.id])
  })

  it('does not enrol in a paid course: the learner is registered and asks for access from its page', async () => {
    const { client } = await registeredLearner(uniqueEmail('register-paid'), { courseId: courses.paid.id })
    expect(await isEnrolled(client, courses.paid.id)).toBe(false)
    expect((await client.get<unknown[]>('/api/v1/enrollments/progress')).body).toEqual([])
  })

  it('ignores a course coming soon, unpublished or unknown: registered, not enrolled', async () => {
    const payload = await testPayload()
    const draft = await payload.create({
      collection: 'courses',
      context: outsideNext,
      data: { title: `Draft ${Date.now()}`, summary: 'S', description: 'D', isPublished: false, isFree: true, status: 'available' },
    })
    for (const courseId of [courses.comingSoonId, String(draft.id), '00000000-0000-4000-8000-000000000000']) {
      const { client } = await registeredLearner(uniqueEmail('register-ignored'), { courseId })
      expect((await client.get<unknown[]>('/api/v1/enrollments/progress')).body).toEqual([])
    }
    const rows = await payload.db.drizzle.execute(sql`SELECT count(*)::int AS n FROM enrollments WHERE course_id = ${String(draft.id)}`)
    expect(rows.rows).toEqual([{ n: 0 }])
    await payload.delete({ collection: 'courses', context: outsideNext, id: draft.id })
  })

  it('answers 400 on courseId for something that is not a course id, and registers no one', async () => {
    const email = uniqueEmail('register-bad-course')
    for (const courseId of ['https://evil.example/', '../dashboard', 42]) {
      expectFieldError(await new ApiClient().post('/api/v1/register', registrationFor(email, { courseId })), 'courseId', 'Not a course id')
    }
    expect((await new ApiClient().post('/api/v1/login', { email, password: 'learner-password-1' })).status).toBe(401)
  })
})

describe("the course's start", () => {
  const start = (courseId: string) => `/v1/courses/${courseId}/start`

  it('asks the baseline of a learner just enrolled, on a screen of its own, until it is answered or skipped twice; then opens lesson 1', async () => {
    const { client } = await registeredLearner(uniqueEmail('start-baseline'), { courseId: courses.featured.id })
    const first = await pageRedirect(start(courses.featured.id), client)
    expect(first.target).toBeNull()
    expect(first.body).toContain('Before you start: where do you stand today?')
    // Skipping is offered at the top as well as under the questions (React keeps a comment between the words and the number).
    expect(first.body).toMatch(/Skip for now: go to (<!-- -->)?lesson 1/)

    expect((await client.post(`/api/v1/courses/${courses.featured.id}/checks/baseline/skip`, {})).status).toBe(200)
    expect((await pageRedirect(start(courses.featured.id), client)).body).toContain('Before you start: where do you stand today?')
    expect((await client.post(`/api/v1/courses/${courses.featured.id}/checks/baseline/skip`, {})).status).toBe(200)
    expect(relative((await pageRedirect(start(courses.featured.id), client)).target)).toBe(`/v1/lessons/${courses.featured.lessonIds[0]}?resume=1`)
  })

  it('opens the next lesson not yet done once the baseline is answered', async () => {
    const { client } = await registeredLearner(uniqueEmail('start-next'), { courseId: courses.featured.id })
    const answers = { professionalism: 3, comparingTools: 3, rollingOut: 3, improving: 3, newWays: 3, adminHours: 5, softwareSpend: 20 }
    expect((await client.post(`/api/v1/courses/${courses.featured.id}/checks/baseline`, answers)).status).toBe(200)
    expect((await client.post(`/api/v1/lessons/${courses.featured.lessonIds[0]}/complete`, {})).status).toBe(200)
    expect(relative((await pageRedirect(start(courses.featured.id), client)).target)).toBe(`/v1/lessons/${courses.featured.lessonIds[1]}?resume=1`)
  })

  it("sends a learner not enrolled to the course's page, and a visitor to register from the course", async () => {
    const { client } = await registeredLearner(uniqueEmail('start-not-enrolled'))
    expect(relative((await pageRedirect(start(courses.featured.id), client)).target)).toBe(`/v1/courses/${courses.featured.id}`)
    expect(relative((await pageRedirect(start(courses.paid.id), client)).target)).toBe(`/v1/courses/${courses.paid.id}`)
    expect(relative((await pageRedirect(start(courses.featured.id))).target)).toBe(`/v1/register?course=${courses.featured.id}`)
  })
})

describe('sign-in and registration pages carrying a course', () => {
  it("send a signed-in learner on to the course's start, and never anywhere a link names", async () => {
    const { client } = await registeredLearner(uniqueEmail('carry-signed-in'))
    for (const page of ['/v1/login', '/v1/register']) {
      expect(relative((await pageRedirect(`${page}?course=${courses.featured.id}`, client)).target)).toBe(`/v1/courses/${courses.featured.id}/start`)
      for (const hostile of ['https://evil.example/', '//evil.example', '/v1/account', '00000000-0000-4000-8000-000000000000']) {
        expect(relative((await pageRedirect(`${page}?course=${encodeURIComponent(hostile)}`, client)).target)).toBe('/v1/dashboard')
      }
    }
  })

  it("send a signed-out visitor of a lesson to sign in with the lesson's course", async () => {
    expect(relative((await pageRedirect(`/v1/lessons/${courses.featured.lessonIds[2]}`)).target)).toBe(`/v1/login?course=${courses.featured.id}`)
    expect(relative((await pageRedirect('/v1/lessons/00000000-0000-4000-8000-000000000000')).target)).toBe('/v1/login')
  })
})
