import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { Lesson } from '@/payload-types'

import { ApiClient, registeredLearner } from '../support/apiClient'
import { waitForMail } from '../support/mail'
import { outsideNext, testPayload, uniqueEmail } from '../support/payload'
import { staffCreate, staffLogin, staffUpdate } from '../support/staffApi'
import { testEnv } from '../support/testEnv'

/**
 * Mail that matters goes first (issue 45.7): a call's day-before reminders to 500 learners, recorded and queued as the
 * sweep does on its schedule, wait in the bulk lane, and a coach's reply saved while they are being sent reaches the
 * learner within seconds, ahead of them. The test stack sends 1,200 mails a minute (scripts/test.ts): 15 a second of
 * bulk, so the sweep takes half a minute to send and the reply arrives while most of it still waits.
 */
const sweepSize = 500
const stamp = Date.now()

let payload: Payload
let staffToken: string
let courseId: string
let lessonId: string
let callId: string
let learner: Awaited<ReturnType<typeof registeredLearner>> & { email: string }

/** The call's reminders by status, e.g. { queued: 420, sent: 80 }. */
const remindersByStatus = async (): Promise<Record<string, number>> => {
  const result = await payload.db.drizzle.execute(sql`
    SELECT status, count(*) AS n FROM mail_deliveries WHERE kind = 'callReminder' AND live_session_id = ${callId} GROUP BY status`)
  return Object.fromEntries((result.rows as { status: string; n: string }[]).map((row) => [row.status, Number(row.n)]))
}

beforeAll(async () => {
  payload = await testPayload()
  staffToken = await staffLogin()
  courseId = String(
    (
      await payload.create({
        collection: 'courses',
        context: outsideNext,
        data: { title: `Mail priority course ${stamp}`, summary: 's', description: 'd', isPublished: true, isFree: true, status: 'available' },
      })
    ).id,
  )
  const action: Lesson['action'] = { title: 'Time three quotes', instructions: 'Try it this week.', prompts: [{ kind: 'shortText', question: 'How long did each take?' }] }
  lessonId = String((await payload.create({ collection: 'lessons', context: outsideNext, data: { course: courseId, title: 'Quoting faster', orderIndex: 1, action } })).id)

  // One learner as the site makes them, enrolled; then 499 more like them, copied in the database (as a sign-up
  // campaign would leave them), so the sweep finds 500 learners of the course who want reminders.
  const email = uniqueEmail('mail-priority')
  learner = { ...(await registeredLearner(email)), email }
  expect((await learner.client.post(`/api/v1/courses/${courseId}/enroll`, {})).status).toBe(201)
  await payload.db.drizzle.execute(sql`
    INSERT INTO course_users
    SELECT (jsonb_populate_record(NULL::course_users, to_jsonb(u) || jsonb_build_object('id', gen_random_uuid(), 'email', 'sweep-' || ${stamp} || '-' || n || '@example.com'))).*
    FROM course_users u, generate_series(1, ${sweepSize - 1}) n WHERE u.id = ${learner.user.id}`)
  await payload.db.drizzle.execute(sql`
    INSERT INTO enrollments
    SELECT (jsonb_populate_record(NULL::enrollments, to_jsonb(e) || jsonb_build_object('id', gen_random_uuid(), 'user_id', c.id))).*
    FROM enrollments e, course_users c
    WHERE e.user_id = ${learner.user.id} AND e.course_id = ${courseId} AND c.email LIKE ${`sweep-${stamp}-%`}`)
  // A call of the course tomorrow: the day-before sweep reminds everyone on it.
  const startsAt = new Date(Date.now() + 20 * 3_600_000).toISOString()
  callId = String((await staffCreate<{ id: string }>(staffToken, 'live-sessions', { title: `Priority call ${stamp}`, durationMinutes: 60, joinUrl: 'https://meet.example.org/call', course: courseId, startsAt })).id)
}, 120_000)

afterAll(async () => {
  // What the sweep has not sent yet goes no further, and the copies leave with their mail.
  const clones = sql`SELECT id FROM course_users WHERE email LIKE ${`sweep-${stamp}-%`}`
  // (Their jobs end as done, not deleted: a runner may be taking them this moment.)
  await payload.db.drizzle.execute(sql`
    UPDATE payload_jobs SET completed_at = now() WHERE completed_at IS NULL AND task_slug = 'sendMail'
      AND input ->> 'deliveryId' IN (SELECT id::text FROM mail_deliveries WHERE live_session_id = ${callId})`)
  await payload.db.drizzle.execute(sql`DELETE FROM mail_deliveries WHERE learner_id IN (${clones}) OR live_session_id = ${callId}`)
  await payload.db.drizzle.execute(sql`DELETE FROM enrollments WHERE user_id IN (${clones})`)
  await payload.db.drizzle.execute(sql`DELETE FROM course_users WHERE id IN (${clones})`)
})

describe('mail that matters goes first', () => {
  it("sends a coach's reply within seconds while a sweep of 500 reminders waits in the bulk lane, and staff see when mail runs late", async () => {
    // The learner sends their action; the coach will reply during the sweep.
    const actionPath = `/api/v1/lessons/${lessonId}/action`
    const prompt = ((await learner.client.get<{ prompts: { id: string }[] }>(actionPath)).body.prompts ?? [])[0]
    expect((await learner.client.post(`${actionPath}/answer`, { clientId: crypto.randomUUID(), answers: [{ promptId: prompt.id, text: 'Forty minutes each' }] })).status).toBe(201)
    const [answer] = (await payload.db.drizzle.execute(sql`SELECT id FROM workbook_answers WHERE learner_id = ${learner.user.id} AND lesson_id = ${lessonId}`)).rows as { id: string }[]

    // The sweep, as its schedule runs it (on a queue of its own here, so only this test runs it).
    const sweepStarted = Date.now()
    const sweep = await payload.jobs.queue({ task: 'queueCallReminders', input: { now: new Date().toISOString() }, queue: 'mail-priority-sweep' })
    await payload.jobs.runByID({ id: sweep.id, silent: true })
    expect(Object.values(await remindersByStatus()).reduce((sum, n) => sum + n, 0)).toBe(sweepSize)
    // The reminders go to the bulk lane's queue, none at once.
    await expect
      .poll(async () => Number(((await payload.db.drizzle.execute(sql`
        SELECT count(*) AS n FROM payload_jobs WHERE queue = 'mail-bulk' AND input ->> 'deliveryId' IN (SELECT id::text FROM mail_deliveries WHERE live_session_id = ${callId})`)).rows[0] as { n: string }).n), { timeout: 30_000, interval: 250 })
      .toBe(sweepSize)
    // The bulk lane is sending them.
    await expect.poll(async () => (await remindersByStatus()).sent ?? 0, { timeout: 60_000, interval: 100 }).toBeGreaterThanOrEqual(5)

    // The coach replies, in the middle of the sweep.
    const replied = Date.now()
    await staffUpdate(staffToken, 'workbook-answers', answer.id, { coachReply: 'Good. Now try the template.', verdict: 'anotherGo' })
    await waitForMail(learner.email, /Your coach replied/, replied, 60_000)
    const replyDelayMs = Date.now() - replied
    const whenReplyArrived = await remindersByStatus()
    // A sign-in code asked for now goes at once too.
    const asked = Date.now()
    expect((await new ApiClient().post('/api/v1/sign-in-code', { email: learner.email })).status).toBe(200)
    await waitForMail(learner.email, /is your Solving Tech sign-in code/, asked, 60_000)
    const codeDelayMs = Date.now() - asked
    console.info(
      `[mail-priority] ${sweepSize} reminders recorded and queued in ${replied - sweepStarted} ms; coach's reply delivered in ${replyDelayMs} ms with ${whenReplyArrived.queued ?? 0} reminders still waiting and ${whenReplyArrived.sent ?? 0} sent ${replied + replyDelayMs - sweepStarted} ms after the sweep began; sign-in code in ${codeDelayMs} ms`,
    )
    expect(replyDelayMs).toBeLessThan(60_000)
    // Most of the sweep was still waiting: the reply did not wait behind it.
    expect(whenReplyArrived.queued ?? 0).toBeGreaterThan(sweepSize / 2)

    // The oldest waiting mail, three hours old: the staff home says mail is running late, in words.
    await payload.db.drizzle.execute(sql`
      UPDATE mail_deliveries SET created_at = now() - interval '3 hours 5 minutes'
      WHERE id = (SELECT id FROM mail_deliveries WHERE live_session_id = ${callId} AND status = 'queued' LIMIT 1)`)
    const home = await fetch(`${testEnv().baseUrl}/admin`, { headers: { Authorization: `JWT ${staffToken}` } })
    const text = (await home.text()).replace(/<!-- -->/g, '')
    expect(text).toMatch(/Mail is running late: the oldest waiting email was queued 3 hours ago\. [\d,]+ emails are waiting to be sent\./)
  }, 240_000)
})
