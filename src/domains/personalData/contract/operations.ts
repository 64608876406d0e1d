import { operation, rateLimited, signedOut } from '@/lib/contract/operation'
import { responseSchemas } from '@/lib/contract/schemas'

import { personalDataRoutes } from './routes'
import { closeAccountSchema } from './schemas'

/** Personal data's part of the HTTP contract (CONTRACT.md). */
export const personalDataOperations = {
  personalData: operation({
    ...personalDataRoutes.personalData, summary: 'Everything we hold about the learner (UK GDPR access and portability), as a ZIP download; audited', access: 'signed-in',
    responses: { 200: { description: 'A ZIP of README.txt and each part of the data as JSON and as CSV', mediaType: 'application/zip' }, 401: signedOut },
  }),
  closeAccount: operation({
    ...personalDataRoutes.closeAccount, summary: 'Close the account (UK GDPR erasure): name, contact details and sign-in go, the figures stay; every session ends', access: 'signed-in', body: closeAccountSchema,
    responses: { 200: { description: 'Closed, and the session cookie cleared', body: responseSchemas.Message }, 400: { description: 'No current password, or not the right one' }, 401: signedOut, 429: rateLimited },
  }),
}
