/**
 * Staff accounts: the admin's users, their sign-in with two-factor codes and recovery codes, the first account's setup
 * code, the password rules, acting for a colleague with one's own password, and the notices a colleague is mailed.
 */
export { actingStaffOf, actingStaffPasswordMatches } from './actingStaffPassword'
export { announceFirstStaffSetup } from './announceFirstStaffSetup'
export { isFirstStaffSetupCode } from './setupCode'
export { composeStaffAccountNotice, queueStaffAccountNotice, queueStaffAccountNoticeWith } from './staffAccountNotice'
export type { StaffAccountChange } from './staffAccountNotice'
export { endStaffSession, staffAccountExists } from './staffAccounts'
export { isStaffPasswordLongEnough, staffPasswordMinLength, staffPasswordProblem } from './staffPassword'
export { authenticatorUri, matchedStep, newAuthenticatorSecret, newRecoveryCodes } from './twoFactor/codes'
export { issueSetupTicket, setupTicketAccount } from './twoFactor/setupTicket'
export { SignInCodeRejected, TwoFactorSetupNeeded, firstStaffAccountKey, requireSecondFactor, resetWithoutSignInKey, signInCodeKey } from './twoFactor/signInChecks'
export { claimStep, disableTwoFactor, enableTwoFactor, readTwoFactor, replaceRecoveryCodes, savePendingSecret } from './twoFactor/storage'
export { Users } from './collections/Users'
