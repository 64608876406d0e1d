import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startExtraServer } from '../../support/extraServer'
import { testPayload, uniqueEmail } from '../../support/payload'
import { staffLogin } from '../../support/staffApi'
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

const tokenOf = async (response: Response) => ((await response.json()) as { token: string }).token

/** Who the token's session belongs to, or null once that session has ended. */
const me = async (token: string): Promise<string | null> => {
  const response = await fetch(`${baseUrl}/api/users/me`, { headers: { Authorization: `JWT ${token}` } })
  return ((await response.json()) as { user: { email: string } | null }).user?.email ?? null
}

const changePassword = (token: string, id: string | number, newPassword: string) =>
  fetch(`${baseUrl}/api/users/${id}`, {
    method: 'PATCH',
    headers: { 'Content-Type': 'application/json', Authorization: `JWT ${token}` },
    body: JSON.stringify({ password: newPassword }),
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

describe('a staff password change', () => {
  it('ends the other sessions and keeps the one that made it', async () => {
    const { email, id } = await newStaff()
    const here = await tokenOf(await signIn(email, password))
    const elsewhere = await tokenOf(await signIn(email, password))
    expect(await me(elsewhere)).toBe(email)

    const response = await changePassword(here, id, 'staff-password-two')
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

  it('by another staff member ends every session of the account', async () => {
    const { email, id } = await newStaff()
    const theirs = await tokenOf(await signIn(email, password))
    const response = await changePassword(await staffLogin(), id, 'staff-password-three')
    expect(response.status).toBe(200)
    expect(await me(theirs)).toBeNull()
  })

  it('needs at least 12 characters, with a message on the password field', async () => {
    const { email, id } = await newStaff()
    const token = await tokenOf(await signIn(email, password))
    const response = await changePassword(token, id, 'short-pass1')
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
  it('are audited: success, failure and a locked account refused, with the client address and never the password', async () => {
    const { email } = await newStaff()
    expect((await signIn(email, password)).status).toBe(200)
    const wrong = 'not-the-password'
    for (let attempt = 0; attempt < 6; attempt++) expect((await signIn(email, wrong)).status).toBe(401)

    const events = (await auditEvents(email)).filter((event) => event.event === 'staff-sign-in')
    expect(events[0]).toMatchObject({ outcome: 'success', account_type: 'staff', client_address: expect.stringMatching(/\S/) })
    expect(events.filter((event) => event.outcome === 'failure').length).toBeGreaterThanOrEqual(4)
    expect(events.at(-1)).toMatchObject({ outcome: 'refused' })
    expect(JSON.stringify(events)).not.toContain(wrong)
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
