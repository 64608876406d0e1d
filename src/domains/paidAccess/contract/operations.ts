import { operation, rateLimited, signedOut, validation } from '@/lib/contract/operation'
import { responseSchemas } from '@/lib/contract/schemas'

import { paidAccessRoutes } from './routes'
import { accessRequestSchema } from './schemas'

/** Paid access's part of the HTTP contract (CONTRACT.md). */
export const paidAccessOperations = {
  accessRequest: operation({
    ...paidAccessRoutes.accessRequest, summary: 'Ask staff to open a paid course (until payment exists); staff are mailed, and mail their answer', access: 'signed-in', body: accessRequestSchema,
    responses: {
      200: { description: 'Asked already and waiting: nothing changed', body: responseSchemas.Message },
      201: { description: 'Asked: staff answer by mail', body: responseSchemas.Message },
      400: validation,
      401: signedOut,
      404: { description: 'No such published course' },
      409: { description: 'The course is free, coming soon, open to the learner already, or holds the call recordings' },
      429: rateLimited,
    },
  }),
}
