import type { Endpoint, Payload } from 'payload'
import { describe, expect, it } from 'vitest'

import { callServedDirectly, registerCallsServedDirectly } from '@/lib/server/http/callsServedDirectly'

const handler = async () => new Response(null)
const endpoint = (method: Endpoint['method'], path: string): Endpoint => ({ method, path, handler })

/** Payload's root endpoints in their order: two of ours served directly, one not, and the contract's fallbacks. */
const lesson = endpoint('get', '/v1/lessons/:lessonId')
const complete = endpoint('post', '/v1/lessons/:lessonId/complete')
const video = endpoint('get', '/v1/lessons/:lessonId/video')
const notAllowed = endpoint('put', '/v1/lessons/:lessonId')
const unknown = endpoint('get', '/v1/:rest*')
const payload = { config: { endpoints: [lesson, complete, video, notAllowed, unknown] } } as unknown as Payload
registerCallsServedDirectly(payload, new Set(['get /v1/lessons/:lessonId', 'post /v1/lessons/:lessonId/complete']))

describe('callServedDirectly', () => {
  it('finds the endpoint Payload would pick, with its parameters, when it is one served directly', () => {
    expect(callServedDirectly('GET', '/api/v1/lessons/5f0c')).toEqual({ payload, endpoint: lesson, routeParams: { lessonId: '5f0c' } })
    expect(callServedDirectly('POST', '/api/v1/lessons/5f0c/complete')?.endpoint).toBe(complete)
  })

  it("leaves to Next every other call, a method the path is not served with, and Payload's own routes", () => {
    expect(callServedDirectly('GET', '/api/v1/lessons/5f0c/video')).toBeUndefined()
    expect(callServedDirectly('PUT', '/api/v1/lessons/5f0c')).toBeUndefined()
    expect(callServedDirectly('GET', '/api/v1/courses')).toBeUndefined()
    expect(callServedDirectly('GET', '/api/lessons/5f0c')).toBeUndefined()
    expect(callServedDirectly('GET', '/v1/lessons/5f0c')).toBeUndefined()
  })

  it('leaves to Next the paths it spells its own way: a trailing slash, escapes, empty segments', () => {
    expect(callServedDirectly('GET', '/api/v1/lessons/5f0c/')).toBeUndefined()
    expect(callServedDirectly('GET', '/api/v1/lessons/5f%30c')).toBeUndefined()
    expect(callServedDirectly('GET', '/api/v1/lessons//complete')).toBeUndefined()
    expect(callServedDirectly('GET', '/api/v1/lessons/%E0%A4%A')).toBeUndefined()
  })
})
