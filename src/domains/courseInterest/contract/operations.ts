import { operation, rateLimited } from '@/lib/contract/operation'
import { responseSchemas } from '@/lib/contract/schemas'

import { courseInterestRoutes } from './routes'
import { courseInterestSchema } from './schemas'

/** Course interest's part of the HTTP contract (CONTRACT.md). */
export const courseInterestOperations = {
  courseInterest: operation({
    ...courseInterestRoutes.courseInterest, summary: "Join a coming-soon course's waiting list (the signed-in learner's email, or the one given)", access: 'anyone', body: courseInterestSchema,
    responses: {
      200: { description: 'Already on its waiting list: nothing changed', body: responseSchemas.Message },
      201: { description: 'On its waiting list: one mail when it opens', body: responseSchemas.Message },
      400: { description: 'Signed out without a valid email' },
      404: { description: 'No such published course' },
      409: { description: 'The course is open already: enrol instead' },
      429: rateLimited,
    },
  }),
}
