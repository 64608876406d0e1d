import { afterEach, describe, expect, it, vi } from 'vitest'

import { callsRoutes } from '@/domains/calls/contract/routes'
import { mentoringOperations } from '@/domains/mentoring/contract/operations'
import { mentoringRoutes } from '@/domains/mentoring/contract/routes'
import { contract } from '@/domains/operations'
import type { teamsOperations } from '@/domains/teams/contract/operations'
import { teamsRoutes } from '@/domains/teams/contract/routes'
import { accountsOperations } from '@/domains/accounts/contract/operations'
import { accountsRoutes } from '@/domains/accounts/contract/routes'
import { impactOperations } from '@/domains/impact/contract/operations'
import { impactRoutes } from '@/domains/impact/contract/routes'
import { learningOperations } from '@/domains/learning/contract/operations'
import { learningRoutes } from '@/domains/learning/contract/routes'
import { isQueuedWrite, isSavedFile } from '@/domains/offline'
import { workbookOperations } from '@/domains/workbook/contract/operations'
import { workbookRoutes } from '@/domains/workbook/contract/routes'
import { apiCaller } from '@/lib/browser/apiClient'
import type { Operation } from '@/lib/contract/operation'
import { matchesRoute, pathOf, type Route } from '@/lib/contract/routes'

const modules: [string, Record<string, Route>, Record<string, Operation>][] = [
  ['accounts', accountsRoutes, accountsOperations],
  ['learning', learningRoutes, learningOperations],
  ['impact', impactRoutes, impactOperations],
  ['workbook', workbookRoutes, workbookOperations],
  ['mentoring', mentoringRoutes, mentoringOperations],
]

describe("the modules' routes", () => {
  it.each(modules)("give each of %s's operations its method and path, and only those", (_, routes, operations) => {
    expect(Object.keys(routes).sort()).toEqual(Object.keys(operations).sort())
    for (const [name, operation] of Object.entries(operations)) expect(routes[name]).toEqual({ method: operation.method, path: operation.path })
  })

  it('describe each response only with what the OpenAPI document reads (a misspelt key would leave it out)', () => {
    const known = ['description', 'body', 'list', 'mediaType']
    const unknown = contract.operations.flatMap(({ method, path, responses }) =>
      Object.entries(responses).flatMap(([status, response]) => Object.keys(response).filter((key) => !known.includes(key)).map((key) => `${method} ${path} ${status}: ${key}`)),
    )
    expect(unknown).toEqual([])
  })

  it('serves one operation on each method and path, across the modules', () => {
    const served = contract.operations.map(({ method, path }) => `${method} ${path}`)
    expect(new Set(served).size).toBe(served.length)
  })
})

describe("a module's routes (mentoring's)", () => {
  it("have an operation each, with the route's method and path", () => {
    expect(Object.keys(mentoringRoutes).sort()).toEqual(Object.keys(mentoringOperations).sort())
    for (const [name, operation] of Object.entries(mentoringOperations)) {
      expect(mentoringRoutes[name as keyof typeof mentoringRoutes]).toEqual({ method: operation.method, path: operation.path })
    }
  })

  it('are in the whole contract, with their schemas named for the OpenAPI document', () => {
    for (const operation of Object.values(mentoringOperations)) expect(contract.operations).toContain(operation)
    const named = new Set([...Object.values(contract.schemas.request), ...Object.values(contract.schemas.response)])
    for (const operation of Object.values(mentoringOperations) as Operation[]) {
      for (const schema of [operation.body, ...Object.values(operation.responses).map((response) => response.body)]) if (schema) expect(named.has(schema)).toBe(true)
    }
  })

  it('fill in a path and are called by name', async () => {
    expect(pathOf(mentoringRoutes.mentoringCalendar, { bookingId: 'b/1' })).toBe('/api/v1/mentoring/bookings/b%2F1/calendar')
    const fetch = vi.fn(async () => new Response(JSON.stringify([]), { status: 200 }))
    vi.stubGlobal('fetch', fetch)
    await expect(apiCaller<typeof mentoringOperations>(mentoringRoutes)('mentoringSlots')).resolves.toEqual([])
    expect(fetch).toHaveBeenCalledWith('/api/v1/mentoring/slots', { method: 'GET', credentials: 'include', headers: { Accept: 'application/json' }, body: undefined })
    vi.unstubAllGlobals()
  })
})

describe('pathOf', () => {
  it('is the path itself for a route without parameters', () => {
    expect(pathOf(learningRoutes.courses)).toBe('/api/v1/courses')
  })

  it('fills in the parameters, URL-encoded', () => {
    expect(pathOf(learningRoutes.lessonTranscript, { lessonId: '3f2b7c1e-0d4a-4a51-9a52-6d1f0b2c9e11' })).toBe('/api/v1/lessons/3f2b7c1e-0d4a-4a51-9a52-6d1f0b2c9e11/transcript')
    expect(pathOf(teamsRoutes.joinTeam, { token: 'a/b c?d#e%' })).toBe('/api/v1/team-invites/a%2Fb%20c%3Fd%23e%25/join')
    expect(pathOf(impactRoutes.skipCheck, { courseId: 'c1', stage: 'follow-up' })).toBe('/api/v1/courses/c1/checks/follow-up/skip')
  })

  it('adds the query, leaving out what is undefined', () => {
    expect(pathOf(callsRoutes.calls, {}, { courseId: undefined })).toBe('/api/v1/calls')
    expect(pathOf(callsRoutes.calls, {}, { courseId: 'c1' })).toBe('/api/v1/calls?courseId=c1')
    expect(pathOf(teamsRoutes.teamInviteQr, {}, { until: '2026-01-31T12:00:00.000Z' })).toBe('/api/v1/team/invite.svg?until=2026-01-31T12%3A00%3A00.000Z')
  })

  it('refuses a missing parameter rather than calling a path with braces in it', () => {
    expect(() => pathOf(learningRoutes.lesson, {} as { lessonId: string })).toThrow(/lessonId/)
  })
})

describe('matchesRoute', () => {
  it('matches any value in a parameter, and only the whole path', () => {
    expect(matchesRoute(learningRoutes.completeLesson, '/api/v1/lessons/7/complete')).toBe(true)
    expect(matchesRoute(learningRoutes.completeLesson, '/api/v1/lessons//complete')).toBe(false)
    expect(matchesRoute(learningRoutes.completeLesson, '/api/v1/lessons/7/complete/')).toBe(false)
    expect(matchesRoute(learningRoutes.completeLesson, '/api/v1/lessons/7/8/complete')).toBe(false)
    expect(matchesRoute(teamsRoutes.teamInviteQr, '/api/v1/team/invite.svg')).toBe(true)
    expect(matchesRoute(teamsRoutes.teamInviteQr, '/api/v1/team/invitexsvg')).toBe(false)
  })

  it('keeps a parameter to the values allowed for it', () => {
    expect(matchesRoute({ ...impactRoutes.answerCheck, allowed: { stage: ['baseline', 'end'] } }, '/api/v1/courses/7/checks/end')).toBe(true)
    expect(matchesRoute({ ...impactRoutes.answerCheck, allowed: { stage: ['baseline', 'end'] } }, '/api/v1/courses/7/checks/later')).toBe(false)
  })
})

describe('the service worker, on a phone without signal', () => {
  it("queues the modules' writes by method and path, and nothing else", () => {
    expect(isQueuedWrite('POST', '/api/v1/lessons/7/complete')).toBe(true)
    expect(isQueuedWrite('PUT', '/api/v1/lessons/7/complete')).toBe(false)
    expect(isQueuedWrite('PUT', '/api/v1/lessons/7/action/files/f1')).toBe(true)
    expect(isQueuedWrite('POST', '/api/v1/login')).toBe(false)
  })

  it("serves only a saved lesson's files from the phone", () => {
    expect(isSavedFile('/api/v1/lessons/7/captions')).toBe(true)
    expect(isSavedFile('/api/v1/lessons/7')).toBe(false)
  })
})

describe('apiCaller', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
  })

  it("sends the operation's method to its path, with the body as JSON, and answers the body", async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify({ role: 'none' }), { status: 200 }))
    vi.stubGlobal('fetch', fetch)
    await expect(apiCaller<typeof teamsOperations>(teamsRoutes)('joinTeam', { params: { token: 'a/b' }, body: { sharesProgress: true } })).resolves.toEqual({ role: 'none' })
    expect(fetch).toHaveBeenCalledWith('/api/v1/team-invites/a%2Fb/join', {
      method: 'POST',
      credentials: 'include',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: '{"sharesProgress":true}',
    })
  })

  it('sends no body where the operation takes none, and answers undefined for a 204', async () => {
    const fetch = vi.fn(async () => new Response(null, { status: 204 }))
    vi.stubGlobal('fetch', fetch)
    await expect(apiCaller<typeof accountsOperations>(accountsRoutes)('logout')).resolves.toBeUndefined()
    expect(fetch).toHaveBeenCalledWith('/api/v1/logout', { method: 'POST', credentials: 'include', headers: { Accept: 'application/json' }, body: undefined })
  })
})
