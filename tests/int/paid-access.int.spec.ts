import { sql } from '@payloadcms/db-postgres'
import { beforeAll, describe, expect, it } from 'vitest'

import { ApiClient, registeredLearner } from '../support/apiClient'
import { seededCourses } from '../support/catalogue'
import { mailsTo, waitForMail } from '../support/mail'
import { readMessage } from '../support/mailMessage'
import { testPayload, uniqueEmail } from '../support/payload'
import { staffLogin, staffUpdate } from '../support/staffApi'
import { testEnv } from '../support/testEnv'

/**
 * Paid courses before payment exists (issue 24, point 3): "Request access" is stored and tells staff, staff answer in
 * the admin, the learner is mailed the answer, and granting opens every lesson. An enrolment made anyway is not told
 * to "Start the course". "Upgrade Membership" records the press it promises to answer.
 */
let courses: Awaited<ReturnType<typeof seededCourses>>
let staffToken: string
const staffInbox = () => process.env.STAFF_EMAIL ?? 'staff-inbox@solvingtech.test'

beforeAll(async () => {
  courses = await seededCourses()
  staffToken = await staffLogin()
})

const requestFor = async (learnerId: string) => {
  const payload = await testPayload()
  const result = await payload.db.drizzle.execute(sql`
    SELECT id, status, message, decided_by FROM access_requests WHERE learner_id = ${learnerId} AND course_id = ${courses.paid.id}`)
  return result.rows[0] as { id: string; status: string; message: string | null; decided_by: string | null } | undefined
}

const paidEnrolment = async (learnerId: string) => {
  const payload = await testPayload()
  const result = await payload.db.drizzle.execute(sql`SELECT is_paid FROM enrollments WHERE user_id = ${learnerId} AND course_id = ${courses.paid.id}`)
  return (result.rows[0] as { is_paid: boolean } | undefined)?.is_paid ?? null
}

const ask = (client: ApiClient, body: Record<string, unknown> = {}, courseId = courses.paid.id) => client.post<{ message: string }>(`/api/v1/courses/${courseId}/access-request`, body)

describe('"Request access" on a paid course', () => {
  it('is stored once with its note, tells staff at once, and is refused where nothing needs asking', async () => {
    const email = uniqueEmail('access-asker')
    const { client, user } = await registeredLearner(email)
    const since = Date.now()
    const first = await ask(client, { message: 'My firm pays: invoice Smith Builders Ltd' })
    expect(first.status).toBe(201)
    expect(first.body.message).toBe(`Request sent. We'll email ${email} when we have looked at it.`)
    const staffMail = readMessage(await waitForMail(staffInbox(), /Access request: /, since))
    expect(staffMail.body).toContain(`${email} asks to join`)
    expect(staffMail.body).toContain('invoice Smith Builders Ltd')
    expect(staffMail.body).toContain('/admin/collections/access-requests')

    expect((await ask(client, { message: 'again' })).status).toBe(200)
    expect(await requestFor(user.id)).toMatchObject({ status: 'pending', message: 'My firm pays: invoice Smith Builders Ltd' })
    expect(mailsTo(staffInbox(), since).filter((mail) => /Subject: Access request: /.test(mail.raw))).toHaveLength(1)

    const free = await ask(client, {}, courses.featured.id)
    expect(free.status).toBe(409)
    expect((await ask(client, {}, courses.comingSoonId)).status).toBe(409)
    expect((await ask(client, {}, '00000000-0000-4000-8000-000000000000')).status).toBe(404)
    expect((await ask(new ApiClient())).status).toBe(401)
    const tooLong = await ask(client, { message: 'x'.repeat(1001) })
    expect(tooLong.status).toBe(400)
    expect(tooLong.body).toMatchObject({ errors: [{ field: 'message', message: 'Please keep your message under 1000 characters' }] })
  })

  it('is for staff only to read or answer through the REST API', async () => {
    const { client, user } = await registeredLearner(uniqueEmail('access-nosy'))
    await ask(client)
    const request = await requestFor(user.id)
    const base = testEnv().baseUrl
    expect((await fetch(`${base}/api/access-requests`)).status).toBe(403)
    expect((await client.get(`/api/access-requests/${request!.id}`)).status).toBe(403)
    const forged = await fetch(`${base}/api/access-requests`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `JWT ${staffToken}` },
      body: JSON.stringify({ learner: user.id, course: courses.paid.id, status: 'granted', requestedAt: new Date().toISOString() }),
    })
    expect(forged.status).toBe(403)
  })
})

describe('staff answer in the admin', () => {
  it('granting opens every lesson and mails the learner once, with the note; it is audited', async () => {
    const email = uniqueEmail('access-granted')
    const { client, user } = await registeredLearner(email)
    const lockedLesson = courses.paid.lessonIds.at(-1)!
    await ask(client)
    expect((await client.get(`/api/v1/lessons/${lockedLesson}`)).status).toBe(403)
    const request = (await requestFor(user.id))!
    const since = Date.now()

    await staffUpdate(staffToken, 'access-requests', request.id, { status: 'granted', staffNote: 'Paid by your firm: enjoy it.' })
    expect(await paidEnrolment(user.id)).toBe(true)
    expect((await client.get(`/api/v1/lessons/${lockedLesson}`)).status).toBe(200)
    expect((await requestFor(user.id))!.decided_by).toBe(testEnv().staffEmail)
    const mail = readMessage(await waitForMail(email, /is open to you/, since))
    expect(mail.body).toContain('Paid by your firm: enjoy it.')
    expect(mail.body).toContain(`${testEnv().baseUrl}/v1/courses/${courses.paid.id}`)

    await staffUpdate(staffToken, 'access-requests', request.id, { staffNote: 'Paid by your firm: enjoy it!' })
    const payload = await testPayload()
    const deliveries = await payload.db.drizzle.execute(sql`SELECT id FROM mail_deliveries WHERE kind = 'accessAnswered' AND learner_id = ${user.id}`)
    expect(deliveries.rows).toHaveLength(1)
    const audit = await payload.db.drizzle.execute(sql`
      SELECT outcome, detail FROM audit_events WHERE event = 'course-access-granted' AND account_email = ${email}`)
    expect(audit.rows).toEqual([{ outcome: 'success', detail: expect.stringContaining(`by ${testEnv().staffEmail}`) }])
    // Open now: nothing left to ask.
    expect((await ask(client)).status).toBe(409)
  })

  it('declining mails the learner, who may ask again', async () => {
    const email = uniqueEmail('access-declined')
    const { client, user } = await registeredLearner(email)
    await ask(client)
    const request = (await requestFor(user.id))!
    const since = Date.now()
    await staffUpdate(staffToken, 'access-requests', request.id, { status: 'declined', staffNote: 'The course is full until March.' })
    const mail = readMessage(await waitForMail(email, /Your request for/, since))
    expect(mail.body).toContain('The course is full until March.')
    expect(await paidEnrolment(user.id)).toBeNull()

    expect((await ask(client, { message: 'March, then?' })).status).toBe(201)
    expect(await requestFor(user.id)).toMatchObject({ status: 'pending', message: 'March, then?', decided_by: null })
  })
})

describe('an enrolment in a paid course the learner cannot open', () => {
  it('gets an enrolment mail that says how to ask, not "Start the course"', async () => {
    const email = uniqueEmail('access-enrolled')
    const { client } = await registeredLearner(email)
    const since = Date.now()
    expect((await client.post(`/api/v1/courses/${courses.paid.id}/enroll`, {})).status).toBe(201)
    const mail = readMessage(await waitForMail(email, /You're enrolled/, since))
    expect(mail.body).toContain('Request access')
    expect(mail.body).not.toContain('Start the course')
    expect(mail.body).toContain(`${testEnv().baseUrl}/v1/courses/${courses.paid.id}`)
  })
})

describe('"Upgrade Membership"', () => {
  it('records the first press for staff and says what happens next', async () => {
    const email = uniqueEmail('upgrade-asker')
    const { client, user } = await registeredLearner(email)
    const first = await client.post<{ askedAt: string; message: string }>('/api/v1/account/upgrade-interest', {})
    expect(first.status).toBe(200)
    expect(first.body.message).toContain(`we will email ${email} when they are`)
    const again = await client.post<{ askedAt: string }>('/api/v1/account/upgrade-interest', {})
    expect(again.body.askedAt).toBe(first.body.askedAt)
    const payload = await testPayload()
    const stored = await payload.findByID({ collection: 'course-users', id: user.id, overrideAccess: true })
    expect(new Date(stored.upgradeInterestAt!).toISOString()).toBe(first.body.askedAt)
    expect((await new ApiClient().post('/api/v1/account/upgrade-interest', {})).status).toBe(401)
  })
})
