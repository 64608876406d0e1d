import { request as httpRequest } from 'node:http'

import { describe, expect, it } from 'vitest'

import { ApiClient, callEach, registeredLearner } from '../../support/apiClient'
import { seededCourses } from '../../support/catalogue'
import { uniqueEmail } from '../../support/payload'
import { testEnv } from '../../support/testEnv'

/** CONTRACT.md's rules for methods, NUL characters and the order of checks: a 4xx with the error body, never a 500. */
const { baseUrl } = testEnv()
const anonymous = new ApiClient()
const nul = 'Sam\u0000Jones'

/** A raw request, for methods fetch will not send (TRACE). */
const rawRequest = (method: string, path: string): Promise<{ status: number; contentType: string; body: string }> =>
  new Promise((resolve, reject) => {
    const request = httpRequest(`${baseUrl}${path}`, { method }, (response) => {
      let body = ''
      response.on('data', (chunk: Buffer) => (body += chunk.toString()))
      response.on('end', () => resolve({ status: response.statusCode ?? 0, contentType: String(response.headers['content-type']), body }))
    })
    request.on('error', reject)
    request.end()
  })

describe('methods', () => {
  it.each(['/api/v1/courses', '/api/v1/me', '/api/users', '/'])('TRACE %s answers 405 with the error body', async (path) => {
    const response = await rawRequest('TRACE', path)
    expect(response.status).toBe(405)
    expect(response.contentType).toContain('application/json')
    expect(JSON.parse(response.body)).toEqual({ message: 'TRACE is not allowed' })
  })

  it.each(['/api/v1/courses', '/api/v1/me', '/api/v1/enrollments/progress'])('HEAD %s answers as GET does, without a body', async (path) => {
    const get = await fetch(`${baseUrl}${path}`)
    const head = await fetch(`${baseUrl}${path}`, { method: 'HEAD' })
    expect(head.status).toBe(get.status)
    expect(head.headers.get('content-type')).toBe(get.headers.get('content-type'))
    expect(await head.text()).toBe('')
  })

  it('answers 405 with Allow to a method a known call is not served with', async () => {
    const unservedMethods = ['POST /api/v1/courses', 'DELETE /api/v1/me', 'PATCH /api/v1/profile', 'GET /api/program-signup', 'PUT /api/v1/login']
    for (const { call, response } of await callEach(anonymous, unservedMethods)) {
      expect(response.status, call).toBe(405)
      expect(response.body).toEqual({ message: `${call.split(' ')[0]} is not allowed here` })
      expect(response.headers.get('allow')).toMatch(/OPTIONS/)
    }
  })

  it('still answers 404 with the error body for an unknown path, whatever the method', async () => {
    for (const method of ['GET', 'POST', 'PATCH', 'DELETE']) {
      const response = await anonymous.call(method, '/api/v1/no-such-call', method === 'GET' ? undefined : {})
      expect(response.status, method).toBe(404)
      expect(response.body).toEqual({ message: 'There is no such API call' })
    }
  })
})

describe('text with a NUL character', () => {
  it.each([
    ['/api/program-signup', { name: nul, email: uniqueEmail('nul'), teamSize: '2-8', consent: true }, 'name'],
    ['/api/v1/contact', { name: 'Sam', email: uniqueEmail('nul'), subject: 'Hi', message: `Hello there\u0000, a message` }, 'message'],
    ['/api/v1/register', { firstName: 'Sam', lastName: 'Jones', email: uniqueEmail('nul'), company: `Jones\u0000Ltd`, password: 'secret-1' }, 'company'],
  ])('POST %s answers 400 on the field', async (path, body, field) => {
    const response = await anonymous.post(path, body)
    expect(response.status).toBe(400)
    expect(response.body).toEqual({ message: 'Text must not contain the NUL character', errors: [{ field, message: 'Text must not contain the NUL character' }] })
  })

  it('answers 400 for a profile with a NUL, a NUL in a key, and a NUL deep down', async () => {
    const { client } = await registeredLearner(uniqueEmail('nul'))
    const profile = await client.put('/api/v1/profile', { firstName: nul, lastName: 'Jones', company: 'Ltd' })
    expect(profile.status).toBe(400)
    expect(profile.body).toMatchObject({ errors: [{ field: 'firstName' }] })

    const key = await client.put('/api/v1/profile', { firstName: 'Sam', lastName: 'Jones', company: 'Ltd', ['x\u0000']: 1 })
    expect(key.status).toBe(400)

    const deep = `${'['.repeat(20_000)}"end\\u0000"${']'.repeat(20_000)}`
    const nested = await client.put('/api/v1/profile', `{"firstName":"Sam","lastName":"Jones","company":"Ltd","extra":${deep}}`)
    expect(nested.status).toBe(400)
    expect((await client.get('/api/v1/me')).body).toMatchObject({ firstName: 'Sam', company: 'Jones Build Ltd' })
  })
})

describe('order of checks', () => {
  it.each([
    ['PUT', '/api/v1/account/password'],
    ['PUT', '/api/v1/account/email'],
    ['PUT', '/api/v1/profile'],
    ['POST', '/api/v1/courses/00000000-0000-4000-8000-000000000000/enroll'],
    ['POST', '/api/v1/lessons/00000000-0000-4000-8000-000000000000/complete'],
  ])('an anonymous %s %s with a bad body answers 401, not 400', async (method, path) => {
    const response = await anonymous.call(method, path, '{"not json')
    expect(response.status).toBe(401)
    expect(response.body).toEqual({ message: expect.any(String) })
  })
})

describe('enrolling in a course that is coming soon', () => {
  it('answers 409 with a clear message, not 404 for a course the catalogue shows', async () => {
    const { comingSoonId } = await seededCourses()
    expect((await anonymous.get(`/api/v1/courses/${comingSoonId}`)).status).toBe(200)
    const { client } = await registeredLearner(uniqueEmail('soon'))
    const response = await client.post(`/api/v1/courses/${comingSoonId}/enroll`, {})
    expect(response.status).toBe(409)
    expect(response.body).toEqual({ message: 'This course is coming soon. You can enrol when it launches.' })
  })
})
