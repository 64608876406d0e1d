import { describe, expect, it } from 'vitest'

import { routePattern } from '@/lib/rules/routePattern'

describe('the route an access line names', () => {
  it('keeps the words of a path', () => {
    expect(routePattern('/v1/courses/solving-tech-for-small-builders')).toBe('/v1/courses/solving-tech-for-small-builders')
    expect(routePattern('/')).toBe('/')
  })

  it('drops the query string, where reset and confirmation tokens travel', () => {
    expect(routePattern('/v1/reset-password?token=abc123secret')).toBe('/v1/reset-password')
    expect(routePattern('/api/v1/courses?page=2#top')).toBe('/api/v1/courses')
  })

  it('hides ids, codes and tokens in the path', () => {
    expect(routePattern('/api/v1/lessons/3f2b7c1e-0d4a-4a51-9a52-6d1f0b2c9e11/complete')).toBe('/api/v1/lessons/:param/complete')
    expect(routePattern('/v1/join/kQ7uZ_xYwaBcDeFgHiJkLmNoPqRsTuVw')).toBe('/v1/join/:param')
    expect(routePattern('/certificates/ST-7K2M-9QXD')).toBe('/certificates/:param')
    expect(routePattern('/_next/static/chunks/app/page-1a2b3c.js')).toBe('/_next/static/chunks/app/:param')
  })
})
