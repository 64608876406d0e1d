import type { CollectionConfig } from 'payload'

import { mentoringHowLabels, mentoringHows, mentoringLimits } from '../contract/rules'
import { addWeeklySlots, checkSlot, refuseDeletingBookedSlot } from '../slots'
import { isJoinUrl } from '@/lib/rules/calls'

import { isStaff, staffOnlyCollection } from '@/access'
import { ukStartsAt } from '@/lib/server/fields/ukStartsAt'
import { adminGroups } from '@/lib/server/adminGroups'

const writtenByServer = { create: () => false, update: () => false }

/**
 * Times a mentor offers for a one-to-one call: learners book a free one from /v1/mentoring (src/domains/mentoring).
 * A slot may not start in the past or overlap another of the same mentor's.
 */
export const MentoringSlots: CollectionConfig = {
  slug: 'mentoring-slots',
  labels: { singular: 'Mentoring slot', plural: 'Mentoring slots' },
  admin: {
    group: adminGroups.calls.name,
    defaultColumns: ['startsAt', 'mentor', 'bookedBy', 'durationMinutes', 'how'],
    description:
      'Times mentors offer for a one-to-one call. Learners of any course book a free one from their Mentoring page. Set "Repeat weekly until" to offer the same time every week.',
  },
  defaultSort: 'startsAt',
  access: { ...staffOnlyCollection, read: isStaff },
  hooks: { beforeChange: [checkSlot], afterChange: [addWeeklySlots], beforeDelete: [refuseDeletingBookedSlot] },
  fields: [
    { name: 'mentor', type: 'relationship', relationTo: 'people', required: true, index: true, admin: { description: 'From Programme content → People: learners see their name.' } },
    ukStartsAt(),
    {
      name: 'bookedBy',
      label: 'Booked by',
      type: 'ui',
      admin: { components: { Cell: '/src/app/(payload)/_fields/SlotBookedByCell#SlotBookedByCell' } },
    },
    {
      name: 'durationMinutes',
      label: 'Length (minutes)',
      type: 'number',
      required: true,
      defaultValue: 30,
      validate: (value: number | null | undefined) =>
        typeof value === 'number' && mentoringLimits.durations.includes(value) ? true : `A mentoring call lasts ${mentoringLimits.durations.join(' or ')} minutes.`,
    },
    {
      name: 'how',
      type: 'radio',
      required: true,
      defaultValue: 'video',
      options: mentoringHows.map((value) => ({ label: mentoringHowLabels[value], value })),
    },
    {
      name: 'videoUrl',
      label: 'Video call link',
      type: 'text',
      validate: (value: string | null | undefined, { siblingData }: { siblingData: { how?: string } }) =>
        siblingData.how === 'phone' || isJoinUrl(value) ? true : 'Give the https:// link of the video call, or choose "I\'ll phone you".',
      admin: { condition: (_data, sibling) => sibling?.how !== 'phone', description: 'The booked learner gets it in their confirmation and calendar.' },
    },
    {
      name: 'repeatWeeklyUntil',
      label: 'Repeat weekly until',
      type: 'date',
      admin: {
        position: 'sidebar',
        date: { pickerAppearance: 'dayOnly' },
        condition: (_data, _sibling, { operation }) => operation === 'create',
        description: 'Optional, when adding a slot: also adds the same time every week up to this day (at most 26). Each is its own slot.',
      },
    },
    { name: 'series', type: 'text', index: true, access: writtenByServer, admin: { hidden: true } },
  ],
}
