import { sql } from '@payloadcms/db-postgres'
import { beforeAll, describe, expect, it } from 'vitest'

import { mobileMessages } from '@/lib/rules/textMessages'
import { ApiClient, registeredLearner } from '../support/apiClient'
import { startExtraServer } from '../support/extraServer'
import { createOwnCourse, learnerPassword } from '../support/factories'
import { testPayload, uniqueEmail } from '../support/payload'
import { staffCreate, staffLogin } from '../support/staffApi'
import { testEnv } from '../support/testEnv'
import { codeIn, textsTo, uniqueMobile, waitForTexts } from '../support/texts'

type Saved = { mobile: { number: string; confirmed: boolean; kinds: string[] }; codeSent: boolean; message: string }

let staffToken: string

beforeAll(async () => {
  staffToken = await staffLogin()
})

const mobileRow = async (learnerId: string) => {
  const payload = await testPayload()
  return (await payload.db.drizzle.execute(sql`SELECT * FROM mobile_numbers WHERE learner_id = ${learnerId}`)).rows[0] as Record<string, unknown> | undefined
}

/** A learner with `mobile` confirmed for text reminders. */
const confirmedLearner = async (label: string, mobile = uniqueMobile()) => {
  const { client, user } = await registeredLearner(uniqueEmail(label))
  expect((await client.put('/api/v1/account/mobile', { number: mobile.shown })).status).toBe(200)
  const [text] = await waitForTexts(mobile.international, user.id)
  expect((await client.post('/api/v1/account/mobile/confirm', { code: codeIn(text) })).status).toBe(200)
  return { client, id: String(user.id), mobile }
}

describe('a mobile for text reminders', () => {
  it('takes a UK mobile written any usual way, texts it a code that confirms it once, and keeps only its hash', async () => {
    const { client, user } = await registeredLearner(uniqueEmail('mobile-confirm'))
    for (const number of ['020 7946 0000', '+33 6 12 34 56 78', 'call me', '']) {
      const refused = await client.put('/api/v1/account/mobile', { number })
      expect(refused.status, number).toBe(400)
      expect(refused.body).toMatchObject({ errors: [{ field: 'number', message: mobileMessages.number }] })
    }

    const mobile = uniqueMobile()
    const written = `+44 (0)${mobile.shown.slice(1).replace(' ', '-')}`
    const saved = await client.put<Saved>('/api/v1/account/mobile', { number: written })
    expect(saved.status).toBe(200)
    expect(saved.body).toEqual({
      mobile: { number: mobile.shown, confirmed: false, kinds: ['callReminder', 'mentoringReminder'] },
      codeSent: true,
      message: `We've texted a 6-digit code to ${mobile.shown}. It works for 15 minutes.`,
    })
    const [text] = await waitForTexts(mobile.international, user.id)
    expect(text.from).toBe('SolvingTech')
    expect(text.body).toMatch(/^\d{6} is your Solving Tech code to confirm this number for text reminders\. It works for 15 minutes\.$/)
    const code = codeIn(text)
    expect(JSON.stringify(await mobileRow(user.id))).not.toContain(code)

    const wrong = await client.post('/api/v1/account/mobile/confirm', { code: code === '000000' ? '111111' : '000000' })
    expect(wrong.status).toBe(400)
    expect(wrong.body).toMatchObject({ errors: [{ field: 'code', message: mobileMessages.wrongCode }] })
    const confirmed = await client.post('/api/v1/account/mobile/confirm', { code: `${code.slice(0, 3)} ${code.slice(3)}` })
    expect(confirmed.status).toBe(200)
    expect(confirmed.body).toEqual({ number: mobile.shown, confirmed: true, kinds: ['callReminder', 'mentoringReminder'] })
    // Used once; the same number again needs no new code.
    expect((await client.post('/api/v1/account/mobile/confirm', { code })).status).toBe(400)
    expect((await client.put<Saved>('/api/v1/account/mobile', { number: mobile.shown })).body).toMatchObject({ codeSent: false, mobile: { confirmed: true } })
    expect(textsTo(mobile.international)).toHaveLength(1)

    expect((await client.put('/api/v1/account/mobile/reminders', { kinds: ['mentoringReminder'] })).body).toMatchObject({ kinds: ['mentoringReminder'] })
    expect((await client.post('/api/v1/account/mobile/off', {})).status).toBe(204)
    expect(await mobileRow(user.id)).toBeUndefined()
    expect((await client.put('/api/v1/account/mobile/reminders', { kinds: [] })).status).toBe(404)
  })

  it('ends a code after five wrong tries, and texts at most three codes in 15 minutes', async () => {
    const { client, user } = await registeredLearner(uniqueEmail('mobile-tries'))
    const mobile = uniqueMobile()
    expect((await client.put('/api/v1/account/mobile', { number: mobile.shown })).status).toBe(200)
    const code = codeIn((await waitForTexts(mobile.international, user.id))[0])
    for (let attempt = 0; attempt < 5; attempt += 1) expect((await client.post('/api/v1/account/mobile/confirm', { code: code === '000000' ? '111111' : '000000' })).status).toBe(400)
    expect((await client.post('/api/v1/account/mobile/confirm', { code })).status).toBe(400)

    expect((await client.put('/api/v1/account/mobile', { number: mobile.shown })).status).toBe(200)
    expect((await client.put('/api/v1/account/mobile', { number: mobile.shown })).status).toBe(200)
    const fourth = await client.put('/api/v1/account/mobile', { number: mobile.shown })
    expect(fourth.status).toBe(429)
    expect(fourth.body).toMatchObject({ message: mobileMessages.tooMany })
    await waitForTexts(mobile.international, user.id, 3)
    // The newest code confirms it; the older ones are dead.
    const newest = codeIn(textsTo(mobile.international).at(-1)!)
    expect((await client.post('/api/v1/account/mobile/confirm', { code: newest })).status).toBe(200)
  })

  it('tries a provider that is down again, then gives up', async () => {
    const busy = uniqueMobile({ busy: true })
    const { client, user } = await registeredLearner(uniqueEmail('mobile-busy'))
    expect((await client.put('/api/v1/account/mobile', { number: busy.shown })).status).toBe(200)
    const payload = await testPayload()
    const status = async () =>
      (await payload.db.drizzle.execute(sql`SELECT status, attempts::int AS attempts, last_error FROM text_deliveries WHERE learner_id = ${user.id}`)).rows[0]
    await expect.poll(status, { timeout: 20_000 }).toMatchObject({ status: 'failed', attempts: 3, last_error: 'Twilio answered 503 (error 20503)' })
  })
})

describe('reminders by text', () => {
  /** The calls' sweep as its schedule runs it, with the clock at `now`, on a queue only this test runs. */
  const sweepAt = async (now: string) => {
    const payload = await testPayload()
    const job = await payload.jobs.queue({ task: 'queueCallReminders', input: { now }, queue: 'text-call-reminders-under-test' })
    await payload.jobs.runByID({ id: job.id, silent: true })
  }

  it('texts a call reminder once to a confirmed number that wants it, held through quiet hours, in the notification\'s words', async () => {
    const courseId = await createOwnCourse(await testPayload(), 'Text calls course')
    const wants = await confirmedLearner('text-call')
    const declines = await confirmedLearner('text-call-off')
    expect((await declines.client.put('/api/v1/account/mobile/reminders', { kinds: ['mentoringReminder'] })).status).toBe(200)
    for (const learner of [wants, declines]) expect((await learner.client.post(`/api/v1/courses/${courseId}/enroll`, {})).status).toBe(201)
    await staffCreate(staffToken, 'live-sessions', { title: 'Pricing clinic', startsAt: '2031-07-09T17:00:00.000Z', durationMinutes: 60, joinUrl: 'https://meet.example.org/pricing', course: courseId })

    // 21:00 the evening before: held until 07:00.
    await sweepAt('2031-07-08T20:00:00.000Z')
    await sweepAt('2031-07-08T20:15:00.000Z')
    const payload = await testPayload()
    const recorded = await payload.db.drizzle.execute(sql`
      SELECT learner_id, to_char(send_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI') AS send_at FROM text_deliveries
      WHERE kind = 'callReminder' AND learner_id IN (${wants.id}, ${declines.id})`)
    expect(recorded.rows).toEqual([{ learner_id: wants.id, send_at: '2031-07-09T06:00' }])

    const [, reminder] = await waitForTexts(wants.mobile.international, wants.id, 2)
    expect(reminder.body).toBe(
      `Call reminder: Pricing clinic. Wednesday 9 July 2031, 18:00 to 19:00 UK time. The join link shows on your calls page from 15 minutes before. ${testEnv().baseUrl}/v1/calls`,
    )
    expect(textsTo(declines.mobile.international)).toHaveLength(1)
  })
})

describe('with no text provider set', () => {
  it('offers no text reminders and refuses a number', async () => {
    const server = await startExtraServer({ TEXT_PROVIDER: '' })
    try {
      const learner = new ApiClient(server.baseUrl)
      const email = uniqueEmail('no-texts')
      await registeredLearner(email)
      expect((await learner.post('/api/v1/login', { email, password: learnerPassword })).status).toBe(200)
      const refused = await learner.put('/api/v1/account/mobile', { number: uniqueMobile().shown })
      expect(refused.status).toBe(404)
      expect(refused.body).toMatchObject({ message: mobileMessages.off })
      const page = await learner.get('/v1/account')
      expect(page.text).toContain('Notifications on this phone')
      expect(page.text).not.toContain('Text reminders')
    } finally {
      await server.stop()
    }
  })
})
