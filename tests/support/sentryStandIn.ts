import { createServer, type IncomingMessage } from 'node:http'
import { gunzipSync } from 'node:zlib'

import { freePort } from '../../scripts/lib/freePort'

/** An error event as Sentry's SDK sends it: only the fields the tests read. */
export type ReceivedEvent = {
  exception?: { values?: { type?: string; value?: string }[] }
  message?: string | { formatted?: string }
  tags?: Record<string, string>
  extra?: Record<string, unknown>
  request?: Record<string, unknown>
  user?: unknown
  environment?: string
  sdk?: { name?: string }
}

const bodyOf = async (request: IncomingMessage): Promise<string> => {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  const body = Buffer.concat(chunks)
  return (request.headers['content-encoding'] === 'gzip' ? gunzipSync(body) : body).toString('utf8')
}

/**
 * A stand-in for Sentry's ingest: a plain HTTP server on a free port that takes envelopes at POST /api/<project>/envelope/
 * and keeps each one whole (`envelopes`, for checking what left the app) and its error events read (`events`). `dsn`
 * is what SENTRY_DSN is set to.
 */
export const startSentryStandIn = async () => {
  const envelopes: string[] = []
  const events: ReceivedEvent[] = []
  const server = createServer((request, response) => {
    void (async () => {
      const body = await bodyOf(request)
      if (request.method !== 'POST' || !/^\/api\/1\/envelope\/?(\?|$)/.test(request.url ?? '')) {
        response.writeHead(404).end()
        return
      }
      envelopes.push(body)
      // An envelope: its header, then each item as a header line and a payload line.
      const [, ...items] = body.split('\n').filter(Boolean)
      for (let index = 0; index + 1 < items.length; index += 2) {
        const header = JSON.parse(items[index]) as { type?: string }
        if (header.type === 'event') events.push(JSON.parse(items[index + 1]) as ReceivedEvent)
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}')
    })()
  })
  const port = await freePort()
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  return {
    dsn: `http://public@127.0.0.1:${port}/1`,
    envelopes,
    events,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
