import { sql } from '@payloadcms/db-postgres'
import { beforeAll, describe, expect, it } from 'vitest'

import { ApiClient, expectFieldError, registeredLearner } from '../support/apiClient'
import { createOwnCourse } from '../support/factories'
import { decodeQuotedPrintable, waitForMail } from '../support/mail'
import { testPayload, uniqueEmail } from '../support/payload'

/**
 * Each course's checks (issue 28, point 2): a baseline while learning, the same questions at completion, and again
 * 90 days on with the mail that asks once. Answers hang on the business profile, never the account.
 */
type CourseChecks = { open: string | null; offered: string | null; followUpOpensAt: string | null; stages: { stage: string; answeredAt: string | null; skips: number }[] }

const answers = { professionalism: 2, comparingTools: 1, rollingOut: 3, improving: 2, newWays: 4, adminHours: 12, softwareSpend: 85.5 }

/** A course of these tests' own (one lesson, so completing it is one call). */
let courseId: string
let lessonId: string

beforeAll(async () => {
  const payload = await testPayload()
  courseId = await createOwnCourse(payload, 'Checks course')
  lessonId = String((await payload.find({ collection: 'lessons', where: { course: { equals: courseId } }, limit: 1 })).docs[0].id)
})

const checksPath = () => `/api/v1/courses/${courseId}/checks`

const enrolledLearner = async (label: string) => {
  const email = uniqueEmail(label)
  const { client, user } = await registeredLearner(email)
  expect((await client.post(`/api/v1/courses/${courseId}/enroll`, {})).status).toBe(201)
  return { client, email, id: String(user.id) }
}

const completeCourse = async (client: ApiClient) => expect((await client.post(`/api/v1/lessons/${lessonId}/complete`, {})).status).toBe(200)

/** Moves the learner's completion of the course back by `days`. */
const completedDaysAgo = async (learnerId: string, days: number) =>
  (await testPayload()).db.drizzle.execute(sql`
    UPDATE certificates SET completed_at = now() - make_interval(days => ${days}) WHERE learner_id = ${learnerId} AND course_id = ${courseId}`)

const storedChecks = async (learnerId: string) =>
  (
    await (await testPayload()).db.drizzle.execute(sql`
      SELECT k.stage, k.skips::int AS skips, k.professionalism::float AS professionalism, k.software_spend::float AS software_spend, k.changes,
        k.answered_at IS NOT NULL AS answered
      FROM impact_checks k JOIN business_profiles p ON p.id = k.respondent_id WHERE p.learner_id = ${learnerId} AND k.course_id = ${courseId} ORDER BY k.stage`)
  ).rows

describe('the baseline', () => {
  it('is open and offered once enrolled, stored against the business profile, and answering again replaces it', async () => {
    const { client, id } = await enrolledLearner('checks-baseline')
    const before = await client.get<CourseChecks>(checksPath())
    expect(before.status).toBe(200)
    expect(before.body).toMatchObject({ open: 'baseline', offered: 'baseline', followUpOpensAt: null })
    const answered = await client.post<{ stage: string; answeredAt: string }>(`${checksPath()}/baseline`, { ...answers, changes: 'Not asked yet', userId: id })
    expect(answered.status).toBe(200)
    expect(answered.body.stage).toBe('baseline')
    expect((await client.get<CourseChecks>(checksPath())).body).toMatchObject({ open: 'baseline', offered: null })
    expect((await client.post(`${checksPath()}/baseline`, { ...answers, professionalism: 3 })).status).toBe(200)
    // One row, the latest answers; "what changed" is kept at the follow-up only.
    expect(await storedChecks(id)).toEqual([{ stage: 'baseline', skips: 0, professionalism: 3, software_spend: 85.5, changes: null, answered: true }])
  })

  it('is offered until skipped twice, and can still be answered after', async () => {
    const { client, id } = await enrolledLearner('checks-skip')
    expect((await client.post<CourseChecks>(`${checksPath()}/baseline/skip`, {})).body).toMatchObject({ offered: 'baseline' })
    expect((await client.post<CourseChecks>(`${checksPath()}/baseline/skip`, {})).body).toMatchObject({ offered: null })
    expect((await client.post(`${checksPath()}/baseline`, answers)).status).toBe(200)
    // Skipping an answered check changes nothing.
    expect((await client.post(`${checksPath()}/baseline/skip`, {})).status).toBe(200)
    expect(await storedChecks(id)).toEqual([expect.objectContaining({ stage: 'baseline', skips: 2, answered: true })])
  })
})

describe('the end and the follow-up', () => {
  it('open in turn: the end at completion (the baseline closes), the follow-up 90 days later with what changed', async () => {
    const { client, id } = await enrolledLearner('checks-stages')
    expectRefused(await client.post(`${checksPath()}/end`, answers), 409, 'These questions open when you complete the course')
    expectRefused(await client.post(`${checksPath()}/follow-up`, answers), 409, 'These questions open 90 days after you complete the course')
    await completeCourse(client)
    const atEnd = (await client.get<CourseChecks>(checksPath())).body
    expect(atEnd).toMatchObject({ open: 'end', offered: 'end' })
    expect(new Date(atEnd.followUpOpensAt!).getTime() - Date.now()).toBeGreaterThan(89 * 86_400_000)
    expectRefused(await client.post(`${checksPath()}/baseline`, answers), 409, 'You have finished this course: the questions for before you start are closed')
    expect((await client.post(`${checksPath()}/end`, { ...answers, professionalism: 4 })).status).toBe(200)
    expectRefused(await client.post(`${checksPath()}/follow-up`, answers), 409, /^These questions open on \d+ \w+ \d{4}, 90 days after you completed the course$/)

    await completedDaysAgo(id, 91)
    expect((await client.get<CourseChecks>(checksPath())).body).toMatchObject({ open: 'follow-up', offered: 'follow-up' })
    expectRefused(await client.post(`${checksPath()}/end`, answers), 409, 'The questions for the end of the course closed 90 days after you completed it')
    expect((await client.post(`${checksPath()}/follow-up`, { ...answers, professionalism: 5, changes: 'Quotes on the phone now' })).status).toBe(200)
    expect(await storedChecks(id)).toEqual([
      expect.objectContaining({ stage: 'end', professionalism: 4, changes: null }),
      expect.objectContaining({ stage: 'follow-up', professionalism: 5, changes: 'Quotes on the phone now' }),
    ])
  })
})

const expectRefused = (answer: { status: number; body: unknown }, status: number, message: string | RegExp) => {
  expect(answer.status).toBe(status)
  expect((answer.body as { message: string }).message).toMatch(message)
}

describe('what a check refuses', () => {
  it('answers every bad input with a clear 4xx and stores nothing', async () => {
    const { client, id } = await enrolledLearner('checks-refused')
    const other = await registeredLearner(uniqueEmail('checks-not-enrolled'))
    expectFieldError(await client.post(`${checksPath()}/baseline`, { ...answers, rollingOut: 6 }), 'rollingOut', 'Please choose from 1 to 5')
    expectFieldError(await client.post(`${checksPath()}/baseline`, { ...answers, improving: 0 }), 'improving', 'Please choose from 1 to 5')
    expectFieldError(await client.post(`${checksPath()}/baseline`, { ...answers, newWays: 2.5 }), 'newWays', 'Please choose from 1 to 5')
    expectFieldError(await client.post(`${checksPath()}/baseline`, { ...answers, softwareSpend: -10 }), 'softwareSpend', 'Please enter a number from 0 to 100,000')
    expectFieldError(await client.post(`${checksPath()}/baseline`, { ...answers, adminHours: '12' }), 'adminHours', 'Please enter a number from 0 to 100')
    const missing = await client.post<{ errors: { field: string }[] }>(`${checksPath()}/baseline`, { comparingTools: 2 })
    expect(missing.status).toBe(400)
    expect(missing.body.errors.map((error) => error.field)).toEqual(['professionalism', 'rollingOut', 'improving', 'newWays', 'adminHours', 'softwareSpend'])
    expect((await client.post(`${checksPath()}/baseline`, '[]')).status).toBe(400)
    expect(await storedChecks(id)).toEqual([])

    expectRefused(await other.client.post(`${checksPath()}/baseline`, answers), 403, 'You are not enrolled in this course')
    expectRefused(await other.client.post(`${checksPath()}/baseline/skip`, {}), 403, 'You are not enrolled in this course')
    expect((await other.client.get<CourseChecks>(checksPath())).body).toMatchObject({ open: null, offered: null })
    expect((await client.post(`${checksPath()}/later`, answers)).status).toBe(404)
    expect((await client.post('/api/v1/courses/00000000-0000-4000-8000-000000000000/checks/baseline', answers)).status).toBe(404)
    expect((await client.post('/api/v1/courses/not-a-course/checks/baseline', answers)).status).toBe(404)
    expect((await client.post(`${checksPath()}/baseline`, { ...answers, userId: other.user.id })).status).toBe(403)
    expect((await client.get(`${checksPath()}?userId=${other.user.id}`)).status).toBe(403)
    expect((await new ApiClient().post(`${checksPath()}/baseline`, answers)).status).toBe(401)
    expect((await new ApiClient().get(checksPath())).status).toBe(401)
    expect(await storedChecks(id)).toEqual([])
  })

  it('is not asked by a course that asks no questions', async () => {
    const payload = await testPayload()
    const quiet = await createOwnCourse(payload, 'Quiet course')
    await payload.update({ collection: 'courses', id: quiet, data: { asksImpactQuestions: false }, context: { disableRevalidate: true } })
    const { client } = await registeredLearner(uniqueEmail('checks-quiet'))
    expect((await client.post(`/api/v1/courses/${quiet}/enroll`, {})).status).toBe(201)
    expect((await client.get(`/api/v1/courses/${quiet}/checks`)).status).toBe(404)
    expect((await client.post(`/api/v1/courses/${quiet}/checks/baseline`, answers)).status).toBe(404)
  })
})

/** The 90-day sweep as its schedule runs it, with the clock at `now`, on a queue only these tests run. */
const sweepAt = async (now: Date) => {
  const payload = await testPayload()
  const job = await payload.jobs.queue({ task: 'queueImpactFollowUps', input: { now: now.toISOString() }, queue: 'impact-follow-ups-under-test' })
  await payload.jobs.runByID({ id: job.id, silent: true })
}

describe('the 90-day mail', () => {
  it('goes once, 90 days after completion, to learners who have not answered and want course emails', async () => {
    const payload = await testPayload()
    const waiting = await enrolledLearner('checks-mail')
    const answered = await enrolledLearner('checks-mail-answered')
    const notWanted = await enrolledLearner('checks-mail-off')
    for (const learner of [waiting, answered, notWanted]) await completeCourse(learner.client)
    await payload.update({ collection: 'course-users', id: notWanted.id, data: { emailPreferences: { courseUpdates: false } }, overrideAccess: true })
    const completedAt = new Date('2026-05-04T10:00:00.000Z')
    await payload.db.drizzle.execute(sql`
      UPDATE certificates SET completed_at = ${completedAt.toISOString()} WHERE course_id = ${courseId} AND learner_id IN (${waiting.id}, ${answered.id}, ${notWanted.id})`)
    await payload.db.drizzle.execute(sql`
      UPDATE certificates SET completed_at = now() - make_interval(days => 91) WHERE course_id = ${courseId} AND learner_id = ${answered.id}`)
    expect((await answered.client.post(`${checksPath()}/follow-up`, answers)).status).toBe(200)
    await payload.db.drizzle.execute(sql`UPDATE certificates SET completed_at = ${completedAt.toISOString()} WHERE course_id = ${courseId} AND learner_id = ${answered.id}`)

    const mailedLearners = async () =>
      (
        (await payload.db.drizzle.execute(sql`
          SELECT learner_id FROM mail_deliveries WHERE kind = 'impactFollowUp' AND course_id = ${courseId} ORDER BY learner_id`)).rows as { learner_id: string }[]
      ).map((row) => String(row.learner_id))
    const day = 86_400_000
    await sweepAt(new Date(completedAt.getTime() + 90 * day - 60_000)) // a minute early
    expect(await mailedLearners()).toEqual([])
    const since = Date.now()
    await sweepAt(new Date(completedAt.getTime() + 90 * day))
    await sweepAt(new Date(completedAt.getTime() + 91 * day))
    expect(await mailedLearners()).toEqual([waiting.id])
    // Long after, a completion gets no mail at all.
    await payload.db.drizzle.execute(sql`
      UPDATE certificates SET completed_at = ${completedAt.toISOString()} WHERE course_id = ${courseId} AND learner_id NOT IN (${waiting.id}, ${answered.id}, ${notWanted.id})`)
    await sweepAt(new Date(completedAt.getTime() + 121 * day))
    expect(await mailedLearners()).toEqual([waiting.id])

    // The mail is sent at once (the learner has not answered yet), and leads to the check page.
    const mail = await waitForMail(waiting.email, /What changed, /, since)
    expect(decodeQuotedPrintable(mail.raw)).toContain(`/v1/courses/${courseId}/check`)
  })
})

describe('a deleted learner', () => {
  it('leaves their answers, unlinked, so the totals stay', async () => {
    const payload = await testPayload()
    const { client, id } = await enrolledLearner('checks-deleted')
    expect((await client.post(`${checksPath()}/baseline`, answers)).status).toBe(200)
    const countAnswered = async () =>
      Number(((await payload.db.drizzle.execute(sql`SELECT count(*) AS n FROM impact_checks WHERE course_id = ${courseId} AND answered_at IS NOT NULL`)).rows[0] as { n: string }).n)
    const before = await countAnswered()
    await payload.delete({ collection: 'course-users', id, overrideAccess: true })
    expect(await countAnswered()).toBe(before)
    expect(await storedChecks(id)).toEqual([])
  })
})
