import type { CollectionConfig, Field } from 'payload'

import { requireSecondFactor } from '../../twoFactor/signInChecks'
import { staffPasswordMinLength } from '../../staffPassword'
import { adminGroups } from '@/lib/server/adminGroups'
import { env } from '@/lib/server/env'
import { normalizeEmailBeforeValidate } from '@/lib/server/fields/normalizedEmailHook'

import { isStaff, staffOnlyCollection } from '@/access'
import { staffLogin } from './endpoints/login'
import { staffResetPassword } from './endpoints/resetPassword'
import { twoFactorEndpoints } from './endpoints/twoFactor'
import { auditStaffAccountCreated, auditStaffAccountDeleted } from './hooks/auditStaffAccounts'
import { auditEmailChange, auditPasswordChange, auditPasswordReset, notePasswordChange } from './hooks/auditStaffPasswordChange'
import { auditStaffSignIn } from './hooks/auditStaffSignIn'
import { enforceStaffPasswordRules } from './hooks/enforceStaffPasswordRules'
import { limitForgotPassword } from './hooks/limitForgotPassword'
import { mailColleagueChange } from './hooks/mailColleagueChange'
import { requireCurrentPassword } from './hooks/requireCurrentPassword'
import { auditFirstStaffAccount, requireSetupCodeForFirstStaff } from './hooks/requireSetupCodeForFirstStaff'

const nobodyField = () => false

/** The stored side of two-factor sign-in: the sealed secrets, the last code's time step, the recovery codes' hashes. */
const twoFactorColumns: Field[] = (
  [
    ['twoFactorSecret', 'text'],
    ['twoFactorPendingSecret', 'text'],
    ['twoFactorLastStep', 'number'],
    ['twoFactorRecoveryCodes', 'json'],
  ] as const
).map(([name, type]) => ({ name, type, hidden: true, access: { create: nobodyField, read: nobodyField, update: nobodyField } }) as Field)

/**
 * Staff accounts: the only people who enter /admin. A password change ends the account's other sessions (Payload
 * keeps only the changer's own session); the first account needs the server's setup code (README, "The first
 * staff account").
 */
export const Users: CollectionConfig = {
  slug: 'users',
  labels: { singular: 'Staff member', plural: 'Staff' },
  admin: {
    group: adminGroups.staff.name,
    useAsTitle: 'email',
    defaultColumns: ['email', 'name', 'createdAt'],
    description: 'The people who can sign in to this admin. Learners have their own accounts, under Learners.',
  },
  auth: {
    // Failed sign-ins go through the learners' throttle (./endpoints/login.ts), which never locks an account.
    maxLoginAttempts: 0,
    removeTokenFromResponses: true,
    tokenExpiration: 8 * 60 * 60,
    useSessions: true,
    cookies: { secure: env.publicUrl.startsWith('https://'), sameSite: 'Lax' },
  },
  access: { ...staffOnlyCollection, admin: isStaff },
  hooks: {
    beforeOperation: [requireSetupCodeForFirstStaff, requireCurrentPassword, enforceStaffPasswordRules, limitForgotPassword],
    beforeValidate: [normalizeEmailBeforeValidate],
    beforeChange: [notePasswordChange],
    // The colleague's notice first: auditPasswordChange clears the note that the password changed.
    afterChange: [mailColleagueChange, auditPasswordChange, auditEmailChange, auditStaffAccountCreated],
    afterDelete: [auditStaffAccountDeleted],
    afterOperation: [auditFirstStaffAccount, auditPasswordReset],
    beforeLogin: [requireSecondFactor],
    afterLogin: [auditStaffSignIn],
  },
  endpoints: [staffLogin, staffResetPassword, ...twoFactorEndpoints],
  fields: [
    { name: 'name', type: 'text' },
    {
      type: 'row',
      fields: [
        {
          name: 'mentorAs',
          label: 'Mentors as',
          type: 'relationship',
          relationTo: 'people',
          admin: { description: 'For a mentor: who learners book (from Programme content → People).' },
        },
        {
          name: 'mentorDayMail',
          label: 'Send me my mentoring calls each morning',
          type: 'checkbox',
          defaultValue: true,
          admin: { description: 'On a day with calls booked: who, when, what they want to cover and the number to phone.' },
        },
      ],
    },
    {
      name: 'twoFactorEnabledAt',
      label: 'Two-factor sign-in on since',
      type: 'date',
      access: { create: nobodyField, update: nobodyField },
      admin: {
        readOnly: true,
        position: 'sidebar',
        date: { pickerAppearance: 'dayOnly' },
        description: 'Empty: signs in with a password alone.',
      },
    },
    {
      // Set up, renewed and turned off through /api/users/two-factor/* (./endpoints/twoFactor.ts); the account page
      // draws the controls.
      name: 'twoFactor',
      type: 'ui',
      admin: { components: { Field: '/src/domains/staffAccounts/ui/TwoFactorPanel#TwoFactorPanel' } },
    },
    // Written only by the server (src/domains/staffAccounts/twoFactor/storage.ts): never in an API answer, never set through it.
    ...twoFactorColumns,
    {
      // Not stored: asked for only on the create-first-user screen, where nobody is signed in.
      name: 'setupCode',
      label: 'Setup code',
      type: 'text',
      virtual: true,
      admin: {
        condition: (_data, _siblingData, { user }) => !user,
        // Payload draws virtual fields read-only unless told otherwise.
        readOnly: false,
        description: `Printed in the server's log at start while no staff account exists. Passwords need at least ${staffPasswordMinLength} characters and must be hard to guess.`,
        disableListColumn: true,
        disableListFilter: true,
      },
    },
    {
      // Not stored: the signed-in staff member's own password, asked for on every staff account's page and checked
      // only when an email or password changes, theirs or a colleague's (./hooks/requireCurrentPassword.ts).
      name: 'currentPassword',
      label: 'Current password',
      type: 'text',
      virtual: true,
      // Whatever was typed is never answered back.
      hooks: { afterRead: [() => undefined] },
      admin: {
        condition: (data, _siblingData, { user }) => Boolean(user && data?.id),
        readOnly: false,
        description: 'Your own password: needed only to change the email or password on this page, yours or a colleague\'s.',
        components: { Field: '/src/domains/staffAccounts/ui/CurrentPasswordField#CurrentPasswordField' },
        disableListColumn: true,
        disableListFilter: true,
      },
    },
  ],
}
