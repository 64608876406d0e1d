import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { ApiClient, registeredLearner } from '../../support/apiClient'
import { seededCourses } from '../../support/catalogue'
import { startExtraServer } from '../../support/extraServer'
import { uniqueEmail } from '../../support/payload'
import { logLinesOf, newRequestId } from '../../support/serverLog'

/**
 * Issue 46: the hot calls answered by server.ts itself, ahead of Next (the test stack's server, DIRECT_HOT_CALLS on by
 * default), give the same answers, statuses, headers and cookies as through Next and Payload's REST dispatch (a
 * second instance with DIRECT_HOT_CALLS=false), case by case; and the stack's access lines show they were served
 * directly.
 */
let throughNext: Awaited<ReturnType<typeof startExtraServer>>
let courses: Awaited<ReturnType<typeof seededCourses>>

beforeAll(async () => {
  courses = await seededCourses()
  throughNext = await startExtraServer({ DIRECT_HOT_CALLS: 'false' })
})

afterAll(async () => {
  await throughNext?.stop()
})

/** The headers a client or a cache acts on; the date, the length and the request id differ by nature. */
const comparedHeaders = ['content-type', 'cache-control', 'content-encoding', 'vary', 'allow', 'retry-after', 'www-authenticate', 'content-security-policy', 'x-content-type-options', 'referrer-policy', 'x-frame-options', 'permissions-policy', 'strict-transport-security']

/**
 * Next adds its router's request headers (rsc, next-router-state-tree, ...) to the Vary of every app route, pages' or
 * not; they only tell a cache apart a page's RSC payload from its HTML, and these answers are `no-store` anyway.
 */
const withoutRouterTokens = (vary: string | null) =>
  vary
    ?.split(',')
    .map((token) => token.trim())
    .filter((token) => !/^(rsc|next-router-[\w-]+)$/i.test(token))
    .join(', ') ?? null

type Case = { name: string; method: 'GET' | 'HEAD' | 'POST'; path: () => string; body?: string; contentType?: string; signedIn?: boolean; acceptEncoding?: string }

/** One request as a client sends it, to either server, with the cookie of the same learner. */
const answerOf = async (baseUrl: string, call: Case, cookie: string | undefined, requestId: string) => {
  const headers: Record<string, string> = { 'x-request-id': requestId, 'accept-encoding': call.acceptEncoding ?? 'identity' }
  if (call.signedIn && cookie) headers.cookie = cookie
  if (call.body !== undefined) headers['content-type'] = call.contentType ?? 'application/json'
  const response = await fetch(`${baseUrl}${call.path()}`, { method: call.method, headers, body: call.body, redirect: 'manual' })
  return {
    status: response.status,
    headers: Object.fromEntries(comparedHeaders.map((name) => [name, name === 'vary' ? withoutRouterTokens(response.headers.get(name)) : response.headers.get(name)])),
    cookies: response.headers.getSetCookie(),
    body: await response.text(),
  }
}

describe('the hot calls served directly', () => {
  it('answer as they do through Next, for every case, and are served directly', async () => {
    const email = uniqueEmail('direct-calls')
    const { client } = await registeredLearner(email)
    expect((await client.post(`/api/v1/courses/${courses.featured.id}/enroll`, {})).status).toBe(201)
    expect((await client.post(`/api/v1/courses/${courses.paid.id}/enroll`, {})).status).toBe(201)
    const [first, second] = courses.featured.lessonIds
    const someoneElse = '00000000-0000-4000-8000-000000000000'
    const cases: Case[] = [
      { name: 'progress, signed out', method: 'GET', path: () => '/api/v1/enrollments/progress' },
      { name: 'progress', method: 'GET', path: () => '/api/v1/enrollments/progress', signedIn: true },
      { name: 'progress, gzip', method: 'GET', path: () => '/api/v1/enrollments/progress', signedIn: true, acceptEncoding: 'gzip, deflate, br' },
      { name: 'progress, HEAD', method: 'HEAD', path: () => '/api/v1/enrollments/progress', signedIn: true },
      { name: "progress, another learner's userId", method: 'GET', path: () => `/api/v1/enrollments/progress?userId=${someoneElse}`, signedIn: true },
      { name: 'progress, a trailing slash (Next redirects it)', method: 'GET', path: () => '/api/v1/enrollments/progress/', signedIn: true },
      { name: 'a lesson', method: 'GET', path: () => `/api/v1/lessons/${first}`, signedIn: true },
      { name: 'a lesson, signed out', method: 'GET', path: () => `/api/v1/lessons/${second}` },
      { name: 'a paid lesson not paid for', method: 'GET', path: () => `/api/v1/lessons/${courses.paid.lessonIds[1]}`, signedIn: true },
      { name: 'no such lesson', method: 'GET', path: () => `/api/v1/lessons/${someoneElse}`, signedIn: true },
      { name: 'not a lesson id', method: 'GET', path: () => '/api/v1/lessons/not-a-uuid', signedIn: true },
      { name: 'playback', method: 'GET', path: () => `/api/v1/lessons/${first}/playback`, signedIn: true },
      { name: 'a playback report, malformed', method: 'POST', path: () => `/api/v1/lessons/${first}/playback`, body: '{"positionSeconds":', signedIn: true },
      { name: 'a playback report, not JSON', method: 'POST', path: () => `/api/v1/lessons/${first}/playback`, body: 'hello', contentType: 'text/plain', signedIn: true },
      { name: 'a playback report, invalid', method: 'POST', path: () => `/api/v1/lessons/${first}/playback`, body: '{"positionSeconds":-5}', signedIn: true },
      { name: 'a playback report, too large', method: 'POST', path: () => `/api/v1/lessons/${first}/playback`, body: `{"a":"${'x'.repeat(150_000)}"}`, signedIn: true },
      { name: 'completing, signed out', method: 'POST', path: () => `/api/v1/lessons/${first}/complete`, body: '{}' },
      { name: 'completing a paid lesson not paid for', method: 'POST', path: () => `/api/v1/lessons/${courses.paid.lessonIds[1]}/complete`, body: '{}', signedIn: true },
      { name: "completing, another learner's userId", method: 'POST', path: () => `/api/v1/lessons/${first}/complete`, body: JSON.stringify({ userId: someoneElse }), signedIn: true },
      { name: 'completing, malformed', method: 'POST', path: () => `/api/v1/lessons/${first}/complete`, body: '{"userId":', signedIn: true },
      { name: 'a method the path is not served with', method: 'POST', path: () => '/api/v1/enrollments/progress', body: '{}', signedIn: true },
    ]
    const stackUrl = client.baseUrl
    for (const call of cases) {
      const requestId = newRequestId('direct-calls')
      const direct = await answerOf(stackUrl, call, client.cookie, requestId)
      const viaNext = await answerOf(throughNext.baseUrl, call, client.cookie, newRequestId('via-next'))
      expect({ case: call.name, ...direct }).toEqual({ case: call.name, ...viaNext })
      expect(direct.status, call.name).toBeLessThan(500)
      // The stack's access line says which way it went: directly, except what Next must answer.
      const servedByNext = call.name.includes('trailing slash') || call.name.includes('not served with')
      const accessLine = await (async () => {
        await expect.poll(() => logLinesOf(requestId).find((line) => line.includes('"durationMs"')), { timeout: 10_000 }).toBeDefined()
        return JSON.parse(logLinesOf(requestId).find((line) => line.includes('"durationMs"'))!) as { direct?: boolean }
      })()
      expect(accessLine.direct === true, call.name).toBe(!servedByNext)
    }
  })

  it('change what they change the same way: a playback report and a completion, one learner each way', async () => {
    const [first] = courses.featured.lessonIds
    const learners = await Promise.all(
      [undefined, throughNext.baseUrl].map(async (baseUrl) => {
        const { client } = await registeredLearner(uniqueEmail('direct-writes'))
        const learner = baseUrl ? Object.assign(new ApiClient(baseUrl), { cookie: client.cookie }) : client
        expect((await learner.post(`/api/v1/courses/${courses.featured.id}/enroll`, {})).status).toBe(201)
        expect((await learner.get(`/api/v1/lessons/${first}`)).status).toBe(200)
        const report = await learner.post(`/api/v1/lessons/${first}/playback`, { positionSeconds: 12, watchedRanges: [[0, 12]] })
        const completion = await learner.post(`/api/v1/lessons/${first}/complete`, {})
        const progress = await learner.get<{ completedLessons?: number }[]>('/api/v1/enrollments/progress')
        return { report: report.status, completion: completion.status, completedFirst: completion.body, progress: progress.status }
      }),
    )
    const [direct, viaNext] = learners
    expect(direct.report).toBe(viaNext.report)
    expect(direct.completion).toBe(viaNext.completion)
    expect(Object.keys(direct.completedFirst).sort()).toEqual(Object.keys(viaNext.completedFirst).sort())
    expect(direct.progress).toBe(200)
  })
})
