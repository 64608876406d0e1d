import { sql } from '@payloadcms/db-postgres'
import ICAL from 'ical.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { ApiClient, registeredLearner } from '../support/apiClient'
import { createOwnCourse, createOwnRecordings, learnerPassword } from '../support/factories'
import { decodeQuotedPrintable, waitForMail } from '../support/mail'
import { testPayload, uniqueEmail } from '../support/payload'
import { staffCreate, staffLogin, staffUpdate, staffUpdateGlobal } from '../support/staffApi'
import { testEnv } from '../support/testEnv'

type Call = { id: string; startsAt: string; series: string | null; sequence: number }

let staffToken: string
/** A course of these tests' own, so their calls reach only their learners (and no other test's mail). */
let courseId: string

beforeAll(async () => {
  staffToken = await staffLogin()
  courseId = await createOwnCourse(await testPayload(), 'Calls course')
})

const addCall = (data: Record<string, unknown>) =>
  staffCreate<Call>(staffToken, 'live-sessions', { title: 'Fortnightly call', durationMinutes: 60, joinUrl: 'https://meet.example.org/call', course: courseId, ...data })

const enrolledLearner = async (label: string) => {
  const email = uniqueEmail(label)
  const { client, user } = await registeredLearner(email)
  expect((await client.post(`/api/v1/courses/${courseId}/enroll`, {})).status).toBe(201)
  return { client, email, id: String(user.id) }
}

/** The VEVENTs of a calendar file, as a real iCalendar parser reads them. */
const eventsIn = (text: string) => {
  const calendar = new ICAL.Component(ICAL.parse(text))
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone)
  return calendar.getAllSubcomponents('vevent').map((component) => {
    const event = new ICAL.Event(component)
    const start = component.getFirstProperty('dtstart')
    return {
      uid: event.uid,
      summary: event.summary,
      sequence: event.sequence,
      status: String(component.getFirstPropertyValue('status') ?? ''),
      tzid: start?.getParameter('tzid'),
      ukStart: `${event.startDate.toString().slice(0, 16)}`,
      utcStart: event.startDate.toJSDate().toISOString(),
      alarms: component.getAllSubcomponents('valarm').map((alarm) => String(alarm.getFirstPropertyValue('trigger'))),
    }
  })
}

describe('calls staff add', () => {
  it('as a fortnightly series: one call every two weeks at 19:00 UK time across the clock change, each its own call', async () => {
    // 19:00 GMT on 12 March 2030; the clocks go forward on 31 March, so 9 April's 19:00 is 18:00 UTC.
    const first = await addCall({ title: 'Series call', startsAt: '2030-03-12T19:00:00.000Z', repeatUntil: '2030-04-09T00:00:00.000Z' })
    expect(first.series).toBeTruthy()
    const payload = await testPayload()
    const series = await payload.find({ collection: 'live-sessions', where: { series: { equals: first.series } }, sort: 'startsAt', depth: 0 })
    expect(series.docs.map((call) => call.startsAt)).toEqual(['2030-03-12T19:00:00.000Z', '2030-03-26T19:00:00.000Z', '2030-04-09T18:00:00.000Z'])
    expect(series.docs.map((call) => call.repeatUntil ?? null)).toEqual(['2030-04-09T00:00:00.000Z', null, null])

    const { client } = await enrolledLearner('calls-series')
    for (const call of series.docs) {
      const file = await client.get(`/api/v1/calls/${call.id}/calendar`)
      expect(file.status).toBe(200)
      expect(file.headers.get('content-type')).toMatch(/^text\/calendar/)
      // The zone's rules travel with the file, so any calendar app can place 19:00 UK time.
      expect(file.text).toContain('BEGIN:VTIMEZONE')
      const [event] = eventsIn(file.text)
      expect(event).toMatchObject({ uid: `call-${call.id}@solvingtech`, tzid: 'Europe/London', summary: 'Series call', alarms: ['-PT1H'] })
      expect(event.ukStart).toMatch(/T19:00$/)
      expect(event.utcStart).toBe(call.startsAt)
    }
  })

  it('refuse a call that ends before it starts, a join link that is not https, and a series that ends before it starts; nothing is stored', async () => {
    const payload = await testPayload()
    const before = (await payload.count({ collection: 'live-sessions' })).totalDocs
    const refused = async (data: Record<string, unknown>, message: RegExp) => {
      const response = await fetch(`${testEnv().baseUrl}/api/live-sessions`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `JWT ${staffToken}` },
        body: JSON.stringify({ title: 'Bad call', startsAt: '2030-05-01T18:00:00.000Z', durationMinutes: 60, joinUrl: 'https://meet.example.org/x', ...data }),
      })
      expect(response.status).toBe(400)
      expect(await response.text()).toMatch(message)
    }
    await refused({ durationMinutes: -30 }, /A call ends after it starts/)
    await refused({ durationMinutes: 0 }, /A call ends after it starts/)
    await refused({ joinUrl: 'http://meet.example.org/x' }, /https:\/\/ link/)
    await refused({ repeatUntil: '2030-04-01T00:00:00.000Z' }, /Repeat until a day on or after the first call/)
    expect((await payload.count({ collection: 'live-sessions' })).totalDocs).toBe(before)
  })
})

describe('a call in a learner\'s calendar', () => {
  it('keeps its UID across edits, and shows a cancellation with a higher SEQUENCE', async () => {
    const call = await addCall({ title: 'Call to edit', startsAt: '2030-10-22T18:00:00.000Z' })
    const { client } = await enrolledLearner('calls-edit')
    const eventNow = async () => eventsIn((await client.get(`/api/v1/calls/${call.id}/calendar`)).text)[0]
    expect(await eventNow()).toMatchObject({ uid: `call-${call.id}@solvingtech`, sequence: 0, status: 'CONFIRMED' })

    // Moved across the October clock change: 19:00 UK time on 29 October is 19:00 UTC.
    await staffUpdate(staffToken, 'live-sessions', call.id, { title: 'Call, moved', startsAt: '2030-10-29T19:00:00.000Z' })
    expect(await eventNow()).toMatchObject({ uid: `call-${call.id}@solvingtech`, sequence: 1, summary: 'Call, moved', ukStart: '2030-10-29T19:00' })
    // Saving with nothing changed is not a new version.
    await staffUpdate(staffToken, 'live-sessions', call.id, { title: 'Call, moved' })
    expect((await eventNow()).sequence).toBe(1)

    await staffUpdate(staffToken, 'live-sessions', call.id, { cancelled: true })
    expect(await eventNow()).toMatchObject({ uid: `call-${call.id}@solvingtech`, sequence: 2, status: 'CANCELLED', alarms: [] })
    // Gone from the learner's list of calls to join.
    const listed = (await client.get(`/api/v1/calls?courseId=${courseId}`)).body as unknown as { id: string }[]
    expect(listed.map((each) => each.id)).not.toContain(call.id)
  })

  it('is only for learners who may join it: 401 signed out, 403 another course, 404 unknown', async () => {
    const call = await addCall({ title: 'Course call', startsAt: '2030-06-04T18:00:00.000Z' })
    const { client: outsider } = await registeredLearner(uniqueEmail('calls-outsider'))
    expect((await outsider.get(`/api/v1/calls/${call.id}/calendar`)).status).toBe(403)
    expect(((await outsider.get('/api/v1/calls')).body as unknown as { id: string }[]).map((each) => each.id)).not.toContain(call.id)
    expect((await new ApiClient().get(`/api/v1/calls/${call.id}/calendar`)).status).toBe(401)
    expect((await new ApiClient().get('/api/v1/calls')).status).toBe(401)
    expect((await outsider.get('/api/v1/calls/00000000-0000-4000-8000-000000000000/calendar')).status).toBe(404)
    expect((await outsider.get('/api/v1/calls/not-a-call/calendar')).status).toBe(404)
    expect((await outsider.get('/api/v1/calls?courseId=nope')).status).toBe(400)
  })

  it('shows its join link from 15 minutes before the start until the end, and never before', async () => {
    const soon = await addCall({ title: 'Starting soon', startsAt: new Date(Date.now() + 10 * 60_000).toISOString(), durationMinutes: 30 })
    const later = await addCall({ title: 'Starting later', startsAt: new Date(Date.now() + 20 * 60_000).toISOString(), durationMinutes: 30, joinUrl: 'https://meet.example.org/later' })
    const { client } = await enrolledLearner('calls-join')
    const listed = (await client.get(`/api/v1/calls?courseId=${courseId}`)).body as unknown as { id: string; joinUrl: string | null }[]
    expect(listed.find((each) => each.id === soon.id)?.joinUrl).toBe('https://meet.example.org/call')
    expect(listed.find((each) => each.id === later.id)?.joinUrl).toBeNull()

    // Pressing "Join the call" records that the learner joined, once; not before the link opens, nor for others.
    expect((await client.post(`/api/v1/calls/${soon.id}/attendance`)).status).toBe(204)
    expect((await client.post(`/api/v1/calls/${soon.id}/attendance`)).status).toBe(204)
    expect((await client.post(`/api/v1/calls/${later.id}/attendance`)).status).toBe(409)
    const { client: outsider } = await registeredLearner(uniqueEmail('calls-join-outsider'))
    expect((await outsider.post(`/api/v1/calls/${soon.id}/attendance`)).status).toBe(403)
    expect((await client.post('/api/v1/calls/00000000-0000-4000-8000-000000000000/attendance')).status).toBe(404)
    expect((await new ApiClient().post(`/api/v1/calls/${soon.id}/attendance`)).status).toBe(401)
    const joined = await (await testPayload()).find({ collection: 'call-attendances', where: { call: { equals: soon.id } } })
    expect(joined.totalDocs).toBe(1)
    const payload = await testPayload()
    await payload.update({ collection: 'live-sessions', id: soon.id, data: { cancelled: true }, overrideAccess: true })
    await payload.update({ collection: 'live-sessions', id: later.id, data: { cancelled: true }, overrideAccess: true })
  })
})

describe('the calendar feed', () => {
  it('lists upcoming calls and the last 30 days, cancelled ones marked, and stops when the learner stops or replaces it', async () => {
    const payload = await testPayload()
    const upcoming = await addCall({ title: 'Feed: upcoming', startsAt: '2030-07-02T18:00:00.000Z' })
    const cancelled = await addCall({ title: 'Feed: cancelled', startsAt: '2030-07-16T18:00:00.000Z' })
    await staffUpdate(staffToken, 'live-sessions', cancelled.id, { cancelled: true })
    const recent = await addCall({ title: 'Feed: 20 days ago', startsAt: '2026-01-01T18:00:00.000Z' })
    const old = await addCall({ title: 'Feed: 40 days ago', startsAt: '2026-01-01T18:00:00.000Z' })
    await payload.db.drizzle.execute(sql`UPDATE live_sessions SET starts_at = now() - interval '20 days' WHERE id = ${recent.id}`)
    await payload.db.drizzle.execute(sql`UPDATE live_sessions SET starts_at = now() - interval '40 days' WHERE id = ${old.id}`)

    const { client } = await enrolledLearner('calls-feed')
    expect((await client.get('/api/v1/calls/feed')).body).toEqual({ subscribed: false })
    const made = await client.post('/api/v1/calls/feed', {})
    expect(made.status).toBe(201)
    const feed = made.body as { httpsUrl: string; webcalUrl: string }
    expect(feed.webcalUrl).toBe(feed.httpsUrl.replace(/^https?:/, 'webcal:'))
    expect((await client.get('/api/v1/calls/feed')).body).toMatchObject({ subscribed: true, httpsUrl: feed.httpsUrl })

    const feedPath = new URL(feed.httpsUrl).pathname
    const anonymous = new ApiClient()
    const file = await anonymous.get(feedPath)
    expect(file.status).toBe(200)
    const events = eventsIn(file.text)
    const byUid = new Map(events.map((event) => [event.uid, event]))
    expect(byUid.get(`call-${upcoming.id}@solvingtech`)).toMatchObject({ status: 'CONFIRMED', sequence: 0, tzid: 'Europe/London' })
    expect(byUid.get(`call-${cancelled.id}@solvingtech`)).toMatchObject({ status: 'CANCELLED', sequence: 1 })
    expect(byUid.has(`call-${recent.id}@solvingtech`)).toBe(true)
    expect(byUid.has(`call-${old.id}@solvingtech`)).toBe(false)

    // Replaced: the old address is dead, the new one works.
    const renewed = (await client.post('/api/v1/calls/feed', {})).body as { httpsUrl: string }
    expect(renewed.httpsUrl).not.toBe(feed.httpsUrl)
    expect((await anonymous.get(feedPath)).status).toBe(404)
    const renewedPath = new URL(renewed.httpsUrl).pathname
    expect((await anonymous.get(renewedPath)).status).toBe(200)
    // Edited or made up: 404.
    expect((await anonymous.get(`${renewedPath.slice(0, -2)}xx`)).status).toBe(404)
    expect((await anonymous.get('/api/v1/calendar-feeds/made-up')).status).toBe(404)
    // Stopped: 404, and the learner has none.
    expect((await client.call('DELETE', '/api/v1/calls/feed')).status).toBe(204)
    expect((await anonymous.get(renewedPath)).status).toBe(404)
    expect((await client.get('/api/v1/calls/feed')).body).toEqual({ subscribed: false })
  })

  it('stops when the learner closes their account', async () => {
    const { client, email } = await enrolledLearner('calls-feed-closed')
    const feedPath = new URL(((await client.post('/api/v1/calls/feed', {})).body as { httpsUrl: string }).httpsUrl).pathname
    expect((await new ApiClient().get(feedPath)).status).toBe(200)
    const download = await client.get('/api/v1/account/data')
    expect(download.status, email).toBe(200)
    expect((await client.post('/api/v1/account/close', { currentPassword: learnerPassword })).status).toBe(200)
    expect((await new ApiClient().get(feedPath)).status).toBe(404)
  })
})

/** The calls' sweep as its schedule runs it, with the clock at `now`, on a queue only these tests run. */
const sweepAt = async (now: string) => {
  const payload = await testPayload()
  const job = await payload.jobs.queue({ task: 'queueCallReminders', input: { now }, queue: 'call-reminders-under-test' })
  await payload.jobs.runByID({ id: job.id, silent: true })
}

describe('the reminder a day before a call', () => {
  const remindersOf = async (callId: string) => {
    const payload = await testPayload()
    const result = await payload.db.drizzle.execute(sql`SELECT learner_id FROM mail_deliveries WHERE kind = 'callReminder' AND live_session_id = ${callId} ORDER BY learner_id`)
    return (result.rows as { learner_id: string }[]).map((row) => String(row.learner_id))
  }

  it('goes once to each learner of the call who wants reminders, and never for a cancelled call', async () => {
    const call = await addCall({ title: 'Reminder call', startsAt: '2030-09-10T18:00:00.000Z' })
    const cancelled = await addCall({ title: 'Cancelled reminder call', startsAt: '2030-09-10T18:00:00.000Z', cancelled: true })
    const wants = await enrolledLearner('calls-remind')
    const doesNotWant = await enrolledLearner('calls-remind-off')
    const payload = await testPayload()
    await payload.update({ collection: 'course-users', id: doesNotWant.id, data: { emailPreferences: { reminders: false } }, overrideAccess: true })
    const { user: outsider } = await registeredLearner(uniqueEmail('calls-remind-outsider'))

    await sweepAt('2030-09-09T17:00:00.000Z') // 25 hours before: not yet
    expect(await remindersOf(call.id)).toEqual([])
    const since = Date.now()
    await sweepAt('2030-09-09T19:00:00.000Z') // 23 hours before
    await sweepAt('2030-09-09T20:00:00.000Z') // and again, an hour on
    await sweepAt('2030-09-10T18:00:00.000Z') // at the start: too late for anyone new
    // Everyone on the course who wants reminders gets one (these tests' other learners too), each exactly once.
    const reminded = await remindersOf(call.id)
    expect(reminded).toContain(wants.id)
    expect(reminded).not.toContain(doesNotWant.id)
    expect(reminded).not.toContain(outsider.id)
    expect(new Set(reminded).size).toBe(reminded.length)
    expect(await remindersOf(cancelled.id)).toEqual([])
    const mail = await waitForMail(wants.email, /Call reminder: Reminder call, Tuesday 10 September 2030 at 19:00/, since)
    expect(mail.raw).toMatch(/List-Unsubscribe:/)
  })
})

describe("a call's recording", () => {
  it('is a lesson of the call recordings, never of a course learners complete: staff cannot choose another', async () => {
    const payload = await testPayload()
    const [courseLesson] = (await payload.find({ collection: 'lessons', where: { course: { equals: courseId } }, limit: 1 })).docs
    const call = await addCall({ title: 'Call with a wrong recording', startsAt: '2030-07-02T18:00:00.000Z' })
    const refused = await fetch(`${testEnv().baseUrl}/api/live-sessions/${call.id}`, {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json', Authorization: `JWT ${staffToken}` },
      body: JSON.stringify({ recording: courseLesson.id }),
    })
    expect(refused.status).toBe(400)
    expect((await payload.findByID({ collection: 'live-sessions', id: call.id, depth: 0 })).recording ?? null).toBeNull()
  })

  it('is under Past calls as a lesson, and "Missed it?" goes once to each learner of the call who did not join', async () => {
    const payload = await testPayload()
    const { lessonId } = await createOwnRecordings(payload, 'Calls recordings')
    const lesson = { id: lessonId }
    const startsAt = new Date(Date.now() - 3 * 3_600_000)
    const call = await addCall({ title: 'Recorded call', startsAt: startsAt.toISOString() })
    const joined = await enrolledLearner('calls-recording-joined')
    const missed = await enrolledLearner('calls-recording-missed')
    // These two were learners before the call; one who enrolled after it ended could not have missed it.
    const dayBefore = new Date(startsAt.getTime() - 86_400_000).toISOString()
    await payload.db.drizzle.execute(sql`UPDATE enrollments SET created_at = ${dayBefore} WHERE course_id = ${courseId} AND user_id IN (${joined.id}, ${missed.id})`)
    const enrolledAfter = await enrolledLearner('calls-recording-enrolled-after')
    await payload.db.drizzle.execute(sql`INSERT INTO call_attendances (call_id, learner_id) VALUES (${call.id}, ${joined.id})`)
    const missedItTo = async () =>
      (await payload.db.drizzle.execute(sql`SELECT learner_id FROM mail_deliveries WHERE kind = 'callRecording' AND live_session_id = ${call.id}`)).rows.map((row) =>
        String((row as { learner_id: string }).learner_id),
      )

    // Ended, but no recording yet: nobody is mailed, and Past calls says so.
    await sweepAt(new Date().toISOString())
    expect(await missedItTo()).toEqual([])
    const before = (await missed.client.get<{ id: string; recordingLessonId: string | null }[]>('/api/v1/calls/past')).body
    expect(before.find((each) => each.id === call.id)).toMatchObject({ recordingLessonId: null })

    await staffUpdate(staffToken, 'live-sessions', call.id, { recording: lesson.id })
    const since = Date.now()
    await sweepAt(new Date().toISOString())
    await sweepAt(new Date(Date.now() + 15 * 60_000).toISOString())
    const mailed = await missedItTo()
    expect(mailed).toContain(missed.id)
    expect(mailed).not.toContain(joined.id)
    expect(mailed).not.toContain(enrolledAfter.id)
    expect(new Set(mailed).size).toBe(mailed.length)
    const mail = await waitForMail(missed.email, /Missed it\? Watch the recording: Recorded call/, since)
    expect(decodeQuotedPrintable(mail.raw)).toContain(`/v1/lessons/${lesson.id}`)

    // The recording is a lesson: it opens in the lesson player like any other, with no enrolment of its own.
    const after = (await missed.client.get<{ id: string; recordingLessonId: string | null }[]>('/api/v1/calls/past')).body
    expect(after.find((each) => each.id === call.id)).toMatchObject({ recordingLessonId: String(lesson.id) })
    expect((await missed.client.get(`/api/v1/lessons/${lesson.id}`)).status).toBe(200)
    // Past calls still lists the call for the learner who enrolled after it, recording and all.
    const late = (await enrolledAfter.client.get<{ id: string; recordingLessonId: string | null }[]>('/api/v1/calls/past')).body
    expect(late.find((each) => each.id === call.id)).toMatchObject({ recordingLessonId: String(lesson.id) })
    expect((await new ApiClient().get('/api/v1/calls/past')).status).toBe(401)
  })
})

describe('the WhatsApp group', () => {
  const groupLink = 'https://chat.whatsapp.com/SolvingTechTestGroup1'
  afterAll(async () => {
    await staffUpdateGlobal(staffToken, 'community', { whatsAppGroupLink: null })
  })

  it('while staff have set no link, tells enrolled learners where it will come: dashboard, course page, enrolment mail', async () => {
    await staffUpdateGlobal(staffToken, 'community', { whatsAppGroupLink: null })
    const coming = 'Its invite link is not ready yet. As soon as the group opens, the link will be on your dashboard and your course pages.'
    const { client: outsider } = await registeredLearner(uniqueEmail('calls-nogroup-outsider'))
    expect((await outsider.get('/v1/dashboard')).text).not.toContain('WhatsApp group')

    const since = Date.now()
    const { client, email } = await enrolledLearner('calls-nogroup')
    expect((await client.get('/v1/dashboard')).text).toContain(coming)
    expect((await client.get(`/v1/courses/${courseId}`)).text).toContain(coming)
    const mail = await waitForMail(email, /You're enrolled/, since)
    expect(decodeQuotedPrintable(mail.raw)).toContain("WhatsApp group is not open yet. As soon as it is, its invite link will be on your dashboard")
  })

  it('takes only a WhatsApp invite link, shows it to enrolled learners only, and is in the enrolment mail', async () => {
    const refused = await fetch(`${testEnv().baseUrl}/api/globals/community`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `JWT ${staffToken}` },
      body: JSON.stringify({ whatsAppGroupLink: 'https://evil.example/join' }),
    })
    expect(refused.status).toBe(400)
    // Not public: the REST read is staff's.
    expect((await new ApiClient().get('/api/globals/community')).text).not.toContain('chat.whatsapp.com')
    await staffUpdateGlobal(staffToken, 'community', { whatsAppGroupLink: groupLink })

    const { client: outsider } = await registeredLearner(uniqueEmail('calls-group-outsider'))
    expect((await outsider.get('/v1/dashboard')).text).not.toContain(groupLink)

    const since = Date.now()
    const { client, email } = await enrolledLearner('calls-group')
    const dashboard = await client.get('/v1/dashboard')
    expect(dashboard.text).toContain(groupLink)
    expect(dashboard.text).toContain('Joining shows your phone number to the group')
    expect((await client.get(`/v1/courses/${courseId}`)).text).toContain(groupLink)
    await waitForMail(email, new RegExp(groupLink.replaceAll('.', '\\.').replaceAll('/', '\\/')), since)
  })

  it('lets a learner share a lesson, and ask about it in the group when there is one', async () => {
    const payload = await testPayload()
    const [lesson] = (await payload.find({ collection: 'lessons', where: { course: { equals: courseId } }, limit: 1 })).docs
    const { client } = await enrolledLearner('calls-share')
    await staffUpdateGlobal(staffToken, 'community', { whatsAppGroupLink: null })
    const withoutGroup = (await client.get(`/v1/lessons/${lesson.id}`)).text
    expect(withoutGroup).toContain(`https://wa.me/?text=${encodeURIComponent(`The only lesson, from Solving Tech: ${testEnv().baseUrl}/v1/courses/${courseId}`)}`)
    expect(withoutGroup).not.toContain('Ask about this in the group')
    await staffUpdateGlobal(staffToken, 'community', { whatsAppGroupLink: groupLink })
    const withGroup = (await client.get(`/v1/lessons/${lesson.id}`)).text
    expect(withGroup).toContain('Ask about this in the group')
    expect(withGroup).toContain(encodeURIComponent(`A question about "The only lesson" (${testEnv().baseUrl}/v1/lessons/${lesson.id}): `))
  })

  it('is named on the privacy page: joining shows your phone number to its members', async () => {
    const page = await new ApiClient().get('/privacy-policy')
    expect(page.text).toContain('Joining the group shows your phone number')
  })
})
