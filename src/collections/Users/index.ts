import type { CollectionConfig } from 'payload'

import { isStaff, staffOnlyCollection } from '../../access'
import { normalizeEmailBeforeValidate } from '../../fields/normalizedEmailHook'
import { env } from '@/lib/server/env'
import { staffPasswordMinLength } from '@/lib/server/staff/staffPassword'
import { adminGroups } from '../adminGroups'
import { auditStaffAccountCreated, auditStaffAccountDeleted } from './hooks/auditStaffAccounts'
import { auditPasswordChange, auditPasswordReset, notePasswordChange } from './hooks/auditStaffPasswordChange'
import { auditStaffSignIn, auditStaffSignInFailure } from './hooks/auditStaffSignIn'
import { enforceStaffPasswordLength } from './hooks/enforceStaffPasswordLength'
import { auditFirstStaffAccount, requireSetupCodeForFirstStaff } from './hooks/requireSetupCodeForFirstStaff'

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
    maxLoginAttempts: 5,
    lockTime: 10 * 60 * 1000,
    tokenExpiration: 8 * 60 * 60,
    useSessions: true,
    cookies: { secure: env.publicUrl.startsWith('https://'), sameSite: 'Lax' },
  },
  access: { ...staffOnlyCollection, admin: isStaff },
  hooks: {
    beforeOperation: [requireSetupCodeForFirstStaff, enforceStaffPasswordLength],
    beforeValidate: [normalizeEmailBeforeValidate],
    beforeChange: [notePasswordChange],
    afterChange: [auditPasswordChange, auditStaffAccountCreated],
    afterDelete: [auditStaffAccountDeleted],
    afterOperation: [auditFirstStaffAccount, auditPasswordReset],
    afterLogin: [auditStaffSignIn],
    afterError: [auditStaffSignInFailure],
  },
  fields: [
    { name: 'name', type: 'text' },
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
        description: `Printed in the server's log at start while no staff account exists. Passwords need at least ${staffPasswordMinLength} characters.`,
        disableListColumn: true,
        disableListFilter: true,
      },
    },
  ],
}
