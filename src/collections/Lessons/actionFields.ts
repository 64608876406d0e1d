import type { Field } from 'payload'

import { staffOnlyField } from '../../access'
import { checklistItems, promptKindLabels, promptKinds, workbookLimits } from '@/lib/rules/workbook'

/**
 * "Action for this week": what the learner puts to work after the lesson, as 1 to 5 prompts they answer on the lesson
 * screen (src/domains/workbook). No prompts: the lesson has no action.
 */
export const actionFields: Field = {
  name: 'action',
  label: 'Action for this week',
  type: 'group',
  // Learners read it through /api/v1, which checks they may open the lesson.
  access: { read: staffOnlyField },
  admin: {
    description: 'Optional: the one thing learners put to work after this lesson. They answer on the lesson screen, and a coach replies.',
  },
  fields: [
    { name: 'title', type: 'text', maxLength: 120, admin: { description: 'A short name, e.g. "Find one hour a week".' } },
    { name: 'instructions', type: 'textarea', maxLength: 1000, admin: { description: 'What to do this week, in a sentence or two.' } },
    {
      name: 'prompts',
      labels: { singular: 'Prompt', plural: 'Prompts' },
      type: 'array',
      maxRows: workbookLimits.prompts,
      admin: { description: `Up to ${workbookLimits.prompts} questions. Learners can answer any of them; at least one to send.` },
      fields: [
        {
          name: 'kind',
          type: 'select',
          required: true,
          defaultValue: 'shortText',
          options: promptKinds.map((value) => ({ label: promptKindLabels[value], value })),
        },
        { name: 'question', type: 'text', required: true, maxLength: 300 },
        {
          name: 'checklistItems',
          label: 'Checklist items',
          type: 'textarea',
          admin: {
            condition: (_data, row) => row?.kind === 'checklist',
            description: `One item a line, up to ${workbookLimits.checklistItems}.`,
          },
          validate: (value: string | null | undefined, { siblingData }: { siblingData: { kind?: string } }) =>
            siblingData.kind !== 'checklist' || checklistItems(value).length > 0 ? true : 'Give the checklist at least one item.',
        },
      ],
    },
  ],
}
