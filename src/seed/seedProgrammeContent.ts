import type { Payload, PayloadRequest } from 'payload'

import { coachComments } from './data/coachComments'
import { faqs } from './data/faqs'
import { people } from './data/people'
import { solutionProviders } from './data/solutionProviders'
import { testimonials } from './data/testimonials'
import { findOrCreate } from './findOrCreate'
import { seedMediaFile } from './seedMediaFile'

/** FAQs, testimonials, people cards, solution providers and the coaches' saved comments. */
export const seedProgrammeContent = async (payload: Payload, req: PayloadRequest): Promise<void> => {
  for (const faq of faqs) {
    await findOrCreate(payload, req, 'faqs', { question: { equals: faq.question } }, () =>
      payload.create({ collection: 'faqs', req, data: faq }),
    )
  }
  for (const { headshot: image, ...testimonial } of testimonials) {
    const headshot = await seedMediaFile(payload, req, image)
    await findOrCreate(payload, req, 'testimonials', { quote: { equals: testimonial.quote } }, () =>
      payload.create({ collection: 'testimonials', req, data: { ...testimonial, headshot } }),
    )
  }
  for (const { photo: image, ...person } of people) {
    const photo = await seedMediaFile(payload, req, image)
    await findOrCreate(payload, req, 'people', { name: { equals: person.name } }, () =>
      payload.create({ collection: 'people', req, data: { ...person, photo } }),
    )
  }
  for (const comment of coachComments) {
    await findOrCreate(payload, req, 'coach-comments', { label: { equals: comment.label } }, () => payload.create({ collection: 'coach-comments', req, data: comment }))
  }
  for (const { features, ...provider } of solutionProviders) {
    await findOrCreate(payload, req, 'solution-providers', { name: { equals: provider.name } }, () =>
      payload.create({
        collection: 'solution-providers',
        req,
        data: { ...provider, features: features.map((feature) => ({ feature })) },
      }),
    )
  }
}
