import { createEnvelope, serializeEnvelope, type Envelope } from '@sentry/core'
import { describe, expect, it } from 'vitest'

import { browserEventsOf } from '@/domains/browserErrors/browserEvents'

const bytesOf = (envelope: Envelope): Uint8Array => {
  const serialized = serializeEnvelope(envelope)
  return typeof serialized === 'string' ? new TextEncoder().encode(serialized) : serialized
}

const eventEnvelope = (...events: Record<string, unknown>[]): Uint8Array =>
  bytesOf(createEnvelope({ sent_at: new Date().toISOString() }, events.map((event) => [{ type: 'event' }, event]) as never) as Envelope)

const thrown = {
  event_id: '0123456789abcdef0123456789abcdef',
  timestamp: 1_790_000_000,
  platform: 'javascript',
  level: 'error',
  exception: { values: [{ type: 'TypeError', value: 'No lesson for sam.jones@example.com', stacktrace: { frames: [{ filename: 'https://site.example/_next/static/chunks/app.js?v=1', lineno: 3 }] } }] },
  request: { url: 'https://site.example/v1/reset-password?token=s3cr3t', headers: { 'User-Agent': 'Mozilla/5.0 (Linux; Android 14)', Cookie: 'solvingtech-session=abc' } },
  sdk: { name: 'sentry.javascript.browser', version: '11.12.0' },
  user: { email: 'sam.jones@example.com', ip_address: '203.0.113.9' },
  breadcrumbs: [{ category: 'ui.input', message: 'input#email sam.jones@example.com' }],
  extra: { typed: 'my password' },
  tags: { source: 'log' },
  contexts: { trace: { trace_id: 'f'.repeat(32) } },
}

describe('browserEventsOf', () => {
  it("keeps an error's type, message, stack, level, page and browser, scrubbed as the server's reports are, and marks it the browser's", () => {
    const [event] = browserEventsOf(eventEnvelope(thrown)) ?? []
    expect(event).toEqual({
      event_id: thrown.event_id,
      timestamp: thrown.timestamp,
      platform: 'javascript',
      level: 'error',
      exception: { values: [{ type: 'TypeError', value: 'No lesson for [email]', stacktrace: { frames: [{ filename: 'https://site.example/_next/static/chunks/app.js', lineno: 3 }] } }] },
      request: { url: 'https://site.example/v1/reset-password', headers: { 'User-Agent': 'Mozilla/5.0 (Linux; Android 14)' } },
      sdk: thrown.sdk,
      tags: { source: 'browser' },
    })
  })

  it('drops what is not an error event, and takes at most five', () => {
    const session = bytesOf(createEnvelope({}, [[{ type: 'session' }, { sid: 'x', status: 'ok' }]] as never) as Envelope)
    expect(browserEventsOf(session)).toEqual([])
    expect(browserEventsOf(eventEnvelope({ level: 'info', extra: { nothing: 'to report' } }))).toEqual([])
    expect(browserEventsOf(eventEnvelope(...Array.from({ length: 8 }, () => thrown)))).toHaveLength(5)
  })

  it('gives an event without a well-formed id one of its own, and a page only when its address is text', () => {
    const [event] = browserEventsOf(eventEnvelope({ event_id: '../../x', message: 'Boom', request: { url: { not: 'text' } } })) ?? []
    expect(event.event_id).toMatch(/^[0-9a-f]{32}$/)
    expect(event).not.toHaveProperty('request')
    expect(event.message).toBe('Boom')
  })

  it('answers null for bytes that are not an envelope', () => {
    expect(browserEventsOf(new TextEncoder().encode('not json at all'))).toBeNull()
    expect(browserEventsOf(new TextEncoder().encode('[1,2]\n'))).toBeNull()
    expect(browserEventsOf(new Uint8Array())).toBeNull()
  })
})
