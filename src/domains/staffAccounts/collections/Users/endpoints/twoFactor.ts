import type { PayloadRequest } from 'payload'
import QRCode from 'qrcode'

import { accountPasswordMatches, admitPasswordCheck, settlePasswordCheck } from '@/domains/accounts'
import { actingStaffPasswordMatches } from '../../../actingStaffPassword'
import { authenticatorUri, matchedStep, newAuthenticatorSecret, newRecoveryCodes } from '../../../twoFactor/codes'
import { queueStaffAccountNotice } from '../../../staffAccountNotice'
import { setupTicketAccount } from '../../../twoFactor/setupTicket'
import { claimStep, disableTwoFactor, enableTwoFactor, readTwoFactor, replaceRecoveryCodes, savePendingSecret } from '../../../twoFactor/storage'
import { recordAuditEvent } from '@/domains/audit'
import { isId } from '@/lib/rules/ids'
import { env } from '@/lib/server/env'
import { badRequest, conflict, endpoint, forbidden, json, notFound, parseInput, readJsonBody, unauthorized } from '@/lib/server/http'
import { recoveryCodesSchema, twoFactorDisableSchema, twoFactorEnableSchema, twoFactorResetSchema, twoFactorSetupSchema } from '@/lib/validation'

const wrongCodeMessage = 'That code is not right. Check the time on your phone and try the newest code.'

type Account = { id: string; email: string; viaTicket: boolean }

/** The signed-in staff member, or nobody. */
const signedInStaff = (req: PayloadRequest): { id: string; email: string } | undefined =>
  req.user?.collection === 'users' ? { id: String(req.user.id), email: String((req.user as { email?: string }).email ?? '') } : undefined

/** Whose two-factor sign-in a setup call is about: the signed-in staff member's own, or the setup ticket's account. */
const accountFor = async (req: PayloadRequest, setupTicket: string | undefined): Promise<Account> => {
  const self = signedInStaff(req)
  if (self) return { ...self, viaTicket: false }
  const ticketAccount = setupTicketAccount(setupTicket)
  if (!ticketAccount) throw unauthorized('Please sign in again to set up two-factor sign-in.')
  const user = await req.payload.findByID({ collection: 'users', id: ticketAccount, depth: 0, overrideAccess: true, disableErrors: true })
  if (!user) throw unauthorized('Please sign in again to set up two-factor sign-in.')
  return { id: String(user.id), email: user.email, viaTicket: true }
}

/** The staff account a `/:id/...` call names: a 404 for an id that is not one (before it reaches the database). */
const accountIdOf = (req: PayloadRequest): string => {
  const id = req.routeParams?.id
  if (!isId(id)) throw notFound('There is no staff account with this id')
  return id
}

const requireStaff = (req: PayloadRequest) => {
  const self = signedInStaff(req)
  if (!self) throw unauthorized()
  return self
}

const audit = (req: PayloadRequest, event: 'staff-two-factor-enabled' | 'staff-two-factor-disabled' | 'staff-recovery-codes-renewed', email: string, detail: string) =>
  recordAuditEvent(req, { event, outcome: 'success', accountType: 'staff', accountEmail: email, detail })

/**
 * POST /api/users/two-factor/setup: a new authenticator secret for the caller's account (signed in, or with the
 * sign-in's setup ticket), kept aside until a code proves the app has it: the key to type, and a QR code of it.
 */
const setup = endpoint('post', '/two-factor/setup', async (req) => {
  const { setupTicket } = parseInput(twoFactorSetupSchema, await readJsonBody(req))
  const account = await accountFor(req, setupTicket)
  const state = await readTwoFactor(req.payload.db.drizzle, account.id)
  if (state?.enabledAt) throw conflict('Two-factor sign-in is already on. To move it to another phone, turn it off first.')
  const secret = newAuthenticatorSecret()
  await savePendingSecret(req.payload.db.drizzle, account.id, secret)
  const uri = authenticatorUri(secret, account.email)
  const svg = await QRCode.toString(uri, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' })
  return json({ secret, otpauthUrl: uri, qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` })
})

/**
 * POST /api/users/two-factor/enable: the first code from the app turns two-factor sign-in on, and the ten recovery
 * codes are answered once, never again. At sign-in (with the ticket) the same code then completes the sign-in once.
 */
const enable = endpoint('post', '/two-factor/enable', async (req) => {
  const { code, setupTicket } = parseInput(twoFactorEnableSchema, await readJsonBody(req))
  const account = await accountFor(req, setupTicket)
  const state = await readTwoFactor(req.payload.db.drizzle, account.id)
  if (state?.enabledAt) throw conflict('Two-factor sign-in is already on.')
  if (!state?.pendingSecret) throw badRequest('Start again: choose "Set up two-factor sign-in".')
  const step = await matchedStep(state.pendingSecret, code)
  if (step === undefined) throw badRequest(wrongCodeMessage, [{ field: 'code', message: wrongCodeMessage }])
  const recoveryCodes = newRecoveryCodes()
  // At sign-in the code has not signed anyone in yet: it may still do so, once (the step before it is the last used).
  await enableTwoFactor(req.payload.db.drizzle, account.id, state.pendingSecret, account.viaTicket ? step - 1 : step, recoveryCodes)
  await audit(req, 'staff-two-factor-enabled', account.email, account.viaTicket ? 'set up at sign-in' : 'set up on their account page')
  return json({ recoveryCodes })
})

/** POST /api/users/two-factor/recovery-codes: ten new recovery codes (the old ones stop working), for a current code. */
const renewRecoveryCodes = endpoint('post', '/two-factor/recovery-codes', async (req) => {
  const self = requireStaff(req)
  const { code } = parseInput(recoveryCodesSchema, await readJsonBody(req))
  const state = await readTwoFactor(req.payload.db.drizzle, self.id)
  if (!state?.enabledAt || !state.secret) throw badRequest('Two-factor sign-in is not on.')
  const step = await matchedStep(state.secret, code, state.lastStep)
  if (step === undefined || !(await claimStep(req.payload.db.drizzle, self.id, step))) throw badRequest(wrongCodeMessage, [{ field: 'code', message: wrongCodeMessage }])
  const recoveryCodes = newRecoveryCodes()
  await replaceRecoveryCodes(req.payload.db.drizzle, self.id, recoveryCodes)
  await audit(req, 'staff-recovery-codes-renewed', self.email, 'the old codes stopped working')
  return json({ recoveryCodes })
})

/**
 * POST /api/users/two-factor/disable: turns your own two-factor sign-in off, with your password (under the sign-in
 * throttle) and a current code. Refused while the server requires it for all staff.
 */
const disable = endpoint('post', '/two-factor/disable', async (req) => {
  const self = requireStaff(req)
  if (env.staffTwoFactorRequired) throw forbidden('Two-factor sign-in is required for every staff account here, so it cannot be turned off.')
  const { currentPassword, code } = parseInput(twoFactorDisableSchema, await readJsonBody(req))
  const admitted = await admitPasswordCheck(req, { email: self.email, accountType: 'staff', event: 'staff-two-factor-disabled' })
  const passwordMatches = await accountPasswordMatches(req.payload, 'staff', self.id, currentPassword)
  await settlePasswordCheck(req, admitted, passwordMatches, 'wrong current password')
  if (!passwordMatches) throw badRequest('Your current password is not right.', [{ field: 'currentPassword', message: 'Your current password is not right.' }])
  const state = await readTwoFactor(req.payload.db.drizzle, self.id)
  if (!state?.enabledAt || !state.secret) throw badRequest('Two-factor sign-in is not on.')
  const step = await matchedStep(state.secret, code, state.lastStep)
  if (step === undefined || !(await claimStep(req.payload.db.drizzle, self.id, step))) throw badRequest(wrongCodeMessage, [{ field: 'code', message: wrongCodeMessage }])
  await disableTwoFactor(req.payload.db.drizzle, self.id)
  await audit(req, 'staff-two-factor-disabled', self.email, 'turned off by themselves')
  return json({ message: 'Two-factor sign-in is off.' })
})

/**
 * POST /api/users/{id}/two-factor/reset: another staff member turns an account's two-factor sign-in off (a lost phone
 * and lost recovery codes), with their own password (checked under the sign-in throttle, as for changing a
 * colleague's email or password), and the account's owner is mailed who did it. The account then signs in with its
 * password alone, or sets it up again at its next sign-in where the server requires it.
 */
const reset = endpoint('post', '/:id/two-factor/reset', async (req) => {
  const self = requireStaff(req)
  const id = accountIdOf(req)
  if (id === self.id) throw forbidden('To turn off your own two-factor sign-in, use "Turn off" with your password and a code.')
  const { currentPassword } = parseInput(twoFactorResetSchema, await readJsonBody(req))
  const user = await req.payload.findByID({ collection: 'users', id, depth: 0, overrideAccess: true, disableErrors: true })
  if (!user) throw notFound('There is no staff account with this id')
  const state = await readTwoFactor(req.payload.db.drizzle, String(user.id))
  if (!state?.enabledAt) throw badRequest('Two-factor sign-in is not on for this account.')
  if (!(await actingStaffPasswordMatches(req, self, currentPassword, 'staff-two-factor-disabled', `wrong own password, turning off two-factor sign-in of ${user.email}`))) {
    throw badRequest('Your current password is not right.', [{ field: 'currentPassword', message: 'Your current password is not right.' }])
  }
  await disableTwoFactor(req.payload.db.drizzle, String(user.id))
  await audit(req, 'staff-two-factor-disabled', user.email, `turned off by ${self.email}`)
  await queueStaffAccountNotice(req.payload, { id: String(user.id), email: user.email }, self, ['two-factor-off'])
  return json({ message: 'Two-factor sign-in is off for this account.' })
})

/** GET /api/users/{id}/two-factor: whether it is on, since when, how many recovery codes are left (staff only). */
const status = endpoint('get', '/:id/two-factor', async (req) => {
  requireStaff(req)
  const state = await readTwoFactor(req.payload.db.drizzle, accountIdOf(req))
  if (!state) throw notFound('There is no staff account with this id')
  return json({ enabled: Boolean(state.enabledAt), enabledAt: state.enabledAt, recoveryCodesLeft: state.recoveryCodesLeft, required: env.staffTwoFactorRequired })
})

export const twoFactorEndpoints = [setup, enable, renewRecoveryCodes, disable, reset, status]
