import { expect, request as apiRequest, test, type Page } from '@playwright/test'
import pg from 'pg'

import { learnerPassword, uniqueEmail } from '../support/browser'
import { courseByTitle, featuredCourseTitle } from '../support/courses'
import { exclusively } from '../support/exclusive'
import { staffCreate, staffLogin } from '../support/staffApi'
import { signInToAdmin } from '../support/staffBrowser'

type Learner = { id: string; name: string; company: string; answerId: string }

/**
 * Three learners of the featured course, each with lesson 1's action sent, made the oldest answers waiting (by their
 * sent time), so the queue visits them first whatever other tests left waiting.
 */
const threeWaitingAnswers = async (baseURL: string, stamp: string): Promise<Learner[]> => {
  const learners: Learner[] = []
  for (const [index, firstName] of ['Alice', 'Bilal', 'Cara'].entries()) {
    const context = await apiRequest.newContext({ baseURL })
    const lastName = `Queue${stamp}`
    const company = `${firstName}'s Builds ${stamp}`
    const registered = await context.post('/api/v1/register', {
      data: { firstName, lastName, name: `${firstName} ${lastName}`, email: uniqueEmail('queue'), company, phone: `07700 90010${index}`, password: learnerPassword, confirmPassword: learnerPassword },
    })
    expect(registered.status()).toBe(201)
    const { id } = (await registered.json()) as { id: string }
    const featured = await courseByTitle(context, featuredCourseTitle)
    await context.post(`/api/v1/courses/${featured.id}/enroll`, { data: {} })
    const lessonId = featured.lessons[0].id
    const action = (await (await context.get(`/api/v1/lessons/${lessonId}/action`)).json()) as { prompts: { id: string; kind: string }[] }
    const textPrompt = action.prompts.find((prompt) => prompt.kind === 'shortText' || prompt.kind === 'longText')
    const sent = await context.post(`/api/v1/lessons/${lessonId}/action/answer`, {
      data: { clientId: crypto.randomUUID(), answers: [{ promptId: textPrompt?.id, text: `${firstName}'s hour a week: quotes at night` }] },
    })
    expect(sent.status()).toBe(201)
    await context.dispose()
    learners.push({ id, name: `${firstName} ${lastName}`, company, answerId: '' })
  }
  const db = new pg.Client({ connectionString: process.env.DATABASE_URL })
  await db.connect()
  try {
    for (const [index, learner] of learners.entries()) {
      const { rows } = await db.query<{ id: string }>(
        `UPDATE workbook_answers SET sent_at = timestamptz '2001-01-01T09:00:00Z' + $2 * interval '1 minute' WHERE learner_id = $1 RETURNING id`,
        [learner.id, index],
      )
      learner.answerId = rows[0].id
    }
  } finally {
    await db.end()
  }
  return learners
}

/** Payload's own inputs take typing and clicks only once their script has run: tried again until they hold it. */
const replyWith = async (page: Page, reply: string, verdict: 'looksGood' | 'anotherGo') => {
  const radio = page.locator(`#field-verdict-${verdict}`)
  await expect(async () => {
    await page.getByLabel('Your reply').fill(reply, { timeout: 2_000 })
    await page.locator(`label[for="field-verdict-${verdict}"]`).click({ timeout: 2_000 })
    await expect(page.getByLabel('Your reply')).toHaveValue(reply, { timeout: 1_000 })
    await expect(radio).toBeChecked({ timeout: 1_000 })
  }).toPass({ timeout: 30_000 })
}

test('a coach answers three waiting answers one after another, each beside who the learner is', async ({ page, baseURL }) => {
  // Three learners, a sign-in and four saves, after any other run of this test that holds the oldest answers.
  test.setTimeout(360_000)
  const stamp = `${Date.now()}${test.info().repeatEachIndex}`
  await exclusively('the oldest waiting answers', async () => {
    const [alice, bilal, cara] = await threeWaitingAnswers(baseURL ?? '', stamp)
    await signInToAdmin(page)

    // The list names each learner and their firm; the oldest waiting answer is first.
    await page.goto('/admin/collections/workbook-answers?where[status][equals]=waiting&sort=sentAt')
    const firstRow = page.locator('tbody tr').first()
    await expect(firstRow.getByRole('link', { name: `${alice.name} · Lesson 1` })).toBeVisible()
    await expect(firstRow.getByText(alice.company)).toBeVisible()
    await firstRow.getByRole('link', { name: `${alice.name} · Lesson 1` }).click()

    for (const [learner, next, verdict] of [
      [alice, bilal, 'looksGood'],
      [bilal, cara, 'anotherGo'],
    ] as const) {
      await expect(page).toHaveURL(new RegExp(`/workbook-answers/${learner.answerId}$`))
      await expect(page.getByRole('heading', { level: 1, name: `${learner.name} · Lesson 1` })).toBeVisible()
      const panel = page.getByRole('region', { name: `${learner.name}, ${learner.company}` })
      await expect(panel.getByText(/Lesson 1: .*: Waiting for a reply/)).toBeVisible()
      await expect(panel.getByRole('link', { name: /07700 90010/ })).toBeVisible()
      await replyWith(page, `Thanks ${learner.name}.`, verdict)
      await page.getByRole('button', { name: 'Save and open the next waiting answer' }).click()
      await expect(page).toHaveURL(new RegExp(`/workbook-answers/${next.answerId}$`))
    }

    // The third: saved first, and the panel beside it shows the reply without a reload.
    await expect(page.getByRole('heading', { level: 1, name: `${cara.name} · Lesson 1` })).toBeVisible()
    const panel = page.getByRole('region', { name: `${cara.name}, ${cara.company}` })
    await expect(panel.getByText('No replies yet.')).toBeVisible()
    await replyWith(page, 'Good: now time your next three quotes.', 'looksGood')
    await page.getByRole('button', { name: 'Save', exact: true }).click()
    await expect(panel.getByText(/Lesson 1: .*: Replied: looks good/)).toBeVisible()
    await expect(panel.getByText('Good: now time your next three quotes.')).toBeVisible()
    await page.getByRole('button', { name: 'Save and open the next waiting answer' }).click()
    await expect(page).not.toHaveURL(new RegExp(`/workbook-answers/${cara.answerId}$`))

    // Each learner got their verdict.
    const db = new pg.Client({ connectionString: process.env.DATABASE_URL })
    await db.connect()
    try {
      const { rows } = await db.query<{ status: string }>('SELECT status FROM workbook_answers WHERE id = ANY($1::uuid[]) ORDER BY sent_at', [
        [alice.answerId, bilal.answerId, cara.answerId],
      ])
      expect(rows.map((row) => row.status)).toEqual(['looksGood', 'anotherGo', 'looksGood'])
    } finally {
      await db.end()
    }
  })
})

test("a mentor's slots show who booked each, and the booking shows the learner and the number to call", async ({ page, baseURL }) => {
  const stamp = `${Date.now()}${test.info().repeatEachIndex}`
  const token = await staffLogin(baseURL)
  const mentors = (await (await page.request.get('/api/people?where[name][equals]=Mark%20Collins&depth=0', { headers: { Authorization: `JWT ${token}` } })).json()) as {
    docs: { id: string }[]
  }
  // A time of this test's own: a weekday morning in 2033, an hour per run.
  const startsAt = new Date(Date.UTC(2033, 0, 4, 9) + (Date.now() % 1_000) * 3_600_000)
  const slot = await staffCreate<{ id: string }>(token, 'mentoring-slots', { mentor: mentors.docs[0].id, startsAt: startsAt.toISOString(), durationMinutes: 30, how: 'phone' }, baseURL)

  const learner = await apiRequest.newContext({ baseURL })
  const name = `Dev Booker${stamp}`
  const registered = await learner.post('/api/v1/register', {
    data: { firstName: 'Dev', lastName: `Booker${stamp}`, name, email: uniqueEmail('booker'), company: 'Booker Roofing', password: learnerPassword, confirmPassword: learnerPassword },
  })
  expect(registered.status()).toBe(201)
  const featured = await courseByTitle(learner, featuredCourseTitle)
  await learner.post(`/api/v1/courses/${featured.id}/enroll`, { data: {} })
  const booked = await learner.post('/api/v1/mentoring/bookings', { data: { slotId: slot.id, courseId: featured.id, topic: 'Getting the team onto one calendar', phone: '07700 900555' } })
  expect(booked.status()).toBe(201)
  await learner.dispose()

  await signInToAdmin(page)
  await page.goto(`/admin/collections/mentoring-slots?where[id][equals]=${slot.id}`)
  await page.getByRole('link', { name: `Booked by ${name}` }).click()
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(`^${name} · \\w{3} \\d{1,2} \\w{3}, \\d{2}:\\d{2}$`) })).toBeVisible()
  await expect(page.getByLabel('Phone them on')).toHaveValue('07700 900555')
  const panel = page.getByRole('region', { name: `${name}, Booker Roofing` })
  await expect(panel.getByText(/with Mark Collins: Booked/)).toBeVisible()
})
