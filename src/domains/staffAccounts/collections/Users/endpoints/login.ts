import { sql } from '@payloadcms/db-postgres'
import { AuthenticationError, loginOperation } from 'payload'
import { generatePayloadCookie } from 'payload/shared'

import { spendPasswordCheckTime, deviceCookieAfterSignIn, admitPasswordCheck, settlePasswordCheck } from '@/domains/accounts'
import { staffAccountExists } from '../../../staffAccounts'
import { signInCodeKey, SignInCodeRejected, TwoFactorSetupNeeded } from '../../../twoFactor/signInChecks'
import { issueSetupTicket } from '../../../twoFactor/setupTicket'
import { recordAuditEvent } from '@/domains/audit'
import { inTransaction } from '@/lib/server/db/inTransaction'
import { endpoint, json, parseInput, readJsonBody, unauthorized } from '@/lib/server/http'
import { staffLoginSchema } from '@/lib/validation'

/** One answer for an unknown email, a wrong password and a missing or wrong code: nothing tells them apart. */
export const staffSignInFailedMessage = 'Invalid email, password or code'

export const twoFactorSetupNeededMessage = 'Staff accounts need two-factor sign-in. Set it up now to continue.'

/**
 * POST /api/users/login: staff sign-in, in place of Payload's own. It goes through the learners' throttle (slowed
 * per account, refused per address, never locked by a stranger; a browser that signed in before is judged by its
 * own failures), takes as long for an unknown email as for a known one, asks for the code from the app (or a
 * recovery code) once two-factor sign-in is on (src/domains/staffAccounts/twoFactor/signInChecks.ts), and answers the
 * session as Payload's HTTP-only cookie only: no token in the body. When the server requires two-factor sign-in and
 * the account has not set it up, the right password earns a setup ticket (403), not a session. Every outcome is
 * audited (a success by the afterLogin hook).
 */
export const staffLogin = endpoint('post', '/login', async (req) => {
  const { email, password, code } = parseInput(staffLoginSchema, await readJsonBody(req))
  const admitted = await admitPasswordCheck(req, { email, accountType: 'staff', event: 'staff-sign-in' })
  try {
    if (!(await staffAccountExists(req.payload, email))) {
      await spendPasswordCheckTime(password)
      throw new AuthenticationError(req.t)
    }
    req.context[signInCodeKey] = code
    const result = await inTransaction(
      req.payload,
      async (transactionReq, db) => {
        // Payload keeps an account's sessions as a list it reads, extends and writes back: two sign-ins of one
        // account at once would each write their own list, and one session would be lost (signed out at its next
        // click). Sign-ins of one account therefore take turns.
        await db.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`staff-sign-in:${email.toLowerCase()}`}))`)
        return loginOperation({ collection: req.payload.collections.users, data: { email, password }, req: transactionReq })
      },
      req,
    )
    await settlePasswordCheck(req, admitted, true)
    const headers = new Headers()
    headers.append('Set-Cookie', generatePayloadCookie({ collectionAuthConfig: req.payload.collections.users.config.auth, cookiePrefix: req.payload.config.cookiePrefix, token: result.token ?? '' }))
    headers.append('Set-Cookie', deviceCookieAfterSignIn(req.headers, email))
    return json({ message: 'Signed in', user: result.user, exp: result.exp }, 200, headers)
  } catch (error) {
    if (error instanceof TwoFactorSetupNeeded) {
      await settlePasswordCheck(req, admitted, true)
      await recordAuditEvent(req, { event: 'staff-sign-in', outcome: 'refused', accountType: 'staff', accountEmail: email, detail: 'two-factor sign-in not set up yet: setup ticket given' })
      return json({ message: twoFactorSetupNeededMessage, setupTicket: issueSetupTicket(error.userId) }, 403)
    }
    if (!(error instanceof AuthenticationError) && !(error instanceof SignInCodeRejected)) throw error
    await settlePasswordCheck(req, admitted, false, error instanceof SignInCodeRejected ? 'right password, missing or wrong two-factor code' : 'wrong email or password')
    throw unauthorized(staffSignInFailedMessage)
  }
})
