import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startExtraServer } from '../../support/extraServer'
import { testPayload, uniqueEmail } from '../../support/payload'
import { staffLogin, staffTokenOf } from '../../support/staffApi'
import { testEnv } from '../../support/testEnv'

/** Point 5 of issue 11: staff sessions are as safe as learners'. */
const { baseUrl } = testEnv()
const password = 'staff-password-one'

let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
})

const signIn = (email: string, pass: string, url = baseUrl) =>
  fetch(`${url}/api/users/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email, password: pass }) })

const tokenOf = async (response: Response) => staffTokenOf(response)

/** Who the token's session belongs to, or null once that session has ended. */
const me = async (token: string): Promise<string | null> => {
  const response = await fetch(`${baseUrl}/api/users/me`, { headers: { Authorization: `JWT ${token}` } })
  return ((await response.json()) as { user: { email: string } | null }).user?.email ?? null
}

const changePassword = (token: string, id: string | number, newPassword: string, currentPassword?: string) =>
  fetch(`${baseUrl}/api/users/${id}`, {
    method: 'PATCH',
    headers: { 'Content-Type': 'application/json', Authorization: `JWT ${token}` },
    body: JSON.stringify({ password: newPassword, currentPassword }),
  })

const newStaff = async () => {
  const email = uniqueEmail('staff')
  const user = await payload.create({ collection: 'users', data: { email, password } })
  return { email, id: user.id }
}

const auditEvents = async (email: string) => {
  const result = await payload.db.drizzle.execute(
    sql`SELECT event, outcome, account_type, client_address, detail FROM audit_events WHERE account_email = ${email} ORDER BY created_at, id`,
  )
  return result.rows as { event: string; outcome: string; account_type: string; client_address: string | null; detail: string | null }[]
}

describe('staff sign-ins of one account at the same moment', () => {
  it('each keep their session (none is lost to another written over it)', async () => {
    const { email } = await newStaff()
    const tokens = await Promise.all(Array.from({ length: 6 }, async () => tokenOf(await signIn(email, password))))
    expect(tokens.every(Boolean)).toBe(true)
    expect(await Promise.all(tokens.map(me))).toEqual(tokens.map(() => email))
  })
})

describe('a staff password change', () => {
  it('ends the other sessions and keeps the one that made it', async () => {
    const { email, id } = await newStaff()
    const here = await tokenOf(await signIn(email, password))
    const elsewhere = await tokenOf(await signIn(email, password))
    expect(await me(elsewhere)).toBe(email)

    const response = await changePassword(here, id, 'staff-password-two', password)
    expect(response.status).toBe(200)
    expect(await me(elsewhere)).toBeNull()
    expect(await me(here)).toBe(email)
    expect((await fetch(`${baseUrl}/api/users/${id}`, { headers: { Authorization: `JWT ${elsewhere}` } })).status).toBe(403)
    expect((await signIn(email, 'staff-password-two')).status).toBe(200)

    const events = await auditEvents(email)
    const change = events.find((event) => event.event === 'staff-password-changed')
    expect(change).toMatchObject({ outcome: 'success', account_type: 'staff', detail: 'changed by themselves', client_address: expect.any(String) })
    expect(JSON.stringify(events)).not.toContain('staff-password-two')
  })

  it('by another staff member (with their own password) ends every session of the account', async () => {
    const { email, id } = await newStaff()
    const theirs = await tokenOf(await signIn(email, password))
    const response = await changePassword(await staffLogin(), id, 'staff-password-three', testEnv().staffPassword)
    expect(response.status).toBe(200)
    expect(await me(theirs)).toBeNull()
  })

  it('needs at least 12 characters, with a message on the password field', async () => {
    const { email, id } = await newStaff()
    const token = await tokenOf(await signIn(email, password))
    const response = await changePassword(token, id, 'short-pass1', password)
    expect(response.status).toBe(400)
    const body = JSON.stringify(await response.json())
    expect(body).toContain('Staff passwords must be at least 12 characters long.')
    expect(body).toContain('"path":"password"')
    expect((await signIn(email, password)).status).toBe(200)
  })

  it('needs at least 12 characters through the Local API too', async () => {
    await expect(payload.create({ collection: 'users', data: { email: uniqueEmail('staff-short'), password: 'only-eleven' } })).rejects.toMatchObject({
      name: 'ValidationError',
      message: 'The following field is invalid: password',
      data: { errors: [{ message: 'Staff passwords must be at least 12 characters long.', path: 'password' }] },
    })
  })
})

describe('staff sign-ins', () => {
  it('are audited, success and failure, with the client address and never the password; failures never lock the account', async () => {
    const { email } = await newStaff()
    expect((await signIn(email, password)).status).toBe(200)
    const wrong = 'not-the-password'
    for (let attempt = 0; attempt < 6; attempt++) expect((await signIn(email, wrong)).status).toBe(401)
    expect((await signIn(email, password)).status).toBe(200)

    const events = (await auditEvents(email)).filter((event) => event.event === 'staff-sign-in')
    expect(events.map((event) => event.outcome)).toEqual(['success', ...Array(6).fill('failure'), 'success'])
    expect(events[0]).toMatchObject({ account_type: 'staff', client_address: expect.stringMatching(/\S/) })
    expect(JSON.stringify(events)).not.toContain(wrong)
  })
})

describe('changing your own email or password', () => {
  const patchSelf = (token: string, id: string | number, data: Record<string, unknown>) =>
    fetch(`${baseUrl}/api/users/${id}`, { method: 'PATCH', headers: { 'Content-Type': 'application/json', Authorization: `JWT ${token}` }, body: JSON.stringify(data) })

  it('needs your current password, on the field; a wrong one is audited and changes nothing', async () => {
    const { email, id } = await newStaff()
    const token = await tokenOf(await signIn(email, password))
    for (const [data, message] of [
      [{ password: 'a new staff password 9' }, 'Enter your current password to change your email or password.'],
      [{ email: uniqueEmail('moved-staff') }, 'Enter your current password to change your email or password.'],
      [{ email: uniqueEmail('moved-staff'), currentPassword: 'not-my-password' }, 'Your current password is not right.'],
    ] as const) {
      const response = await patchSelf(token, id, data)
      expect(response.status, JSON.stringify(data)).toBe(400)
      const body = await response.text()
      expect(body).toContain(message)
      expect(body).toContain('"path":"currentPassword"')
    }
    expect((await signIn(email, password)).status).toBe(200)
    expect((await auditEvents(email)).some((event) => event.event === 'staff-email-changed' && event.outcome === 'failure')).toBe(true)

    const moved = uniqueEmail('moved-staff')
    const response = await patchSelf(token, id, { email: moved, name: 'Moved', currentPassword: password })
    expect(response.status).toBe(200)
    expect(await response.text()).not.toContain(password)
    expect((await signIn(moved, password)).status).toBe(200)
    expect((await auditEvents(moved)).find((event) => event.event === 'staff-email-changed' && event.outcome === 'success')).toMatchObject({ detail: `from ${email}, by themselves` })
  })

  it('needs no current password to change only your name', async () => {
    const { email, id } = await newStaff()
    const token = await tokenOf(await signIn(email, password))
    expect((await patchSelf(token, id, { name: 'Just A Name', email })).status).toBe(200)
  })
})

describe('staff passwords', () => {
  it('are refused when common or easy to guess, however they are set, with a message on the password field', async () => {
    const { email, id } = await newStaff()
    const token = await tokenOf(await signIn(email, password))
    for (const weak of ['aaaaaaaaaaaa', 'Password1234', 'qwertyuiop12', 'solvingtech1', `${email.split('@')[0]}1`]) {
      const response = await changePassword(token, id, weak, password)
      expect(response.status, weak).toBe(400)
      const body = await response.text()
      expect(body).toContain('This password is too easy to guess.')
      expect(body).toContain('"path":"password"')
    }
    await expect(payload.create({ collection: 'users', data: { email: uniqueEmail('weak-staff'), password: 'aaaaaaaaaaaa' } })).rejects.toMatchObject({
      data: { errors: [expect.objectContaining({ path: 'password', message: expect.stringContaining('too easy to guess') })] },
    })
    expect((await changePassword(token, id, 'tin roof marmalade cobbles', password)).status).toBe(200)
  })
})

describe('the staff cookie', () => {
  let httpsServer: Awaited<ReturnType<typeof startExtraServer>>

  beforeAll(async () => {
    httpsServer = await startExtraServer({ PUBLIC_URL: 'https://admin.solvingtech.example' })
  }, 120_000)

  afterAll(async () => {
    await httpsServer?.stop()
  })

  it('is Secure when PUBLIC_URL is HTTPS', async () => {
    const response = await signIn(testEnv().staffEmail, testEnv().staffPassword, httpsServer.baseUrl)
    expect(response.status).toBe(200)
    const cookie = response.headers.get('set-cookie') ?? ''
    expect(cookie).toMatch(/^solvingtech-staff-token=/)
    expect(cookie).toMatch(/;\s*Secure/i)
    expect(cookie).toMatch(/HttpOnly/i)
  })

  it('is not Secure on plain HTTP (local use), so the admin still works there', async () => {
    const response = await signIn(testEnv().staffEmail, testEnv().staffPassword)
    expect(response.headers.get('set-cookie') ?? '').not.toMatch(/;\s*Secure/i)
  })
})
