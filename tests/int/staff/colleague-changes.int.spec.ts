import { generate } from 'otplib'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { ApiClient } from '../../support/apiClient'
import { startExtraServer } from '../../support/extraServer'
import { decodeQuotedPrintable, mailsTo, waitForMail } from '../../support/mail'
import { testPayload, uniqueEmail } from '../../support/payload'
import { auditRowsAbout, freshAddress, tightThrottle } from '../../support/signInRecords'
import { staffTokenOf } from '../../support/staffApi'
import { testEnv } from '../../support/testEnv'

/**
 * Issue 40, point 10: changing a colleague's password or email, or turning off their two-factor sign-in, needs the
 * acting staff member's own password (under the sign-in throttle), and mails the colleague who did it and when.
 * Staff passwords refuse the passwords of spraying and the breached-password list.
 */
const actorPassword = 'tin roof marmalade cobbles'
const colleaguePassword = 'a long staff password 7'
let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
})

const newStaff = async (label: string, password: string, name?: string) => {
  const email = uniqueEmail(label)
  const user = await payload.create({ collection: 'users', data: { email, password, ...(name ? { name } : {}) } })
  return { email, id: String(user.id) }
}

const signIn = async (email: string, password: string, baseUrl = testEnv().baseUrl, headers: Record<string, string> = {}) => {
  const response = await new ApiClient(baseUrl).post('/api/users/login', { email, password }, { headers })
  return { status: response.status, token: staffTokenOf(response) }
}

/** An acting staff member (with a name, for the notice) signed in, and a colleague of theirs. */
const actorAndColleague = async (baseUrl = testEnv().baseUrl, headers: Record<string, string> = {}) => {
  const actor = await newStaff('acting-staff', actorPassword, 'Priya Shah')
  const colleague = await newStaff('colleague', colleaguePassword, 'Tom Reed')
  const { token } = await signIn(actor.email, actorPassword, baseUrl, headers)
  return { actor, colleague, token }
}

const as = (token: string, baseUrl = testEnv().baseUrl) => {
  const client = new ApiClient(baseUrl)
  const auth = (headers: Record<string, string> = {}) => ({ headers: { Authorization: `JWT ${token}`, ...headers } })
  return {
    patch: (path: string, body: unknown, headers?: Record<string, string>) => client.call('PATCH', path, body, auth(headers)),
    post: (path: string, body: unknown, headers?: Record<string, string>) => client.post(path, body, auth(headers)),
  }
}

/** Payload's answer to a refused save: 400 with the message on the field. */
const expectFieldRefusal = (answer: { status: number; text: string }, path: string, message: string) => {
  expect(answer.status, answer.text).toBe(400)
  expect(answer.text).toContain(message)
  expect(answer.text).toContain(`"path":"${path}"`)
}

/** Today as the notices write it (UK time): "27 Nov 2026". */
const todayInUk = () => new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'Europe/London' }).format(new Date())

const text = (mail: { raw: string }) => decodeQuotedPrintable(mail.raw).replace(/\s+/g, ' ')

describe("changing a colleague's password", () => {
  it('is refused without your own password, with a wrong one or with theirs, and nothing changes', async () => {
    const { actor, colleague, token } = await actorAndColleague()
    const staff = as(token)
    const path = `/api/users/${colleague.id}`
    const newPassword = 'pebble lantern orchard 42'
    expectFieldRefusal(await staff.patch(path, { password: newPassword }), 'currentPassword', "Enter your own password to change a colleague's email or password.")
    expectFieldRefusal(await staff.patch(path, { password: newPassword, currentPassword: 'not my password' }), 'currentPassword', 'Your current password is not right.')
    // Their password is not yours.
    expectFieldRefusal(await staff.patch(path, { password: newPassword, currentPassword: colleaguePassword }), 'currentPassword', 'Your current password is not right.')
    expect((await signIn(colleague.email, colleaguePassword)).status).toBe(200)
    expect((await signIn(colleague.email, newPassword)).status).toBe(401)

    // A wrong password is a failed password check of the acting account, audited as such, never with the password.
    const failures = (await auditRowsAbout(actor.email)).filter((row) => row.event === 'staff-password-changed' && row.outcome === 'failure')
    expect(failures).toEqual([
      expect.objectContaining({ account_email: actor.email, detail: `wrong own password, changing ${colleague.email}` }),
      expect.objectContaining({ account_email: actor.email, detail: `wrong own password, changing ${colleague.email}` }),
    ])
    expect(JSON.stringify(await auditRowsAbout(actor.email))).not.toContain('not my password')
    expect(mailsTo(colleague.email)).toEqual([])
  })

  it('is taken with your own password, audited, and the colleague is mailed who did it and when', async () => {
    const { actor, colleague, token } = await actorAndColleague()
    const theirSession = (await signIn(colleague.email, colleaguePassword)).token
    const since = Date.now()
    const newPassword = 'pebble lantern orchard 42'
    const answer = await as(token).patch(`/api/users/${colleague.id}`, { password: newPassword, currentPassword: actorPassword })
    expect(answer.status, answer.text).toBe(200)
    expect(answer.text).not.toContain(actorPassword)
    expect((await signIn(colleague.email, newPassword)).status).toBe(200)
    const me = await new ApiClient().get('/api/users/me', { headers: { Authorization: `JWT ${theirSession}` } })
    expect((me.body as { user: unknown }).user).toBeNull()

    const notice = await waitForMail(colleague.email, /staff password was changed/, since)
    expect(notice.raw).toMatch(/^Subject: Your Solving Tech staff password was changed/m)
    const body = text(notice)
    expect(body).toContain('Hello Tom Reed')
    expect(body).toContain(`Priya Shah (${actor.email}) changed your password on ${todayInUk()}`)
    expect(body).toContain('(UK time)')
    expect(body).toContain("If this was not expected, contact the programme's staff at staff-inbox@solvingtech.test at once.")
    expect(body).not.toContain(newPassword)
    expect((await auditRowsAbout(colleague.email)).find((row) => row.event === 'staff-password-changed' && row.outcome === 'success')).toMatchObject({
      detail: `changed by ${actor.email}`,
    })
  })
})

describe("changing a colleague's email", () => {
  it('needs your own password, and the notice goes to their old address with the new one', async () => {
    const { actor, colleague, token } = await actorAndColleague()
    const staff = as(token)
    const moved = uniqueEmail('colleague-moved')
    const since = Date.now()
    expectFieldRefusal(await staff.patch(`/api/users/${colleague.id}`, { email: moved }), 'currentPassword', "Enter your own password to change a colleague's email or password.")
    expect((await signIn(moved, colleaguePassword)).status).toBe(401)

    const answer = await staff.patch(`/api/users/${colleague.id}`, { email: moved, currentPassword: actorPassword })
    expect(answer.status, answer.text).toBe(200)
    expect((await signIn(moved, colleaguePassword)).status).toBe(200)
    const notice = await waitForMail(colleague.email, /email address of your Solving Tech staff account was changed/, since)
    expect(text(notice)).toContain(`Priya Shah (${actor.email}) changed the email address of your staff account (it is now ${moved}) on ${todayInUk()}`)
    expect(mailsTo(moved, since)).toEqual([])
    expect((await auditRowsAbout(moved)).find((row) => row.event === 'staff-email-changed' && row.outcome === 'success')).toMatchObject({
      detail: `from ${colleague.email}, by ${actor.email}`,
    })
  })

  it('needs no password to change only their name; many accounts at once may not change an email or password', async () => {
    const { colleague, token } = await actorAndColleague()
    const staff = as(token)
    expect((await staff.patch(`/api/users/${colleague.id}`, { name: 'Thomas Reed', email: colleague.email })).status).toBe(200)
    const many = await staff.patch(`/api/users?where[email][equals]=${encodeURIComponent(colleague.email)}`, { password: 'pebble lantern orchard 42' })
    expect(many.status).toBe(400)
    expect(many.text).toContain("Change a staff member's email or password on their own page, one account at a time.")
    expect((await signIn(colleague.email, colleaguePassword)).status).toBe(200)
  })
})

/** The colleague turns two-factor sign-in on from their own session (on the main server: the database is shared). */
const turnOnTwoFactor = async (email: string) => {
  const theirs = as((await signIn(email, colleaguePassword)).token)
  const setup = await theirs.post('/api/users/two-factor/setup', {})
  const code = await generate({ secret: setup.body.secret as string, epoch: Math.floor(Date.now() / 1000) })
  expect((await theirs.post('/api/users/two-factor/enable', { code })).status).toBe(200)
}

describe("turning off a colleague's two-factor sign-in", () => {
  it('needs your own password; then they sign in with their password alone and are mailed who did it', async () => {
    const { actor, colleague, token } = await actorAndColleague()
    await turnOnTwoFactor(colleague.email)
    expect((await signIn(colleague.email, colleaguePassword)).status).toBe(401)

    const staff = as(token)
    const path = `/api/users/${colleague.id}/two-factor/reset`
    const missing = await staff.post(path, {})
    expect(missing.status).toBe(400)
    expect(missing.body).toMatchObject({ message: "Enter your own password to turn off a colleague's two-factor sign-in." })
    const wrong = await staff.post(path, { currentPassword: colleaguePassword })
    expect(wrong.status).toBe(400)
    expect(wrong.body).toEqual({ message: 'Your current password is not right.', errors: [{ field: 'currentPassword', message: 'Your current password is not right.' }] })
    expect((await signIn(colleague.email, colleaguePassword)).status).toBe(401)
    expect((await staff.post('/api/users/not-an-id/two-factor/reset', { currentPassword: actorPassword })).status).toBe(404)

    const since = Date.now()
    const done = await staff.post(path, { currentPassword: actorPassword })
    expect(done.status).toBe(200)
    expect(done.body).toEqual({ message: 'Two-factor sign-in is off for this account.' })
    expect((await signIn(colleague.email, colleaguePassword)).status).toBe(200)
    const notice = await waitForMail(colleague.email, /Two-factor sign-in was turned off/, since)
    const body = text(notice)
    expect(body).toContain(`Priya Shah (${actor.email}) turned off your two-factor sign-in on ${todayInUk()}`)
    expect(body).toContain('Signing in now needs your password alone.')
    expect((await auditRowsAbout(colleague.email)).filter((row) => row.event === 'staff-two-factor-disabled').map((row) => `${row.outcome}: ${row.detail}`)).toEqual(
      expect.arrayContaining([`success: turned off by ${actor.email}`]),
    )
    expect((await auditRowsAbout(actor.email)).some((row) => row.event === 'staff-two-factor-disabled' && row.outcome === 'failure')).toBe(true)
  })
})

describe('the re-check goes through the sign-in throttle', () => {
  let server: Awaited<ReturnType<typeof startExtraServer>>

  beforeAll(async () => {
    server = await startExtraServer({ ...tightThrottle, LOGIN_MAX_DELAY_MS: '300' })
  }, 120_000)

  afterAll(async () => {
    await server?.stop()
  })

  it('an address with too many wrong passwords is refused with 429 and Retry-After, even with the right one', async () => {
    // Addresses of their own: failures from every test's loopback address count on the tight server too.
    const { colleague, token } = await actorAndColleague(server.baseUrl, { 'x-forwarded-for': freshAddress() })
    await turnOnTwoFactor(colleague.email)
    const staff = as(token, server.baseUrl)
    const from = { 'x-forwarded-for': freshAddress() }
    const path = `/api/users/${colleague.id}`
    const statuses: number[] = []
    for (let attempt = 0; attempt < 10; attempt++) statuses.push((await staff.patch(path, { password: 'pebble lantern orchard 42', currentPassword: `guess ${attempt}` }, from)).status)
    expect(statuses).toEqual(Array(10).fill(400))
    const refused = await staff.patch(path, { password: 'pebble lantern orchard 42', currentPassword: actorPassword }, from)
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(refused.text).toContain('Too many failed attempts from your network. Please wait and try again.')
    const reset = await staff.post(`/api/users/${colleague.id}/two-factor/reset`, { currentPassword: actorPassword }, from)
    expect(reset.status).toBe(429)
    expect(reset.body).toEqual({ message: 'Too many failed attempts from your network. Please wait and try again.' })
    // Nothing changed: the password alone still does not sign them in.
    expect((await signIn(colleague.email, colleaguePassword, server.baseUrl, { 'x-forwarded-for': freshAddress() })).status).toBe(401)
  }, 60_000)
})

describe('staff passwords through the real endpoints', () => {
  it('refuse the passwords of spraying and the breached list, with the reason on the password field', async () => {
    const email = uniqueEmail('spray-target')
    const { id } = await newStaff('spray-target', colleaguePassword)
    const self = await newStaff('spray-self', actorPassword)
    const { token } = await signIn(self.email, actorPassword)
    const staff = as(token)
    const spray = 'This password is too easy to guess. One word with numbers or symbols around it (like Summer2026!) is among the first passwords attackers try on every account.'
    for (const password of ['Summer2026!!', 'Welcome2026!', 'Password123!', 'Winter2025!!', 'November2026!', 'Company2026!']) {
      expectFieldRefusal(await staff.patch(`/api/users/${self.id}`, { password, currentPassword: actorPassword }), 'password', spray)
      expectFieldRefusal(await staff.post('/api/users', { email, password }), 'password', spray)
      expectFieldRefusal(await staff.patch(`/api/users/${id}`, { password, currentPassword: actorPassword }), 'password', spray)
    }
    expectFieldRefusal(await staff.patch(`/api/users/${self.id}`, { password: 'perasperaadastra', currentPassword: actorPassword }), 'password', 'It is on a list of passwords leaked in data breaches.')
    expect((await signIn(self.email, actorPassword)).status).toBe(200)
  })
})
