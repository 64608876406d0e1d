import type { SqlExecutor } from '@/lib/server/db/inTransaction'

import { looksLikeRecoveryCode, matchedStep, normaliseRecoveryCode } from './codes'
import { claimRecoveryCode, claimStep, type TwoFactorState } from './storage'

/** How a sign-in's second factor was given, for the audit trail. */
export type AcceptedCode = 'app code' | 'recovery code'

/**
 * Accepts the code typed at sign-in for an account with two-factor sign-in on: a six-digit code from the app, each
 * used once (a later time step than the last one accepted), or one of the recovery codes, each used once.
 */
export const acceptSignInCode = async (db: SqlExecutor, userId: string, state: TwoFactorState, typed: string | undefined): Promise<AcceptedCode | undefined> => {
  if (!typed || !state.secret) return undefined
  if (looksLikeRecoveryCode(typed)) return (await claimRecoveryCode(db, userId, normaliseRecoveryCode(typed))) ? 'recovery code' : undefined
  const step = await matchedStep(state.secret, typed, state.lastStep)
  return step !== undefined && (await claimStep(db, userId, step)) ? 'app code' : undefined
}
