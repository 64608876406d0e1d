import type { IncomingMessage, ServerResponse } from 'node:http'

import type { Logger } from 'pino'

import { routePattern } from '../../rules/routePattern'
import { recordRequest } from '../telemetry/metrics'

/** Load balancer probes and build assets: a line each at debug, so LOG_LEVEL=info keeps the log to what people did. */
const QUIET_ROUTES = /^\/(?:api\/health|api\/ready|_next\/static\/|_next\/image)/

/** The player's playback report, every 10 s per watching learner: at debug when it succeeds, like a probe. */
const isPlaybackReport = (method: string, route: string, status: number): boolean =>
  method === 'POST' && route === '/api/v1/lessons/:param/playback' && status < 400

const servedDirectly = new WeakSet<ServerResponse>()

/** Marks an answer server.ts gives itself, ahead of Next (src/lib/server/http/serveDirectly.ts): its line says `direct`. */
export const markServedDirectly = (res: ServerResponse): void => {
  servedDirectly.add(res)
}

/**
 * One access line when the answer is sent or the client goes: method, route pattern (src/lib/rules/routePattern.ts),
 * status, duration and request id. Never the query string, headers, cookies or body. The same figures feed the
 * request metrics when they are on (src/lib/server/telemetry/metrics.ts).
 */
export const logAccessWhenDone = (logger: Logger, req: IncomingMessage, res: ServerResponse, requestId: string): void => {
  const started = process.hrtime.bigint()
  const method = req.method ?? 'GET'
  const route = routePattern(req.url ?? '/')
  res.once('close', () => {
    const durationMs = Math.round(Number(process.hrtime.bigint() - started) / 1e5) / 10
    const line = { requestId, method, route, status: res.statusCode, durationMs, ...(servedDirectly.has(res) ? { direct: true } : {}), ...(res.writableFinished ? {} : { abandoned: true }) }
    recordRequest(method, route, res.statusCode, durationMs)
    const quiet = QUIET_ROUTES.test(route) || isPlaybackReport(method, route, res.statusCode)
    logger[quiet ? 'debug' : 'info'](line, `${method} ${route} ${res.statusCode} ${durationMs} ms`)
  })
}
