import { sql } from '@payloadcms/db-postgres'
import { beforeAll, describe, expect, it } from 'vitest'

import { learnerReportPath } from '@/lib/rules/reportLinks'
import { weekFigures } from '@/domains/reports/staffDigest'
import { courseFunnel, stuckLearners } from '@/domains/reports/reports'
import { registeredLearner } from '../support/apiClient'
import { seededCourses } from '../support/catalogue'
import { mailsTo, waitForMail } from '../support/mail'
import { readMessage } from '../support/mailMessage'
import { testPayload, uniqueEmail } from '../support/payload'
import { staffLogin } from '../support/staffApi'
import { messagesTo, newPhone, waitForPushes } from '../support/phones'
import { testEnv } from '../support/testEnv'

let courses: Awaited<ReturnType<typeof seededCourses>>

beforeAll(async () => {
  courses = await seededCourses()
})

/**
 * The sweep as the schedule runs it, run to its end here: queued on a queue no instance runs by itself, so this test
 * alone runs it and knows when it has finished.
 */
const runReminderSweep = async (): Promise<void> => {
  const payload = await testPayload()
  const job = await payload.jobs.queue({ task: 'queueReminders', input: {}, queue: 'reminders-under-test' })
  await payload.jobs.runByID({ id: job.id, silent: true })
  const result = await payload.db.drizzle.execute(sql`SELECT completed_at IS NOT NULL AS completed, error, processing, total_tried, wait_until, (SELECT json_agg(json_build_object('state', l.state, 'error', l.error)) FROM payload_jobs_log l WHERE l._parent_id = payload_jobs.id) AS log FROM payload_jobs WHERE id = ${job.id}`)
  expect(result.rows[0], JSON.stringify(result.rows[0])).toMatchObject({ completed: true, error: null })
}

/**
 * Moves these learners' clock on by `days`: their enrolments, progress and the reminders sent to them happened that
 * much earlier. Only their rows change, so the other tests' learners are not made stuck.
 */
const moveClock = async (learnerIds: string[], days: number) => {
  const payload = await testPayload()
  const db = payload.db.drizzle
  const ids = sql.join(learnerIds.map((id) => sql`${id}`), sql`, `)
  const earlier = sql`make_interval(days => ${days})`
  // The enrolment's counters move with the progress they count (src/domains/learning/enrolmentCounters.ts).
  await db.execute(sql`UPDATE enrollments SET created_at = created_at - ${earlier}, last_completed_at = last_completed_at - ${earlier} WHERE user_id IN (${ids})`)
  await db.execute(sql`
    UPDATE lesson_progress SET updated_at = updated_at - ${earlier}, completed_at = completed_at - ${earlier}, created_at = created_at - ${earlier}
    WHERE user_id IN (${ids})`)
  await db.execute(sql`UPDATE mail_deliveries SET created_at = created_at - ${earlier}, sent_at = sent_at - ${earlier} WHERE learner_id IN (${ids})`)
}

const remindersTo = async (learnerId: string) => {
  const payload = await testPayload()
  const result = await payload.db.drizzle.execute(sql`
    SELECT event_key, status FROM mail_deliveries WHERE learner_id = ${learnerId} AND kind = 'reminder' ORDER BY event_key`)
  return result.rows as { event_key: string; status: string }[]
}

const enrolled = async (label: string, lessonsDone: number) => {
  const email = uniqueEmail(label)
  const { client, user } = await registeredLearner(email)
  expect((await client.post(`/api/v1/courses/${courses.featured.id}/enroll`, {})).status).toBe(201)
  for (const lessonId of courses.featured.lessonIds.slice(0, lessonsDone)) {
    expect((await client.post(`/api/v1/lessons/${lessonId}/complete`, {})).status).toBe(200)
  }
  return { email, id: user.id, client }
}

describe('reminders', () => {
  it('reach a learner after a week without activity, once a week, never after unsubscribing or finishing', async () => {
    const lessons = courses.featured.lessonIds
    const stuck = await enrolled('remind-stuck', 2)
    const finished = await enrolled('remind-finished', lessons.length)
    const unsubscribed = await enrolled('remind-unsubscribed', 1)
    const payload = await testPayload()
    await payload.update({ collection: 'course-users', id: unsubscribed.id, data: { emailPreferences: { reminders: false } }, overrideAccess: true })
    const everyone = [stuck.id, finished.id, unsubscribed.id]

    // Six days on: nobody is stuck yet.
    await moveClock(everyone, 6)
    await runReminderSweep()
    expect(await remindersTo(stuck.id)).toEqual([])

    // A week and a day on: the stuck learner gets one reminder naming their next lesson and what is left.
    const since = Date.now()
    await moveClock(everyone, 2)
    await runReminderSweep()
    const reminder = readMessage(await waitForMail(stuck.email, /to go/, since))
    expect(reminder.subject).toMatch(new RegExp(`^${lessons.length - 2} short videos to go: `))
    expect(reminder.body).toContain(`/v1/lessons/${lessons[2]}?resume=1`)
    expect(reminder.contentTypes).toEqual(expect.arrayContaining(['text/plain', 'text/html']))
    expect(reminder.unsubscribePage).toBeDefined()

    // The same week: the sweep runs again and sends nothing more.
    await runReminderSweep()
    await moveClock(everyone, 3)
    await runReminderSweep()
    expect((await remindersTo(stuck.id)).map((row) => row.event_key)).toEqual([`reminder:${stuck.id}:${courses.featured.id}:1`])

    // A week after the first: the second reminder.
    await moveClock(everyone, 4)
    await runReminderSweep()
    await expect.poll(async () => (await remindersTo(stuck.id)).map((row) => row.status), { timeout: 15_000 }).toEqual(['sent', 'sent'])

    // The learner unsubscribes with the reminder's link: no more, however long they stay away.
    const oneClick = await fetch(reminder.oneClickUnsubscribe!, { method: 'POST', body: 'List-Unsubscribe=One-Click' })
    expect(oneClick.status).toBe(200)
    await moveClock(everyone, 8)
    await runReminderSweep()
    expect(await remindersTo(stuck.id)).toHaveLength(2)
    expect(await remindersTo(finished.id)).toEqual([])
    expect(await remindersTo(unsubscribed.id)).toEqual([])
    const reminders = (email: string) => mailsTo(email, since).filter((mail) => /to go/.test(readMessage(mail).subject))
    expect(reminders(stuck.email)).toHaveLength(2)
    expect([...reminders(finished.email), ...reminders(unsubscribed.email)]).toEqual([])

    // Staff see them on the learner's report.
    const report = await fetch(`${testEnv().baseUrl}${learnerReportPath(stuck.id)}`, { headers: { Authorization: `JWT ${await staffLogin()}` } })
    const html = await report.text()
    expect(html).toContain('2 reminders sent.')
    expect(html).toContain(`${lessons.length - 2} short videos to go`)
  }, 60_000)
})

describe('the nudge on the phone', () => {
  it('reaches a learner who turned reminder emails off but notifications on, once, naming the next lesson', async () => {
    const lessons = courses.featured.lessonIds
    const learner = await enrolled('nudge-phone', 1)
    const payload = await testPayload()
    await payload.update({ collection: 'course-users', id: learner.id, data: { emailPreferences: { reminders: false } }, overrideAccess: true })
    const phone = newPhone()
    expect((await learner.client.put('/api/v1/account/phone-notifications', { endpoint: phone.endpoint, keys: phone.keys, kinds: ['nudge'] })).status).toBe(200)
    await moveClock([learner.id], 8)
    await runReminderSweep()
    await waitForPushes(phone, learner.id)
    expect(messagesTo(phone)).toEqual([
      {
        title: 'Pick up where you left off',
        body: expect.stringMatching(new RegExp(`: next is “.+”, ${lessons.length - 1} short videos to go\\.$`)),
        url: `/v1/lessons/${lessons[1]}?resume=1`,
        tag: expect.stringMatching(new RegExp(`^push:nudge:${learner.id}:\\d{4}-\\d{2}-\\d{2}$`)),
      },
    ])
    // The same day, the sweep again: nothing more. And no reminder email, as they chose.
    await runReminderSweep()
    const nudges = await payload.db.drizzle.execute(sql`SELECT count(*)::int AS n FROM push_deliveries WHERE learner_id = ${learner.id} AND kind = 'nudge'`)
    expect(nudges.rows).toEqual([{ n: 1 }])
    expect(await remindersTo(learner.id)).toEqual([])
  })
})

describe('an enrolment whose lessons the learner cannot open (a paid course, not paid)', () => {
  it('gets no reminder and is not stuck, in the list, the count or a course funnel, until the learner can open them', async () => {
    const email = uniqueEmail('remind-unpaid')
    const { client, user } = await registeredLearner(email)
    expect((await client.post(`/api/v1/courses/${courses.paid.id}/enroll`, {})).status).toBe(201)
    await moveClock([user.id], 8)
    const payload = await testPayload()
    const stuckIds = async () => (await stuckLearners(payload, new Date(), 1_000_000, { courseId: courses.paid.id })).map((learner) => learner.learnerId)
    const funnel = async () => (await courseFunnel(payload, { courseId: courses.paid.id })).enrolled

    await runReminderSweep()
    expect(await remindersTo(user.id)).toEqual([])
    expect(await stuckIds()).not.toContain(user.id)
    const lockedFunnel = await funnel()

    // Staff mark the enrolment paid: now the lessons open, and a week's silence counts.
    await payload.update({ collection: 'enrollments', where: { user: { equals: user.id } }, data: { isPaid: true }, overrideAccess: true })
    expect(await funnel()).toBe(lockedFunnel + 1)
    expect(await stuckIds()).toContain(user.id)
    await runReminderSweep()
    expect(await remindersTo(user.id)).toHaveLength(1)
  })
})

describe('the weekly staff digest', () => {
  it('counts the last 7 days on known data', async () => {
    const payload = await testPayload()
    const db = payload.db.drizzle
    // A week far ahead, where only this test's rows fall.
    const now = new Date('2031-03-10T08:00:00Z')
    const inWeek = '2031-03-07T12:00:00Z'
    const before = '2031-03-02T12:00:00Z'
    const tag = uniqueEmail('digest')
    await db.execute(sql`
      INSERT INTO program_signups (name, email, consent, created_at, updated_at) VALUES
        ('In week', ${`a-${tag}`}, true, ${inWeek}, ${inWeek}),
        ('Before', ${`b-${tag}`}, true, ${before}, ${before})`)
    const figures = await weekFigures(payload, now)
    expect(figures.newSignups).toBe(1)
    expect(figures.newLearners).toBe(0)
    expect(figures.completions).toBe(0)
    expect(figures.stuckLearners).toBe((await stuckLearners(payload, now, 1_000_000)).length)
  })

  it('is mailed to STAFF_EMAIL with the figures and the longest-silent learners', async () => {
    const payload = await testPayload()
    const since = Date.now()
    const job = await payload.jobs.queue({ task: 'queueStaffDigest', input: {}, queue: 'digest-under-test' })
    await payload.jobs.runByID({ id: job.id, silent: true })
    const digest = readMessage(await waitForMail('staff-inbox@solvingtech.test', /weekly digest/, since))
    expect(digest.contentTypes).toEqual(expect.arrayContaining(['text/plain', 'text/html']))
    for (const label of ['New waiting-list signups', 'New learner accounts', 'Courses completed', 'Learners stuck for a week or more']) {
      expect(digest.body).toContain(label)
    }
    expect(digest.body).toContain('/admin/reports')
    // The same week's digest is sent once, however often the schedule fires.
    const again = await payload.jobs.queue({ task: 'queueStaffDigest', input: {}, queue: 'digest-under-test' })
    await payload.jobs.runByID({ id: again.id, silent: true })
    const rows = await payload.db.drizzle.execute(sql`SELECT id FROM mail_deliveries WHERE kind = 'digest'`)
    expect(rows.rows).toHaveLength(1)
  })
})
