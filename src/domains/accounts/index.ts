/**
 * Learner accounts: sign-in and its throttle (staff sign-in shares it), sessions, password resets, changes of email,
 * and the account's security mails. Staff accounts and their two-factor sign-in are @/domains/staffAccounts.
 */
export { confirmLearner } from './confirmLearner'
export { accountPasswordMatches, spendPasswordCheckTime } from './passwordCheck'
export { sessionCookie, sessionCookieName, signedOutHeaders } from './session/cookie'
export { learnerFromToken, sessionIsLive } from './session/learnerFromToken'
export { acceptSessionLearner, getSessionLearner, requireLearner, requireSessionClaims } from './session/learnerSession'
export type { SessionClaims } from './session/learnerSession'
export { signIn } from './signIn'
export { deviceCookieAfterSignIn } from './signInThrottle/deviceCookie'
export { admitPasswordCheck, settlePasswordCheck } from './signInThrottle/passwordCheckThrottle'
export { toUserObject } from './toUserObject'
