import { sql } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest } from 'payload'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { beforeAll, describe, expect, it } from 'vitest'

import { saveBusinessProfile } from '@/domains/impact'
import { findLearnerPanel } from '@/domains/reports'
import { LearnerPanel } from '@/domains/reports/ui/LearnerPanel'
import type { Lesson } from '@/payload-types'
import { adminServerFunctions } from '@/plugins/reports/serverFunctions'

import { type ApiClient, registeredLearner } from '../support/apiClient'
import { outsideNext, testPayload, uniqueEmail } from '../support/payload'
import { newPhone } from '../support/phones'
import { staffCreate, staffLogin, staffUpdate } from '../support/staffApi'
import { codeIn, uniqueMobile, waitForTexts } from '../support/texts'

/**
 * Issue 43: what a coach and a mentor read beside an answer or a booking. One learner with a known record (three
 * actions sent, two replied to, two lessons done, a call joined, a mentoring call attended), and the titles staff
 * read, which the database keeps as the learner's name changes.
 */
let payload: Payload
let staffToken: string
let learner: { client: ApiClient; id: string }
let lessons: string[]
let courseTitle: string
let answerIds: Record<number, string>
let bookingId: string

const stamp = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`
const slotStart = new Date(Date.UTC(2032, 0, 6, 10 + (Date.now() % 8))) // a Tuesday in January 2032, UK time = UTC

const answerTitle = async (id: string) =>
  ((await payload.db.drizzle.execute(sql`SELECT title FROM workbook_answers WHERE id = ${id}`)).rows[0] as { title: string }).title
const bookingTitle = async (id: string) =>
  ((await payload.db.drizzle.execute(sql`SELECT title FROM mentoring_bookings WHERE id = ${id}`)).rows[0] as { title: string }).title

beforeAll(async () => {
  payload = await testPayload()
  staffToken = await staffLogin()
  courseTitle = `Panel course ${stamp}`
  const course = await payload.create({
    collection: 'courses',
    context: outsideNext,
    data: { title: courseTitle, summary: 's', description: 'd', isPublished: true, isFree: true, status: 'available' },
  })
  const action: Lesson['action'] = { title: 'Try it', prompts: [{ kind: 'shortText', question: 'What did you try?' }] }
  lessons = []
  for (const orderIndex of [1, 2, 3, 4]) {
    const lesson = await payload.create({ collection: 'lessons', context: outsideNext, data: { course: course.id, title: `Panel lesson ${orderIndex}`, orderIndex, action } })
    lessons.push(String(lesson.id))
  }
  const { client, user } = await registeredLearner(uniqueEmail('panel'), { firstName: 'Gary', lastName: `Walker${stamp}`, company: 'Walker Building Services', phone: '07700 900123' })
  learner = { client, id: String(user.id) }
  await saveBusinessProfile(payload, learner.id, { teamSize: '2-8', trade: 'general-builder', tradeOther: null, postcodeDistrict: 'LS6' })
  expect((await client.post(`/api/v1/courses/${course.id}/enroll`, {})).status).toBe(201)
  for (const lessonId of lessons.slice(0, 2)) expect((await client.post(`/api/v1/lessons/${lessonId}/complete`, {})).status).toBe(200)

  answerIds = {}
  for (const [index, lessonId] of lessons.slice(0, 3).entries()) {
    const state = (await client.get<{ prompts: { id: string }[] }>(`/api/v1/lessons/${lessonId}/action`)).body
    const sent = await client.post(`/api/v1/lessons/${lessonId}/action/answer`, { clientId: crypto.randomUUID(), answers: [{ promptId: state.prompts[0].id, text: `Answer ${index + 1}` }] })
    expect(sent.status).toBe(201)
    const row = (await payload.db.drizzle.execute(sql`SELECT id FROM workbook_answers WHERE learner_id = ${learner.id} AND lesson_id = ${lessonId}`)).rows[0] as { id: string }
    answerIds[index + 1] = String(row.id)
  }
  await staffUpdate(staffToken, 'workbook-answers', answerIds[1], { coachReply: 'Brilliant: keep it going.', verdict: 'looksGood' })
  await staffUpdate(staffToken, 'workbook-answers', answerIds[2], { coachReply: 'Make it one job, then send again.', verdict: 'anotherGo' })

  const call = await staffCreate<{ id: string }>(staffToken, 'live-sessions', {
    title: `Panel call ${stamp}`,
    startsAt: new Date(Date.now() + 5 * 60_000).toISOString(),
    durationMinutes: 30,
    joinUrl: 'https://meet.example.org/panel',
    course: course.id,
  })
  expect((await client.post(`/api/v1/calls/${call.id}/attendance`)).status).toBe(204)

  const [mentor] = (await payload.find({ collection: 'people', where: { name: { equals: 'Mark Collins' } }, limit: 1 })).docs
  const slot = await staffCreate<{ id: string }>(staffToken, 'mentoring-slots', { mentor: mentor.id, startsAt: slotStart.toISOString(), durationMinutes: 30, how: 'phone' })
  const booked = await client.post<{ id: string }>('/api/v1/mentoring/bookings', { slotId: slot.id, courseId: course.id, topic: 'Quoting apps', phone: '07700 900123' })
  expect(booked.status).toBe(201)
  bookingId = booked.body.id
  await staffUpdate(staffToken, 'mentoring-bookings', bookingId, { status: 'attended', agreedActions: 'Try two quoting apps for a week each.' })
})

describe('the learner panel', () => {
  it('shows who they are, their business and everything they did, newest first', async () => {
    const panel = await findLearnerPanel(payload, learner.id)
    expect(panel).toMatchObject({
      name: `Gary Walker${stamp}`,
      company: 'Walker Building Services',
      phone: '07700 900123',
      teamSize: '2-8 people',
      trade: 'General builder',
      region: 'Yorkshire and the Humber',
      courses: [{ title: courseTitle, completedLessons: 2, totalLessons: 4 }],
      callsJoined: [{ title: `Panel call ${stamp}` }],
      bookings: [{ startsAt: slotStart.toISOString(), status: 'attended', mentorName: 'Mark Collins', agreedActions: 'Try two quoting apps for a week each.' }],
    })
    expect(panel?.actions.map((action) => [action.lessonNumber, action.status])).toEqual([
      [3, 'waiting'],
      [2, 'anotherGo'],
      [1, 'looksGood'],
    ])
    expect(panel?.lastReplies.map((reply) => [reply.lessonNumber, reply.verdict, reply.reply])).toEqual([
      [2, 'anotherGo', 'Make it one job, then send again.'],
      [1, 'looksGood', 'Brilliant: keep it going.'],
    ])
    expect(panel?.lastReplies[0].repliedBy).toBeTruthy()
  })

  it('says how the programme reaches them beyond email: phones with notifications on, and texts', async () => {
    expect((await findLearnerPanel(payload, learner.id))?.reach).toEqual({ phones: 0, textsTo: null })
    for (const phone of [newPhone(), newPhone()]) {
      expect((await learner.client.put('/api/v1/account/phone-notifications', { endpoint: phone.endpoint, keys: phone.keys })).status).toBe(200)
    }
    const mobile = uniqueMobile()
    expect((await learner.client.put('/api/v1/account/mobile', { number: mobile.shown })).status).toBe(200)
    // Not until it is confirmed.
    expect((await findLearnerPanel(payload, learner.id))?.reach).toEqual({ phones: 2, textsTo: null })
    const [text] = await waitForTexts(mobile.international, learner.id)
    expect((await learner.client.post('/api/v1/account/mobile/confirm', { code: codeIn(text) })).status).toBe(200)
    const panel = await findLearnerPanel(payload, learner.id)
    expect(panel?.reach).toEqual({ phones: 2, textsTo: mobile.shown })
    expect(renderToStaticMarkup(createElement(LearnerPanel, { panel: panel! }))).toContain(`Reached by email, notifications on 2 phones and texts to ${mobile.shown}.`)
  })

  it('keeps only the last three replies from coaches', async () => {
    await staffUpdate(staffToken, 'workbook-answers', answerIds[3], { coachReply: 'Third reply.', verdict: 'looksGood' })
    const state = (await learner.client.get<{ prompts: { id: string }[] }>(`/api/v1/lessons/${lessons[1]}/action`)).body
    await learner.client.post(`/api/v1/lessons/${lessons[1]}/action/answer`, { clientId: crypto.randomUUID(), answers: [{ promptId: state.prompts[0].id, text: 'Answer 2, again' }] })
    await staffUpdate(staffToken, 'workbook-answers', answerIds[2], { coachReply: 'Fourth reply.', verdict: 'looksGood' })
    const panel = await findLearnerPanel(payload, learner.id)
    expect(panel?.lastReplies.map((reply) => reply.reply)).toEqual(['Fourth reply.', 'Third reply.', 'Make it one job, then send again.'])
  })

  it('is nothing for an unknown learner or an id that is not one', async () => {
    expect(await findLearnerPanel(payload, '00000000-0000-4000-8000-000000000000')).toBeNull()
    expect(await findLearnerPanel(payload, 'not-an-id')).toBeNull()
  })

  it('is drawn again for staff only', async () => {
    const draw = adminServerFunctions['learner-panel']
    const asLearner = { payload, user: { collection: 'course-users', id: learner.id } } as unknown as PayloadRequest
    const asStaff = { payload, user: { collection: 'users', id: 'staff' } } as unknown as PayloadRequest
    expect(await draw({ req: asLearner, learnerId: learner.id } as never)).toBeNull()
    expect(await draw({ req: asStaff, learnerId: 42 } as never)).toBeNull()
    expect(await draw({ req: asStaff, learnerId: learner.id } as never)).toBeTruthy()
  })
})

describe('the titles staff read', () => {
  it('name the learner and the lesson or the time, and follow a new name', async () => {
    const name = `Gary Walker${stamp}`
    expect(await answerTitle(answerIds[1])).toBe(`${name} · Lesson 1`)
    const time = `Tue 6 Jan, ${String(slotStart.getUTCHours()).padStart(2, '0')}:00`
    expect(await bookingTitle(bookingId)).toBe(`${name} · ${time}`)

    const renamed = await learner.client.call('PUT', '/api/v1/profile', { firstName: 'Gareth', lastName: `Walker${stamp}`, company: 'Walker Building Services' })
    expect(renamed.status).toBe(200)
    expect(await answerTitle(answerIds[3])).toBe(`Gareth Walker${stamp} · Lesson 3`)
    expect(await bookingTitle(bookingId)).toBe(`Gareth Walker${stamp} · ${time}`)
  })

  it('follow lessons renumbered when one moves to the end of its course', async () => {
    await payload.update({ collection: 'lessons', id: lessons[0], context: outsideNext, data: { orderIndex: 9 } })
    expect(await answerTitle(answerIds[1])).toMatch(/ · Lesson 4$/)
    expect(await answerTitle(answerIds[2])).toMatch(/ · Lesson 1$/)
  })
})
