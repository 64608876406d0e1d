import { notYours, operation, rateLimited, signedOut, validation } from '@/lib/contract/operation'
import { responseSchemas as shared } from '@/lib/contract/schemas'

import { accountsRoutes } from './routes'
import { accountsSchemas } from './schemas'

const { request, response } = accountsSchemas

/** Accounts's part of the HTTP contract (CONTRACT.md): learner accounts: registering, signing in and out, resetting a password, the profile, email and password. */
export const accountsOperations = {
  register: operation({
    ...accountsRoutes.register, summary: 'Create a learner account and sign in', access: 'anyone', body: request.RegisterRequest,
    responses: { 201: { description: 'The new learner; sets the session cookie', body: shared.User }, 400: validation, 409: { description: 'Email already registered' }, 429: rateLimited },
  }),
  registerWithoutPassword: operation({
    ...accountsRoutes.registerWithoutPassword,
    summary: 'Create a learner account with no password (it signs in with mailed codes, and can set a password later), and sign in',
    access: 'anyone',
    body: request.RegisterWithoutPasswordRequest,
    responses: { 201: { description: 'The new learner; sets the session cookie', body: shared.User }, 400: validation, 409: { description: 'Email already registered' }, 429: rateLimited },
  }),
  login: operation({
    ...accountsRoutes.login, summary: 'Sign in', access: 'anyone', body: request.LoginRequest,
    responses: {
      200: { description: 'The learner; sets the session cookie', body: shared.User },
      400: validation,
      401: { description: '"Invalid email or password", for an unknown email and a wrong password alike' },
      429: { description: 'Too many failures from this address, or on this account from many addresses' },
    },
  }),
  signInCode: operation({
    ...accountsRoutes.signInCode, summary: 'Mail a sign-in code and link (no password needed)', access: 'anyone', body: request.SignInCodeRequest,
    responses: { 200: { description: 'The same message whether or not the email has an account', body: shared.Message }, 400: validation, 429: rateLimited },
  }),
  signInWithCode: operation({
    ...accountsRoutes.signInWithCode, summary: 'Sign in with the mailed code', access: 'anyone', body: request.SignInWithCodeRequest,
    responses: {
      200: { description: 'The learner; sets the session cookie', body: shared.User },
      400: validation,
      401: { description: 'One message for a wrong, used or expired code, a code with 5 wrong tries, and an unknown email' },
      429: { description: 'Too many failures from this address, or on this account from many addresses' },
    },
  }),
  signInWithLink: operation({
    ...accountsRoutes.signInWithLink, summary: "Sign in with the mailed link's token (sent when the person presses Sign in)", access: 'anyone', body: request.SignInWithLinkRequest,
    responses: {
      200: { description: 'The learner; sets the session cookie', body: shared.User },
      400: { description: 'Validation failed, or the link is unknown, used or expired (one message)' },
      429: rateLimited,
    },
  }),
  logout: operation({ ...accountsRoutes.logout, summary: 'Sign out', access: 'anyone', responses: { 204: { description: 'Signed out; the cookie is cleared' } } }),
  me: operation({ ...accountsRoutes.me, summary: 'The signed-in learner', access: 'signed-in', responses: { 200: { description: 'The learner', body: shared.User }, 401: signedOut } }),
  forgotPassword: operation({
    ...accountsRoutes.forgotPassword, summary: 'Mail a password reset link', access: 'anyone', body: request.ForgotPasswordRequest,
    responses: { 200: { description: 'The same message whether or not the email has an account', body: shared.Message }, 400: validation, 429: rateLimited },
  }),
  resetPassword: operation({
    ...accountsRoutes.resetPassword, summary: 'Set a new password with a reset token', access: 'anyone', body: request.ResetPasswordRequest,
    responses: { 200: { description: 'Password set; every session ended', body: shared.Message }, 400: { description: 'Validation failed, or the token is unknown, used or expired (one message)' } },
  }),
  profile: operation({
    ...accountsRoutes.profile, summary: 'Update the profile', access: 'signed-in', body: request.ProfileRequest,
    responses: { 200: { description: 'The updated learner', body: shared.User }, 400: validation, 401: signedOut, 403: notYours },
  }),
  dataSaver: operation({
    ...accountsRoutes.dataSaver, summary: 'Turn low-data videos on or off for the account', access: 'signed-in', body: request.DataSaverRequest,
    responses: { 200: { description: 'The stored choice', body: response.DataSaver }, 400: validation, 401: signedOut, 403: notYours },
  }),
  upgradeInterest: operation({
    ...accountsRoutes.upgradeInterest, summary: '"Upgrade Membership" before paid plans are on sale: noted for staff, who mail when they are', access: 'signed-in',
    responses: { 200: { description: 'Noted (the first press is kept)', body: response.UpgradeInterest }, 401: signedOut },
  }),
  confirmationCode: operation({
    ...accountsRoutes.confirmationCode,
    summary:
      'Mail the learner a 6-digit code to give as `code` in place of the current password, to change the email or close the account (it works once, for 15 minutes; 5 wrong tries end it; a newer code ends the older)',
    access: 'signed-in',
    responses: {
      200: { description: 'The code is on its way: the message names the address it goes to', body: shared.Message },
      401: signedOut,
      429: { description: 'Three codes were mailed to the account in the last 15 minutes: wait for `Retry-After` seconds' },
    },
  }),
  changeEmail: operation({
    ...accountsRoutes.changeEmail,
    summary: 'Ask to change the email address, proven with `currentPassword` or with the mailed `code` (one of the two)',
    access: 'signed-in',
    body: request.AccountEmailRequest,
    responses: {
      202: { description: 'A confirmation link was mailed to the new address; the old address gets a notice', body: shared.Message },
      400: { description: 'Validation failed (also for neither `currentPassword` nor `code`, or both), or the code is wrong, used or expired (on `code`)' },
      401: { description: 'Not signed in, or the current password is wrong' },
      403: notYours,
      409: { description: 'Another account has this email' },
      429: { description: 'Too many failed attempts from this address' },
    },
  }),
  confirmEmail: operation({
    ...accountsRoutes.confirmEmail, summary: 'Confirm an email change with the token from the mailed link', access: 'anyone', body: request.ConfirmEmailRequest,
    responses: {
      200: { description: 'The email is changed: the updated learner', body: shared.User },
      400: { description: 'Validation failed, or the token is unknown, used or expired (one message)' },
      409: { description: 'Another account took this email in the meantime' },
    },
  }),
  setFirstPassword: operation({
    ...accountsRoutes.setFirstPassword, summary: 'Set the first password of an account that signs in by code', access: 'signed-in', body: request.FirstPasswordRequest,
    responses: {
      200: { description: 'Set; every other session ended', body: shared.Message },
      400: validation,
      401: signedOut,
      403: notYours,
      409: { description: 'The account has a password already: change it with the current one' },
    },
  }),
  changePassword: operation({
    ...accountsRoutes.changePassword, summary: 'Change the password', access: 'signed-in', body: request.AccountPasswordRequest,
    responses: {
      200: { description: 'Changed; every other session ended', body: shared.Message },
      400: { description: 'Validation failed, or "Current password is incorrect"' },
      401: signedOut,
      403: notYours,
      429: { description: 'Too many failed attempts' },
    },
  }),
}
