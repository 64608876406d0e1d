import type { CollectionConfig } from 'payload'

import { equalityQuestions } from '@/lib/rules/equality'

import { nobody } from '@/access'

const answers = (question: keyof typeof equalityQuestions) => equalityQuestions[question].options.map(({ value, label }) => ({ value, label }))

/**
 * The optional equality answers, one row per business profile (never the account): written only by the learner's own
 * calls (src/domains/impact/equality.ts) and counted only in groups, so no one, staff included, opens them one by one.
 */
export const EqualityAnswers: CollectionConfig = {
  slug: 'equality-answers',
  admin: { hidden: true },
  access: { read: nobody, create: nobody, update: nobody, delete: nobody },
  disableDuplicate: true,
  fields: [
    { name: 'respondent', type: 'relationship', relationTo: 'business-profiles', required: true, unique: true, index: true },
    { name: 'ageBand', type: 'select', options: answers('ageBand') },
    { name: 'sex', type: 'select', options: answers('sex') },
    { name: 'ethnicGroup', type: 'select', options: answers('ethnicGroup') },
    { name: 'disability', type: 'select', options: answers('disability') },
  ],
}
