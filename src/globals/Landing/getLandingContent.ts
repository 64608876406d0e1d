import { unstable_cache } from 'next/cache'
import { getPayload } from 'payload'

import config from '@payload-config'
import type { Faq, Landing, Media, Person, Testimonial } from '@/payload-types'
import { contentTags } from '../../lib/server/content/revalidate'

export type LandingContent = {
  landing: Landing
  faqs: Faq[]
  testimonials: (Testimonial & { headshot?: Media | null })[]
  people: (Person & { photo?: Media | null })[]
}

/** Everything the landing page shows from the CMS, cached until staff change it (see src/lib/server/content/revalidate.ts). */
export const getLandingContent = unstable_cache(
  async (): Promise<LandingContent> => {
    const payload = await getPayload({ config })
    const [landing, faqs, testimonials, people] = await Promise.all([
      payload.findGlobal({ slug: 'landing', depth: 0 }),
      payload.find({ collection: 'faqs', sort: 'order', limit: 50, depth: 0 }),
      payload.find({ collection: 'testimonials', sort: 'order', limit: 12, depth: 1 }),
      payload.find({ collection: 'people', sort: 'order', limit: 12, depth: 1 }),
    ])
    return {
      landing,
      faqs: faqs.docs,
      testimonials: testimonials.docs as LandingContent['testimonials'],
      people: people.docs as LandingContent['people'],
    }
  },
  ['landing-content'],
  { tags: [contentTags.landing] },
)
