import { describe, expect, it } from 'vitest'

import { freePort } from '../../scripts/lib/freePort'
import { checkDependencies } from '@/lib/server/health/readiness'
import { redisCheck } from '@/lib/server/health/redisCheck'

/** The dependency checks /api/ready reports: each named in the answer, a failure or a hang is "unreachable", and no error leaks out. */
describe('checkDependencies', () => {
  it('says ok for every check that answers', async () => {
    const result = await checkDependencies([{ name: 'database', run: async () => 1 }, { name: 'redis', run: async () => 'PONG' }], 1000)
    expect(result).toEqual({ database: 'ok', redis: 'ok' })
  })

  it('says unreachable for a check that throws, synchronously or not, or never answers', async () => {
    const never = new Promise(() => undefined)
    const result = await checkDependencies(
      [
        { name: 'database', run: async () => Promise.reject(new Error('password authentication failed for postgres://secret')) },
        { name: 'cache', run: () => { throw new Error('boom') } },
        { name: 'redis', run: () => never },
        { name: 'disk', run: async () => true },
      ],
      20,
    )
    expect(result).toEqual({ database: 'unreachable', cache: 'unreachable', redis: 'unreachable', disk: 'ok' })
  })

  it('finds a Redis that refuses connections unreachable: the check gives up on its own rather than retrying', async () => {
    const check = redisCheck(`redis://user:secret@127.0.0.1:${await freePort()}`)
    await expect(check.run()).rejects.toThrow()
    expect(await checkDependencies([check], 2000)).toEqual({ redis: 'unreachable' })
  })
})
