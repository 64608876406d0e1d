import { CacheHandler } from '@fortedigital/nextjs-cache-handler'
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings'
import type { RedisClientType } from '@redis/client'

import { env } from '../env'
import { onSharedCacheBack, sharedCacheClient } from './sharedCacheClient'

type Handler = ReturnType<typeof createRedisHandler>

/**
 * Next's cache handler when REDIS_URL is set (next.config.ts names this file only then, and only for a running server,
 * never for the build): the data cache (`unstable_cache`) and rendered pages live in Redis, shared by every instance,
 * and a staff save's `revalidateTag` deletes the tagged entries there for all of them. Next loads this file itself,
 * outside its bundles (server.ts runs under tsx, so it may be TypeScript), hence no `server-only` marker.
 *
 * While Redis is unreachable every lookup is a miss and every write is dropped (the handler swallows both), so pages
 * render from the database. A tag whose expiry could not reach Redis is expired again once Redis answers, so a save
 * made during an outage does not leave other instances showing older content afterwards.
 */
const expireAgainWhenBack = (handler: Handler): Handler => {
  const missed = new Set<string>()
  const revalidateTag = async (tag: string): Promise<void> => {
    try {
      await handler.revalidateTag(tag)
      missed.delete(tag)
    } catch (error) {
      missed.add(tag)
      throw error
    }
  }
  onSharedCacheBack(() => {
    for (const tag of missed) void revalidateTag(tag).catch(() => undefined)
  })
  return { ...handler, revalidateTag }
}

CacheHandler.onCreation(({ buildId }) => {
  const settings = env.redis
  if (!settings) throw new Error('The shared cache handler needs REDIS_URL')
  const redis = createRedisHandler({
    client: sharedCacheClient(settings.url) as RedisClientType,
    // Each build has its own keys: a page rendered by another build names script files this one does not serve.
    keyPrefix: `${settings.keyPrefix}${buildId ?? 'unbuilt'}:`,
    timeoutMs: 1000,
  })
  return {
    handlers: [expireAgainWhenBack(redis)],
    // Entries that never go stale otherwise (pages and data revalidated only by tag) are dropped after 1.5 days, so
    // the keys of an earlier build leave Redis on their own; a page then renders again once.
    ttl: { defaultStaleAge: 24 * 60 * 60 },
  }
})

export default CacheHandler
