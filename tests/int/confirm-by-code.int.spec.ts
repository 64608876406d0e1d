import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { confirmationCodeMessages, signInCodeMessages } from '@/lib/rules/signInCodes'

import { ApiClient, registeredLearner, registrationFor } from '../support/apiClient'
import { emailChangeConfirmation } from '../support/emailChange'
import { learnerPassword } from '../support/factories'
import { testPayload, uniqueEmail } from '../support/payload'
import { confirmationCodeMail } from '../support/signInCode'
import { auditRowsAbout, loginFailuresOf } from '../support/signInRecords'

/**
 * Closing the account and changing its email without a password (WCAG 2.2, 3.3.8; closing is a UK GDPR right): "Email
 * me a code" mails the signed-in learner a code, which either call takes in place of the current password. It is a
 * sign-in code without the link: once, 15 minutes, and a wrong one counts as a wrong password.
 */
let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
})

/** A learner whose account has no password (made from a course card), signed in on `client`. */
const codeOnlyLearner = async (label: string) => {
  const email = uniqueEmail(label)
  const { password: _password, confirmPassword: _confirm, ...details } = registrationFor(email)
  const client = new ApiClient()
  const created = await client.post<{ id: string }>('/api/v1/register/without-password', details)
  expect(created.status).toBe(201)
  return { email, id: created.body.id, client }
}

/** Asks for a code on the account page and reads it from the mail that arrives. */
const mailedCode = async (client: ApiClient, email: string) => {
  const since = Date.now()
  const asked = await client.post<{ message: string }>('/api/v1/account/confirmation-code')
  expect(asked.status).toBe(200)
  expect(asked.body.message).toBe(confirmationCodeMessages.sent(email))
  return confirmationCodeMail(email, since)
}

const otherThan = (code: string) => (code === '000000' ? '111111' : '000000')

const closedAt = async (learnerId: string) =>
  ((await payload.db.drizzle.execute(sql`SELECT closed_at FROM course_users WHERE id = ${learnerId}`)).rows[0] as { closed_at: Date | null }).closed_at

const wrongCodeBody = { message: signInCodeMessages.wrong, errors: [{ field: 'code', message: signInCodeMessages.wrong }] }

describe('a code to confirm', () => {
  it('is mailed to the signed-in learner, worded for confirming and with no sign-in link, and stored only as a hash', async () => {
    const { email, id, client } = await codeOnlyLearner('confirm-mail')
    const { code, spaced, text } = await mailedCode(client, email)
    expect(text).toMatch(new RegExp(`Subject: ${spaced} is your Solving Tech code to confirm`))
    expect(text).toContain('Type it on your account page to confirm closing your account or changing your email address')
    expect(text).toContain('The code works once, for 15 minutes.')
    expect(text).not.toMatch(/\/v1\/sign-in\?token=/)
    const stored = await payload.db.drizzle.execute(sql`SELECT code_hash FROM sign_in_codes WHERE learner_id = ${id} AND used_at IS NULL`)
    expect(stored.rows).toHaveLength(1)
    expect(JSON.stringify(stored.rows)).not.toContain(code)
    // Sent mail keeps the subject without the code.
    await expect
      .poll(async () => (await payload.db.drizzle.execute(sql`SELECT kind, subject FROM mail_deliveries WHERE learner_id = ${id} AND kind <> 'welcome'`)).rows)
      .toEqual([{ kind: 'confirmationCode', subject: '••• ••• is your Solving Tech code to confirm' }])
  })

  it('is asked for only when signed in, and at most three times in 15 minutes (then 429 with Retry-After)', async () => {
    expect((await new ApiClient().post('/api/v1/account/confirmation-code')).status).toBe(401)
    const { id, client } = await codeOnlyLearner('confirm-limit')
    for (let ask = 0; ask < 3; ask++) expect((await client.post('/api/v1/account/confirmation-code')).status).toBe(200)
    const limited = await client.post<{ message: string }>('/api/v1/account/confirmation-code')
    expect(limited.status).toBe(429)
    expect(limited.body).toEqual({ message: confirmationCodeMessages.tooMany })
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(Number(limited.headers.get('retry-after'))).toBeLessThanOrEqual(15 * 60)
    const mailed = async () =>
      ((await payload.db.drizzle.execute(sql`SELECT count(*)::int AS n FROM mail_deliveries WHERE kind = 'confirmationCode' AND learner_id = ${id}`)).rows[0] as { n: number }).n
    expect(await mailed()).toBe(3)
  })

  it('closes the account of a learner with no password', async () => {
    const { email, id, client } = await codeOnlyLearner('confirm-close')
    const { spaced } = await mailedCode(client, email)
    const sessionCookie = client.cookie!
    const closed = await client.post<{ message: string }>('/api/v1/account/close', { code: spaced })
    expect(closed.status).toBe(200)
    expect(closed.headers.get('set-cookie')).toMatch(/Max-Age=0/)
    expect(await closedAt(id)).not.toBeNull()
    expect((await new ApiClient().get('/api/v1/me', { headers: { cookie: sessionCookie } })).status).toBe(401)
  })

  it('refuses a wrong code in words, counting it as a wrong password, and takes the right one after', async () => {
    // A learner with a password who has not got it to hand.
    const email = uniqueEmail('confirm-wrong')
    const { client, user } = await registeredLearner(email)
    const { code } = await mailedCode(client, email)

    const wrong = await client.post('/api/v1/account/close', { code: otherThan(code) })
    expect(wrong.status).toBe(400)
    expect(wrong.body).toEqual(wrongCodeBody)
    expect(Object.values(await loginFailuresOf(email))).toEqual([1])
    const tries = await payload.db.drizzle.execute(sql`SELECT wrong_tries::int AS n FROM sign_in_codes WHERE learner_id = ${user.id} AND used_at IS NULL`)
    expect(tries.rows).toEqual([{ n: 1 }])
    expect(await auditRowsAbout(email)).toContainEqual(expect.objectContaining({ event: 'learner-account-closed', outcome: 'failure', detail: 'wrong code' }))
    // A wrong code to change the email is the same 400, never a 401 that would sign the learner out.
    const wrongForEmail = await client.put('/api/v1/account/email', { email: uniqueEmail('confirm-wrong-new'), code: otherThan(code) })
    expect(wrongForEmail.status).toBe(400)
    expect(wrongForEmail.body).toEqual(wrongCodeBody)
    expect(Object.values(await loginFailuresOf(email))).toEqual([2])
    expect(await closedAt(user.id)).toBeNull()

    expect((await client.post('/api/v1/account/close', { code })).status).toBe(200)
    expect(await closedAt(user.id)).not.toBeNull()
  })

  it('changes the email, once: the used code is refused after', async () => {
    const { email, id, client } = await codeOnlyLearner('confirm-email')
    const next = uniqueEmail('confirm-email-new')
    const { code } = await mailedCode(client, email)
    const since = Date.now()
    const asked = await client.put('/api/v1/account/email', { email: next, code })
    expect(asked.status).toBe(202)
    expect(asked.body).toEqual({ message: `Check your inbox: we've sent a link to ${next} to confirm the change.` })
    const { token } = await emailChangeConfirmation(next, since)
    expect((await new ApiClient().post('/api/v1/account/email/confirm', { token })).status).toBe(200)
    expect((await client.get<{ email: string }>('/api/v1/me')).body.email).toBe(next)

    const again = await client.put('/api/v1/account/email', { email: uniqueEmail('confirm-email-again'), code })
    expect(again.status).toBe(400)
    expect(again.body).toEqual(wrongCodeBody)
    const reusedToClose = await client.post('/api/v1/account/close', { code })
    expect(reusedToClose.status).toBe(400)
    expect(reusedToClose.body).toEqual(wrongCodeBody)
    expect(await closedAt(id)).toBeNull()
  })

  it('is one of the two proofs: neither, both or a code of the wrong shape is a 400 on its field', async () => {
    const { client } = await registeredLearner(uniqueEmail('confirm-shape'))
    const newEmail = uniqueEmail('confirm-shape-new')
    const cases: [path: string, method: 'post' | 'put', body: Record<string, unknown>, field: string, message: string][] = [
      ['/api/v1/account/close', 'post', {}, 'currentPassword', 'Please enter your current password'],
      ['/api/v1/account/close', 'post', { currentPassword: '' }, 'currentPassword', 'Please enter your current password'],
      ['/api/v1/account/close', 'post', { currentPassword: learnerPassword, code: '123456' }, 'code', 'Give your current password or the code from the email, not both'],
      ['/api/v1/account/close', 'post', { code: '12ab56' }, 'code', 'Enter the 6-digit code from the email'],
      ['/api/v1/account/email', 'put', { email: newEmail }, 'currentPassword', 'Current password is required'],
      ['/api/v1/account/email', 'put', { email: newEmail, currentPassword: learnerPassword, code: '123456' }, 'code', 'Give your current password or the code from the email, not both'],
      ['/api/v1/account/email', 'put', { email: newEmail, code: '' }, 'code', 'Enter the 6-digit code from the email'],
    ]
    for (const [path, method, body, field, message] of cases) {
      const refused = await client[method](path, body)
      expect(refused.status, JSON.stringify(body)).toBe(400)
      expect(refused.body).toEqual({ message, errors: [{ field, message }] })
    }
    expect((await client.get('/api/v1/me')).status).toBe(200)
  })
})
