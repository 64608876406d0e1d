import type { MetadataRoute } from 'next'

import { crawlerDisallowedPaths } from '@/lib/rules/siteMap'
import { env } from '@/lib/server/env'

// PUBLIC_URL is known when the server starts, not when it is built.
export const dynamic = 'force-dynamic'

/** /robots.txt: every crawler may read the site but the admin, the API and the signed-in screens; where the sitemap is. */
export default function robots(): MetadataRoute.Robots {
  return {
    rules: { userAgent: '*', allow: '/', disallow: [...crawlerDisallowedPaths] },
    sitemap: `${env.publicUrl}/sitemap.xml`,
  }
}
