import { describe, expect, it } from 'vitest'

import { retryWriteConflicts, writeConflictHeader } from '@/lib/server/http/retryWriteConflicts'

const conflict = () => new Response('{"message":"briefly unavailable"}', { status: 503, headers: { [writeConflictHeader]: '1', 'retry-after': '5' } })
const saved = () => new Response('{"doc":{}}', { status: 201 })

/** A handler that answers in turn, recording the bodies it was sent. */
const answering = (...answers: (() => Response)[]) => {
  const bodies: string[] = []
  const handler = async (request: Request) => {
    bodies.push(await request.text())
    return answers[Math.min(bodies.length - 1, answers.length - 1)]()
  }
  return { handler, bodies }
}

const save = (path = '/api/lessons', headers: Record<string, string> = { 'content-type': 'application/json' }) =>
  new Request(`http://localhost${path}`, { method: 'POST', headers, body: '{"title":"Lesson"}' })

describe("Payload's REST writes that Postgres ended for a write conflict", () => {
  it('are sent again with the same body, and the answer carries no marker', async () => {
    const { handler, bodies } = answering(conflict, conflict, saved)
    const response = await retryWriteConflicts(handler)(save(), {})
    expect(response.status).toBe(201)
    expect(bodies).toEqual(['{"title":"Lesson"}', '{"title":"Lesson"}', '{"title":"Lesson"}'])
  })

  it('are tried three times at most; the last 503 goes out without the marker', async () => {
    const { handler, bodies } = answering(conflict)
    const response = await retryWriteConflicts(handler)(save(), {})
    expect([response.status, response.headers.has(writeConflictHeader), response.headers.get('retry-after'), bodies.length]).toEqual([503, false, '5', 3])
  })

  it('are not repeated for uploads, our own endpoints, or other failures', async () => {
    for (const request of [save('/api/media', { 'content-type': 'multipart/form-data; boundary=x' }), save('/api/v1/contact')]) {
      const { handler, bodies } = answering(conflict, saved)
      expect((await retryWriteConflicts(handler)(request, {})).status).toBe(503)
      expect(bodies).toHaveLength(1)
    }
    const { handler, bodies } = answering(() => new Response('', { status: 503 }), saved)
    expect((await retryWriteConflicts(handler)(save(), {})).status).toBe(503)
    expect(bodies).toHaveLength(1)
  })
})
