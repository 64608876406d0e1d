import { beforeAll, describe, expect, it } from 'vitest'

import { ApiClient, registeredLearner } from '../support/apiClient'
import { calendarFiles } from '../support/calendarMail'
import { createOwnCourse } from '../support/factories'
import { waitForMail } from '../support/mail'
import { testPayload, uniqueEmail } from '../support/payload'
import { expectRfc5545Calendar } from '../support/rfc5545'
import { staffCreate, staffLogin, staffUpdate } from '../support/staffApi'

type Call = { id: string }
type Slot = { id: string; startsAt: string }
type Booking = { id: string }

/**
 * Every calendar file the site serves or mails, read as RFC 5545 says calendar apps read them: "Add to calendar" for a
 * call (and a cancelled one), the private feed, "Add to calendar" for a mentoring call (and its cancellation), and the
 * invitations and cancellations the mentoring mails carry. Titles and descriptions with accents, pound signs, curly
 * quotes and long lines make the folding matter.
 */
let staffToken: string
let courseId: string
let mentorId: string

const longText = `Bring one quote you sent this month — we’ll look at the “price book” behind it, the £ figures and what you’d change. ${'Café-style tea-break tips, déjà vu included. '.repeat(6)}`

beforeAll(async () => {
  staffToken = await staffLogin()
  const payload = await testPayload()
  courseId = await createOwnCourse(payload, 'Calendar files course')
  const [mentor] = (await payload.find({ collection: 'people', where: { name: { equals: 'Mark Collins' } }, limit: 1 })).docs
  mentorId = String(mentor.id)
})

const addCall = (data: Record<string, unknown>) =>
  staffCreate<Call>(staffToken, 'live-sessions', {
    title: 'Quoting apps — your “price book” questions, £ and all',
    description: longText,
    durationMinutes: 60,
    joinUrl: 'https://meet.example.org/calendar-files',
    course: courseId,
    ...data,
  })

const addSlot = (hoursAfter: number) =>
  staffCreate<Slot>(staffToken, 'mentoring-slots', {
    mentor: mentorId,
    startsAt: new Date(Date.UTC(2032, 6, 6, 9) + hoursAfter * 3_600_000).toISOString(),
    durationMinutes: 45,
    how: 'video',
    videoUrl: 'https://meet.example.org/calendar-files-mentor',
  })

const servedCalendar = async (client: ApiClient, path: string): Promise<string> => {
  const answer = await client.get(path)
  expect(answer.status, path).toBe(200)
  expect(answer.headers.get('content-type'), path).toMatch(/^text\/calendar; charset=utf-8/)
  return answer.text
}

describe('every calendar file the site serves', () => {
  it('keeps RFC 5545: UTC DTSTAMP, zoned or UTC times, a UID, lines folded at 75 octets, CRLF', async () => {
    const email = uniqueEmail('calendar-files')
    const { client } = await registeredLearner(email)
    expect((await client.post(`/api/v1/courses/${courseId}/enroll`, {})).status).toBe(201)

    // Summer (BST) and winter (GMT) calls, and one cancelled.
    const summer = await addCall({ startsAt: '2032-07-13T18:00:00.000Z' })
    const winter = await addCall({ startsAt: '2032-11-16T19:00:00.000Z' })
    const cancelled = await addCall({ startsAt: '2032-11-30T19:00:00.000Z' })
    await staffUpdate(staffToken, 'live-sessions', cancelled.id, { cancelled: true })
    for (const call of [summer, winter, cancelled]) {
      const uids = expectRfc5545Calendar(await servedCalendar(client, `/api/v1/calls/${call.id}/calendar`), `call ${call.id}`)
      expect(uids).toEqual([`call-${call.id}@solvingtech`])
    }

    const feed = (await client.post<{ httpsUrl: string }>('/api/v1/calls/feed', {})).body
    const feedUids = expectRfc5545Calendar(await servedCalendar(new ApiClient(), new URL(feed.httpsUrl).pathname), 'the calls feed')
    expect(feedUids).toEqual(expect.arrayContaining([summer, winter, cancelled].map((call) => `call-${call.id}@solvingtech`)))

    // A mentoring call: booked, moved, then cancelled; its file each time, and the mails' attachments.
    // Each mail is composed when it is sent, from the booking as it is then: each step waits for its mail.
    const [first, second] = [await addSlot(0), await addSlot(2)]
    const since = Date.now()
    const booked = await client.post<Booking>('/api/v1/mentoring/bookings', { slotId: first.id, courseId, topic: longText })
    expect(booked.status).toBe(201)
    expectRfc5545Calendar(await servedCalendar(client, `/api/v1/mentoring/bookings/${booked.body.id}/calendar`), 'mentoring booked')
    const mailed = calendarFiles(await waitForMail(email, /Mentoring call booked/, since))
    expect((await client.post(`/api/v1/mentoring/bookings/${booked.body.id}/move`, { slotId: second.id })).status).toBe(200)
    expectRfc5545Calendar(await servedCalendar(client, `/api/v1/mentoring/bookings/${booked.body.id}/calendar`), 'mentoring moved')
    mailed.push(...calendarFiles(await waitForMail(email, /Mentoring call moved/, since)))
    expect((await client.post(`/api/v1/mentoring/bookings/${booked.body.id}/cancel`)).status).toBe(200)
    expectRfc5545Calendar(await servedCalendar(client, `/api/v1/mentoring/bookings/${booked.body.id}/calendar`), 'mentoring cancelled')
    mailed.push(...calendarFiles(await waitForMail(email, /Mentoring call cancelled/, since)))
    expect(mailed).toHaveLength(4)
    for (const file of mailed) expect(expectRfc5545Calendar(file.text, `mailed ${file.filename}`)).toHaveLength(1)
  })
})
