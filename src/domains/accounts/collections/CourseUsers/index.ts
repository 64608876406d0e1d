import { Forbidden, type CollectionBeforeOperationHook, type CollectionBeforeValidateHook, type CollectionConfig } from 'payload'

import { nobody, staffOnlyCollection } from '@/access'
import { fullName } from '@/lib/rules/names'
import { adminGroups } from '@/lib/server/adminGroups'
import { normalizeEmailBeforeValidate } from '@/lib/server/fields/normalizedEmailHook'

import { learnerDataEndpoints } from './endpoints'
import { auditStaffChangeToLearner, auditStaffDeletedLearner, noteStaffSetLearnerPassword } from './hooks/auditStaffChanges'
import { deleteLearnerRecords } from './hooks/deleteLearnerRecords'

/** `name` is first and last name joined when the client sends none (CONTRACT.md). */
const fillNameFromParts: CollectionBeforeValidateHook = ({ data }) => {
  if (data && !data.name?.trim()) {
    const joined = fullName(data)
    if (joined) data.name = joined
  }
  return data
}

const learnerAuthOperations = new Set(['login', 'forgotPassword', 'resetPassword', 'refresh'])

/**
 * No side door: Payload's own auth routes for learners (/api/course-users/login, forgot-password, reset-password,
 * refresh-token) are refused. Learners sign in through /api/v1, which has rate limits and hashed reset tokens.
 */
const onlyThroughLearnerApi: CollectionBeforeOperationHook = ({ operation, context, req }) => {
  if (learnerAuthOperations.has(operation) && context?.viaLearnerApi !== true) throw new Forbidden(req.t)
}

/** Learners: a separate account type from staff, signed in through /api/v1, never into /admin. */
export const CourseUsers: CollectionConfig = {
  slug: 'course-users',
  labels: { singular: 'Learner', plural: 'Learners' },
  admin: {
    group: adminGroups.learners.name,
    useAsTitle: 'email',
    defaultColumns: ['email', 'name', 'company', 'membershipTier', 'createdAt'],
    listSearchableFields: ['email', 'name', 'company'],
    description:
      'People with a learner account. For a request to be forgotten, open the learner and use "Close this account": the name and contact details go, the figures stay. Deleting one removes their enrolments and progress from every figure too.',
  },
  auth: {
    // Failed sign-ins are counted per email and client address in Postgres by /api/v1/login (src/domains/accounts/signInThrottle),
    // for known and unknown emails alike, so the throttle does not reveal which accounts exist.
    maxLoginAttempts: 0,
    tokenExpiration: 30 * 24 * 60 * 60,
    useSessions: true,
  },
  access: { ...staffOnlyCollection, admin: nobody },
  endpoints: learnerDataEndpoints,
  hooks: {
    beforeOperation: [onlyThroughLearnerApi],
    beforeDelete: [deleteLearnerRecords],
    beforeValidate: [normalizeEmailBeforeValidate, fillNameFromParts],
    beforeChange: [noteStaffSetLearnerPassword],
    afterChange: [auditStaffChangeToLearner],
    afterDelete: [auditStaffDeletedLearner],
  },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'firstName', type: 'text' },
        { name: 'lastName', type: 'text' },
      ],
    },
    { name: 'name', type: 'text', required: true, admin: { description: 'First and last name; filled in from them when empty.' } },
    { name: 'company', type: 'text', required: true },
    {
      type: 'row',
      fields: [
        { name: 'jobTitle', type: 'text' },
        { name: 'phone', type: 'text' },
      ],
    },
    {
      name: 'membershipTier',
      type: 'select',
      required: true,
      defaultValue: 'free',
      index: true,
      options: [
        { label: 'Free', value: 'free' },
        { label: 'Pro', value: 'pro' },
        { label: 'Premium', value: 'premium' },
      ],
      admin: { position: 'sidebar' },
    },
    {
      name: 'membershipExpiresAt',
      type: 'date',
      admin: { position: 'sidebar', description: 'Pro and Premium unlock paid lessons until this date. Empty: no expiry.' },
    },
    {
      name: 'personalData',
      type: 'ui',
      admin: { position: 'sidebar', components: { Field: '/src/domains/personalData/ui/LearnerDataPanel#LearnerDataPanel' } },
    },
    {
      name: 'signsInByCode',
      label: 'Signs in by emailed code (no password yet)',
      type: 'checkbox',
      defaultValue: false,
      access: { create: () => false, update: () => false },
      admin: {
        position: 'sidebar',
        readOnly: true,
        description: 'They registered without a password and sign in with a code we email them, until they set one on their account page.',
      },
    },
    {
      name: 'closedAt',
      label: 'Account closed',
      type: 'date',
      index: true,
      access: { create: () => false, update: () => false },
      admin: {
        position: 'sidebar',
        readOnly: true,
        date: { pickerAppearance: 'dayAndTime' },
        description: 'Set when the account was closed (by the learner, or with "Close this account" below): name and contact details are gone; progress and certificates still count.',
      },
    },
    {
      name: 'isSample',
      label: 'Sample learner',
      type: 'checkbox',
      defaultValue: false,
      access: { create: () => false, update: () => false },
      admin: {
        position: 'sidebar',
        readOnly: true,
        description: 'Invented by the sample content, with their answers: removed with "Remove the sample data" in Reports → Impact.',
      },
    },
    {
      name: 'upgradeInterestAt',
      label: 'Asked about upgrades',
      type: 'date',
      access: { create: () => false, update: () => false },
      admin: {
        position: 'sidebar',
        readOnly: true,
        date: { pickerAppearance: 'dayAndTime' },
        description: 'When they pressed "Upgrade Membership". They were told we will email them when paid plans are on sale.',
      },
    },
    {
      name: 'emailPreferences',
      label: 'Email preferences',
      type: 'group',
      admin: { position: 'sidebar', description: 'Set by the learner on their account page or by an unsubscribe link.' },
      fields: [
        { name: 'reminders', label: 'Reminders', type: 'checkbox', defaultValue: true },
        { name: 'courseUpdates', label: 'Course emails', type: 'checkbox', defaultValue: true },
      ],
    },
    {
      name: 'dataSaver',
      label: 'Data saver',
      type: 'checkbox',
      admin: {
        position: 'sidebar',
        description: 'Set by the learner on a lesson. On: low-data videos. Never set: chosen from their connection.',
      },
    },
  ],
}
