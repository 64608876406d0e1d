import type { Server, ServerResponse } from 'node:http'

import { isDraining, markDraining } from '../health/draining'

/** While draining, each answer ends its connection, so keep-alive clients reconnect to another instance. */
export const closeConnectionWhileDraining = (res: ServerResponse): void => {
  if (isDraining()) res.setHeader('Connection', 'close')
}

/**
 * On SIGTERM or SIGINT: /api/ready answers 503 (/api/health still 200), the server stops accepting connections and
 * closes idle keep-alive ones, requests in flight finish, then `beforeExit` runs and the process exits 0. Whatever is
 * still open after `graceSeconds` is cut off.
 */
export const exitGracefullyOnSignals = (server: Server, { graceSeconds, beforeExit }: { graceSeconds: number; beforeExit: () => Promise<void> }) => {
  const shutdown = (signal: NodeJS.Signals) => {
    if (isDraining()) return
    markDraining()
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
