import { describe, expect, it } from 'vitest'

import { ApiClient, expectFieldError } from '../../support/apiClient'
import { waitForMail } from '../../support/mail'
import { testPayload, uniqueEmail } from '../../support/payload'

const signup = (email: string, overrides: Record<string, unknown> = {}) => ({
  name: 'Pat Builder',
  email,
  company: 'Pat Builds',
  teamSize: '2-8',
  consent: true,
  ...overrides,
})

describe('POST /api/program-signup', () => {
  it("answers 201 with an id and a message, and keeps one row per email: a repeat signup changes nothing of the owner's", async () => {
    const email = uniqueEmail('waitlist')
    const first = await new ApiClient().post('/api/program-signup', signup(email))
    expect(first.status).toBe(201)
    expect(first.body).toEqual({ id: expect.any(String), message: expect.any(String) })
    const again = await new ApiClient().post('/api/program-signup', signup(email.toUpperCase(), { name: 'Pat B', teamSize: 'sole-trader', company: '' }))
    expect(again.status).toBe(201)
    expect(again.body.id).toBe(first.body.id)

    const payload = await testPayload()
    const { docs } = await payload.find({ collection: 'program-signups', where: { email: { equals: email } } })
    expect(docs).toHaveLength(1)
    expect(docs[0]).toMatchObject({ name: 'Pat Builder', teamSize: '2-8', consent: true, company: 'Pat Builds' })
  })

  it.each([
    ['name', { name: '' }, 'Name is required'],
    ['email', { email: 'nope' }, 'Please enter a valid email address'],
    ['teamSize', { teamSize: '' }, 'Please select your team size'],
    ['teamSize', { teamSize: '500' }, 'Please select your team size'],
    ['consent', { consent: false }, 'You must agree to receive course materials'],
    ['consent', { consent: 'yes' }, 'You must agree to receive course materials'],
  ])('answers 400 with the spec message for %s', async (field, overrides, message) => {
    const response = await new ApiClient().post('/api/program-signup', signup(uniqueEmail('bad-signup'), overrides))
    expectFieldError(response, field, message)
  })

  it('accepts every team size of the spec', async () => {
    for (const teamSize of ['sole-trader', '2-8', '8-15', 'more-than-15', 'prefer-not-to-say']) {
      expect((await new ApiClient().post('/api/program-signup', signup(uniqueEmail('sizes'), { teamSize }))).status).toBe(201)
    }
  })
})

describe('POST /api/v1/contact', () => {
  const message = (overrides: Record<string, unknown> = {}) => ({
    name: 'Chris',
    email: uniqueEmail('contact'),
    company: 'Chris Ltd',
    phone: '',
    subject: 'Question about the course',
    message: 'When does the next cohort start, please?',
    ...overrides,
  })

  it('stores the message for staff, mails STAFF_EMAIL and answers 201', async () => {
    const since = Date.now()
    const body = message({ subject: `Subject ${Date.now()}` })
    const response = await new ApiClient().post('/api/v1/contact', body)
    expect(response.status).toBe(201)
    expect(response.body).toEqual({ message: expect.any(String) })
    const payload = await testPayload()
    const { docs } = await payload.find({ collection: 'contact-messages', where: { subject: { equals: body.subject } } })
    expect(docs).toHaveLength(1)
    expect(docs[0]).toMatchObject({ name: 'Chris', email: body.email, message: body.message })
    await waitForMail(process.env.STAFF_EMAIL ?? 'staff-inbox@solvingtech.test', new RegExp(body.subject), since)
  })

  it('keeps the topic and when the reply is due, and mails staff an urgent one at once, marked urgent', async () => {
    const since = Date.now()
    const body = message({ topic: 'urgent', subject: `Site flooded ${Date.now()}` })
    const response = await new ApiClient().post('/api/v1/contact', body)
    expect(response.status).toBe(201)
    expect(response.body.message).toBe("Message sent successfully! We'll get back to you within 2 hours.")
    const payload = await testPayload()
    const { docs } = await payload.find({ collection: 'contact-messages', where: { subject: { equals: body.subject } } })
    expect(docs[0]?.topic).toBe('urgent')
    const dueIn = new Date(String(docs[0]?.replyBy)).getTime() - new Date(docs[0]!.createdAt).getTime()
    expect(Math.abs(dueIn - 2 * 3_600_000)).toBeLessThan(5_000)
    const mail = await waitForMail(process.env.STAFF_EMAIL ?? 'staff-inbox@solvingtech.test', new RegExp(body.subject), since)
    expect(mail.raw).toMatch(/Subject: URGENT contact form \(reply within 2 hours, by /)
  })

  it('answers with the reply time of a general enquiry when no topic is given', async () => {
    const response = await new ApiClient().post('/api/v1/contact', message())
    expect(response.body.message).toBe("Message sent successfully! We'll get back to you within 24 hours.")
  })

  it.each([
    ['topic', { topic: 'complaint' }, 'Please choose what your message is about'],
    ['name', { name: '' }, 'Name is required'],
    ['email', { email: 'x' }, 'Please enter a valid email address'],
    ['subject', { subject: '' }, 'Subject is required'],
    ['message', { message: 'too short' }, 'Message must be at least 10 characters long'],
  ])('answers 400 with the spec message for %s', async (field, overrides, text) => {
    const response = await new ApiClient().post('/api/v1/contact', message(overrides))
    expectFieldError(response, field, text)
  })
})
