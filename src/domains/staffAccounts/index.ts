/**
 * Staff accounts: the admin's users, their sign-in with two-factor codes and recovery codes, the first account's setup
 * code, the password rules, acting for a colleague with one's own password, and the notices a colleague is mailed.
 */
export { announceFirstStaffSetup } from './announceFirstStaffSetup'
export { isFirstStaffSetupCode } from './setupCode'
export { isStaffPasswordLongEnough, staffPasswordMinLength, staffPasswordProblem } from './staffPassword'
export { Users } from './collections/Users'
