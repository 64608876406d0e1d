import { describe, expect, it } from 'vitest'

import { isWriteConflict, retryOnConflict } from '@/lib/server/db/retryOnConflict'

const postgresError = (code: string) => Object.assign(new Error(`postgres ${code}`), { code })

/** Postgres ends one side of a deadlock (40P01) or a serialization failure (40001) and expects the work run again. */
describe('isWriteConflict', () => {
  it.each([
    ['a deadlock', postgresError('40P01'), true],
    ['a serialization failure', postgresError('40001'), true],
    ['a deadlock wrapped by the ORM', new Error('Failed query', { cause: postgresError('40P01') }), true],
    ['a unique violation', postgresError('23505'), false],
    ['a lost connection', postgresError('ECONNRESET'), false],
    ['not an error', 'deadlock', false],
  ])('%s → %s', (_, error, conflict) => {
    expect(isWriteConflict(error)).toBe(conflict)
  })
})

describe('retryOnConflict', () => {
  it('runs the work again after a write conflict and returns what the second run gives', async () => {
    let runs = 0
    const result = await retryOnConflict(async () => {
      runs += 1
      if (runs === 1) throw postgresError('40P01')
      return 'saved'
    })
    expect({ runs, result }).toEqual({ runs: 2, result: 'saved' })
  })

  it('gives up after three runs and passes the conflict on', async () => {
    let runs = 0
    await expect(
      retryOnConflict(async () => {
        runs += 1
        throw postgresError('40001')
      }),
    ).rejects.toMatchObject({ code: '40001' })
    expect(runs).toBe(3)
  })

  it('never repeats work that failed for any other reason', async () => {
    let runs = 0
    await expect(
      retryOnConflict(async () => {
        runs += 1
        throw postgresError('23505')
      }),
    ).rejects.toMatchObject({ code: '23505' })
    expect(runs).toBe(1)
  })
})
