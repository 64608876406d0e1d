import { describe, expect, it } from 'vitest'

import { redisAddress } from '@/lib/server/cache/sharedCacheClient'

/** What the shared cache's log lines say about where Redis is: never the credentials REDIS_URL may carry. */
describe('redisAddress', () => {
  it.each([
    ['redis://127.0.0.1:6379', '127.0.0.1:6379'],
    ['redis://default:secret@cache.internal:6380/2', 'cache.internal:6380/2'],
    ['rediss://:secret@cache.example.com', 'cache.example.com'],
    ['not a url secret', 'an unreadable REDIS_URL'],
  ])('%s is logged as %s', (url, address) => {
    expect(redisAddress(url)).toBe(address)
  })
})
