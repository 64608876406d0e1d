import { describe, expect, it } from 'vitest'

import { verifiedTokens } from '@/domains/accounts/session/verifiedTokens'

const claims = (learnerId: string) => ({ learnerId, sessionId: `session of ${learnerId}` })

describe('verified session tokens, remembered until they expire', () => {
  it('answers a remembered token checked with the same secret, and forgets it once it expires', () => {
    let now = 1_000
    const tokens = verifiedTokens<ReturnType<typeof claims>>(10, () => now)
    tokens.remember('token-a', 'secret', claims('a'), 2_000)
    expect(tokens.get('token-a', 'secret')).toEqual(claims('a'))
    expect(tokens.get('token-a', 'another secret')).toBeUndefined()
    tokens.remember('token-a', 'secret', claims('a'), 2_000)
    now = 1_999
    expect(tokens.get('token-a', 'secret')).toEqual(claims('a'))
    now = 2_000
    expect(tokens.get('token-a', 'secret')).toBeUndefined()
    expect(tokens.size).toBe(0)
  })

  it('never remembers a token that has already expired, nor one it was never given', () => {
    const tokens = verifiedTokens<ReturnType<typeof claims>>(10, () => 5_000)
    tokens.remember('old', 'secret', claims('old'), 5_000)
    expect(tokens.get('old', 'secret')).toBeUndefined()
    expect(tokens.get('never seen', 'secret')).toBeUndefined()
  })

  it('holds at most its capacity, letting the oldest go first', () => {
    const tokens = verifiedTokens<ReturnType<typeof claims>>(2, () => 0)
    tokens.remember('first', 'secret', claims('1'), 10)
    tokens.remember('second', 'secret', claims('2'), 10)
    tokens.remember('second', 'secret', claims('2'), 10)
    expect(tokens.size).toBe(2)
    tokens.remember('third', 'secret', claims('3'), 10)
    expect(tokens.size).toBe(2)
    expect(tokens.get('first', 'secret')).toBeUndefined()
    expect(tokens.get('second', 'secret')).toEqual(claims('2'))
    expect(tokens.get('third', 'secret')).toEqual(claims('3'))
  })
})
