/**
 * The production HTTP server: Next.js (with Payload inside) behind a thin Node server whose job is to tell the app
 * who the client is, to send HSTS when the site is served over HTTPS, and to keep a CDN from holding a prerendered page
 * longer than a minute (src/lib/rules/sharedCacheLifetime.ts). It replaces X-Forwarded-For with the one
 * trusted client address (see src/lib/server/http/trustedClientAddress.ts), so rate limits cannot be dodged by that header.
 * Started by `npm start`; `TRUST_PROXY_HOPS` is the number of proxies in front of it (default 0). On SIGTERM it drains
 * (src/lib/server/http/gracefulShutdown.ts) for up to `SHUTDOWN_GRACE_SECONDS`.
 */
import { createServer } from 'node:http'

import next from 'next'

import { sharedCacheClient } from './src/lib/server/cache/sharedCacheClient'
import { clearDataCache } from './src/domains/content/clearDataCache'
import { closePayload } from './src/lib/server/db/closePayload'
import { env } from './src/lib/server/env'
import { closeConnectionWhileDraining, exitGracefullyOnSignals } from './src/lib/server/http/gracefulShutdown'
import { refuseUnservedMethod, rewriteHeadForApi } from './src/lib/server/http/serverMethods'
import { requireSmtpWhenDeployed } from './src/domains/mail/requireSmtpWhenDeployed'
import { strictTransportSecurity } from './src/lib/server/http/securityHeaders'
import { announceFirstStaffSetup } from './src/domains/accounts/staff/announceFirstStaffSetup'
import { trustedClientAddress } from './src/lib/server/http/trustedClientAddress'
import { lengthFromContentRange } from './src/lib/server/uploads/lengthFromContentRange'
import { limitSharedCaching } from './src/lib/server/http/limitSharedCaching'
import { flushTelemetry } from './src/lib/server/telemetry/registry'

const port = Number.parseInt(process.env.PORT ?? '3000', 10)
const trustedHops = Number.parseInt(process.env.TRUST_PROXY_HOPS ?? '0', 10) || 0
const hsts = strictTransportSecurity(process.env.PUBLIC_URL)

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
  req.headers['x-forwarded-for'] = trustedClientAddress(req.socket.remoteAddress, req.headers['x-forwarded-for'], trustedHops)
  if (hsts) res.setHeader('Strict-Transport-Security', hsts)
  closeConnectionWhileDraining(res)
  if (refuseUnservedMethod(req, res)) return
  rewriteHeadForApi(req)
  lengthFromContentRange(res)
  limitSharedCaching(res)
  void handle(req, res)
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
exitGracefullyOnSignals(server, { graceSeconds: env.shutdownGraceSeconds, beforeExit })
