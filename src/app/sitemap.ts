import type { MetadataRoute } from 'next'

import { getCatalogue } from '@/domains/content'
import { sitemapUrls } from '@/lib/rules/siteMap'
import { env } from '@/lib/server/env'
import { getPayload } from 'payload'
import config from '@payload-config'

// PUBLIC_URL is known when the server starts, not when it is built; the course list is cached until staff change it.
export const dynamic = 'force-dynamic'

/** /sitemap.xml: the public pages and every published course learners can open. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  return sitemapUrls(env.publicUrl, await getCatalogue(await getPayload({ config }))).map((url) => ({ url }))
}
