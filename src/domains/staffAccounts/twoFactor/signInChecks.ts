import type { CollectionBeforeLoginHook } from 'payload'

import { inTransaction } from '@/lib/server/db/inTransaction'
import { env } from '@/lib/server/env'
import { acceptSignInCode } from './signInCode'
import { readTwoFactor } from './storage'

/** The code typed at sign-in, handed from the sign-in endpoint to the hook below through the request's context. */
export const signInCodeKey = 'staffSignInCode'

/**
 * Set by the password-reset endpoint, which hands out no session: Payload's reset signs the account in (running the
 * hook below), and the endpoint ends that session at once.
 */
export const resetWithoutSignInKey = 'staffResetWithoutSignIn'

/** Set while the first staff account is created with the server's setup code, which signs it in. */
export const firstStaffAccountKey = 'firstStaffAccountWithSetupCode'

/** The right password, but the code from the app (or a recovery code) is missing or wrong. */
export class SignInCodeRejected extends Error {
  constructor() {
    super('The two-factor code is missing or wrong')
    this.name = 'SignInCodeRejected'
  }
}

/** The right password, on an account that must set up two-factor sign-in before it gets a session. */
export class TwoFactorSetupNeeded extends Error {
  constructor(readonly userId: string) {
    super('Two-factor sign-in must be set up first')
    this.name = 'TwoFactorSetupNeeded'
  }
}

/**
 * Runs inside Payload's login, after the password matched and before a session is signed: an account with two-factor
 * sign-in on needs a code; an account without it, when the server requires it for all staff, gets no session (the
 * sign-in endpoint answers with a setup ticket instead). Throwing here rolls the new session back.
 */
export const requireSecondFactor: CollectionBeforeLoginHook = async ({ req, user }) => {
  // Neither hands a session to anyone without the server's say: a reset's is ended at once, and the first account is
  // made with the setup code from the server's log (it sets two-factor sign-in up from its account page).
  if (req.context[resetWithoutSignInKey] || req.context[firstStaffAccountKey]) return user
  // In the login's own transaction, which already holds the account's row (it has just added the session).
  return inTransaction(
    req.payload,
    async (_req, db) => {
      const userId = String(user.id)
      const state = await readTwoFactor(db, userId)
      if (state?.enabledAt) {
        const accepted = await acceptSignInCode(db, userId, state, req.context[signInCodeKey] as string | undefined)
        if (!accepted) throw new SignInCodeRejected()
        req.context.staffSignInCodeKind = accepted
        return user
      }
      if (env.staffTwoFactorRequired) throw new TwoFactorSetupNeeded(userId)
      return user
    },
    req,
  )
}
