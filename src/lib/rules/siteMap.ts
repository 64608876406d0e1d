/** What search engines may read: the public pages and each published course that learners can open. */

/** The public pages a search engine should find, besides the course pages. */
export const publicPagePaths = [
  '/',
  '/v1',
  '/v1/courses',
  '/v1/mission',
  '/v1/solutions',
  '/v1/contact',
  '/accessibility',
  '/privacy-policy',
  '/terms-of-service',
  '/api-reference',
] as const

/**
 * What crawlers are asked to leave alone: the admin, the API (`/api/`, so `/api-reference` stays readable), the
 * signed-in screens, and links that carry a token.
 */
export const crawlerDisallowedPaths = [
  '/admin',
  '/api/',
  '/v1/dashboard',
  '/v1/account',
  '/v1/profile',
  '/v1/saved',
  '/v1/lessons/',
  '/v1/lesson/',
  '/v1/confirm-email',
  '/v1/reset-password',
  '/v1/sign-in',
  '/unsubscribe/',
  '/quote/',
] as const

export type SitemapCourse = { id: string; status: 'available' | 'coming-soon' }

/** The sitemap's addresses: the public pages, then each course learners can open (not the ones coming soon). */
export const sitemapUrls = (publicUrl: string, courses: readonly SitemapCourse[]): string[] => [
  ...publicPagePaths.map((path) => `${publicUrl}${path === '/' ? '' : path}`),
  ...courses.filter((course) => course.status === 'available').map((course) => `${publicUrl}/v1/courses/${encodeURIComponent(course.id)}`),
]
