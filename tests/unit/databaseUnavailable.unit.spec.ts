import { describe, expect, it } from 'vitest'

import { isDatabaseUnavailable } from '@/lib/server/http/databaseUnavailable'

describe('isDatabaseUnavailable', () => {
  it('is true for an outage, a timeout, and a deadlock or serialization conflict that a retry gets past, however deeply wrapped', () => {
    for (const code of ['ECONNREFUSED', '57014', '57P01', '40P01', '40001'])
      expect(isDatabaseUnavailable(new Error('Failed query', { cause: new Error('outer', { cause: Object.assign(new Error('inner'), { code }) }) }))).toBe(true)
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true)
  })

  it('is true when every pooled connection stayed busy, as Payload words it when a transaction could not begin', () => {
    expect(isDatabaseUnavailable(new Error('Error: cannot begin transaction: timeout exceeded when trying to connect'))).toBe(true)
  })

  it('is false for errors in the request or the code', () => {
    for (const code of ['23505', '22P02', '42703', undefined]) expect(isDatabaseUnavailable(Object.assign(new Error('bad'), { code }))).toBe(false)
    expect(isDatabaseUnavailable(undefined)).toBe(false)
  })
})
