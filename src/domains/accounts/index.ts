/**
 * Learner and staff accounts: sign-in and its throttle, sessions, password resets, changes of email, staff accounts
 * and two-factor sign-in, and the account's security mails.
 */
export {
  composeEmailChangeLinkMail,
  composeEmailChangeRequestedMail,
  composePasswordChangedMail,
  composePasswordResetMail,
  queuePasswordChangedMail,
  queuePasswordResetMail,
} from './accountMails'
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
export { actingStaffOf, actingStaffPasswordMatches } from './staff/actingStaffPassword'
export type { ActingStaff } from './staff/actingStaffPassword'
export { announceFirstStaffSetup } from './staff/announceFirstStaffSetup'
export { isFirstStaffSetupCode } from './staff/setupCode'
export { composeStaffAccountNotice, queueStaffAccountNotice, queueStaffAccountNoticeWith } from './staff/staffAccountNotice'
export type { StaffAccountChange } from './staff/staffAccountNotice'
export { endStaffSession, staffAccountExists } from './staff/staffAccounts'
export { isStaffPasswordLongEnough, staffPasswordMinLength, staffPasswordProblem } from './staff/staffPassword'
export { authenticatorUri, matchedStep, newAuthenticatorSecret, newRecoveryCodes } from './staff/twoFactor/codes'
export { issueSetupTicket, setupTicketAccount } from './staff/twoFactor/setupTicket'
export { SignInCodeRejected, TwoFactorSetupNeeded, firstStaffAccountKey, requireSecondFactor, resetWithoutSignInKey, signInCodeKey } from './staff/twoFactor/signInChecks'
export { claimStep, disableTwoFactor, enableTwoFactor, readTwoFactor, replaceRecoveryCodes, savePendingSecret } from './staff/twoFactor/storage'
export { toUserObject } from './toUserObject'
