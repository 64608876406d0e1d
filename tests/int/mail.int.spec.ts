import { sql } from '@payloadcms/db-postgres'
import { beforeAll, describe, expect, it } from 'vitest'

import { recordMail } from '@/domains/mail/deliveries'
import { mailQueue, queueMail, queueSendJob, runSendJobs } from '@/domains/mail/queueMail'
import { ApiClient, registeredLearner } from '../support/apiClient'
import { seededCourses } from '../support/catalogue'
import { startExtraServer } from '../support/extraServer'
import { createLearner } from '../support/factories'
import { mailsTo, waitForMail } from '../support/mail'
import { readMessage } from '../support/mailMessage'
import { testPayload, uniqueEmail } from '../support/payload'
import { serverLogLines } from '../support/serverLog'
import { staffLogin } from '../support/staffApi'
import { testEnv } from '../support/testEnv'

type DeliveryRow = { kind: string; status: string; attempts: string | number; last_error: string | null; event_key: string }

let courses: Awaited<ReturnType<typeof seededCourses>>

beforeAll(async () => {
  courses = await seededCourses()
})

const deliveriesOf = async (learnerId: string, kind?: string): Promise<DeliveryRow[]> => {
  const payload = await testPayload()
  const result = await payload.db.drizzle.execute(sql`
    SELECT kind, status, attempts, last_error, event_key FROM mail_deliveries
    WHERE learner_id = ${learnerId} ${kind ? sql`AND kind = ${kind}` : sql``} ORDER BY created_at`)
  return result.rows as DeliveryRow[]
}

const preferencesOf = async (learnerId: string) => {
  const payload = await testPayload()
  const learner = await payload.findByID({ collection: 'course-users', id: learnerId, depth: 0 })
  return learner.emailPreferences
}

describe('welcome and enrolment mails', () => {
  it('arrive with an HTML and a plain-text part, the first lesson, and an unsubscribe link that works without a sign-in', async () => {
    const email = uniqueEmail('mail-welcome')
    const since = Date.now()
    const { client, user } = await registeredLearner(email, { firstName: 'Priya' })

    const welcome = readMessage(await waitForMail(email, /Welcome, Priya/, since))
    expect(welcome.subject).toBe('Welcome to Solving Tech: your first lesson is ready')
    expect(welcome.contentTypes).toEqual(expect.arrayContaining(['multipart/alternative', 'text/plain', 'text/html']))
    expect(welcome.body).toContain(`/v1/lessons/${courses.featured.lessonIds[0]}?resume=1`)
    expect(welcome.unsubscribePage).toBeDefined()

    expect((await client.post(`/api/v1/courses/${courses.featured.id}/enroll`, {})).status).toBe(201)
    const enrolment = readMessage(await waitForMail(email, /You're enrolled|You&#x27;re enrolled/, since))
    expect(enrolment.subject).toMatch(/^You're enrolled: /)
    expect(enrolment.contentTypes).toEqual(expect.arrayContaining(['text/plain', 'text/html']))
    expect(enrolment.header('List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click')

    // The page behind the link asks before it changes anything: opening it (as mail scanners do) unsubscribes nobody.
    const page = await fetch(enrolment.unsubscribePage!)
    expect(page.status).toBe(200)
    expect(await page.text()).toContain('Unsubscribe from emails about your courses')
    expect(await preferencesOf(user.id)).toEqual({ reminders: true, courseUpdates: true })

    // A mail app's own "Unsubscribe" button: one POST, no session, honoured at once.
    const oneClick = await fetch(enrolment.oneClickUnsubscribe!, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    })
    expect(oneClick.status).toBe(200)
    expect(await preferencesOf(user.id)).toEqual({ reminders: true, courseUpdates: false })

    // The next course mail is recorded as skipped, not sent.
    expect((await client.post(`/api/v1/courses/${courses.paid.id}/enroll`, {})).status).toBe(201)
    await expect
      .poll(async () => (await deliveriesOf(user.id, 'enrolment')).map((row) => row.status), { timeout: 15_000 })
      .toEqual(['sent', 'skipped'])
    expect(mailsTo(email, since).filter((mail) => /You're enrolled/.test(readMessage(mail).subject))).toHaveLength(1)
  })

  it('refuses a made-up or edited unsubscribe token with 404, changing nothing', async () => {
    const { user } = await registeredLearner(uniqueEmail('mail-token'))
    const base = testEnv().baseUrl
    for (const token of ['nonsense', 'a.b', `${Buffer.from(`${user.id}.reminders`).toString('base64url')}.forged`]) {
      const response = await fetch(`${base}/api/v1/unsubscribe/${token}`, { method: 'POST' })
      expect(response.status).toBe(404)
      expect(((await response.json()) as { message: string }).message).toMatch(/not valid/)
      expect((await fetch(`${base}/unsubscribe/${token}`)).status).toBe(404)
    }
    expect(await preferencesOf(user.id)).toEqual({ reminders: true, courseUpdates: true })
  })
})

describe('mail preferences', () => {
  it('are saved by the learner and shown on the account page', async () => {
    const { client, user } = await registeredLearner(uniqueEmail('mail-prefs'))
    const saved = await client.put('/api/v1/account/mail-preferences', { userId: user.id, reminders: false, courseUpdates: true })
    expect(saved.status).toBe(200)
    expect(saved.body).toEqual({ reminders: false, courseUpdates: true })
    expect(await preferencesOf(user.id)).toEqual({ reminders: false, courseUpdates: true })
    const page = await client.get('/v1/account')
    expect(page.text).toContain('Email preferences')
    // Drawn as stored before any script runs: a phone on a slow connection shows the real choice at once.
    const checkbox = (topic: string) => page.text.match(new RegExp(`<input[^>]*id="mail-${topic}"[^>]*>`))?.[0] ?? ''
    expect(checkbox('reminders')).not.toContain('checked')
    expect(checkbox('courseUpdates')).toContain('checked')
  })

  it('answer 400 for a missing or non-boolean choice, 401 signed out and 403 for another learner', async () => {
    const { client, user } = await registeredLearner(uniqueEmail('mail-prefs-bad'))
    const missing = await client.put('/api/v1/account/mail-preferences', { userId: user.id, reminders: 'no', courseUpdates: true })
    expect(missing.status).toBe(400)
    expect(missing.body).toMatchObject({ errors: [{ field: 'reminders', message: 'reminders must be true or false' }] })
    expect((await new ApiClient().put('/api/v1/account/mail-preferences', { reminders: true, courseUpdates: true })).status).toBe(401)
    expect((await client.put('/api/v1/account/mail-preferences', { userId: crypto.randomUUID(), reminders: true, courseUpdates: true })).status).toBe(403)
  })
})

describe('the congratulations mail', () => {
  it('carries the certificate as a PDF and its verification address', async () => {
    const email = uniqueEmail('mail-congrats')
    const since = Date.now()
    const { client } = await registeredLearner(email)
    expect((await client.post(`/api/v1/courses/${courses.featured.id}/enroll`, {})).status).toBe(201)
    for (const lessonId of courses.featured.lessonIds) expect((await client.post(`/api/v1/lessons/${lessonId}/complete`, {})).status).toBe(200)
    const mail = readMessage(await waitForMail(email, /Congratulations/, since, 20_000))
    expect(mail.contentTypes).toEqual(expect.arrayContaining(['text/plain', 'text/html', 'application/pdf']))
    expect(mail.body).toMatch(/\/certificates\/[A-Za-z0-9_-]{43}/)
  })
})

describe('the queue', () => {
  it('tries a refused mail again with back-off and, after the last try, shows it failed to staff', async () => {
    const email = uniqueEmail('refuse-mail')
    const { user } = await registeredLearner(email)
    await expect.poll(async () => (await deliveriesOf(user.id, 'welcome'))[0]?.status, { timeout: 30_000, interval: 250 }).toBe('failed')
    const [row] = await deliveriesOf(user.id, 'welcome')
    expect(Number(row.attempts)).toBe(3)
    expect(row.last_error).toMatch(/451|try again later/i)
    // The mail server's reply quotes the address; the log's lines of each try (Payload's queue logs the error) do not.
    // Payload's queue logs an error line for the second and the last try, with the server's reply as the error.
    await expect.poll(() => serverLogLines().filter((line) => line.includes('[email]: Mailbox busy')).length, { timeout: 10_000 }).toBeGreaterThanOrEqual(2)
    expect(serverLogLines().filter((line) => line.includes('Mailbox busy') && line.includes('@'))).toEqual([])
    expect(serverLogLines().filter((line) => line.toLowerCase().includes(email.toLowerCase()))).toEqual([])
    const token = await staffLogin()
    const query = new URLSearchParams({ 'where[status][equals]': 'failed', 'where[to][equals]': email, depth: '0' })
    const listed = await fetch(`${testEnv().baseUrl}/api/mail-deliveries?${query}`, { headers: { Authorization: `JWT ${token}` } })
    expect(((await listed.json()) as { docs: { to: string; lastError: string }[] }).docs).toEqual([
      expect.objectContaining({ to: email, lastError: expect.stringMatching(/451|try again later/i) }),
    ])
    const home = await fetch(`${testEnv().baseUrl}/admin`, { headers: { Authorization: `JWT ${token}` } })
    expect(await home.text()).toContain('See the failed mails and why they failed')
    // Learners cannot read anyone's mail records.
    const { client } = await registeredLearner(uniqueEmail('mail-nosy'))
    expect((await client.get('/api/mail-deliveries')).status).toBe(403)
  }, 60_000)

  it('records an event once however often it is queued', async () => {
    const payload = await testPayload()
    const learner = await createLearner(payload)
    const event = { kind: 'welcome' as const, eventKey: `welcome:${learner.id}`, to: learner.email, learnerId: String(learner.id) }
    await Promise.all([queueMail(payload, event), queueMail(payload, event), queueMail(payload, event)])
    await waitForMail(learner.email, /Welcome/)
    // The mail server has it a moment before the sender records that it was sent.
    await expect.poll(async () => (await deliveriesOf(String(learner.id))).map((row) => row.status)).toEqual(['sent'])
    expect(mailsTo(learner.email)).toHaveLength(1)
  })

  it('starts a mail it sends at once only when no runner has taken its job, and leaves the runner a job it starts', async () => {
    const payload = await testPayload()
    const learner = await createLearner(payload)
    const deliveryId = await recordMail(payload.db.drizzle, { kind: 'welcome', eventKey: `welcome:${learner.id}`, to: learner.email, learnerId: String(learner.id) })
    const job = await queueSendJob(payload, { task: 'sendMail', deliveryId: deliveryId!, lane: 'first' }, { startHere: true })
    expect(job.now).toBe(true)
    const jobRow = async () =>
      (await payload.db.drizzle.execute(sql`SELECT processing, wait_until > now() + interval '20 seconds' AS left_alone, completed_at IS NOT NULL AS done FROM payload_jobs WHERE id = ${job.id}`)).rows[0]
    // The lane's runner leaves it to this instance for a while.
    expect(await jobRow()).toMatchObject({ processing: false, left_alone: true, done: false })
    // A runner that has taken it in the meantime keeps it: the start does not run it a second time.
    await payload.db.drizzle.execute(sql`UPDATE payload_jobs SET processing = true WHERE id = ${job.id}`)
    await runSendJobs(payload, [job.id])
    expect((await deliveriesOf(String(learner.id))).map((row) => [row.status, Number(row.attempts)])).toEqual([['queued', 0]])
    // Free again, the start takes it, ends its wait and sends it.
    await payload.db.drizzle.execute(sql`UPDATE payload_jobs SET processing = false WHERE id = ${job.id}`)
    await runSendJobs(payload, [job.id])
    expect(await jobRow()).toMatchObject({ processing: false, left_alone: null, done: true })
    expect((await deliveriesOf(String(learner.id))).map((row) => [row.status, Number(row.attempts)])).toEqual([['sent', 1]])
    await waitForMail(learner.email, /Welcome/)
  })

  it('queues again a mail recorded by a server that stopped before queueing it', async () => {
    const payload = await testPayload()
    const learner = await createLearner(payload)
    const deliveryId = await recordMail(payload.db.drizzle, { kind: 'welcome', eventKey: `welcome:${learner.id}`, to: learner.email, learnerId: String(learner.id) })
    await payload.db.drizzle.execute(sql`UPDATE mail_deliveries SET updated_at = now() - interval '20 minutes' WHERE id = ${deliveryId}`)
    // The hourly task, run to its end here on a queue no instance runs by itself.
    const job = await payload.jobs.queue({ task: 'requeueStrandedMail', input: {}, queue: 'maintenance-under-test' })
    await payload.jobs.runByID({ id: job.id, silent: true })
    await waitForMail(learner.email, /Welcome/)
    await expect.poll(async () => (await deliveriesOf(String(learner.id))).map((row) => row.status)).toEqual(['sent'])
    expect(mailsTo(learner.email)).toHaveLength(1)
  })

  it('sends each mail once while three app instances run the queue at the same time', async () => {
    const servers = await Promise.all([startExtraServer({}), startExtraServer({})])
    try {
      const payload = await testPayload()
      const learners = await Promise.all(Array.from({ length: 12 }, () => createLearner(payload)))
      // Recorded and queued without starting the job here: the instances' schedules (every second) race for them.
      for (const learner of learners) {
        const deliveryId = await recordMail(payload.db.drizzle, { kind: 'welcome', eventKey: `welcome:${learner.id}`, to: learner.email, learnerId: String(learner.id) })
        await payload.jobs.queue({ task: 'sendMail', input: { deliveryId: deliveryId! }, queue: mailQueue })
      }
      for (const learner of learners) await waitForMail(learner.email, /Welcome/, 0, 30_000)
      for (const learner of learners) {
        await expect.poll(async () => (await deliveriesOf(String(learner.id))).map((row) => row.status)).toEqual(['sent'])
        expect(mailsTo(learner.email)).toHaveLength(1)
      }
    } finally {
      await Promise.all(servers.map((server) => server.stop()))
    }
  }, 120_000)
})
