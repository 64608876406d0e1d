import type { PayloadRequest } from 'payload'

import type { AuditEventName } from '@/domains/audit'
import { signInCodeMessages } from '@/lib/rules/signInCodes'
import { badRequest } from '@/lib/server/http/apiError'
import { learnerPasswordMatches } from './passwordCheck'
import type { SessionLearner } from './session/learnerSession'
import { consumeSignInCode } from './signInCodes'
import { throttledPasswordCheck } from './signInThrottle/passwordCheckThrottle'

/** What a learner gives to confirm closing their account or changing its email: one of the two (passwordOrCode). */
export type LearnerProof = { currentPassword?: string; code?: string }

/**
 * Is it the signed-in learner? Their current password, or the code we emailed them (used up when right), checked under
 * the sign-in throttle either way, so a wrong code counts as a wrong password does. A wrong, used or expired code
 * answers 400 on `code` here; a wrong password answers false, for each call to refuse in its own words.
 */
export const confirmLearner = async (req: PayloadRequest, learner: SessionLearner, { currentPassword, code }: LearnerProof, event: AuditEventName): Promise<boolean> => {
  const learnerId = String(learner.id)
  const proven = await throttledPasswordCheck(
    req,
    learner.email,
    event,
    async () =>
      (code !== undefined ? await consumeSignInCode(req.payload, learnerId, code) : await learnerPasswordMatches(req.payload, learnerId, currentPassword ?? '')) ? true : null,
    code !== undefined ? 'wrong code' : undefined,
  )
  if (proven) return true
  if (code !== undefined) throw badRequest(signInCodeMessages.wrong, [{ field: 'code', message: signInCodeMessages.wrong }])
  return false
}
