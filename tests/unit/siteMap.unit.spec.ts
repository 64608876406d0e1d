import { describe, expect, it } from 'vitest'

import { crawlerDisallowedPaths, sitemapUrls } from '@/lib/rules/siteMap'

describe('sitemapUrls', () => {
  it('lists the public pages, then the courses learners can open, never the ones coming soon', () => {
    const urls = sitemapUrls('https://solving.example', [
      { id: 'a1', status: 'available' },
      { id: 'soon', status: 'coming-soon' },
    ])
    expect(urls[0]).toBe('https://solving.example')
    expect(urls).toContain('https://solving.example/v1/courses')
    expect(urls).toContain('https://solving.example/privacy-policy')
    expect(urls.at(-1)).toBe('https://solving.example/v1/courses/a1')
    expect(urls.join(' ')).not.toContain('soon')
    expect(urls.some((url) => /dashboard|login|admin|\/api\//.test(url))).toBe(false)
  })
})

describe('crawlerDisallowedPaths', () => {
  const blocked = (path: string) => crawlerDisallowedPaths.some((prefix) => path.startsWith(prefix))

  it('keeps crawlers out of the admin, the API and the signed-in screens, but not the API reference', () => {
    for (const path of ['/admin', '/admin/collections/courses', '/api/v1/courses', '/v1/dashboard', '/v1/lessons/x', '/unsubscribe/token'])
      expect(blocked(path), path).toBe(true)
    for (const path of ['/', '/v1', '/v1/courses', '/v1/courses/x', '/api-reference', '/privacy-policy']) expect(blocked(path), path).toBe(false)
  })
})
