import { createClient } from 'redis'

import type { DependencyCheck } from './readiness'

/**
 * Redis answers PING, on a connection made for the check and closed after it: the probe asks Redis itself, whatever
 * state the cache's own connection is in. It gives up on the first failure (no reconnecting); the 2 s budget of
 * checkDependencies bounds the rest, and the answer says only "unreachable".
 */
export const redisCheck = (url: string): DependencyCheck => ({
  name: 'redis',
  run: async () => {
    const client = createClient({ url, disableOfflineQueue: true, socket: { connectTimeout: 2000, reconnectStrategy: false } })
    client.on('error', () => undefined)
    try {
      await client.connect()
      return await client.ping()
    } finally {
      client.destroy()
    }
  },
})
