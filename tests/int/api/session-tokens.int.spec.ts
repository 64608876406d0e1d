import { sql } from '@payloadcms/db-postgres'
import { decodeJwt, SignJWT, type JWTPayload } from 'jose'
import { JWT_AUTH_VERSION } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { ApiClient, registeredLearner } from '../../support/apiClient'
import { seededCourses } from '../../support/catalogue'
import { testPayload, uniqueEmail } from '../../support/payload'

const cookieFor = (token: string) => `solvingtech-session=${token}`

/** A token with the claims and header given, signed like Payload signs its own, unless another secret is given. */
const signed = async (claims: JWTPayload, options: { secret?: string; authVersion?: number | null; expiresIn?: string } = {}) => {
  const secret = options.secret ?? (await testPayload()).secret
  const header = { alg: 'HS256', ...(options.authVersion === null ? {} : { authVersion: options.authVersion ?? JWT_AUTH_VERSION }) }
  return new SignJWT(claims)
    .setProtectedHeader(header)
    .setIssuedAt()
    .setExpirationTime(options.expiresIn ?? '1h')
    .sign(new TextEncoder().encode(secret))
}

const meWith = async (token: string) => {
  const client = new ApiClient()
  client.cookie = cookieFor(token)
  return client.get('/api/v1/me')
}

describe('the learner session token', () => {
  let claims: JWTPayload

  beforeAll(async () => {
    const { client } = await registeredLearner(uniqueEmail('token'))
    claims = decodeJwt((client.cookie ?? '').replace(/^solvingtech-session=/, ''))
  })

  it('signs in with its own claims re-signed the way Payload signs them (the control for the refusals below)', async () => {
    const response = await meWith(await signed(claims))
    expect(response.status).toBe(200)
    expect(response.body.id).toBe(claims.id)
  })

  it('is refused when signed with another secret', async () => {
    expect((await meWith(await signed(claims, { secret: 'not-the-secret' }))).status).toBe(401)
  })

  it('is refused without the auth version Payload puts in its header', async () => {
    expect((await meWith(await signed(claims, { authVersion: null }))).status).toBe(401)
  })

  it('is refused once expired', async () => {
    expect((await meWith(await signed(claims, { expiresIn: '-1s' }))).status).toBe(401)
  })

  it('is refused for a staff collection, an unknown session or an id that is not a UUID', async () => {
    for (const variant of [{ collection: 'users' }, { sid: 'no-such-session' }, { id: 'not-a-uuid' }]) {
      const response = await meWith(await signed({ ...claims, ...variant }))
      expect(response.status).toBe(401)
      expect(response.body).toEqual({ message: expect.any(String) })
    }
  })
})

describe('the calls a watching learner makes, which check the session in their own statement', () => {
  const freshCopy = (client: ApiClient) => Object.assign(new ApiClient(), { cookie: client.cookie })

  it('answer while the session is live and refuse it once signed out or expired, whatever the statement found', async () => {
    const courses = await seededCourses()
    // Not a preview: only an enrolled learner may open it.
    const lessonId = courses.featured.lessonIds.at(-1)!
    const missingLessonId = crypto.randomUUID()
    const enrolled = await registeredLearner(uniqueEmail('hot-session'))
    expect((await enrolled.client.post(`/api/v1/courses/${courses.featured.id}/enroll`, {})).status).toBe(201)
    const notEnrolled = await registeredLearner(uniqueEmail('hot-session-none'))
    const calls = (client: ApiClient) => ({
      progress: () => client.get('/api/v1/enrollments/progress'),
      playback: () => client.get(`/api/v1/lessons/${lessonId}/playback`),
      missingLesson: () => client.get(`/api/v1/lessons/${missingLessonId}/playback`),
      malformedLesson: () => client.post('/api/v1/lessons/not-a-lesson/complete', {}),
      report: () => client.post(`/api/v1/lessons/${lessonId}/playback`, { positionSeconds: 5, watchedRanges: [] }),
      complete: () => client.post(`/api/v1/lessons/${lessonId}/complete`, {}),
    })
    const statuses = async (client: ApiClient) => {
      const answered: Record<string, number> = {}
      for (const [name, call] of Object.entries(calls(client))) answered[name] = (await call()).status
      return answered
    }
    // Live: the statement's rows say so; no enrolment (no progress row) or no lesson: the session alone is checked.
    expect(await statuses(enrolled.client)).toEqual({ progress: 200, playback: 200, missingLesson: 404, malformedLesson: 404, report: 200, complete: 200 })
    expect((await notEnrolled.client.get('/api/v1/enrollments/progress')).body).toEqual([])
    expect((await notEnrolled.client.get(`/api/v1/lessons/${lessonId}/playback`)).status).toBe(403)
    // Another learner's userId in the query is refused as before.
    expect((await enrolled.client.get(`/api/v1/enrollments/progress?userId=${notEnrolled.user.id}`)).status).toBe(403)

    // Expired in the database (the token itself still valid): refused at once, by every call.
    const payload = await testPayload()
    const expiring = freshCopy(enrolled.client)
    await payload.db.drizzle.execute(sql`UPDATE course_users_sessions SET expires_at = now() - interval '1 minute' WHERE _parent_id = ${enrolled.user.id}`)
    const refused = { progress: 401, playback: 401, missingLesson: 401, malformedLesson: 401, report: 401, complete: 401 }
    expect(await statuses(expiring)).toEqual(refused)

    // Signed out: the same, for the learner with nothing to find too.
    const signedOut = freshCopy(notEnrolled.client)
    expect((await notEnrolled.client.post('/api/v1/logout', {})).status).toBe(204)
    expect(await statuses(signedOut)).toEqual(refused)
  })
})
