import 'server-only'

import { unstable_cache } from 'next/cache'
import type { Payload } from 'payload'

import type { Faq, Landing, Media, Mission, Person, SolutionProvider, Testimonial } from '@/payload-types'

import { listCatalogue, type CatalogueEntry } from './catalogue'
import { contentTags, type ContentTag } from './revalidate'

/**
 * The content the public pages render, each read cached under its tag until staff change it (revalidate.ts expires
 * the tag). Only this file opens cached reads. `payload` is used on a miss only.
 */
const cachedRead =
  <T>(key: string, tag: ContentTag, read: (payload: Payload) => Promise<T>) =>
  (payload: Payload): Promise<T> =>
    unstable_cache(() => read(payload), [key], { tags: [tag] })()

export type LandingContent = {
  landing: Landing
  faqs: Faq[]
  testimonials: (Testimonial & { headshot?: Media | null })[]
  people: (Person & { photo?: Media | null })[]
}

/** Everything the landing page shows from the CMS. */
export const getLandingContent = cachedRead('landing-content', contentTags.landing, async (payload): Promise<LandingContent> => {
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
})

/** The published courses, for the catalogue, the dashboard, course pages, their preview images and the sitemap. */
export const getCatalogue = cachedRead('learner-catalogue', contentTags.learnerArea, (payload): Promise<CatalogueEntry[]> => listCatalogue(payload))

/** The Mission page copy. */
export const getMissionContent = cachedRead('learner-mission', contentTags.learnerArea, (payload): Promise<Mission> => payload.findGlobal({ slug: 'mission', depth: 0 }))

/** The Solutions page's providers in display order. */
export const getSolutionProviders = cachedRead(
  'learner-solution-providers',
  contentTags.learnerArea,
  async (payload): Promise<SolutionProvider[]> => (await payload.find({ collection: 'solution-providers', sort: 'order', limit: 50, depth: 0 })).docs,
)
