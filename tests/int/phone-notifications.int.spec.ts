import { sql } from '@payloadcms/db-postgres'
import { beforeAll, describe, expect, it } from 'vitest'

import { pushKinds } from '@/lib/rules/phoneNotifications'
import { registeredLearner, type ApiClient } from '../support/apiClient'
import { seededCourses } from '../support/catalogue'
import { waitForMail } from '../support/mail'
import { createOwnCourse } from '../support/factories'
import { testPayload, uniqueEmail } from '../support/payload'
import { messagesTo, newPhone, pushesTo, vapidOf, waitForPushes, type TestPhone } from '../support/phones'
import { staffCreate, staffLogin, staffUpdate } from '../support/staffApi'
import { testEnv } from '../support/testEnv'

const phonesPath = '/api/v1/account/phone-notifications'

const turnOn = (client: ApiClient, phone: TestPhone, kinds?: string[]) => client.put<{ kinds: string[] }>(phonesPath, { endpoint: phone.endpoint, keys: phone.keys, ...(kinds ? { kinds } : {}) })

const phoneRows = async (learnerId: string) => {
  const payload = await testPayload()
  const result = await payload.db.drizzle.execute(sql`SELECT endpoint, learner_id, kinds, device FROM push_subscriptions WHERE learner_id = ${learnerId} ORDER BY created_at`)
  return result.rows as { endpoint: string; learner_id: string; kinds: string[]; device: string | null }[]
}

const deliveries = async (learnerId: string, kind: string) => {
  const payload = await testPayload()
  const result = await payload.db.drizzle.execute(sql`
    SELECT d.event_key, d.status, d.phones::int AS phones, d.title, d.last_error, d.send_at, j.wait_until
    FROM push_deliveries d LEFT JOIN payload_jobs j ON j.task_slug = 'sendPush' AND j.input->>'deliveryId' = d.id::text
    WHERE d.learner_id = ${learnerId} AND d.kind = ${kind} ORDER BY d.created_at`)
  return result.rows as { event_key: string; status: string; phones: number; title: string | null; last_error: string | null; send_at: Date | string; wait_until: Date | string | null }[]
}

let featured: Awaited<ReturnType<typeof seededCourses>>['featured']
let staffToken: string

beforeAll(async () => {
  featured = (await seededCourses()).featured
  staffToken = await staffLogin()
})

describe('turning notifications on for a phone', () => {
  it('needs a session, a real push service and a real key, then keeps the kinds the phone chose', async () => {
    const phone = newPhone()
    const anonymous = await fetch(`${testEnv().baseUrl}${phonesPath}`, { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ endpoint: phone.endpoint, keys: phone.keys }) })
    expect(anonymous.status).toBe(401)

    const { client, user } = await registeredLearner(uniqueEmail('phone-on'))
    for (const endpoint of ['https://push.attacker.example/send/1', 'http://169.254.169.254/latest/meta-data', 'https://fcm.googleapis.com:8443/fcm/send/1', 'not a url']) {
      const refused = await client.put(phonesPath, { endpoint, keys: phone.keys })
      expect(refused.status, endpoint).toBe(400)
      expect(refused.body).toMatchObject({ errors: [{ field: 'endpoint' }] })
    }
    const notOnTheCurve = { p256dh: `B${'A'.repeat(86)}`, auth: phone.keys.auth }
    expect((await client.put(phonesPath, { endpoint: phone.endpoint, keys: notOnTheCurve })).body).toMatchObject({ errors: [{ field: 'keys.p256dh' }] })
    expect((await client.put(phonesPath, { endpoint: phone.endpoint, keys: { p256dh: phone.keys.p256dh, auth: 'short' } })).status).toBe(400)
    expect((await client.put(phonesPath, { endpoint: phone.endpoint, keys: phone.keys, kinds: ['everything'] })).status).toBe(400)
    expect(await phoneRows(user.id)).toEqual([])

    const on = await client.put<{ kinds: string[] }>(phonesPath, { endpoint: phone.endpoint, keys: phone.keys }, { headers: { 'user-agent': 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36' } })
    expect(on.status, on.text).toBe(200)
    expect(on.body).toEqual({ kinds: [...pushKinds] })
    expect((await turnOn(client, phone, ['coachReply', 'nudge'])).body).toEqual({ kinds: ['coachReply', 'nudge'] })
    // A browser refreshing its subscription keeps the phone's choice.
    expect((await turnOn(client, phone)).body).toEqual({ kinds: ['coachReply', 'nudge'] })
    expect(await phoneRows(user.id)).toMatchObject([{ endpoint: phone.endpoint, kinds: ['coachReply', 'nudge'], device: 'Chrome on Android' }])

    // Someone else signs in on the same phone: it is theirs now, with every kind, and the first learner can't turn it off.
    const other = await registeredLearner(uniqueEmail('phone-shared'))
    expect((await turnOn(other.client, phone)).body).toEqual({ kinds: [...pushKinds] })
    expect(await phoneRows(user.id)).toEqual([])
    expect((await client.post(`${phonesPath}/off`, { endpoint: phone.endpoint })).status).toBe(204)
    expect(await phoneRows(other.user.id)).toHaveLength(1)
    expect((await other.client.post(`${phonesPath}/off`, { endpoint: phone.endpoint })).status).toBe(204)
    expect(await phoneRows(other.user.id)).toEqual([])
  })
})

/** A learner enrolled in the featured course, with lesson 1's action sent to the coach; the answer's id. */
const sentAnswer = async (client: ApiClient, learnerId: string): Promise<{ answerId: string; lessonId: string }> => {
  const lessonId = featured.lessonIds[0]
  expect((await client.post(`/api/v1/courses/${featured.id}/enroll`, {})).status).toBe(201)
  const action = await client.get<{ prompts: { id: string; kind: string }[] }>(`/api/v1/lessons/${lessonId}/action`)
  const prompt = action.body.prompts.find((each) => each.kind === 'shortText')!
  expect((await client.post(`/api/v1/lessons/${lessonId}/action/answer`, { clientId: crypto.randomUUID(), answers: [{ promptId: prompt.id, text: 'Quotes at night' }] })).status).toBe(201)
  const payload = await testPayload()
  const result = await payload.db.drizzle.execute(sql`SELECT id FROM workbook_answers WHERE learner_id = ${learnerId} AND lesson_id = ${lessonId}`)
  return { answerId: String((result.rows[0] as { id: string }).id), lessonId }
}

describe("a coach's reply on the phone", () => {
  it('reaches each phone that wants it once, encrypted for the phone and signed by the server, and opens the action', async () => {
    const { client, user } = await registeredLearner(uniqueEmail('phone-reply'))
    const phone = newPhone()
    const quietPhone = newPhone()
    await turnOn(client, phone)
    await turnOn(client, quietPhone, ['callReminder'])
    const { answerId, lessonId } = await sentAnswer(client, user.id)

    await staffUpdate(staffToken, 'workbook-answers', answerId, { coachReply: 'Good start. Time the next three quotes and send them over.', verdict: 'anotherGo' })
    const [push] = await waitForPushes(phone, user.id)
    const [message] = messagesTo(phone)
    const lessonTitle = (await (await testPayload()).findByID({ collection: 'lessons', id: lessonId })).title
    expect(message).toEqual({
      title: `Your coach replied: ${lessonTitle}`,
      body: 'Have another go. Good start. Time the next three quotes and send them over.',
      url: `/v1/lessons/${lessonId}#your-action`,
      tag: `push:coachReply:${answerId}:1`,
    })
    expect(push.headers).toMatchObject({ 'content-encoding': 'aes128gcm', ttl: String(7 * 24 * 60 * 60), urgency: 'normal' })
    const vapid = vapidOf(push)
    expect(vapid.claims.aud).toBe(testEnv().pushService)
    expect(vapid.claims.sub).toBe(`mailto:${process.env.STAFF_EMAIL}`)
    expect(vapid.claims.exp * 1000).toBeGreaterThan(Date.now())
    expect(vapid.claims.exp * 1000).toBeLessThanOrEqual(Date.now() + 24 * 60 * 60 * 1000)
    expect(await deliveries(user.id, 'coachReply')).toMatchObject([{ event_key: `push:coachReply:${answerId}:1`, status: 'sent', phones: 1, title: `Your coach replied: ${lessonTitle}` }])

    // Saving the same reply again is not a new event: nothing more is sent.
    await staffUpdate(staffToken, 'workbook-answers', answerId, { coachReply: 'Good start. Time the next three quotes and send them over.', verdict: 'anotherGo' })
    await new Promise((resolve) => setTimeout(resolve, 1500))
    expect(pushesTo(phone)).toHaveLength(1)
    expect(pushesTo(quietPhone)).toEqual([])
  })

  it('forgets a phone its push service says is gone (410 or 404), and keeps the email', async () => {
    const email = uniqueEmail('phone-gone')
    const { client, user } = await registeredLearner(email)
    const gone = newPhone('gone')
    const missing = newPhone('missing')
    await turnOn(client, gone, ['coachReply'])
    await turnOn(client, missing, ['coachReply'])
    const { answerId } = await sentAnswer(client, user.id)
    await staffUpdate(staffToken, 'workbook-answers', answerId, { coachReply: 'Looks right to me.', verdict: 'looksGood' })
    await waitForPushes(gone, user.id)
    await waitForPushes(missing, user.id)
    await expect.poll(async () => (await deliveries(user.id, 'coachReply'))[0]?.status, { timeout: 10_000 }).toBe('skipped')
    expect((await deliveries(user.id, 'coachReply'))[0]).toMatchObject({ phones: 0, last_error: 'Every phone has turned notifications off' })
    expect(await phoneRows(user.id)).toEqual([])
    // The email goes as it would without notifications.
    await waitForMail(email, /Your coach replied/, 0, 30_000)
  })

  it('tries a busy push service again, and gives up after the last try', async () => {
    const { client, user } = await registeredLearner(uniqueEmail('phone-busy'))
    const busy = newPhone('busy')
    await turnOn(client, busy, ['coachReply'])
    const { answerId } = await sentAnswer(client, user.id)
    await staffUpdate(staffToken, 'workbook-answers', answerId, { coachReply: 'Nice.', verdict: 'looksGood' })
    // MAIL_RETRIES is 2 under test: three tries in all.
    await waitForPushes(busy, user.id, 3, 30_000)
    await expect.poll(async () => (await deliveries(user.id, 'coachReply'))[0]?.status, { timeout: 15_000 }).toBe('failed')
    expect((await deliveries(user.id, 'coachReply'))[0].last_error).toBe('The push service answered 503')
    expect(await phoneRows(user.id)).toHaveLength(1)
  })
})

describe('quiet hours and the calls', () => {
  /** The calls' sweep as its schedule runs it, with the clock at `now`, on a queue only this test runs. */
  const sweepAt = async (now: string) => {
    const payload = await testPayload()
    const job = await payload.jobs.queue({ task: 'queueCallReminders', input: { now }, queue: 'phone-call-reminders-under-test' })
    await payload.jobs.runByID({ id: job.id, silent: true })
  }

  it('holds a reminder recorded in the evening until 07:00 UK time, times the join link to its opening, and sends each once', async () => {
    const courseId = await createOwnCourse(await testPayload(), 'Phone calls course')
    const { client, user } = await registeredLearner(uniqueEmail('phone-calls'))
    expect((await client.post(`/api/v1/courses/${courseId}/enroll`, {})).status).toBe(201)
    const phone = newPhone()
    await turnOn(client, phone)
    // 10:00 on a summer Wednesday in the UK (09:00 UTC).
    const call = await staffCreate<{ id: string }>(staffToken, 'live-sessions', {
      title: 'Quoting clinic',
      startsAt: '2031-06-11T09:00:00.000Z',
      durationMinutes: 45,
      joinUrl: 'https://meet.example.org/quoting',
      course: courseId,
    })

    // 21:30 the evening before: inside quiet hours.
    await sweepAt('2031-06-10T20:30:00.000Z')
    await sweepAt('2031-06-10T20:45:00.000Z')
    const [reminder] = await deliveries(user.id, 'callReminder')
    expect(await deliveries(user.id, 'callReminder')).toHaveLength(1)
    expect(reminder).toMatchObject({ event_key: `push:callReminder:${call.id}:${user.id}`, status: 'queued' })
    expect(new Date(reminder.send_at).toISOString()).toBe('2031-06-11T06:00:00.000Z')
    expect(new Date(reminder.wait_until!).toISOString()).toBe('2031-06-11T06:00:00.000Z')
    expect(await deliveries(user.id, 'callOpen')).toEqual([])

    // 09:40: the join link opens at 09:45, so its notification waits for then.
    await sweepAt('2031-06-11T08:40:00.000Z')
    await sweepAt('2031-06-11T08:41:00.000Z')
    const opening = await deliveries(user.id, 'callOpen')
    expect(opening).toHaveLength(1)
    expect(new Date(opening[0].send_at).toISOString()).toBe('2031-06-11T08:45:00.000Z')

    // Morning comes, and the link opens: both reach the phone, the join link marked urgent.
    const pushes = await waitForPushes(phone, user.id, 2)
    const byTag = Object.fromEntries(messagesTo(phone).map((message, index) => [message.tag.split(':')[1], { message, push: pushes[index] }]))
    expect(byTag.callReminder.message).toMatchObject({ title: 'Call reminder: Quoting clinic', url: '/v1/calls' })
    expect(byTag.callReminder.message.body).toContain('Wednesday 11 June 2031, 10:00')
    expect(byTag.callOpen.message).toMatchObject({ title: 'Quoting clinic starts at 10:00', body: 'The join link is live. Tap to open your calls page and join.', url: '/v1/calls' })
    expect(byTag.callOpen.push.headers.urgency).toBe('high')
  })
})
