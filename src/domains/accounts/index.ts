/**
 * Learner accounts: sign-in and its throttle (staff sign-in shares it), sessions, password resets, changes of email,
 * and the account's security mails. Staff accounts and their two-factor sign-in are @/domains/staffAccounts.
 */
export { composeEmailChangeLinkMail, composeEmailChangeRequestedMail, composePasswordChangedMail, composePasswordResetMail, queuePasswordChangedMail, queuePasswordResetMail } from './accountMails'
export { confirmEmailChange, requestEmailChange } from './emailChange'
export { accountPasswordMatches, learnerPasswordMatches, spendPasswordCheckTime } from './passwordCheck'
export { consumeResetToken } from './resetTokens'
export { sessionCookie, sessionCookieName, signedOutHeaders } from './session/cookie'
export { learnerFromToken } from './session/learnerFromToken'
export { endLearnerSession, getSessionLearner, requireLearner, setPasswordEndingSessions } from './session/learnerSession'
export { openSession, signIn } from './signIn'
export type { LearnerSession } from './signIn'
export { deviceCookieAfterSignIn } from './signInThrottle/deviceCookie'
export { clearAccountFailures } from './signInThrottle/failures'
export { admitPasswordCheck, settlePasswordCheck, throttledPasswordCheck } from './signInThrottle/passwordCheckThrottle'
export { toUserObject } from './toUserObject'
