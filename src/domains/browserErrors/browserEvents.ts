import { parseEnvelope } from '@sentry/core'

import { scrubErrorReport } from '@/lib/rules/scrubLearnerData'

/** An error event as a phone's browser reported it, kept only in the parts below. */
export type BrowserEvent = Record<string, unknown>

/** The largest envelope taken: one error with its stack is a few kilobytes. */
export const browserEnvelopeMaxBytes = 64 * 1024

/** An envelope carries one event; a few is generous, more is somebody else's traffic. */
const maxEventsPerEnvelope = 5

/**
 * What of a browser's event goes on, beside its id: the error (its type, message and stack), its level, when and where (the page's
 * address, without query string or keys) and which SDK sent it. Whatever else a client put in (user, tags, extra data,
 * breadcrumbs, contexts) is not ours to trust or to send.
 */
const keptFields = ['timestamp', 'platform', 'level', 'exception', 'message', 'sdk'] as const

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)

/** The page the error happened on, and the browser, as the SDK describes them; nothing else of a request. */
const pageOf = (request: unknown): { request?: { url: string; headers?: { 'User-Agent': string } } } => {
  if (!isRecord(request) || typeof request.url !== 'string') return {}
  const userAgent = isRecord(request.headers) ? request.headers['User-Agent'] : undefined
  return { request: { url: request.url, ...(typeof userAgent === 'string' ? { headers: { 'User-Agent': userAgent } } : {}) } }
}

/**
 * The error events of a Sentry envelope as a phone sent it to our tunnel (`POST /api/v1/browser-errors`), each kept in
 * `keptFields`, marked as the browser's, and passed through the same rule as the server's own reports
 * (scrubErrorReport). Other items (sessions, client reports, attachments) are dropped. Null when the bytes are not an
 * envelope at all.
 */
export const browserEventsOf = (bytes: Uint8Array): BrowserEvent[] | null => {
  let items: unknown[]
  try {
    const [headers, envelopeItems] = parseEnvelope(bytes)
    if (!isRecord(headers) || !Array.isArray(envelopeItems)) return null
    items = envelopeItems
  } catch {
    return null
  }
  return items
    .flatMap((item) => {
      if (!Array.isArray(item) || !isRecord(item[0]) || item[0].type !== 'event' || !isRecord(item[1])) return []
      const event = item[1]
      if (!isRecord(event.exception) && typeof event.message !== 'string' && !isRecord(event.message)) return []
      const kept = Object.fromEntries(keptFields.filter((field) => event[field] !== undefined).map((field) => [field, event[field]]))
      const eventId = typeof event.event_id === 'string' && /^[0-9a-f]{32}$/.test(event.event_id) ? event.event_id : crypto.randomUUID().replaceAll('-', '')
      return [scrubErrorReport({ event_id: eventId, ...kept, ...pageOf(event.request), tags: { source: 'browser' } })]
    })
    .slice(0, maxEventsPerEnvelope)
}
