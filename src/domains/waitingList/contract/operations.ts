import { operation, rateLimited, validation } from '@/lib/contract/operation'
import { responseSchemas } from '@/lib/contract/schemas'

import { waitingListRoutes } from './routes'
import { programSignupSchema, signupCreated } from './schemas'

/** Waiting list's part of the HTTP contract (CONTRACT.md). */
export const waitingListOperations = {
  programSignup: operation({
    ...waitingListRoutes.programSignup, summary: 'Join the waiting list', access: 'anyone', body: programSignupSchema,
    responses: { 201: { description: 'On the list (the same email again updates its one row)', body: signupCreated }, 400: validation, 429: rateLimited },
  }),
  waitingListUnsubscribe: operation({
    ...waitingListRoutes.waitingListUnsubscribe, summary: 'Stop waiting-list announcements with the link of a mail (RFC 8058 one-click; any body)', access: 'anyone',
    responses: {
      200: { description: 'No more announcements to this entry; its place on the list stays', body: responseSchemas.Message },
      404: { description: 'Not a valid waiting-list token, or the entry was removed' },
    },
  }),
}
