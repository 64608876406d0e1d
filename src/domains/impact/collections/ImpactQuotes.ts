import type { CollectionConfig } from 'payload'

import { quoteConsents } from '@/lib/rules/impactQuotes'

import { nobody } from '@/access'

/**
 * A 90-day answer's words that staff picked to quote (src/domains/impact/quotes.tsx), with the learner's answer to
 * "may we quote you without your name?". The words are kept as they were when asked, since that is what the learner
 * agreed to; the row goes with the answer, and with the learner's account.
 */
export const ImpactQuotes: CollectionConfig = {
  slug: 'impact-quotes',
  admin: { hidden: true },
  access: { read: nobody, create: nobody, update: nobody, delete: nobody },
  disableDuplicate: true,
  fields: [
    { name: 'check', type: 'relationship', relationTo: 'impact-checks', required: true, unique: true },
    { name: 'course', type: 'relationship', relationTo: 'courses', required: true, index: true },
    { name: 'words', type: 'textarea', required: true },
    { name: 'pickedBy', type: 'relationship', relationTo: 'users' },
    { name: 'consent', type: 'select', options: [...quoteConsents], required: true, defaultValue: 'asked' },
    { name: 'consentAt', type: 'date' },
    /** Staff may leave a quote out of the report, and put it back, without asking the learner again. */
    { name: 'inReport', type: 'checkbox', required: true, defaultValue: true },
  ],
}
