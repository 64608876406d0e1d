import { describe, expect, it } from 'vitest'

import { ApiClient, registeredLearner } from '../../support/apiClient'
import { learnerPassword } from '../../support/factories'
import { waitForMail } from '../../support/mail'
import { uniqueEmail } from '../../support/payload'

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
    expect(response.status).toBe(400)
    expect(response.body).toEqual({ message, errors: [{ field, message }] })
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

describe('PUT /api/v1/account/email', () => {
  it('changes the email (trimmed, lower-cased) and signs in with it', async () => {
    const { client } = await registeredLearner(uniqueEmail('email-change'))
    const next = uniqueEmail('email-new')
    const response = await client.put('/api/v1/account/email', { email: ` ${next.toUpperCase()} ` })
    expect(response.status).toBe(200)
    expect(response.body.email).toBe(next)
    expect((await new ApiClient().post('/api/v1/login', { email: next, password: learnerPassword })).status).toBe(200)
  })

  it('answers 409 when another account has the email, and 400 to an invalid one', async () => {
    const taken = uniqueEmail('email-taken')
    await registeredLearner(taken)
    const { client } = await registeredLearner(uniqueEmail('email-wants'))
    expect((await client.put('/api/v1/account/email', { email: taken })).status).toBe(409)
    const invalid = await client.put('/api/v1/account/email', { email: 'nope' })
    expect(invalid.status).toBe(400)
    expect(invalid.body.errors).toEqual([{ field: 'email', message: 'Please enter a valid email address' }])
  })
})

describe('PUT /api/v1/account/password', () => {
  it('refuses a wrong current password', async () => {
    const { client } = await registeredLearner(uniqueEmail('pw-wrong'))
    const response = await client.put('/api/v1/account/password', { currentPassword: 'not-it', newPassword: 'new-pass-1', confirmPassword: 'new-pass-1' })
    expect(response.status).toBe(400)
    expect(response.body.message).toBe('Current password is incorrect')
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
    expect(response.status).toBe(400)
    expect(response.body).toEqual({ message, errors: [{ field, message }] })
  })
})
