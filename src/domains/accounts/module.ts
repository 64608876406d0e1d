import { randomBytes } from 'node:crypto'

import { sql } from '@payloadcms/db-postgres'
import type { MailComposer } from '@/domains/mail'
import type { FeatureModule } from '@/lib/server/featureModule'

import {
  composeConfirmationCodeMail,
  composeEmailChangeLinkMail,
  composeEmailChangeRequestedMail,
  composePasswordChangedMail,
  composePasswordResetMail,
  composeSignInCodeMail,
} from './accountMails'
import { CourseUsers } from './collections/CourseUsers'
import { EmailChangeTokens } from './collections/EmailChangeTokens'
import { LoginFailures } from './collections/LoginFailures'
import { PasswordResetTokens } from './collections/PasswordResetTokens'
import { SignInCodes } from './collections/SignInCodes'
import { accountEndpoints } from './endpoints/accounts'
import { passwordResetEndpoints } from './endpoints/passwordReset'
import { profileEndpoints } from './endpoints/profile'

const closedAccountName = 'Closed account'

/** Learner accounts: registration, sign-in (by password, or by an emailed code or link) and its throttle, sessions, profile, password reset and email change. */
export const accountsModule: FeatureModule<MailComposer> = {
  name: 'accounts',
  collections: [CourseUsers, PasswordResetTokens, SignInCodes, EmailChangeTokens, LoginFailures],
  endpoints: [...accountEndpoints, ...passwordResetEndpoints, ...profileEndpoints],
  mails: {
    passwordReset: composePasswordResetMail,
    signInCode: composeSignInCodeMail,
    confirmationCode: composeConfirmationCodeMail,
    passwordChanged: composePasswordChangedMail,
    emailChangeLink: composeEmailChangeLinkMail,
    emailChangeRequested: composeEmailChangeRequestedMail,
  },
  learnerData: [
    {
      name: 'profile',
      about: 'Your account: name, company, contact details, membership and choices.',
      columns: ['id', 'email', 'first_name', 'last_name', 'name', 'company', 'job_title', 'phone', 'membership_tier', 'membership_expires_at', 'data_saver', 'wants_reminders', 'wants_course_updates', 'asked_about_upgrades_at', 'created_at', 'updated_at'],
      query: ({ id }) => sql`
        SELECT id, email, first_name, last_name, name, company, job_title, phone, membership_tier, membership_expires_at, data_saver,
          email_preferences_reminders AS wants_reminders, email_preferences_course_updates AS wants_course_updates,
          upgrade_interest_at AS asked_about_upgrades_at, created_at, updated_at
        FROM course_users WHERE id = ${id}`,
    },
  ],
  // Their name, contact details, password and sessions go; the stand-in address replaces theirs.
  closeAccount: async ({ db, learner, standIn }) => {
    // A password no one knows: the hash of nothing anyone can type.
    const unusable = randomBytes(32).toString('hex')
    await db.execute(sql`
      UPDATE course_users SET email = ${standIn}, first_name = NULL, last_name = NULL, name = ${closedAccountName}, company = ${closedAccountName},
        job_title = NULL, phone = NULL, salt = ${unusable}, hash = ${unusable}, reset_password_token = NULL, reset_password_expiration = NULL,
        upgrade_interest_at = NULL, email_preferences_reminders = false, email_preferences_course_updates = false,
        closed_at = now(), updated_at = now()
      WHERE id = ${learner.id}`)
    await db.execute(sql`DELETE FROM course_users_sessions WHERE _parent_id = ${learner.id}`)
    await db.execute(sql`DELETE FROM password_reset_tokens WHERE user_id = ${learner.id}`)
    await db.execute(sql`DELETE FROM sign_in_codes WHERE learner_id = ${learner.id}`)
    await db.execute(sql`DELETE FROM email_change_tokens WHERE user_id = ${learner.id}`)
    await db.execute(sql`DELETE FROM login_failures WHERE email = ${learner.email}`)
  },
  deleteAccount: async ({ req, learnerId }) => {
    await req.payload.delete({ collection: 'password-reset-tokens', where: { user: { equals: learnerId } }, req, overrideAccess: true })
    await req.payload.delete({ collection: 'sign-in-codes', where: { learner: { equals: learnerId } }, req, overrideAccess: true })
  },
}
