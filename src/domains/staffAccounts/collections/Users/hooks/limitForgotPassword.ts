import type { CollectionBeforeOperationHook } from 'payload'

import { inPayloadOperation } from '@/lib/server/http/inPayloadOperation'
import { limitByClient } from '@/lib/server/http/rateLimit'

/**
 * Staff "Forgot password?" is rate limited per client address like the learners' (RATE_LIMIT_MAX a window): a 429
 * with Retry-After, in the body shape of Payload's own errors.
 */
export const limitForgotPassword: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (operation === 'forgotPassword') await inPayloadOperation(req, () => limitByClient(req, 'staff-forgot-password'))
  return args
}
