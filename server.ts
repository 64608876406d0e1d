/**
 * The production HTTP server: Next.js (with Payload inside) behind a thin Node server whose job is to tell the app
 * who the client is, to send HSTS when the site is served over HTTPS, and to keep a CDN from holding a prerendered page
 * longer than a minute (src/lib/rules/sharedCacheLifetime.ts). It replaces X-Forwarded-For with the one
 * trusted client address (see src/lib/server/http/trustedClientAddress.ts), so rate limits cannot be dodged by that header.
 * Started by `npm start`; `TRUST_PROXY_HOPS` is the number of proxies in front of it (default 0). On SIGTERM it reports
 * not ready for `SHUTDOWN_DRAIN_SECONDS`, then finishes its requests (src/lib/server/http/gracefulShutdown.ts) for up
 * to `SHUTDOWN_GRACE_SECONDS`. Every request gets an id (the
 * `X-Request-Id` answer header, on every log line written while it is handled) and one access line
 * (src/lib/server/logging/accessLog.ts). The hot calls a watching learner makes every few seconds it answers itself, ahead
 * of Next, with the same endpoints (src/lib/server/http/callsServedDirectly.ts).
 */
import { createServer } from 'node:http'

import { exitOnEnvironmentProblems } from './src/lib/server/envSchema'

exitOnEnvironmentProblems('server')

import next from 'next'

import { sharedCacheClient } from './src/lib/server/cache/sharedCacheClient'
import { clearDataCache } from './src/domains/content/clearDataCache'
import { closePayload } from './src/lib/server/db/closePayload'
import { env } from './src/lib/server/env'
import { closeConnectionWhileDraining, exitGracefullyOnSignals } from './src/lib/server/http/gracefulShutdown'
import { refuseUnservedMethod, rewriteHeadForApi } from './src/lib/server/http/serverMethods'
import { requireSmtpWhenDeployed } from './src/domains/mail/requireSmtpWhenDeployed'
import { strictTransportSecurity } from './src/lib/server/http/securityHeaders'
import { announceFirstStaffSetup } from './src/domains/staffAccounts/announceFirstStaffSetup'
import { trustedClientAddress } from './src/lib/server/http/trustedClientAddress'
import { lengthFromContentRange } from './src/lib/server/uploads/lengthFromContentRange'
import { limitSharedCaching } from './src/lib/server/http/limitSharedCaching'
import { createServerLogger, sendConsoleToLogger } from './src/lib/server/logging/logger'
import { logAccessWhenDone, markServedDirectly } from './src/lib/server/logging/accessLog'
import { callServedDirectly } from './src/lib/server/http/callsServedDirectly'
import { answerUnexpectedError, serveDirectly } from './src/lib/server/http/serveDirectly'
import { requestIdFrom, runWithRequestId } from './src/lib/server/logging/requestContext'
import { flushTelemetry } from './src/lib/server/telemetry/registry'

const logger = createServerLogger()
sendConsoleToLogger(logger)
const port = env.port
const trustedHops = env.trustProxyHops
const trustRequestId = env.trustRequestId
const hsts = strictTransportSecurity(env.publicUrl)

try {
  requireSmtpWhenDeployed()
} catch (error) {
  console.error(`[server] Not starting: ${(error as Error).message}`)
  process.exit(1)
}

clearDataCache()
// With REDIS_URL the cache is shared (next.config.ts): connect now, so the first request finds Redis ready.
if (env.redis) sharedCacheClient(env.redis.url)

const app = next({ dev: false, dir: process.cwd(), port })
const handle = app.getRequestHandler()
await app.prepare()

const server = createServer((req, res) => {
  const requestId = requestIdFrom(trustRequestId ? req.headers['x-request-id'] : undefined)
  res.setHeader('X-Request-Id', requestId)
  logAccessWhenDone(logger, req, res, requestId)
  req.headers['x-forwarded-for'] = trustedClientAddress(req.socket.remoteAddress, req.headers['x-forwarded-for'], trustedHops)
  if (hsts) res.setHeader('Strict-Transport-Security', hsts)
  closeConnectionWhileDraining(res)
  if (refuseUnservedMethod(req, res)) return
  rewriteHeadForApi(req)
  lengthFromContentRange(res)
  limitSharedCaching(res)
  const direct = callServedDirectly(req.method ?? 'GET', (req.url ?? '/').split('?', 1)[0])
  if (direct) {
    markServedDirectly(res)
    void runWithRequestId(requestId, res, () => serveDirectly(req, res, direct)).catch((error: unknown) => answerUnexpectedError(logger, req, res, error))
    return
  }
  void runWithRequestId(requestId, res, () => handle(req, res))
})
// Longer than the load balancer's idle timeout, so it is the balancer that closes an idle connection (README, "Running
// it for real"); the headers' timeout must be longer still.
server.keepAliveTimeout = env.keepAliveTimeoutSeconds * 1000
server.headersTimeout = server.keepAliveTimeout + 1000
server.once('error', (error: NodeJS.ErrnoException) => {
  if (error.code !== 'EADDRINUSE') throw error
  console.error(`[server] Port ${port} is already in use: stop what is running there, or start with another PORT (PORT=3001 npm start).`)
  process.exit(1)
})
server.listen(port, () => {
  console.info(`[server] Listening on port ${port}`)
  void announceFirstStaffSetup({ databaseUrl: env.databaseUrl ?? '', secret: env.payloadSecret ?? '', publicUrl: env.publicUrl })
})

// Spans and error reports still waiting are sent before the process exits (nothing to send without them configured).
const beforeExit = async () => {
  await closePayload()
  await flushTelemetry()
}
exitGracefullyOnSignals(server, { drainSeconds: env.shutdownDrainSeconds, graceSeconds: env.shutdownGraceSeconds, beforeExit })
