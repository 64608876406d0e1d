import { beforeAll, describe, expect, it } from 'vitest'

import { ApiClient, expectFieldError, itAnswersFieldErrors, registeredLearner, registrationFor } from '../../support/apiClient'
import { learnerPassword } from '../../support/factories'
import { waitForMail } from '../../support/mail'
import { expectNoMailSince } from '../../support/mailSentinel'
import { testPayload, uniqueEmail } from '../../support/payload'

const userObjectKeys = [
  'company',
  'createdAt',
  'email',
  'firstName',
  'id',
  'jobTitle',
  'lastName',
  'membershipExpiresAt',
  'membershipTier',
  'name',
  'phone',
  'updatedAt',
]

const expectNoSecrets = (text: string) => {
  expect(text).not.toMatch(/"(hash|salt|password|token|sessions|resetPasswordToken)"/)
}

describe('POST /api/v1/register', () => {
  it('creates the learner, answers 201 with the user object and sets an HTTP-only session cookie', async () => {
    const email = uniqueEmail('register')
    const client = new ApiClient()
    const response = await client.post('/api/v1/register', registrationFor(` ${email.toUpperCase()} `, { jobTitle: 'Owner' }))
    expect(response.status).toBe(201)
    expect(Object.keys(response.body).sort()).toEqual(userObjectKeys)
    expect(response.body).toMatchObject({
      email,
      firstName: 'Sam',
      lastName: 'Jones',
      name: 'Sam Jones',
      company: 'Jones Build Ltd',
      jobTitle: 'Owner',
      phone: null,
      membershipTier: 'free',
      membershipExpiresAt: null,
    })
    expectNoSecrets(response.text)
    const cookie = response.headers.get('set-cookie') ?? ''
    expect(cookie).toMatch(/^solvingtech-session=[^;]+;/)
    expect(cookie).toContain('HttpOnly')
    expect(cookie).toContain('SameSite=Lax')
    expect(cookie).toContain('Path=/')
    expect((await client.get('/api/v1/me')).body).toMatchObject({ email })
  })

  it('keeps the name the client sends', async () => {
    const { user } = await registeredLearner(uniqueEmail('named'), { name: 'Samuel J' })
    expect(user).toMatchObject({ name: 'Samuel J' })
  })

  it('accepts a registration without confirmPassword', async () => {
    const { confirmPassword: _unused, ...withoutConfirmation } = registrationFor(uniqueEmail('noconfirm'))
    expect((await new ApiClient().post('/api/v1/register', withoutConfirmation)).status).toBe(201)
  })

  it.each([
    ['firstName', { firstName: '' }, 'First name is required'],
    ['lastName', { lastName: '   ' }, 'Last name is required'],
    ['email', { email: 'not-an-email' }, 'Please enter a valid email address'],
    ['company', { company: '' }, 'Company name is required'],
    ['password', { password: '12345', confirmPassword: '12345' }, 'Password must be at least 6 characters long'],
    ['confirmPassword', { confirmPassword: 'something-else' }, "Passwords don't match"],
  ])('answers 400 with the spec message for %s', async (field, overrides, message) => {
    const response = await new ApiClient().post('/api/v1/register', registrationFor(uniqueEmail('invalid'), overrides))
    expectFieldError(response, field, message)
    expect(response.headers.get('set-cookie')).toBeNull()
  })

  it('rejects passwords over 128 characters', async () => {
    const long = 'x'.repeat(129)
    const response = await new ApiClient().post('/api/v1/register', registrationFor(uniqueEmail('long'), { password: long, confirmPassword: long }))
    expect(response.status).toBe(400)
    expect(response.body.errors).toEqual([{ field: 'password', message: expect.stringContaining('128') }])
  })

  it('answers 409 when the email is taken, whatever its case', async () => {
    const email = uniqueEmail('taken')
    await registeredLearner(email)
    const response = await new ApiClient().post('/api/v1/register', registrationFor(email.toUpperCase()))
    expect(response.status).toBe(409)
    expect(response.body).toEqual({ message: expect.stringContaining('already exists') })
  })

  it('stores the password as a salted hash only', async () => {
    const email = uniqueEmail('hash')
    await registeredLearner(email)
    const payload = await testPayload()
    const { docs } = await payload.find({ collection: 'course-users', where: { email: { equals: email } }, showHiddenFields: true })
    const stored = docs[0] as unknown as { hash: string; salt: string }
    expect(stored.hash).toMatch(/^pbkdf2-sha256-v\d+:[0-9a-f]{64,}/)
    expect(stored.salt).toMatch(/^[0-9a-f]{32,}$/)
    expect(JSON.stringify(stored)).not.toContain(learnerPassword)
  })
})

describe('POST /api/v1/login', () => {
  let email: string

  beforeAll(async () => {
    email = uniqueEmail('login')
    await registeredLearner(email)
  })

  it('answers 200 with the user object and a session cookie, with the email in any case', async () => {
    const client = new ApiClient()
    const response = await client.post('/api/v1/login', { email: ` ${email.toUpperCase()}`, password: learnerPassword })
    expect(response.status).toBe(200)
    expect(Object.keys(response.body).sort()).toEqual(userObjectKeys)
    expect(response.body).toMatchObject({ createdAt: expect.any(String), updatedAt: expect.any(String) })
    expectNoSecrets(response.text)
    expect(response.headers.get('set-cookie')).toContain('HttpOnly')
    expect((await client.get('/api/v1/me')).status).toBe(200)
  })

  it('answers the same 401 to an unknown email and a wrong password', async () => {
    const wrongPassword = await new ApiClient().post('/api/v1/login', { email, password: 'wrong-password' })
    const unknownEmail = await new ApiClient().post('/api/v1/login', { email: uniqueEmail('nobody'), password: learnerPassword })
    expect(wrongPassword.status).toBe(401)
    expect(unknownEmail.status).toBe(401)
    expect(wrongPassword.body).toEqual({ message: 'Invalid email or password' })
    expect(unknownEmail.body).toEqual(wrongPassword.body)
  })

  itAnswersFieldErrors('/api/v1/login', [
    ['email', { email: 'nope', password: 'x' }, 'Please enter a valid email address'],
    ['password', { email: 'a@b.co', password: '' }, 'Password is required'],
  ])

  it('does not lock the owner out after repeated failures from one address (tests/int/api/sign-in-throttle)', async () => {
    const target = uniqueEmail('not-locked')
    await registeredLearner(target)
    for (let attempt = 0; attempt < 6; attempt += 1) {
      expect((await new ApiClient().post('/api/v1/login', { email: target, password: 'wrong-password' })).status).toBe(401)
    }
    expect((await new ApiClient().post('/api/v1/login', { email: target, password: learnerPassword })).status).toBe(200)
  })
})

describe('sessions', () => {
  it('GET /api/v1/me answers 401 without a session, and for a forged cookie', async () => {
    expect((await new ApiClient().get('/api/v1/me')).status).toBe(401)
    const forged = new ApiClient()
    forged.cookie = 'solvingtech-session=eyJhbGciOiJIUzI1NiJ9.eyJpZCI6IjEifQ.invalid'
    const response = await forged.get('/api/v1/me')
    expect(response.status).toBe(401)
    expect(response.body).toEqual({ message: expect.any(String) })
  })

  it('POST /api/v1/logout answers 204, clears the cookie and ends the session on the server', async () => {
    const { client } = await registeredLearner(uniqueEmail('logout'))
    const stolenCookie = client.cookie
    const response = await client.post('/api/v1/logout')
    expect(response.status).toBe(204)
    expect(response.headers.get('set-cookie')).toMatch(/^solvingtech-session=;.*Max-Age=0/)
    const replay = new ApiClient()
    replay.cookie = stolenCookie
    expect((await replay.get('/api/v1/me')).status).toBe(401)
  })

  it('POST /api/v1/logout answers 204 without a session too', async () => {
    expect((await new ApiClient().post('/api/v1/logout')).status).toBe(204)
  })

  it("a learner's session opens nothing in Payload's staff API", async () => {
    const { client } = await registeredLearner(uniqueEmail('notstaff'))
    expect((await client.get('/api/users')).status).toBe(403)
    expect((await client.get('/api/course-users')).status).toBe(403)
  })
})

describe("no side door through Payload's own learner auth routes", () => {
  it('does not sign a learner in through /api/course-users/login', async () => {
    const email = uniqueEmail('sidedoor')
    await registeredLearner(email)
    const client = new ApiClient()
    const response = await client.post('/api/course-users/login', { email, password: learnerPassword })
    expect(response.status).toBe(403)
    expect(response.headers.get('set-cookie')).toBeNull()
    expect(response.text).not.toContain('token')
  })

  it('does not mail a reset through /api/course-users/forgot-password', async () => {
    const email = uniqueEmail('sidedoor-reset')
    await registeredLearner(email)
    await waitForMail(email, /Welcome/)
    const since = Date.now()
    const response = await new ApiClient().post('/api/course-users/forgot-password', { email })
    expect(response.status).toBe(403)
    await expectNoMailSince(email, since)
  })

  it.each(['reset-password', 'refresh-token', 'unlock'])('refuses /api/course-users/%s', async (route) => {
    const response = await new ApiClient().post(`/api/course-users/${route}`, { token: 'x', password: 'new-password', email: 'a@b.co' })
    expect([401, 403]).toContain(response.status)
    expect(response.headers.get('set-cookie')).toBeNull()
  })
})
