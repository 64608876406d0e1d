import { sql } from '@payloadcms/db-postgres'
import { generate } from 'otplib'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { openSecret } from '@/domains/staffAccounts/twoFactor/keys'
import { resealTwoFactorSecrets } from '@/domains/staffAccounts/twoFactor/resealSecrets'
import { ApiClient } from '../../support/apiClient'
import { startExtraServer } from '../../support/extraServer'
import { testPayload, uniqueEmail } from '../../support/payload'
import { auditRowsAbout } from '../../support/signInRecords'
import { staffLogin, staffTokenOf } from '../../support/staffApi'
import { testEnv } from '../../support/testEnv'

/** Issue 23, point 1: two-factor sign-in for staff (TOTP and recovery codes), optional or required by the server. */
const password = 'a long staff password 7'
let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
})

const newStaff = async () => {
  const email = uniqueEmail('two-factor-staff')
  const user = await payload.create({ collection: 'users', data: { email, password } })
  return { email, id: String(user.id) }
}

/** A browser-like client signed in as the account (password only, or with a code). */
const signIn = async (email: string, code?: string, baseUrl = testEnv().baseUrl) => {
  const client = new ApiClient(baseUrl)
  const response = await client.post('/api/users/login', { email, password, ...(code === undefined ? {} : { code }) })
  return { client, response, token: staffTokenOf(response) }
}

const asStaff = (token: string, baseUrl = testEnv().baseUrl) => {
  const client = new ApiClient(baseUrl)
  return {
    post: (path: string, body: unknown) => client.post(path, body, { headers: { Authorization: `JWT ${token}` } }),
    get: (path: string) => client.get(path, { headers: { Authorization: `JWT ${token}` } }),
  }
}

/** A code of the app for the current 30 s step, or for the next one (codes are used once each). */
const codeFor = (secret: string, stepsAhead = 0) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + stepsAhead * 30 })

/** Sets two-factor sign-in up from the account page's calls; answers the secret and the recovery codes. */
const enrol = async (token: string) => {
  const staff = asStaff(token)
  const setup = await staff.post('/api/users/two-factor/setup', {})
  expect(setup.status).toBe(200)
  const secret = setup.body.secret as string
  const enabled = await staff.post('/api/users/two-factor/enable', { code: await codeFor(secret) })
  expect(enabled.status).toBe(200)
  return { secret, recoveryCodes: enabled.body.recoveryCodes as string[], setup: setup.body }
}

const storedColumns = async (id: string) =>
  (
    await payload.db.drizzle.execute(
      sql`SELECT two_factor_secret, two_factor_recovery_codes::text AS codes, two_factor_enabled_at FROM users WHERE id = ${id}`,
    )
  ).rows[0] as { two_factor_secret: string | null; codes: string | null; two_factor_enabled_at: Date | null }

describe('setting up two-factor sign-in', () => {
  it('shows a QR code and a key, turns on with the first code, and answers ten recovery codes once', async () => {
    const { email, id } = await newStaff()
    const { token } = await signIn(email)
    const staff = asStaff(token)
    const setup = await staff.post('/api/users/two-factor/setup', {})
    expect(setup.body).toEqual({
      secret: expect.stringMatching(/^[A-Z2-7]{16,}$/),
      otpauthUrl: expect.stringMatching(/^otpauth:\/\/totp\/Solving%20Tech:.+\?secret=[A-Z2-7]+&issuer=Solving%20Tech$/),
      qrCode: expect.stringMatching(/^data:image\/svg\+xml;base64,/),
    })
    expect((await staff.post('/api/users/two-factor/enable', { code: '000000' })).status).toBe(400)
    expect((await staff.post('/api/users/two-factor/enable', { code: 'abc' })).body).toMatchObject({ message: 'Enter the 6-digit code from your authenticator app' })

    const enabled = await staff.post('/api/users/two-factor/enable', { code: await codeFor(setup.body.secret as string) })
    expect(enabled.status).toBe(200)
    const codes = enabled.body.recoveryCodes as string[]
    expect(codes).toHaveLength(10)
    for (const code of codes) expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{5}-[0-9A-HJKMNP-TV-Z]{5}$/)
    expect(new Set(codes).size).toBe(10)
    expect((await staff.get(`/api/users/${id}/two-factor`)).body).toMatchObject({ enabled: true, recoveryCodesLeft: 10, required: false })

    // Stored sealed and hashed: neither the secret nor a code is in the row, nor in any answer about the account.
    const stored = await storedColumns(id)
    expect(stored.two_factor_secret).toMatch(/^v1\./)
    expect(stored.two_factor_secret).not.toContain(setup.body.secret as string)
    for (const code of codes) expect(stored.codes).not.toContain(code.replace('-', ''))
    const account = await staff.get(`/api/users/${id}?depth=0`)
    expect(account.text).not.toMatch(/twoFactorSecret|twoFactorPendingSecret|twoFactorRecoveryCodes|twoFactorLastStep|"v1\./)
    expect(account.body).toMatchObject({ twoFactorEnabledAt: expect.any(String) })
    expect((await auditRowsAbout(email)).some((row) => row.event === 'staff-two-factor-enabled' && row.outcome === 'success')).toBe(true)
  })

  it('cannot be set, read or cleared through the REST API', async () => {
    const { email, id } = await newStaff()
    const { token } = await signIn(email)
    await enrol(token)
    const before = await storedColumns(id)
    const patched = await new ApiClient().call('PATCH', `/api/users/${id}`, { twoFactorSecret: 'x', twoFactorEnabledAt: null, twoFactorRecoveryCodes: [] }, { headers: { Authorization: `JWT ${await staffLogin()}` } })
    expect(patched.status).toBe(200)
    expect(await storedColumns(id)).toEqual(before)
  })
})

describe('signing in with two-factor sign-in on', () => {
  it('needs the code: none or a wrong one answers exactly as a wrong password does, and each code works once', async () => {
    const { email } = await newStaff()
    const { secret } = await enrol((await signIn(email)).token)
    const wrongPassword = await new ApiClient().post('/api/users/login', { email, password: 'not the password' })
    for (const code of [undefined, '000000', '12345']) {
      const { response } = await signIn(email, code)
      expect(response.status, String(code)).toBe(401)
      expect(response.text).toBe(wrongPassword.text)
      expect(response.headers.getSetCookie().some((cookie) => cookie.startsWith('solvingtech-staff-token='))).toBe(false)
    }
    const code = await codeFor(secret, 1)
    const signedIn = await signIn(email, code)
    expect(signedIn.response.status).toBe(200)
    expect(signedIn.token).not.toBe('')
    expect((await signIn(email, code)).response.status).toBe(401)

    const rows = (await auditRowsAbout(email)).filter((row) => row.event === 'staff-sign-in')
    expect(rows.filter((row) => row.outcome === 'failure').map((row) => row.detail)).toContain('right password, missing or wrong two-factor code')
    expect(rows.find((row) => row.outcome === 'success' && row.detail === 'with app code')).toBeDefined()
  })

  it('takes each recovery code once instead of a code from the app', async () => {
    const { email, id } = await newStaff()
    const { recoveryCodes } = await enrol((await signIn(email)).token)
    const [first] = recoveryCodes
    expect((await signIn(email, first.toLowerCase().replace('-', ' '))).response.status).toBe(200)
    expect((await signIn(email, first)).response.status).toBe(401)
    const { token } = await signIn(email, recoveryCodes[1])
    expect((await asStaff(token).get(`/api/users/${id}/two-factor`)).body).toMatchObject({ recoveryCodesLeft: 8 })
    expect((await auditRowsAbout(email)).some((row) => row.detail === 'with recovery code')).toBe(true)
  })

  // Codes are good for the current 30 s step and the next: each test signs in before turning two-factor sign-in on
  // (that session lasts), so it needs no more than two codes in a row.
  it('makes new recovery codes with a current code, and the old ones stop working', async () => {
    const { email } = await newStaff()
    const { token } = await signIn(email)
    const { secret, recoveryCodes } = await enrol(token)
    expect((await asStaff(token).post('/api/users/two-factor/recovery-codes', { code: '000000' })).status).toBe(400)
    const renewed = await asStaff(token).post('/api/users/two-factor/recovery-codes', { code: await codeFor(secret, 1) })
    expect(renewed.status).toBe(200)
    const fresh = renewed.body.recoveryCodes as string[]
    expect((await signIn(email, recoveryCodes[0])).response.status).toBe(401)
    expect((await signIn(email, fresh[0])).response.status).toBe(200)
    expect((await auditRowsAbout(email)).some((row) => row.event === 'staff-recovery-codes-renewed')).toBe(true)
  })

  it('is turned off by yourself with your password and a code, or by a colleague for a lost phone', async () => {
    const { email, id } = await newStaff()
    const { token } = await signIn(email)
    const { secret } = await enrol(token)
    const self = asStaff(token)
    expect((await self.post('/api/users/two-factor/disable', { currentPassword: 'wrong', code: await codeFor(secret, 1) })).body).toMatchObject({
      message: 'Your current password is not right.',
    })
    expect((await self.post('/api/users/two-factor/disable', { currentPassword: password, code: await codeFor(secret, 1) })).status).toBe(200)
    expect((await signIn(email)).response.status).toBe(200)

    const again = await enrol((await signIn(email)).token)
    expect(again.secret).not.toBe(secret)
    const colleague = asStaff(await staffLogin())
    expect((await colleague.post(`/api/users/${id}/two-factor/reset`, { currentPassword: testEnv().staffPassword })).status).toBe(200)
    expect((await signIn(email)).response.status).toBe(200)
    const disabled = (await auditRowsAbout(email)).filter((row) => row.event === 'staff-two-factor-disabled' && row.outcome === 'success').map((row) => row.detail)
    expect(disabled).toEqual(['turned off by themselves', `turned off by ${testEnv().staffEmail}`])
  })

  it('is not bypassed by a reset link: resetting the password signs nobody in', async () => {
    const { email } = await newStaff()
    await enrol((await signIn(email)).token)
    const token = await payload.forgotPassword({ collection: 'users', data: { email }, disableEmail: true })
    const reset = await new ApiClient().post('/api/users/reset-password', { token, password: 'another long password 8' })
    expect(reset.status).toBe(200)
    expect(reset.body).toEqual({ message: 'Your password is changed. Sign in with it.' })
    expect(reset.headers.getSetCookie().some((cookie) => cookie.startsWith('solvingtech-staff-token='))).toBe(false)
    expect((await new ApiClient().post('/api/users/login', { email, password: 'another long password 8' })).status).toBe(401)
  })
})

describe('when the server requires it for all staff', () => {
  let server: Awaited<ReturnType<typeof startExtraServer>>

  beforeAll(async () => {
    server = await startExtraServer({ STAFF_TWO_FACTOR_REQUIRED: 'true' })
  }, 120_000)

  afterAll(async () => {
    await server?.stop()
  })

  it('gives an account without it no session, but a ticket to set it up; its first code then signs in', async () => {
    const { email } = await newStaff()
    const first = await signIn(email, undefined, server.baseUrl)
    expect(first.response.status).toBe(403)
    expect(first.token).toBe('')
    const ticket = first.response.body.setupTicket as string
    expect(first.response.body).toEqual({ message: 'Staff accounts need two-factor sign-in. Set it up now to continue.', setupTicket: expect.any(String) })

    const client = new ApiClient(server.baseUrl)
    expect((await client.post('/api/users/two-factor/setup', { setupTicket: `${ticket}x` })).status).toBe(401)
    const setup = await client.post('/api/users/two-factor/setup', { setupTicket: ticket })
    expect(setup.status).toBe(200)
    const code = await codeFor(setup.body.secret as string)
    const enabled = await client.post('/api/users/two-factor/enable', { setupTicket: ticket, code })
    expect(enabled.status).toBe(200)
    const signedIn = await signIn(email, code, server.baseUrl)
    expect(signedIn.response.status).toBe(200)
    expect((await signIn(email, code, server.baseUrl)).response.status).toBe(401)

    const self = asStaff(signedIn.token, server.baseUrl)
    const refused = await self.post('/api/users/two-factor/disable', { currentPassword: password, code: await codeFor(setup.body.secret as string, 1) })
    expect(refused.status).toBe(403)
    expect(refused.body.message).toMatch(/required for every staff account/)
    expect((await auditRowsAbout(email)).map((row) => `${row.event}:${row.outcome}`)).toEqual(
      expect.arrayContaining(['staff-sign-in:refused', 'staff-two-factor-enabled:success', 'staff-sign-in:success']),
    )
  }, 60_000)

  it('refuses a ticket for setting up an account that already has it on', async () => {
    const { email } = await newStaff()
    const ticket = (await signIn(email, undefined, server.baseUrl)).response.body.setupTicket as string
    const client = new ApiClient(server.baseUrl)
    const setup = await client.post('/api/users/two-factor/setup', { setupTicket: ticket })
    await client.post('/api/users/two-factor/enable', { setupTicket: ticket, code: await codeFor(setup.body.secret as string) })
    expect((await client.post('/api/users/two-factor/setup', { setupTicket: ticket })).status).toBe(409)
  }, 60_000)
})

describe('two-factor secrets sealed with TWO_FACTOR_KEYS, a key of their own', () => {
  const firstKey = `${'5e'.repeat(16)}-first-two-factor-key`
  const nextKey = `${'7a'.repeat(16)}-next-two-factor-key`
  let server: Awaited<ReturnType<typeof startExtraServer>>

  beforeAll(async () => {
    server = await startExtraServer({ TWO_FACTOR_KEYS: firstKey })
  }, 120_000)

  afterAll(async () => {
    await server?.stop()
  })

  it("seals a new authenticator with the key, which PAYLOAD_SECRET alone does not open; an older one sealed with PAYLOAD_SECRET's still signs in", async () => {
    const older = await newStaff()
    const { secret: olderSecret } = await enrol((await signIn(older.email)).token)
    expect((await signIn(older.email, await codeFor(olderSecret, 1), server.baseUrl)).response.status).toBe(200)

    const { email, id } = await newStaff()
    const { token } = await signIn(email, undefined, server.baseUrl)
    const staff = asStaff(token, server.baseUrl)
    const setup = await staff.post('/api/users/two-factor/setup', {})
    const secret = setup.body.secret as string
    expect((await staff.post('/api/users/two-factor/enable', { code: await codeFor(secret) })).status).toBe(200)
    expect((await storedColumns(id)).two_factor_secret).toMatch(/^v2:[\w-]{8}\./)

    expect((await signIn(email, await codeFor(secret, 1), server.baseUrl)).response.status).toBe(200)
    // The test stack's server has the same PAYLOAD_SECRET but not the key: the authenticator is not its to open.
    expect((await signIn(email, await codeFor(secret, 2))).response.status).toBe(401)
  }, 60_000)

  it('are sealed again with a new first key by the database step, and then open with it alone', async () => {
    const { email, id } = await newStaff()
    const { token } = await signIn(email, undefined, server.baseUrl)
    const staff = asStaff(token, server.baseUrl)
    const setup = await staff.post('/api/users/two-factor/setup', {})
    const secret = setup.body.secret as string
    await staff.post('/api/users/two-factor/enable', { code: await codeFor(secret) })
    const before = (await storedColumns(id)).two_factor_secret ?? ''

    // In a transaction rolled back at the end, so the other tests' accounts on this database keep their seals.
    const rolledBack = new Error('rolled back on purpose')
    const saved = process.env.TWO_FACTOR_KEYS
    await expect(
      payload.db.drizzle.transaction(async (tx) => {
        process.env.TWO_FACTOR_KEYS = `${nextKey},${firstKey}`
        try {
          expect(await resealTwoFactorSecrets(tx)).toBeGreaterThanOrEqual(1)
          const after = ((await tx.execute(sql`SELECT two_factor_secret FROM users WHERE id = ${id}`)).rows[0] as { two_factor_secret: string }).two_factor_secret
          expect(after.split('.')[0]).not.toBe(before.split('.')[0])
          process.env.TWO_FACTOR_KEYS = nextKey
          expect(openSecret(after)).toBe(secret)
          expect(openSecret(before)).toBeUndefined()
        } finally {
          if (saved === undefined) delete process.env.TWO_FACTOR_KEYS
          else process.env.TWO_FACTOR_KEYS = saved
        }
        throw rolledBack
      }),
    ).rejects.toBe(rolledBack)
    expect((await storedColumns(id)).two_factor_secret).toBe(before)
  }, 60_000)
})
