import { createClient } from 'redis'

/**
 * The one Redis connection of this process for the shared cache. server.ts opens it at start and Next's cache handler
 * (sharedCacheHandler.ts, loaded by Next outside its bundles) uses it, so it lives on the process, where both see it.
 * It never makes a request wait: commands fail at once while Redis is unreachable (the page then renders from the
 * database), the client keeps reconnecting in the background, and the log says so once per outage, not per request.
 */
const newClient = (url: string) =>
  createClient({
    url,
    disableOfflineQueue: true,
    commandOptions: { timeout: 1000 },
    socket: { connectTimeout: 2000, reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 5000) },
  })
type SharedCacheClient = ReturnType<typeof newClient>
type State = { client?: SharedCacheClient; connected: boolean; unreachable: boolean; onReady: Set<() => void> }

const key = Symbol.for('solvingtech.sharedCache')
const processState = globalThis as { [key]?: State }
const state = (processState[key] ??= { connected: false, unreachable: false, onReady: new Set() })

/** Where Redis is, for the log: host and port only, never the credentials a URL may carry. */
export const redisAddress = (url: string): string => {
  try {
    const { host, pathname } = new URL(url)
    return `${host}${pathname.length > 1 ? pathname : ''}`
  } catch {
    return 'an unreadable REDIS_URL'
  }
}

const reason = (error: unknown): string => (error as NodeJS.ErrnoException).code ?? (error as Error).message ?? String(error)

/** Runs `listener` each time the connection becomes ready again after an outage (e.g. to replay what failed meanwhile). */
export const onSharedCacheBack = (listener: () => void): void => {
  state.onReady.add(listener)
}

export const sharedCacheClient = (url: string): SharedCacheClient => {
  if (state.client) return state.client
  const address = redisAddress(url)
  const client = newClient(url)
  client.on('error', (error: unknown) => {
    if (state.unreachable || client.isReady) return
    state.unreachable = true
    console.warn(`[cache] Redis at ${address} is unreachable (${reason(error)}): pages render from the database, uncached, until it answers again`)
  })
  client.on('ready', () => {
    if (!state.connected) console.info(`[cache] Data cache and pages shared through Redis at ${address}`)
    state.connected = true
    if (!state.unreachable) return
    state.unreachable = false
    console.info(`[cache] Redis at ${address} answers again: the shared cache is back in use`)
    for (const listener of state.onReady) listener()
  })
  // connect() settles only once connected (it keeps retrying); failures are reported through 'error' above.
  client.connect().catch(() => undefined)
  state.client = client
  return client
}
