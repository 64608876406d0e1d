import type { CollectionConfig } from 'payload'

import { changesQuestion, checkStages, confidenceQuestions, figureQuestions } from '@/lib/rules/impactChecks'

import { nobody } from '@/access'

/**
 * Each learner's answers to a course's checks (baseline, end, 90 days on), one row per business profile, course and
 * stage: keyed by the profile, never the account, so they stay, unlinked, when the learner is deleted. A row may hold
 * only skips. Written by the learner's own calls (src/domains/impact/checks.ts), read only as the impact report's
 * totals.
 */
export const ImpactChecks: CollectionConfig = {
  slug: 'impact-checks',
  admin: { hidden: true },
  access: { read: nobody, create: nobody, update: nobody, delete: nobody },
  disableDuplicate: true,
  indexes: [{ fields: ['respondent', 'course', 'stage'], unique: true }],
  fields: [
    { name: 'respondent', type: 'relationship', relationTo: 'business-profiles', required: true, index: true },
    { name: 'course', type: 'relationship', relationTo: 'courses', required: true, index: true },
    { name: 'stage', type: 'select', options: [...checkStages], required: true },
    { name: 'skips', type: 'number', required: true, defaultValue: 0 },
    ...confidenceQuestions.map(({ name }) => ({ name, type: 'number' as const, min: 1, max: 5 })),
    ...figureQuestions.map(({ name, max }) => ({ name, type: 'number' as const, min: 0, max })),
    { name: changesQuestion.name, type: 'textarea' },
    { name: 'answeredAt', type: 'date', index: true },
  ],
}
