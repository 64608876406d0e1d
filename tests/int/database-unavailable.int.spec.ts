import pg from 'pg'
import { describe, expect, it } from 'vitest'

import { isDatabaseUnavailable } from '@/lib/server/http/databaseUnavailable'
import { freePort } from '../../scripts/lib/freePort'

describe('telling an unreachable database from a bad request', () => {
  it('recognises the error pg gives when Postgres is not listening', async () => {
    const client = new pg.Client({ connectionString: `postgres://postgres@127.0.0.1:${await freePort()}/postgres` })
    const error = await client.connect().then(
      () => null,
      (failure: unknown) => failure,
    )
    expect(isDatabaseUnavailable(error)).toBe(true)
    expect(isDatabaseUnavailable(new Error('Failed query', { cause: error }))).toBe(true)
  })

  it('recognises a server shutting down, and leaves ordinary errors alone', () => {
    expect(isDatabaseUnavailable(Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }))).toBe(true)
    expect(isDatabaseUnavailable(Object.assign(new Error('duplicate key value violates unique constraint'), { code: '23505' }))).toBe(false)
    expect(isDatabaseUnavailable(new Error('Something else'))).toBe(false)
    expect(isDatabaseUnavailable(undefined)).toBe(false)
  })
})
