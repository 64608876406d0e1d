import type { Server, ServerResponse } from 'node:http'

import { isDraining, markDraining } from '../health/draining'

/** While draining, each answer ends its connection, so keep-alive clients reconnect to another instance. */
export const closeConnectionWhileDraining = (res: ServerResponse): void => {
  if (isDraining()) res.setHeader('Connection', 'close')
}

type ShutdownTimes = { drainSeconds: number; graceSeconds: number; beforeExit: () => Promise<void> }

/**
 * On SIGTERM or SIGINT: /api/ready answers 503 at once (/api/health still 200), and for `drainSeconds` the server goes
 * on taking and answering requests (each answer closing its connection) while the load balancer's next probes see it
 * is leaving and send new requests elsewhere, so none arrive at a closed port. Then it stops accepting connections and
 * closes idle keep-alive ones, requests in flight finish, `beforeExit` runs and the process exits 0. Whatever is still
 * open `graceSeconds` after that is cut off. A second signal during the drain skips the rest of it.
 */
export const exitGracefullyOnSignals = (server: Server, { drainSeconds, graceSeconds, beforeExit }: ShutdownTimes) => {
  let drainTimer: NodeJS.Timeout | undefined
  const shutdown = (signal: NodeJS.Signals) => {
    if (drainTimer) {
      clearTimeout(drainTimer)
      drainTimer = undefined
      return stopTakingConnections(signal)
    }
    if (isDraining()) return
    markDraining()
    if (drainSeconds <= 0) return stopTakingConnections(signal)
    console.info(`[server] ${signal}: not ready; still answering for ${drainSeconds} s while the load balancer moves on`)
    drainTimer = setTimeout(() => {
      drainTimer = undefined
      stopTakingConnections(signal)
    }, drainSeconds * 1000)
  }
  const stopTakingConnections = (signal: NodeJS.Signals) => {
    console.info(`[server] ${signal}: no new connections; finishing the requests in flight (up to ${graceSeconds} s)`)
    setTimeout(() => {
      console.warn('[server] Grace period over: closing the connections still open')
      process.exit(0)
    }, graceSeconds * 1000).unref()
    server.close(() => {
      beforeExit()
        .catch((error: unknown) => console.warn(`[server] While closing: ${(error as Error).message}`))
        .finally(() => {
          console.info('[server] Stopped')
          process.exit(0)
        })
    })
    server.closeIdleConnections()
  }
  process.on('SIGTERM', shutdown)
  process.on('SIGINT', shutdown)
}
