import { operation, signedOut } from '@/lib/contract/operation'
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
    ...personalDataRoutes.closeAccount,
    summary:
      'Close the account (UK GDPR erasure): name, contact details and sign-in go, the figures stay; every session ends. Proven with `currentPassword` or with the `code` mailed by POST /api/v1/account/confirmation-code (one of the two)',
    access: 'signed-in',
    body: closeAccountSchema,
    responses: {
      200: { description: 'Closed, and the session cookie cleared', body: responseSchemas.Message },
      400: { description: 'Neither a current password nor a code, or both; the wrong password (on `currentPassword`); or a code that is wrong, used or expired (on `code`)' },
      401: signedOut,
      429: { description: 'Too many wrong passwords or codes from this address, or on this account from many addresses' },
    },
  }),
}
