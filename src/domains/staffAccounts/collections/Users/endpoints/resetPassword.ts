import { addDataAndFileToRequest, APIError, resetPasswordOperation, ValidationError } from 'payload'

import { endpoint, json } from '@/lib/server/http'
import { endStaffSession } from '../../../staffAccounts'
import { resetWithoutSignInKey } from '../../../twoFactor/signInChecks'

/**
 * POST /api/users/reset-password, in place of Payload's: sets the new password from an emailed reset link, and does
 * not sign in. Payload's own would open a session at once, which would let a reset link (someone who reads the
 * mailbox) past two-factor sign-in; the admin's reset screen then goes to the sign-in screen instead. Takes the admin
 * form's body (multipart `_payload`) or JSON, as Payload's did.
 */
export const staffResetPassword = endpoint('post', '/reset-password', async (req) => {
  await addDataAndFileToRequest(req)
  const data = (req.data ?? {}) as { token?: unknown; password?: unknown }
  req.context[resetWithoutSignInKey] = true
  try {
    const { token, user } = await resetPasswordOperation({
      collection: req.payload.collections.users,
      data: { token: typeof data.token === 'string' ? data.token : '', password: typeof data.password === 'string' ? data.password : '' },
      req,
    })
    // Payload's reset opened a session, which nobody is given: it ends here.
    if (token) await endStaffSession(req.payload, String(user.id), token)
  } catch (error) {
    if (!(error instanceof APIError) || error.status >= 500) throw error
    const errors = error instanceof ValidationError ? error.data.errors.map(({ message, path }) => ({ message, path })) : [{ message: error.message }]
    return json({ message: errors[0]?.message ?? error.message, errors }, error.status)
  }
  return json({ message: 'Your password is changed. Sign in with it.' })
})
