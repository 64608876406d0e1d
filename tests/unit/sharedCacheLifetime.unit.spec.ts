import { describe, expect, it } from 'vitest'

import { SHARED_CACHE_SECONDS, withSharedCacheLimit } from '@/lib/rules/sharedCacheLifetime'

describe('withSharedCacheLimit', () => {
  const limited = `public, max-age=0, s-maxage=${SHARED_CACHE_SECONDS}, stale-while-revalidate=${SHARED_CACHE_SECONDS}`

  it("caps Next's year-long s-maxage of a prerendered page, with or without stale-while-revalidate", () => {
    expect(withSharedCacheLimit('s-maxage=31536000')).toBe(limited)
    expect(withSharedCacheLimit('s-maxage=31536000, stale-while-revalidate=100')).toBe(limited)
    expect(withSharedCacheLimit('public, S-MAXAGE=3600')).toBe(limited)
  })

  it('leaves private, no-store, short-lived and browser-only answers as they are', () => {
    for (const value of ['private, no-cache, no-store, max-age=0, must-revalidate', 'no-store', `s-maxage=${SHARED_CACHE_SECONDS}`, 's-maxage=10', 'public, max-age=31536000, immutable', ''])
      expect(withSharedCacheLimit(value)).toBe(value)
  })
})
