import type { CollectionBeforeValidateHook, CollectionConfig } from 'payload'

import { nobody, staffOnlyCollection } from '../access'
import { normalizeEmailBeforeValidate } from '../fields/normalizedEmailHook'

export const membershipTiers = ['free', 'pro', 'premium'] as const
export type MembershipTier = (typeof membershipTiers)[number]

/** `name` is first and last name joined when the client sends none (CONTRACT.md). */
const fillNameFromParts: CollectionBeforeValidateHook = ({ data }) => {
  if (data && !data.name?.trim()) {
    const joined = [data.firstName, data.lastName].filter(Boolean).join(' ').trim()
    if (joined) data.name = joined
  }
  return data
}

/** Learners: a separate account type from staff, signed in through /api/v1, never into /admin. */
export const CourseUsers: CollectionConfig = {
  slug: 'course-users',
  labels: { singular: 'Learner', plural: 'Learners' },
  admin: {
    group: 'Learners',
    useAsTitle: 'email',
    defaultColumns: ['email', 'name', 'company', 'membershipTier', 'createdAt'],
  },
  auth: {
    maxLoginAttempts: 5,
    lockTime: 10 * 60 * 1000,
    tokenExpiration: 30 * 24 * 60 * 60,
    useSessions: true,
  },
  access: { ...staffOnlyCollection, admin: nobody },
  hooks: { beforeValidate: [normalizeEmailBeforeValidate, fillNameFromParts] },
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
  ],
}
