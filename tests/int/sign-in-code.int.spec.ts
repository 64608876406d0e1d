import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { signInCodeMessages } from '@/lib/rules/signInCodes'

import { ApiClient, registeredLearner, registrationFor } from '../support/apiClient'
import { seededCourses } from '../support/catalogue'
import { learnerPassword } from '../support/factories'
import { mailsTo } from '../support/mail'
import { testPayload, uniqueEmail } from '../support/payload'
import { signInCodeMail } from '../support/signInCode'

/**
 * Signing in with an emailed code (issue 44, point 1): one mail with a 6-digit code and a link; each works once, for
 * 15 minutes; five wrong tries end the code; a newer code ends the older; the same answer whether or not the email
 * has an account; the link's page changes nothing until "Sign in" is pressed.
 */
let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
})

/** A learner with an account, signed out: the client holds no session. */
const signedOutLearner = async (label: string) => {
  const email = uniqueEmail(label)
  const { user } = await registeredLearner(email)
  return { email, id: String(user.id), client: new ApiClient() }
}

/** Asks for a code for `email` and reads the code and the link from the mail that arrives. */
const mailedCode = async (client: ApiClient, email: string) => {
  const since = Date.now()
  const asked = await client.post<{ message: string }>('/api/v1/sign-in-code', { email })
  expect(asked.status).toBe(200)
  expect(asked.body.message).toBe(signInCodeMessages.sent)
  return signInCodeMail(email, since)
}

const verify = (client: ApiClient, email: string, code: string) => client.post<{ email?: string; message?: string }>('/api/v1/sign-in-code/verify', { email, code })

const liveCodes = async (learnerId: string) =>
  ((await payload.db.drizzle.execute(sql`SELECT count(*)::int AS n FROM sign_in_codes WHERE learner_id = ${learnerId} AND used_at IS NULL`)).rows[0] as { n: number }).n

describe('a sign-in code', () => {
  it('signs in once, with the code typed any way, and stores only hashes', async () => {
    const { email, id, client } = await signedOutLearner('code-once')
    const { code } = await mailedCode(client, email)
    const stored = (await payload.db.drizzle.execute(sql`SELECT code_hash, token_hash FROM sign_in_codes WHERE learner_id = ${id}`)).rows as { code_hash: string; token_hash: string }[]
    expect(stored).toHaveLength(1)
    expect(JSON.stringify(stored)).not.toContain(code)
    // Sent mail (staff's list, the learner's data download) keeps the subject without the code.
    await expect
      .poll(async () => (await payload.db.drizzle.execute(sql`SELECT subject FROM mail_deliveries WHERE learner_id = ${id} AND kind = 'signInCode'`)).rows)
      .toEqual([{ subject: '••• ••• is your Solving Tech sign-in code' }])

    const wrong = await verify(client, email, code === '000000' ? '111111' : '000000')
    expect(wrong.status).toBe(401)
    expect(wrong.body.message).toBe(signInCodeMessages.wrong)
    const signedIn = await verify(client, email, ` ${code.slice(0, 3)}-${code.slice(3)} `)
    expect(signedIn.status).toBe(200)
    expect(signedIn.body.email).toBe(email)
    expect((await client.get<{ email: string }>('/api/v1/me')).body.email).toBe(email)
    // Used: the same code again is refused, in the same words.
    const again = await verify(new ApiClient(), email, code)
    expect(again.status).toBe(401)
    expect(again.body.message).toBe(signInCodeMessages.wrong)
  })

  it('ends after five wrong tries, after 15 minutes, and when a newer code is sent', async () => {
    const { email, id, client } = await signedOutLearner('code-ends')
    const first = await mailedCode(client, email)
    const wrongCode = first.code === '000000' ? '111111' : '000000'
    for (let attempt = 0; attempt < 5; attempt++) expect((await verify(client, email, wrongCode)).status).toBe(401)
    expect((await verify(client, email, first.code)).status).toBe(401)

    const second = await mailedCode(client, email)
    await payload.db.drizzle.execute(sql`UPDATE sign_in_codes SET expires_at = now() - interval '1 second' WHERE learner_id = ${id} AND used_at IS NULL`)
    expect((await verify(client, email, second.code)).status).toBe(401)

    // Three mails an account in 15 minutes: the window starts again for the last two.
    await payload.db.drizzle.execute(sql`DELETE FROM rate_limit_counters WHERE key = ${`learner:sign-in-code:${id}`}`)
    const older = await mailedCode(client, email)
    const newer = await mailedCode(client, email)
    expect(await liveCodes(id)).toBe(1)
    if (older.code !== newer.code) expect((await verify(client, email, older.code)).status).toBe(401)
    expect((await verify(client, email, newer.code)).status).toBe(200)
  })

  it('answers the same for an email with no account, and mails nothing', async () => {
    const client = new ApiClient()
    const nobody = uniqueEmail('code-nobody')
    const since = Date.now()
    const asked = await client.post<{ message: string }>('/api/v1/sign-in-code', { email: nobody })
    expect(asked.status).toBe(200)
    expect(asked.body.message).toBe(signInCodeMessages.sent)
    const tried = await verify(client, nobody, '123456')
    expect(tried.status).toBe(401)
    expect(tried.body.message).toBe(signInCodeMessages.wrong)
    await new Promise((resolve) => setTimeout(resolve, 1_000))
    expect(mailsTo(nobody, since)).toEqual([])
    expect(
      ((await payload.db.drizzle.execute(sql`SELECT count(*)::int AS n FROM mail_deliveries WHERE "to" = ${nobody}`)).rows[0] as { n: number }).n,
    ).toBe(0)
  })

  it('sends at most three mails an account in 15 minutes, answering every ask the same', async () => {
    const { email, id, client } = await signedOutLearner('code-limit')
    for (let ask = 0; ask < 5; ask++) expect((await client.post('/api/v1/sign-in-code', { email })).status).toBe(200)
    const sent = async () =>
      ((await payload.db.drizzle.execute(sql`SELECT count(*)::int AS n FROM mail_deliveries WHERE kind = 'signInCode' AND learner_id = ${id}`)).rows[0] as { n: number }).n
    await expect.poll(sent).toBe(3)
    await new Promise((resolve) => setTimeout(resolve, 500))
    expect(await sent()).toBe(3)
  })

  it('refuses what is not a code, in words', async () => {
    const refused = await verify(new ApiClient(), uniqueEmail('code-shape'), '12ab56')
    expect(refused.status).toBe(400)
    expect(refused.body.message).toBe('Enter the 6-digit code from the email')
  })
})

describe('the sign-in link', () => {
  it('opens a page that signs no one in until "Sign in" is pressed, then works once', async () => {
    const { email, id, client } = await signedOutLearner('code-link')
    const { token, link } = await mailedCode(client, email)
    // A mail scanner opens the link: the page answers, and the code is still there to use.
    const page = await fetch(link.replace(/^https?:\/\/[^/]+/, client.baseUrl))
    expect(page.status).toBe(200)
    expect(page.headers.getSetCookie().join(';')).not.toContain('solvingtech-session=')
    expect(await liveCodes(id)).toBe(1)

    const signedIn = await client.post<{ email: string }>('/api/v1/sign-in-code/link', { token })
    expect(signedIn.status).toBe(200)
    expect(signedIn.body.email).toBe(email)
    expect((await client.get('/api/v1/me')).status).toBe(200)
    const again = await new ApiClient().post<{ message: string }>('/api/v1/sign-in-code/link', { token })
    expect(again.status).toBe(400)
    expect(again.body.message).toBe(signInCodeMessages.linkInvalid)
  })
})

describe('an account with no password', () => {
  it('is made from a course, enrolled and signed in, signs in later by code only, and can set its first password once', async () => {
    const { featured } = await seededCourses()
    const email = uniqueEmail('no-password')
    const { password: _password, confirmPassword: _confirm, ...details } = registrationFor(email)
    const client = new ApiClient()
    const created = await client.post<{ id: string }>('/api/v1/register/without-password', { ...details, courseId: featured.id })
    expect(created.status).toBe(201)
    expect(client.cookie).toMatch(/^solvingtech-session=/)
    expect((await client.get('/api/v1/me')).status).toBe(200)
    const stored = await payload.db.drizzle.execute(sql`
      SELECT u.signs_in_by_code, (SELECT count(*)::int FROM enrollments e WHERE e.user_id = u.id AND e.course_id = ${featured.id}) AS enrolled
      FROM course_users u WHERE u.id = ${created.body.id}`)
    expect(stored.rows).toEqual([{ signs_in_by_code: true, enrolled: 1 }])

    // No password opens it, not even the one the form would have had; a mailed code does.
    for (const password of [learnerPassword, '', 'undefined']) expect((await new ApiClient().post('/api/v1/login', { email, password })).status).not.toBe(200)
    const later = new ApiClient()
    const { code } = await mailedCode(later, email)
    expect((await verify(later, email, code)).status).toBe(200)

    // Its first password, without a current one; then the account has one, and changes it the usual way.
    const first = { newPassword: 'my-first-password', confirmPassword: 'my-first-password' }
    const set = await later.post<{ message: string }>('/api/v1/account/password/first', first)
    expect(set.status).toBe(200)
    expect(set.body.message).toBe('Your password is set. Sign in with it, or with a code we email you, as you like.')
    expect((await later.post('/api/v1/account/password/first', first)).status).toBe(409)
    expect((await new ApiClient().post('/api/v1/login', { email, password: 'my-first-password' })).status).toBe(200)
    // Setting it ended the other sessions, as a change of password does.
    expect((await client.get('/api/v1/me')).status).toBe(401)
    const after = await payload.db.drizzle.execute(sql`SELECT signs_in_by_code FROM course_users WHERE id = ${created.body.id}`)
    expect(after.rows).toEqual([{ signs_in_by_code: false }])
  })

  it('is refused with the usual messages: the details, and an email already registered', async () => {
    const email = uniqueEmail('no-password-taken')
    await registeredLearner(email)
    const { password: _password, confirmPassword: _confirm, ...details } = registrationFor(email)
    const taken = await new ApiClient().post('/api/v1/register/without-password', details)
    expect(taken.status).toBe(409)
    const missing = await new ApiClient().post('/api/v1/register/without-password', { ...details, email: uniqueEmail('no-password-bad'), company: '' })
    expect(missing.status).toBe(400)
    expect(missing.body).toMatchObject({ errors: [{ field: 'company', message: 'Company name is required' }] })
    // A learner with a password is told to change it, not to set a first one.
    const { client } = await registeredLearner(uniqueEmail('has-password'))
    expect((await client.post('/api/v1/account/password/first', { newPassword: 'another-one', confirmPassword: 'another-one' })).status).toBe(409)
  })
})
