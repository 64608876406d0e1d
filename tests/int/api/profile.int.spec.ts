import { describe, expect, it } from 'vitest'

import { ApiClient, expectFieldError, registeredLearner } from '../../support/apiClient'
import { emailChangeConfirmation } from '../../support/emailChange'
import { learnerPassword } from '../../support/factories'
import { waitForMail } from '../../support/mail'
import { requestResetToken } from '../../support/passwordReset'
import { testPayload, uniqueEmail } from '../../support/payload'
import { auditRowsAbout, loginFailuresOf } from '../../support/signInRecords'
import { testEnv } from '../../support/testEnv'

describe('PUT /api/v1/profile', () => {
  it('updates the profile and answers with the user object', async () => {
    const { client, user } = await registeredLearner(uniqueEmail('profile'))
    const response = await client.put('/api/v1/profile', {
      userId: user.id,
      firstName: 'Samantha',
      lastName: 'Jones-Smith',
      company: 'JS Builders',
      jobTitle: 'Director',
      phone: '07700 900123',
    })
    expect(response.status).toBe(200)
    expect(response.body).toMatchObject({
      id: user.id,
      firstName: 'Samantha',
      lastName: 'Jones-Smith',
      name: 'Samantha Jones-Smith',
      company: 'JS Builders',
      jobTitle: 'Director',
      phone: '07700 900123',
    })
    const cleared = await client.put('/api/v1/profile', { firstName: 'Samantha', lastName: 'Jones-Smith', company: 'JS Builders', jobTitle: '', phone: null })
    expect(cleared.body).toMatchObject({ jobTitle: null, phone: null })
  })

  it.each([
    ['firstName', { firstName: '' }, 'First name is required'],
    ['lastName', { lastName: '' }, 'Last name is required'],
    ['company', { company: ' ' }, 'Company name is required'],
  ])('answers 400 with the spec message for %s', async (field, overrides, message) => {
    const { client } = await registeredLearner(uniqueEmail('profile-invalid'))
    const response = await client.put('/api/v1/profile', { firstName: 'A', lastName: 'B', company: 'C', ...overrides })
    expectFieldError(response, field, message)
  })

  it('shows a name like <img src=x onerror=alert(1)> back as plain data', async () => {
    const { client } = await registeredLearner(uniqueEmail('xss'))
    const name = '<img src=x onerror=alert(1)>'
    const response = await client.put('/api/v1/profile', { firstName: name, lastName: 'B', company: 'C' })
    expect(response.status).toBe(200)
    expect(response.body.firstName).toBe(name)
    expect(response.headers.get('content-type')).toContain('application/json')
  })
})

const invalidLinkMessage = 'This email confirmation link is invalid or has expired. Please change your email again.'

describe('PUT /api/v1/account/email', () => {
  it('needs the current password, answers 202 and changes nothing until the link mailed to the new address is followed', async () => {
    const email = uniqueEmail('email-change')
    const { client, user } = await registeredLearner(email)
    const next = uniqueEmail('email-new')
    const since = Date.now()
    const response = await client.put('/api/v1/account/email', { email: ` ${next.toUpperCase()} `, currentPassword: learnerPassword, userId: user.id })
    expect(response.status).toBe(202)
    expect(response.body).toEqual({ message: `Check your inbox: we've sent a link to ${next} to confirm the change.` })
    expect((await client.get('/api/v1/me')).body.email).toBe(email)
    await waitForMail(email, new RegExp(`change its email address to ${next}`), since)

    const { link, token } = await emailChangeConfirmation(next, since)
    expect(link.startsWith(`${testEnv().baseUrl}/v1/confirm-email?token=`)).toBe(true)
    const confirmed = await new ApiClient().post('/api/v1/account/email/confirm', { token })
    expect(confirmed.status).toBe(200)
    expect(confirmed.body).toMatchObject({ id: user.id, email: next })
    expect((await client.get('/api/v1/me')).body.email).toBe(next)
    expect((await new ApiClient().post('/api/v1/login', { email: next, password: learnerPassword })).status).toBe(200)
    expect((await new ApiClient().post('/api/v1/login', { email, password: learnerPassword })).status).toBe(401)

    const reused = await new ApiClient().post('/api/v1/account/email/confirm', { token })
    expect(reused.status).toBe(400)
    expect(reused.body.message).toBe(invalidLinkMessage)
  })

  it('answers 400 without the current password and 401 to a wrong one, which counts as a failed sign-in', async () => {
    const email = uniqueEmail('email-proof')
    const { client } = await registeredLearner(email)
    const missing = await client.put('/api/v1/account/email', { email: uniqueEmail('email-new') })
    expect(missing.status).toBe(400)
    expect(missing.body).toEqual({ message: 'Current password is required', errors: [{ field: 'currentPassword', message: 'Current password is required' }] })

    const wrong = await client.put('/api/v1/account/email', { email: uniqueEmail('email-new'), currentPassword: 'not-it' })
    expect(wrong.status).toBe(401)
    expect(wrong.body).toEqual({ message: 'Current password is incorrect' })
    expect(Object.values(await loginFailuresOf(email))).toEqual([1])
    expect((await client.get('/api/v1/me')).status).toBe(200)
  })

  it('answers 409 when another account has the email, and 400 to an invalid one', async () => {
    const taken = uniqueEmail('email-taken')
    await registeredLearner(taken)
    const { client } = await registeredLearner(uniqueEmail('email-wants'))
    expect((await client.put('/api/v1/account/email', { email: taken, currentPassword: learnerPassword })).status).toBe(409)
    const invalid = await client.put('/api/v1/account/email', { email: 'nope', currentPassword: learnerPassword })
    expect(invalid.status).toBe(400)
    expect(invalid.body.errors).toEqual([{ field: 'email', message: 'Please enter a valid email address' }])
  })

  it('answers 409 at confirmation when the email was taken in the meantime', async () => {
    const { client } = await registeredLearner(uniqueEmail('email-slow'))
    const next = uniqueEmail('email-race')
    const since = Date.now()
    expect((await client.put('/api/v1/account/email', { email: next, currentPassword: learnerPassword })).status).toBe(202)
    const { token } = await emailChangeConfirmation(next, since)
    await registeredLearner(next)
    const confirmed = await new ApiClient().post('/api/v1/account/email/confirm', { token })
    expect(confirmed.status).toBe(409)
  })

  it('refuses an expired or unknown link with one message, and stores only a hash of the token', async () => {
    const { client, user } = await registeredLearner(uniqueEmail('email-expired'))
    const next = uniqueEmail('email-late')
    const since = Date.now()
    await client.put('/api/v1/account/email', { email: next, currentPassword: learnerPassword })
    const { token } = await emailChangeConfirmation(next, since)
    const payload = await testPayload()
    const { docs } = await payload.find({ collection: 'email-change-tokens', where: { user: { equals: user.id } }, showHiddenFields: true })
    expect(docs).toHaveLength(1)
    expect(JSON.stringify(docs)).not.toContain(token)
    expect(Date.parse(String(docs[0].expiresAt)) - Date.now()).toBeGreaterThan(23 * 60 * 60 * 1000)

    await payload.update({ collection: 'email-change-tokens', where: { user: { equals: user.id } }, data: { expiresAt: new Date(Date.now() - 1000).toISOString() } })
    for (const attempt of [token, 'made-up-token']) {
      const response = await new ApiClient().post('/api/v1/account/email/confirm', { token: attempt })
      expect(response.status).toBe(400)
      expect(response.body.message).toBe(invalidLinkMessage)
    }
  })

  it('answers 401 without a session before it looks at the body, and 403 for another userId', async () => {
    expect((await new ApiClient().put('/api/v1/account/email', 'not json')).status).toBe(401)
    expect((await new ApiClient().put('/api/v1/profile', 'not json')).status).toBe(401)
    expect((await new ApiClient().put('/api/v1/account/password', 'not json')).status).toBe(401)
    const { client } = await registeredLearner(uniqueEmail('email-other'))
    const other = await client.put('/api/v1/account/email', { email: uniqueEmail('email-new'), currentPassword: learnerPassword, userId: '00000000-0000-4000-8000-000000000000' })
    expect(other.status).toBe(403)
  })

  it('audits the request and the confirmation, never the password or token', async () => {
    const email = uniqueEmail('email-audit')
    const { client } = await registeredLearner(email)
    const next = uniqueEmail('email-audited')
    const since = Date.now()
    await client.put('/api/v1/account/email', { email: next, currentPassword: learnerPassword })
    const { token } = await emailChangeConfirmation(next, since)
    await new ApiClient().post('/api/v1/account/email/confirm', { token })
    const rows = await auditRowsAbout(email)
    expect(rows.map((row) => [row.event, row.outcome])).toEqual([
      ['learner-email-change-requested', 'success'],
      ['learner-email-changed', 'success'],
    ])
    expect(rows[0].client_address).toBeTruthy()
    expect(JSON.stringify(rows)).not.toContain(token)
    expect(JSON.stringify(rows)).not.toContain(learnerPassword)
  })
})

describe('PUT /api/v1/account/password', () => {
  it('refuses a wrong current password, counting it as a failed sign-in', async () => {
    const email = uniqueEmail('pw-wrong')
    const { client } = await registeredLearner(email)
    const response = await client.put('/api/v1/account/password', { currentPassword: 'not-it', newPassword: 'new-pass-1', confirmPassword: 'new-pass-1' })
    expect(response.status).toBe(400)
    expect(response.body.message).toBe('Current password is incorrect')
    expect(Object.values(await loginFailuresOf(email))).toEqual([1])
  })

  it('ends pending reset links and email changes, and audits the change', async () => {
    const email = uniqueEmail('pw-pending')
    const { client } = await registeredLearner(email)
    const { token: resetToken } = await requestResetToken(email)
    const next = uniqueEmail('pw-pending-new')
    const since = Date.now()
    await client.put('/api/v1/account/email', { email: next, currentPassword: learnerPassword })
    const { token: emailToken } = await emailChangeConfirmation(next, since)

    const changed = await client.put('/api/v1/account/password', { currentPassword: learnerPassword, newPassword: 'new-pass-1', confirmPassword: 'new-pass-1' })
    expect(changed.status).toBe(200)
    expect((await new ApiClient().post('/api/v1/reset-password', { token: resetToken, password: 'another-pass-1' })).status).toBe(400)
    expect((await new ApiClient().post('/api/v1/account/email/confirm', { token: emailToken })).status).toBe(400)
    expect((await auditRowsAbout(email)).filter((row) => row.event === 'learner-password-changed').map((row) => row.outcome)).toEqual(['success'])
  })

  it('changes the password, keeps this session and ends the older ones', async () => {
    const email = uniqueEmail('pw-change')
    const { client } = await registeredLearner(email)
    const older = new ApiClient()
    await older.post('/api/v1/login', { email, password: learnerPassword })
    const since = Date.now()

    const response = await client.put('/api/v1/account/password', { currentPassword: learnerPassword, newPassword: 'new-pass-1', confirmPassword: 'new-pass-1' })
    expect(response.status).toBe(200)
    expect(response.body).toEqual({ message: expect.any(String) })
    expect((await client.get('/api/v1/me')).status).toBe(200)
    expect((await older.get('/api/v1/me')).status).toBe(401)
    expect((await new ApiClient().post('/api/v1/login', { email, password: 'new-pass-1' })).status).toBe(200)
    await waitForMail(email, /password was changed/i, since)
  })

  it.each([
    ['currentPassword', { currentPassword: '' }, 'Current password is required'],
    ['newPassword', { newPassword: '123', confirmPassword: '123' }, 'Password must be at least 6 characters long'],
    ['confirmPassword', { confirmPassword: '' }, 'Please confirm your new password'],
    ['confirmPassword', { confirmPassword: 'different-1' }, "Passwords don't match"],
  ])('answers 400 with the spec message for %s', async (field, overrides, message) => {
    const { client } = await registeredLearner(uniqueEmail('pw-invalid'))
    const response = await client.put('/api/v1/account/password', {
      currentPassword: learnerPassword,
      newPassword: 'new-pass-1',
      confirmPassword: 'new-pass-1',
      ...overrides,
    })
    expectFieldError(response, field, message)
  })
})
