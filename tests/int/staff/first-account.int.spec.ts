import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { announceFirstStaffSetup } from '@/domains/staffAccounts/announceFirstStaffSetup'
import { firstStaffSetupCode } from '@/domains/staffAccounts/setupCode'
import { startExtraServer } from '../../support/extraServer'
import { freshDatabaseWithoutStaff } from '../../support/freshDatabase'
import { staffTokenOf } from '../../support/staffApi'

/** Point 1 of issue 11: on a database without staff, /admin belongs to whoever holds the server's setup code. */
const secret = process.env.PAYLOAD_SECRET ?? ''
const setupCode = firstStaffSetupCode(secret)
const password = 'correct-horse-battery'

let database: Awaited<ReturnType<typeof freshDatabaseWithoutStaff>>
let server: Awaited<ReturnType<typeof startExtraServer>>

beforeAll(async () => {
  database = await freshDatabaseWithoutStaff('nostaff')
  server = await startExtraServer({ DATABASE_URL: database.url, SEED_ADMIN_EMAIL: '', SEED_ADMIN_PASSWORD: '' })
}, 240_000)

afterAll(async () => {
  await server?.stop()
  await database?.drop()
})

const firstRegister = (body: Record<string, unknown>) =>
  fetch(`${server.baseUrl}/api/users/first-register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'first@solvingtech.test', password, ...body }),
  })

const messageOf = async (response: Response) => JSON.stringify(await response.json())

describe('the first staff account', () => {
  it('is announced with its setup code in the server log at start, and the code has 4 groups of 4', async () => {
    expect(setupCode).toMatch(/^[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/)
    const [line] = await server.waitForOutput(/\[setup\] {3}[0-9A-Z-]{19}/)
    expect(line).toContain(setupCode)
    expect(server.output()).toContain('/admin/create-first-user')
  })

  it('is asked for on the create-first-user screen', async () => {
    const response = await fetch(`${server.baseUrl}/admin/create-first-user`)
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(html).toContain('Setup code')
    // The form is drawn in the browser from this initial state: the setup code is one of its fields.
    expect(html).toContain('lastRenderedPath\\":\\"setupCode')
  })

  it('is refused without the setup code (403, with a message that says where the code is)', async () => {
    const response = await firstRegister({})
    expect(response.status).toBe(403)
    expect(await messageOf(response)).toContain('setup code')
  })

  it('is refused with a wrong setup code', async () => {
    const response = await firstRegister({ setupCode: 'AAAA-BBBB-CCCC-DDDD' })
    expect(response.status).toBe(403)
    const refusals = await database.query(`SELECT detail FROM audit_events WHERE event = 'staff-first-account-created' AND outcome = 'refused'`)
    expect(refusals.map((row) => row.detail)).toContain('wrong setup code')
  })

  it('needs a password of at least 12 characters, even with the code', async () => {
    const response = await firstRegister({ setupCode, password: 'elevenchars' })
    expect(response.status).toBe(400)
    expect(await messageOf(response)).toContain('at least 12 characters')
    expect(await database.query('SELECT id FROM users')).toEqual([])
  })

  it('is created with the right code (typed in lower case, without dashes), then signs in, and is audited', async () => {
    const response = await firstRegister({ setupCode: setupCode.replaceAll('-', '').toLowerCase() })
    expect(response.status).toBe(200)
    // No session token in the answer, nor (Payload then sets it empty) in its cookie: the new account signs in next.
    expect(await response.text()).not.toMatch(/"token"|eyJ/)
    const signedIn = await fetch(`${server.baseUrl}/api/users/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'first@solvingtech.test', password }),
    })
    expect(signedIn.status).toBe(200)
    const me = await fetch(`${server.baseUrl}/api/users/me`, { headers: { Authorization: `JWT ${staffTokenOf(signedIn)}` } })
    expect(((await me.json()) as { user: { email: string } }).user.email).toBe('first@solvingtech.test')
    const events = await database.query(`SELECT account_email, detail FROM audit_events WHERE event = 'staff-first-account-created' AND outcome = 'success'`)
    expect(events).toEqual([{ account_email: 'first@solvingtech.test', detail: expect.stringContaining('setup code') }])
    const columns = await database.query(`SELECT column_name FROM information_schema.columns WHERE table_name = 'users' AND column_name LIKE '%setup%'`)
    expect(columns).toEqual([])
  })

  it('stops working once a staff account exists, and is no longer printed', async () => {
    const response = await firstRegister({ email: 'second@solvingtech.test', setupCode })
    expect(response.status).toBe(403)
    const created = await fetch(`${server.baseUrl}/api/users`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'third@solvingtech.test', password, setupCode }),
    })
    expect(created.status).toBe(403)
    expect(await database.query(`SELECT email FROM users ORDER BY email`)).toEqual([{ email: 'first@solvingtech.test' }])

    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined)
    try {
      await announceFirstStaffSetup({ databaseUrl: database.url, secret, publicUrl: server.baseUrl })
      expect(info).not.toHaveBeenCalled()
    } finally {
      info.mockRestore()
    }
  })
})
