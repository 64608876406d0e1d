import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { seededCourses } from '../support/catalogue'
import { testEnv } from '../support/testEnv'
import { createLearner, learnerPassword } from '../support/factories'
import { outsideNext, testPayload, uniqueEmail } from '../support/payload'
import { staffTokenOf } from '../support/staffApi'

/**
 * Payload's generated REST API is deny-by-default: private collections answer nothing to the public or to a
 * signed-in learner; public content is readable by anyone; only staff write.
 */
const { baseUrl, staffEmail, staffPassword } = testEnv()

const privateCollections = [
  'course-users',
  'enrollments',
  'lesson-progress',
  'certificates',
  'password-reset-tokens',
  'program-signups',
  'contact-messages',
  'users',
] as const

let payload: Payload
let learnerToken: string
let staffToken: string
const privateIds: Record<string, string> = {}

const api = (path: string, init: RequestInit & { token?: string } = {}) => {
  const headers = new Headers(init.headers)
  if (init.token) headers.set('Authorization', `JWT ${init.token}`)
  return fetch(`${baseUrl}${path}`, { ...init, headers })
}

beforeAll(async () => {
  payload = await testPayload()
  const learner = await createLearner(payload)
  const other = await createLearner(payload, { name: 'Other Learner', company: 'Other Ltd' })
  // The seeded course, not "the newest available one": other test files create courses without lessons.
  const { featured } = await seededCourses()
  const course = await payload.findByID({ collection: 'courses', id: featured.id })
  const lesson = { id: featured.lessonIds[0] }

  privateIds['course-users'] = String(other.id)
  privateIds.enrollments = String((await payload.create({ collection: 'enrollments', data: { user: other.id, course: course.id } })).id)
  privateIds['lesson-progress'] = String(
    (await payload.create({ collection: 'lesson-progress', data: { user: other.id, lesson: lesson.id, isCompleted: true } })).id,
  )
  privateIds.certificates = String(
    (
      await payload.create({
        collection: 'certificates',
        data: { learner: other.id, course: course.id, code: `code-${Date.now()}`, learnerName: other.name, courseTitle: course.title, completedAt: new Date().toISOString() },
      })
    ).id,
  )
  privateIds['password-reset-tokens'] = String(
    (
      await payload.create({
        collection: 'password-reset-tokens',
        data: { user: other.id, tokenHash: `hash-${Date.now()}`, expiresAt: new Date(Date.now() + 3_600_000).toISOString() },
      })
    ).id,
  )
  privateIds['program-signups'] = String(
    (await payload.create({ collection: 'program-signups', data: { name: 'Lead', email: uniqueEmail('lead'), teamSize: '2-8', consent: true } })).id,
  )
  privateIds['contact-messages'] = String(
    (
      await payload.create({
        collection: 'contact-messages',
        data: { name: 'Visitor', email: uniqueEmail('visitor'), subject: 'Hello', message: 'A question about the course.' },
      })
    ).id,
  )
  privateIds.users = String((await payload.find({ collection: 'users', limit: 1 })).docs[0].id)

  learnerToken =
    (await payload.login({ collection: 'course-users', data: { email: learner.email, password: learnerPassword }, context: { viaLearnerApi: true } }))
      .token ?? ''
  const staffLogin = await api('/api/users/login', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: staffEmail, password: staffPassword }),
  })
  expect(staffLogin.status).toBe(200)
  staffToken = staffTokenOf(staffLogin)
  expect(learnerToken).not.toBe('')
})

describe.each([
  ['an anonymous client', () => undefined],
  ['a signed-in learner', () => learnerToken],
])('%s', (_who, token) => {
  it.each(privateCollections)('cannot list or read %s', async (collection) => {
    const list = await api(`/api/${collection}`, { token: token() })
    expect(list.status).toBe(403)
    const one = await api(`/api/${collection}/${privateIds[collection]}`, { token: token() })
    expect(one.status).toBe(403)
    expect(await one.text()).not.toContain(privateIds[collection])
  })

  it('cannot count learners or query them by email', async () => {
    const response = await api('/api/course-users/count', { token: token() })
    expect(response.status).toBe(403)
  })

  it('cannot write public content', async () => {
    const response = await api('/api/faqs', {
      method: 'POST',
      token: token(),
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ question: 'Injected?', answer: 'No.' }),
    })
    expect(response.status).toBe(403)
  })

  it('reads published courses only, and FAQs, testimonials, people, providers and the landing copy', async () => {
    const hidden = await payload.create({
      collection: 'courses',
      context: outsideNext,
      data: { title: `Draft ${Date.now()}`, summary: 'Draft', description: 'Draft', isPublished: false, isFree: true, status: 'available' },
    })
    const courses = (await (await api('/api/courses?limit=100', { token: token() })).json()) as { docs: { id: string; isPublished: boolean }[] }
    expect(courses.docs.length).toBeGreaterThan(0)
    expect(courses.docs.every((course) => course.isPublished)).toBe(true)
    expect(courses.docs.map((course) => course.id)).not.toContain(hidden.id)
    expect((await api(`/api/courses/${hidden.id}`, { token: token() })).status).toBe(404)
    await payload.delete({ collection: 'courses', context: outsideNext, id: hidden.id })

    for (const [collection, count] of [['faqs', 6], ['testimonials', 3], ['people', 4], ['solution-providers', 6]] as const) {
      const response = await api(`/api/${collection}`, { token: token() })
      expect(response.status, collection).toBe(200)
      expect(((await response.json()) as { totalDocs: number }).totalDocs, collection).toBeGreaterThanOrEqual(count)
    }
    const landing = await api('/api/globals/landing', { token: token() })
    expect(landing.status).toBe(200)
    expect(((await landing.json()) as { hero: { title: string } }).hero.title).toBeTruthy()
  })

  it("reads lessons without their video, captions or text", async () => {
    const response = await api('/api/lessons?limit=100', { token: token() })
    expect(response.status).toBe(200)
    const { docs } = (await response.json()) as { docs: Record<string, unknown>[] }
    expect(docs.length).toBeGreaterThan(0)
    for (const lesson of docs) {
      expect(lesson.title).toBeTruthy()
      expect(lesson).not.toHaveProperty('videoUrl')
      expect(lesson).not.toHaveProperty('captionsUrl')
      expect(lesson).not.toHaveProperty('body')
    }
  })
})

describe('staff', () => {
  it.each(privateCollections)('can list %s', async (collection) => {
    const response = await api(`/api/${collection}`, { token: staffToken })
    expect(response.status).toBe(200)
    const { docs } = (await response.json()) as { docs: { id: string }[] }
    expect(docs.map((doc) => doc.id)).toContain(privateIds[collection])
  })

  it('never receive password hashes or reset token hashes', async () => {
    const learners = await (await api('/api/course-users', { token: staffToken })).text()
    expect(learners).not.toMatch(/"(hash|salt|password)"/)
  })
})

describe('GraphQL', () => {
  it('is turned off', async () => {
    const response = await api('/api/graphql', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ query: '{ CourseUsers { docs { email } } }' }),
    })
    expect(response.status).toBe(404)
  })
})
