import { describe, expect, it } from 'vitest'

import { ApiClient, itAnswersFieldErrors, registeredLearner } from '../../support/apiClient'
import { learnerPassword } from '../../support/factories'
import { waitForMail } from '../../support/mail'
import { expectNoMailSince } from '../../support/mailSentinel'
import { requestResetToken } from '../../support/passwordReset'
import { testPayload, uniqueEmail } from '../../support/payload'
import { auditRowsAbout } from '../../support/signInRecords'
import { testEnv } from '../../support/testEnv'

const sentMessage = "If an account exists for that email, we've sent a link to reset your password. Please check your inbox and spam folder."
const invalidTokenMessage = 'This password reset link is invalid or has expired. Please request a new one.'

describe('POST /api/v1/forgot-password', () => {
  it('answers the same whether or not the email has an account', async () => {
    const email = uniqueEmail('forgot')
    await registeredLearner(email)
    const known = await new ApiClient().post('/api/v1/forgot-password', { email })
    const unknown = await new ApiClient().post('/api/v1/forgot-password', { email: uniqueEmail('unknown') })
    expect(known.status).toBe(200)
    expect(unknown.status).toBe(200)
    expect(known.body).toEqual({ message: sentMessage })
    expect(unknown.body).toEqual(known.body)
  })

  it('mails nothing for an unknown email, and audits the typed email like a known one', async () => {
    const email = uniqueEmail('ghost')
    const since = Date.now()
    await new ApiClient().post('/api/v1/forgot-password', { email })
    await expectNoMailSince(email, since)
    expect((await auditRowsAbout(email)).map((row) => [row.event, row.outcome])).toEqual([['learner-password-reset-requested', 'success']])
  })

  it('answers 400 to an invalid email', async () => {
    const response = await new ApiClient().post('/api/v1/forgot-password', { email: 'nope' })
    expect(response.status).toBe(400)
    expect(response.body.message).toBe('Please enter a valid email address')
  })

  it('mails a link built from PUBLIC_URL, even when the request forges its Host', async () => {
    const email = uniqueEmail('host')
    await registeredLearner(email)
    const { link } = await requestResetToken(email, { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' })
    expect(link.startsWith(`${testEnv().baseUrl}/v1/reset-password?token=`)).toBe(true)
    expect(link).not.toContain('evil.example')
  })

  it('stores only a hash of the token', async () => {
    const email = uniqueEmail('hashed')
    const { user } = await registeredLearner(email)
    const { token } = await requestResetToken(email)
    expect(token.length).toBeGreaterThanOrEqual(22)
    const payload = await testPayload()
    const { docs } = await payload.find({ collection: 'password-reset-tokens', where: { user: { equals: user.id } }, showHiddenFields: true })
    expect(docs.length).toBeGreaterThan(0)
    expect(JSON.stringify(docs)).not.toContain(token)
  })
})

describe('POST /api/v1/reset-password', () => {
  it('sets the new password once, ends every session and mails a notice', async () => {
    const email = uniqueEmail('reset')
    const { client: oldSession } = await registeredLearner(email)
    const { token } = await requestResetToken(email)
    const since = Date.now()

    const reset = await new ApiClient().post('/api/v1/reset-password', { token, password: 'brand-new-pass' })
    expect(reset.status).toBe(200)
    expect(reset.body).toEqual({ message: expect.stringContaining('reset') })
    await waitForMail(email, /password was changed/i, since)

    expect((await oldSession.get('/api/v1/me')).status).toBe(401)
    expect((await new ApiClient().post('/api/v1/login', { email, password: learnerPassword })).status).toBe(401)
    expect((await new ApiClient().post('/api/v1/login', { email, password: 'brand-new-pass' })).status).toBe(200)

    const reused = await new ApiClient().post('/api/v1/reset-password', { token, password: 'another-pass-1' })
    expect(reused.status).toBe(400)
    expect(reused.body.message).toBe(invalidTokenMessage)
  })

  it("ends the learner's other reset links, and audits the request and the reset", async () => {
    const email = uniqueEmail('reset-others')
    await registeredLearner(email)
    const { token: first } = await requestResetToken(email)
    const { token: second } = await requestResetToken(email)
    expect((await new ApiClient().post('/api/v1/reset-password', { token: second, password: 'brand-new-pass' })).status).toBe(200)
    const older = await new ApiClient().post('/api/v1/reset-password', { token: first, password: 'another-pass-1' })
    expect(older.status).toBe(400)
    expect(older.body.message).toBe(invalidTokenMessage)

    const rows = (await auditRowsAbout(email)).map((row) => [row.event, row.outcome])
    expect(rows).toEqual([
      ['learner-password-reset-requested', 'success'],
      ['learner-password-reset-requested', 'success'],
      ['learner-password-reset', 'success'],
    ])
  })

  it('refuses an expired token with the same message', async () => {
    const email = uniqueEmail('expired')
    const { user } = await registeredLearner(email)
    const { token } = await requestResetToken(email)
    const payload = await testPayload()
    await payload.update({
      collection: 'password-reset-tokens',
      where: { user: { equals: user.id } },
      data: { expiresAt: new Date(Date.now() - 1000).toISOString() },
    })
    const response = await new ApiClient().post('/api/v1/reset-password', { token, password: 'brand-new-pass' })
    expect(response.status).toBe(400)
    expect(response.body.message).toBe(invalidTokenMessage)
  })

  it('refuses an unknown token with the same message', async () => {
    const response = await new ApiClient().post('/api/v1/reset-password', { token: 'made-up-token', password: 'brand-new-pass' })
    expect(response.status).toBe(400)
    expect(response.body.message).toBe(invalidTokenMessage)
  })

  it('uses a token once even when two requests race', async () => {
    const email = uniqueEmail('race')
    await registeredLearner(email)
    const { token } = await requestResetToken(email)
    const results = await Promise.all(
      Array.from({ length: 5 }, (_, index) => new ApiClient().post('/api/v1/reset-password', { token, password: `racing-pass-${index}` })),
    )
    expect(results.filter((result) => result.status === 200)).toHaveLength(1)
  })

  itAnswersFieldErrors('/api/v1/reset-password', [
    ['token', { token: '', password: 'brand-new-pass' }, 'Reset token is required'],
    ['password', { token: 'abc', password: '123' }, 'Password must be at least 6 characters long'],
  ])
})
