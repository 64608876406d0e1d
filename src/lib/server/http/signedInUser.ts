import { forbidden } from './apiError'

const signedInUsers = new WeakMap<object, string>()

/** Remembers whose session signed this request in (the learner's `requireLearner`), for `assertOwnUserId`. */
export const rememberSignedInUser = (request: object, userId: string): void => {
  signedInUsers.set(request, userId)
}

/**
 * A `userId` the screens send in a signed-in request, in its query or its JSON body, must be the session's own (403);
 * none means the session's user (CONTRACT.md, "Identity and sessions"). `requireLearner` checks the query and
 * `readJsonBody` every body, so no call can forget it.
 */
export const assertOwnUserId = (request: object, supplied: unknown): void => {
  const own = signedInUsers.get(request)
  // Only text can name a learner: anything else is left to the call's schema (400).
  if (own === undefined || typeof supplied !== 'string' || supplied === '') return
  if (supplied !== own) throw forbidden('You can only access your own account')
}
