import { sql } from '@payloadcms/db-postgres'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { ApiClient, registrationFor } from '../support/apiClient'
import { mailsTo, waitForMail } from '../support/mail'
import { readMessage } from '../support/mailMessage'
import { outsideNext, testPayload, uniqueEmail } from '../support/payload'
import { staffLogin, staffUpdate } from '../support/staffApi'
import { testEnv } from '../support/testEnv'

/**
 * "Join Waiting List" on a coming-soon course keeps who wants it (one press signed in, an email signed out), staff see
 * how many per course, and when staff make the course available each person gets one mail saying it is open.
 */
let staffToken: string
const createdCourses: string[] = []

beforeAll(async () => {
  staffToken = await staffLogin()
})

// The browser tests count the catalogue's coming-soon courses: these go again.
afterAll(async () => {
  const payload = await testPayload()
  for (const id of createdCourses) await payload.delete({ collection: 'courses', id, context: outsideNext, overrideAccess: true })
})

const comingSoonCourse = async () => {
  const payload = await testPayload()
  const course = await payload.create({
    collection: 'courses',
    context: outsideNext,
    data: { title: `Drones for roofers ${Date.now()}`, summary: 'Surveys from the ground.', description: 'Soon.', isPublished: true, isFree: true, status: 'coming-soon' },
  })
  createdCourses.push(String(course.id))
  return { id: String(course.id), title: course.title }
}

const interestRows = async (courseId: string) => {
  const payload = await testPayload()
  const result = await payload.db.drizzle.execute(sql`SELECT email, learner_id, notified_at FROM course_interests WHERE course_id = ${courseId} ORDER BY created_at`)
  return result.rows as { email: string; learner_id: string | null; notified_at: Date | null }[]
}

const join = (client: ApiClient, courseId: string, body: Record<string, unknown> = {}) => client.post(`/api/v1/courses/${courseId}/interest`, body)

describe('joining a coming-soon course’s waiting list', () => {
  it('takes an email when signed out and one press when signed in, once per person', async () => {
    const course = await comingSoonCourse()
    const visitor = uniqueEmail('interest-visitor')
    const first = await join(new ApiClient(), course.id, { email: visitor })
    expect(first.status).toBe(201)
    expect(first.body.message).toBe(`You're on the waiting list. We'll email ${visitor} once, when ${course.title} opens.`)
    expect((await join(new ApiClient(), course.id, { email: visitor.toUpperCase() })).status).toBe(200)

    const learner = new ApiClient()
    const email = uniqueEmail('interest-learner')
    const registered = await learner.post('/api/v1/register', registrationFor(email))
    // A signed-in learner's own email is used, whatever the body says.
    expect((await join(learner, course.id, { email: uniqueEmail('someone-else') })).status).toBe(201)

    expect(await interestRows(course.id)).toEqual([
      { email: visitor, learner_id: null, notified_at: null },
      { email, learner_id: String(registered.body.id), notified_at: null },
    ])
    const missing = await join(new ApiClient(), course.id, {})
    expect(missing.status).toBe(400)
    expect(missing.body.errors).toEqual([{ field: 'email', message: 'Please enter a valid email address' }])
  })

  it('shows staff who is waiting for each course, and nobody else', async () => {
    const course = await comingSoonCourse()
    await join(new ApiClient(), course.id, { email: uniqueEmail('interest-count-1') })
    await join(new ApiClient(), course.id, { email: uniqueEmail('interest-count-2') })
    const asStaff = await fetch(`${testEnv().baseUrl}/api/courses/${course.id}?depth=1&joins[waiting][count]=true`, { headers: { Authorization: `JWT ${staffToken}` } })
    expect(((await asStaff.json()) as { waiting: { totalDocs: number } }).waiting.totalDocs).toBe(2)
    const anonymous = (await (await fetch(`${testEnv().baseUrl}/api/courses/${course.id}?depth=1&joins[waiting][count]=true`)).json()) as Record<string, unknown>
    expect(JSON.stringify(anonymous)).not.toContain('interest-count')
    expect((await fetch(`${testEnv().baseUrl}/api/course-interests`)).status).toBe(403)
  })
})

describe('when staff make the course available', () => {
  it('mails each person waiting once that it is open, however often it is saved or reopened', async () => {
    const course = await comingSoonCourse()
    const people = [uniqueEmail('opened-1'), uniqueEmail('opened-2')]
    for (const email of people) await join(new ApiClient(), course.id, { email })
    const since = Date.now()

    await staffUpdate(staffToken, 'courses', course.id, { status: 'available' })
    for (const email of people) {
      const mail = readMessage(await waitForMail(email, new RegExp(`${course.title} is open`), since))
      expect(mail.body).toContain(`${testEnv().baseUrl}/v1/courses/${course.id}`)
      expect(mail.contentTypes).toEqual(expect.arrayContaining(['text/plain', 'text/html']))
    }
    expect((await interestRows(course.id)).every((row) => row.notified_at !== null)).toBe(true)

    await staffUpdate(staffToken, 'courses', course.id, { summary: 'Surveys from the ground, now open.' })
    await staffUpdate(staffToken, 'courses', course.id, { status: 'coming-soon' })
    await staffUpdate(staffToken, 'courses', course.id, { status: 'available' })
    const payload = await testPayload()
    const deliveries = await payload.db.drizzle.execute(sql`SELECT "to" FROM mail_deliveries WHERE kind = 'courseOpen' AND course_id = ${course.id}`)
    expect(deliveries.rows).toHaveLength(2)
    for (const email of people) expect(mailsTo(email, since)).toHaveLength(1)
  })

  it('refuses to join the waiting list of a course that is open already', async () => {
    const course = await comingSoonCourse()
    await staffUpdate(staffToken, 'courses', course.id, { status: 'available' })
    const refused = await join(new ApiClient(), course.id, { email: uniqueEmail('too-late') })
    expect(refused.status).toBe(409)
    expect(refused.body.message).toBe('This course is open now: enrol to start it.')
  })
})
