import { describe, expect, it } from 'vitest'

import { freePort } from '../../scripts/lib/freePort'
import { checkReadiness } from '@/lib/server/health/readiness'
import { redisCheck } from '@/lib/server/health/redisCheck'

/** The readiness checks: each named in the answer, a failure or a hang is "unreachable", and no error leaks out. */
describe('checkReadiness', () => {
  it('is ready when every check answers', async () => {
    const result = await checkReadiness([{ name: 'database', run: async () => 1 }, { name: 'redis', run: async () => 'PONG' }], 1000)
    expect(result).toEqual({ ready: true, checks: { database: 'ok', redis: 'ok' } })
  })

  it('is not ready when a check throws, synchronously or not, or never answers', async () => {
    const never = new Promise(() => undefined)
    const result = await checkReadiness(
      [
        { name: 'database', run: async () => Promise.reject(new Error('password authentication failed for postgres://secret')) },
        { name: 'cache', run: () => { throw new Error('boom') } },
        { name: 'redis', run: () => never },
        { name: 'disk', run: async () => true },
      ],
      20,
    )
    expect(result).toEqual({ ready: false, checks: { database: 'unreachable', cache: 'unreachable', redis: 'unreachable', disk: 'ok' } })
  })

  it('finds a Redis that refuses connections unreachable: the check gives up on its own rather than retrying', async () => {
    const check = redisCheck(`redis://user:secret@127.0.0.1:${await freePort()}`)
    await expect(check.run()).rejects.toThrow()
    expect(await checkReadiness([check], 2000)).toEqual({ ready: false, checks: { redis: 'unreachable' } })
  })
})
