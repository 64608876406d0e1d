import { sql } from '@payloadcms/db-postgres'
import { beforeAll, describe, expect, it } from 'vitest'

import { coursesToBookFor, findBookingsOfDay } from '@/domains/mentoring'
import { ApiClient, registeredLearner } from '../support/apiClient'
import { calendarAttachments } from '../support/calendarMail'
import { waitForMail } from '../support/mail'
import { readMessage } from '../support/mailMessage'
import { createOwnCourse } from '../support/factories'
import { testPayload, uniqueEmail } from '../support/payload'
import { staffCreate, staffLogin, staffUpdate } from '../support/staffApi'
import { messagesTo, newPhone, waitForPushes } from '../support/phones'
import { testEnv } from '../support/testEnv'

type Slot = { id: string; startsAt: string; series: string | null }
type Booking = { id: string; status: string; startsAt: string; canChange: boolean; agreedActions: string | null; videoUrl: string | null }

let staffToken: string
let courseId: string
let mentorId: string

beforeAll(async () => {
  staffToken = await staffLogin()
  const payload = await testPayload()
  courseId = await createOwnCourse(payload, 'Mentoring course')
  const [mentor] = (await payload.find({ collection: 'people', where: { name: { equals: 'Mark Collins' } }, limit: 1 })).docs
  mentorId = String(mentor.id)
})

/** A slot far from every other test's (and the sample's): each an hour after the last, from January 2031, unless `startsAt` is given. */
let nextSlotHour = 0
const addSlot = (data: Record<string, unknown> = {}) => {
  nextSlotHour += 1
  return staffCreate<Slot>(staffToken, 'mentoring-slots', {
    mentor: mentorId,
    startsAt: new Date(Date.UTC(2031, 0, 6, 9) + nextSlotHour * 3_600_000).toISOString(),
    durationMinutes: 30,
    how: 'video',
    videoUrl: 'https://meet.example.org/mentor',
    ...data,
  })
}

const learnerOfCourse = async (label: string) => {
  const email = uniqueEmail(label)
  const { client, user } = await registeredLearner(email)
  expect((await client.post(`/api/v1/courses/${courseId}/enroll`, {})).status).toBe(201)
  return { client, email, id: String(user.id) }
}

const book = (client: ApiClient, slotId: string, extra: Record<string, unknown> = {}) =>
  client.post<Booking & { message?: string }>('/api/v1/mentoring/bookings', { slotId, courseId, topic: 'Choosing a quoting app', ...extra })

const staffPost = (collection: string, data: Record<string, unknown>) =>
  fetch(`${testEnv().baseUrl}/api/${collection}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `JWT ${staffToken}` },
    body: JSON.stringify(data),
  })

describe('mentoring slots', () => {
  it('refuse a time in the past, an overlap with the same mentor, and a video call without its link; nothing is stored', async () => {
    const payload = await testPayload()
    const first = await addSlot()
    const before = (await payload.count({ collection: 'mentoring-slots' })).totalDocs
    const refused = async (data: Record<string, unknown>, message: RegExp) => {
      const response = await staffPost('mentoring-slots', { mentor: mentorId, durationMinutes: 30, how: 'video', videoUrl: 'https://meet.example.org/m', ...data })
      expect(response.status).toBe(400)
      expect(await response.text()).toMatch(message)
    }
    await refused({ startsAt: '2020-01-01T10:00:00.000Z' }, /must start in the future/)
    await refused({ startsAt: new Date(Date.parse(first.startsAt) + 15 * 60_000).toISOString() }, /overlaps another slot of the same mentor/)
    await refused({ startsAt: '2031-06-01T10:00:00.000Z', videoUrl: '' }, /https:\/\/ link of the video call/)
    await refused({ startsAt: '2031-06-01T10:00:00.000Z', durationMinutes: 60 }, /lasts 30 or 45 minutes/)
    expect((await payload.count({ collection: 'mentoring-slots' })).totalDocs).toBe(before)
  })

  it('repeat weekly at the same UK time, across the clock change', async () => {
    // 12:00 GMT on 18 March 2031; the clocks go forward on 30 March, so 1 April's 12:00 is 11:00 UTC.
    const first = await addSlot({ startsAt: '2031-03-18T12:00:00.000Z', repeatWeeklyUntil: '2031-04-01T00:00:00.000Z' })
    const payload = await testPayload()
    const series = await payload.find({ collection: 'mentoring-slots', where: { series: { equals: first.series } }, sort: 'startsAt', depth: 0 })
    expect(series.docs.map((slot) => slot.startsAt)).toEqual(['2031-03-18T12:00:00.000Z', '2031-03-25T12:00:00.000Z', '2031-04-01T11:00:00.000Z'])
  })
})

describe('booking a mentoring call', () => {
  it('gives a slot to one of many learners booking it at once, and a clear refusal to the rest', async () => {
    const slot = await addSlot()
    const learners = await Promise.all(Array.from({ length: 10 }, (_, index) => learnerOfCourse(`mentor-race-${index}`)))
    const answers = await Promise.all(learners.map(({ client }) => book(client, slot.id)))
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, ...Array(9).fill(409)])
    for (const refused of answers.filter((answer) => answer.status === 409)) expect(refused.body.message).toBe('Someone has just booked this time. Please pick another.')
    const payload = await testPayload()
    const stored = await payload.db.drizzle.execute(sql`SELECT count(*) AS count FROM mentoring_bookings WHERE slot_id = ${slot.id}`)
    expect(Number((stored.rows[0] as { count: string }).count)).toBe(1)
    // The slot is no longer offered.
    const free = (await learners[0].client.get<{ id: string }[]>('/api/v1/mentoring/slots')).body
    expect(free.map((each) => each.id)).not.toContain(slot.id)
  })

  it('mails an invitation (METHOD:REQUEST), and a cancellation (METHOD:CANCEL) of the same event; the slot is free again', async () => {
    const slot = await addSlot()
    const { client, email } = await learnerOfCourse('mentor-invite')
    const since = Date.now()
    const booked = await book(client, slot.id)
    expect(booked.status).toBe(201)
    expect(booked.body).toMatchObject({ status: 'booked', videoUrl: 'https://meet.example.org/mentor', canChange: true })
    const invitation = await waitForMail(email, /Mentoring call booked/, since)
    const [request] = await calendarAttachments(invitation)
    expect(request.method).toBe('REQUEST')
    expect(request.events).toEqual([expect.objectContaining({ status: 'CONFIRMED', start: slot.startsAt, tzid: 'Europe/London', attendees: [`mailto:${email}`] })])

    const cancelled = await client.post<Booking>(`/api/v1/mentoring/bookings/${booked.body.id}/cancel`)
    expect(cancelled.status).toBe(200)
    expect(cancelled.body.status).toBe('cancelled')
    const cancellation = await waitForMail(email, /Mentoring call cancelled/, since)
    const [cancel] = await calendarAttachments(cancellation)
    expect(cancel.method).toBe('CANCEL')
    expect(cancel.events[0]).toMatchObject({ uid: request.events[0].uid, status: 'CANCELLED' })
    expect(cancel.events[0].sequence).toBeGreaterThan(request.events[0].sequence)
    expect(((await client.get<{ id: string }[]>('/api/v1/mentoring/slots')).body).map((each) => each.id)).toContain(slot.id)
    // Cancelling again changes nothing.
    expect((await client.post(`/api/v1/mentoring/bookings/${booked.body.id}/cancel`)).status).toBe(409)
  })

  it('moves a booking to another free time: one mail cancels the old time and invites to the new', async () => {
    const [from, to] = [await addSlot(), await addSlot()]
    const { client, email } = await learnerOfCourse('mentor-move')
    const since = Date.now()
    const booked = await book(client, from.id)
    const moved = await client.post<Booking>(`/api/v1/mentoring/bookings/${booked.body.id}/move`, { slotId: to.id })
    expect(moved.status).toBe(200)
    expect(moved.body.startsAt).toBe(to.startsAt)
    const mail = await waitForMail(email, /Mentoring call moved/, since)
    const files = await calendarAttachments(mail)
    expect(files.map((file) => [file.method, file.events[0].start])).toEqual([
      ['REQUEST', to.startsAt],
      ['CANCEL', from.startsAt],
    ])
    const free = (await client.get<{ id: string }[]>('/api/v1/mentoring/slots')).body.map((each) => each.id)
    expect(free).toContain(from.id)
    expect(free).not.toContain(to.id)
  })

  it('keeps to the course\'s limit, the learner\'s own bookings, its learners, and a number for a phone call', async () => {
    const { client, id } = await learnerOfCourse('mentor-limit')
    // The courses offered to book for are the learner's own.
    expect((await coursesToBookFor(await testPayload(), id)).map((course) => course.id)).toEqual([courseId])
    expect((await book(client, (await addSlot()).id)).status).toBe(201)
    expect((await book(client, (await addSlot()).id)).status).toBe(201)
    const third = await book(client, (await addSlot()).id)
    expect(third.status).toBe(409)
    expect(third.body.message).toBe('You have booked the 2 mentoring calls this course offers.')

    const { client: other, id: otherId } = await learnerOfCourse('mentor-other')
    const slot = await addSlot()
    // Booking for someone else is refused; so is a course the learner is not on, and a slot that does not exist.
    expect((await book(client, slot.id, { userId: otherId })).status).toBe(403)
    const { client: outsider } = await registeredLearner(uniqueEmail('mentor-outsider'))
    expect((await book(outsider, slot.id)).status).toBe(403)
    expect((await book(other, '00000000-0000-4000-8000-000000000000')).status).toBe(404)
    expect((await book(other, slot.id, { topic: '' })).status).toBe(400)
    // Another learner's booking is not there for them.
    const mine = (await client.get<Booking[]>('/api/v1/mentoring/bookings')).body[0]
    expect((await other.post(`/api/v1/mentoring/bookings/${mine.id}/cancel`)).status).toBe(404)
    expect((await other.get(`/api/v1/mentoring/bookings/${mine.id}/calendar`)).status).toBe(404)

    const phoneSlot = await addSlot({ how: 'phone', videoUrl: null, durationMinutes: 45 })
    const noNumber = await book(other, phoneSlot.id)
    expect(noNumber.status).toBe(400)
    expect(noNumber.text).toContain('Give the number the mentor should phone you on.')
    expect((await book(other, phoneSlot.id, { phone: '07700 900123' })).status).toBe(201)
    const payload = await testPayload()
    expect((await payload.count({ collection: 'mentoring-bookings', where: { learner: { equals: otherId } } })).totalDocs).toBe(1)
  })

  it('cannot be cancelled or moved within 2 hours of the start', async () => {
    const soon = await addSlot({ startsAt: new Date(Date.now() + 3 * 3_600_000).toISOString() })
    const { client } = await learnerOfCourse('mentor-window')
    const booked = await book(client, soon.id)
    expect(booked.status).toBe(201)
    const payload = await testPayload()
    // An hour on the clock: now it starts in under 2 hours.
    const inAnHour = new Date(Date.now() + 3_600_000).toISOString()
    await payload.db.drizzle.execute(sql`UPDATE mentoring_slots SET starts_at = ${inAnHour} WHERE id = ${soon.id}`)
    await payload.db.drizzle.execute(sql`UPDATE mentoring_bookings SET starts_at = ${inAnHour} WHERE id = ${booked.body.id}`)
    const cancel = await client.post<{ message: string }>(`/api/v1/mentoring/bookings/${booked.body.id}/cancel`)
    expect(cancel.status).toBe(409)
    expect(cancel.body.message).toMatch(/up to 2 hours before the start\. To change this one now, send us a message from the contact page\./)
    expect((await client.post(`/api/v1/mentoring/bookings/${booked.body.id}/move`, { slotId: (await addSlot()).id })).status).toBe(409)
    expect((await client.get<Booking[]>('/api/v1/mentoring/bookings')).body[0]).toMatchObject({ status: 'booked', canChange: false })
    await payload.db.drizzle.execute(sql`UPDATE mentoring_bookings SET status = 'cancelled', active_slot = NULL WHERE id = ${booked.body.id}`)
  })
})

describe('after a mentoring call', () => {
  it('the mentor marks it attended and writes the agreed actions the learner then sees; a booked slot keeps its time', async () => {
    const slot = await addSlot()
    const { client } = await learnerOfCourse('mentor-agreed')
    const booked = await book(client, slot.id)
    const moveBooked = await fetch(`${testEnv().baseUrl}/api/mentoring-slots/${slot.id}`, {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json', Authorization: `JWT ${staffToken}` },
      body: JSON.stringify({ startsAt: '2031-12-01T10:00:00.000Z' }),
    })
    expect(moveBooked.status).toBe(400)
    expect(await moveBooked.text()).toMatch(/A learner has booked this time/)
    // The mentor's day on the admin home lists it.
    const day = await findBookingsOfDay(await testPayload(), new Date(slot.startsAt))
    expect(day.find((each) => each.id === booked.body.id)).toMatchObject({ mentor: 'Mark Collins', status: 'booked', how: 'video' })
    await staffUpdate(staffToken, 'mentoring-bookings', booked.body.id, { status: 'attended', agreedActions: 'Try two quoting apps on real jobs', mentorNotes: 'Keen; short of time' })
    const [mine] = (await client.get<(Booking & Record<string, unknown>)[]>('/api/v1/mentoring/bookings')).body
    expect(mine).toMatchObject({ status: 'attended', agreedActions: 'Try two quoting apps on real jobs' })
    expect(JSON.stringify(mine)).not.toContain('Keen; short of time')
    // Their mentor stays while bookings name them.
    const deleteMentor = await fetch(`${testEnv().baseUrl}/api/people/${mentorId}`, { method: 'DELETE', headers: { Authorization: `JWT ${staffToken}` } })
    expect(deleteMentor.status).toBe(400)
    expect(await deleteMentor.text()).toContain('Learners have booked mentoring calls with this person')
    expect((await client.get('/v1/dashboard')).status).toBe(200)
  })

  it('staff cancelling a booking frees the slot and mails the learner once', async () => {
    const slot = await addSlot()
    const { client, email } = await learnerOfCourse('mentor-staff-cancel')
    const since = Date.now()
    const booked = await book(client, slot.id)
    await staffUpdate(staffToken, 'mentoring-bookings', booked.body.id, { status: 'cancelled' })
    await waitForMail(email, /Mentoring call cancelled/, since, 70_000)
    expect(((await client.get<{ id: string }[]>('/api/v1/mentoring/slots')).body).map((each) => each.id)).toContain(slot.id)
    const refused = await fetch(`${testEnv().baseUrl}/api/mentoring-bookings/${booked.body.id}`, {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json', Authorization: `JWT ${staffToken}` },
      body: JSON.stringify({ status: 'booked' }),
    })
    expect(refused.status).toBe(400)
  }, 90_000)
})

describe('the mentoring reminder', () => {
  const sweepAt = async (now: string) => {
    const payload = await testPayload()
    const job = await payload.jobs.queue({ task: 'queueMentoringReminders', input: { now }, queue: 'mentoring-reminders-under-test' })
    await payload.jobs.runByID({ id: job.id, silent: true })
  }

  it('goes once, a day before, by mail and to a phone with notifications on, and not for a cancelled booking', async () => {
    const slot = await addSlot({ startsAt: '2031-09-10T10:00:00.000Z' })
    const other = await addSlot({ startsAt: '2031-09-10T11:00:00.000Z' })
    const { client, email, id } = await learnerOfCourse('mentor-remind')
    const phone = newPhone()
    expect((await client.put('/api/v1/account/phone-notifications', { endpoint: phone.endpoint, keys: phone.keys })).status).toBe(200)
    const booked = await book(client, slot.id)
    const cancelled = await book(client, other.id)
    await client.post(`/api/v1/mentoring/bookings/${cancelled.body.id}/cancel`)
    const since = Date.now()
    await sweepAt('2031-09-09T09:00:00.000Z')
    await sweepAt('2031-09-09T10:30:00.000Z')
    await sweepAt('2031-09-09T12:00:00.000Z')
    const payload = await testPayload()
    const recorded = await payload.db.drizzle.execute(sql`SELECT mentoring_booking_id FROM mail_deliveries WHERE kind = 'mentoringReminder' AND learner_id = ${id}`)
    expect(recorded.rows.map((row) => String((row as { mentoring_booking_id: string }).mentoring_booking_id))).toEqual([booked.body.id])
    await waitForMail(email, /Mentoring call reminder: Wednesday 10 September 2031 at 11:00/, since)
    await waitForPushes(phone, id)
    expect(messagesTo(phone)).toEqual([
      {
        title: 'Mentoring call at 11:00 with Mark Collins',
        body: 'Wednesday 10 September 2031, 11:00 to 11:30 UK time. Video call: https://meet.example.org/mentor.',
        url: '/v1/mentoring',
        tag: `push:mentoringReminder:${booked.body.id}:${slot.id}`,
      },
    ])
  })
})

describe("the mentor's morning mail", () => {
  const sweepAt = async (now: string) => {
    const payload = await testPayload()
    const job = await payload.jobs.queue({ task: 'queueMentorDays', input: { now }, queue: 'mentor-days-under-test' })
    await payload.jobs.runByID({ id: job.id, silent: true })
  }
  const recordedFor = async (staffId: string) => {
    const payload = await testPayload()
    const result = await payload.db.drizzle.execute(sql`SELECT event_key FROM mail_deliveries WHERE kind = 'mentorDay' AND event_key LIKE ${`mentor-day:${staffId}:%`} ORDER BY event_key`)
    return (result.rows as { event_key: string }[]).map((row) => row.event_key)
  }

  it("goes once on a day with calls, with who, when, what they want to cover and the number to phone; never once turned off", async () => {
    const payload = await testPayload()
    const email = uniqueEmail('mentor-day')
    const mentor = await payload.create({ collection: 'users', data: { email, password: `Mentor-day ${Date.now()} long passphrase`, name: 'Mentor', mentorAs: mentorId } })
    const staffId = String(mentor.id)
    // Tuesday 14 October 2031 (UK summer time): a video call at 11:00 and a phone call at 12:00; one on the 15th too.
    const video = await addSlot({ startsAt: '2031-10-14T10:00:00.000Z' })
    const phone = await addSlot({ startsAt: '2031-10-14T11:00:00.000Z', how: 'phone', videoUrl: null })
    const nextDay = await addSlot({ startsAt: '2031-10-15T09:00:00.000Z' })
    const first = await learnerOfCourse('mentor-day-video')
    const second = await learnerOfCourse('mentor-day-phone')
    expect((await book(first.client, video.id, { topic: 'Choosing a quoting app' })).status).toBe(201)
    expect((await book(second.client, phone.id, { topic: 'Getting paid on time', phone: '07700 900321' })).status).toBe(201)
    expect((await book(first.client, nextDay.id)).status).toBe(201)

    const since = Date.now()
    await sweepAt('2031-10-14T05:30:00.000Z')
    await sweepAt('2031-10-14T06:30:00.000Z')
    expect(await recordedFor(staffId)).toEqual([`mentor-day:${staffId}:2031-10-14`])
    const mail = await waitForMail(email, /Your mentoring calls today: 2/, since)
    const text = readMessage(mail).body
    for (const expected of ['11:00, 30 minutes: Sam Jones, Jones Build Ltd', 'Wants to cover: Choosing a quoting app', '12:00, 30 minutes', 'Wants to cover: Getting paid on time', '07700 900321', 'https://meet.example.org/mentor']) {
      expect(text).toContain(expected)
    }

    await payload.update({ collection: 'users', id: staffId, data: { mentorDayMail: false } })
    await sweepAt('2031-10-15T05:30:00.000Z')
    expect(await recordedFor(staffId)).toEqual([`mentor-day:${staffId}:2031-10-14`])
  })
})
