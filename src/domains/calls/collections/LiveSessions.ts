import type { CollectionConfig } from 'payload'

import { isStaff, staffOnlyCollection } from '@/access'
import { callLimits, isJoinUrl } from '@/lib/rules/calls'
import { programmeCourseWhere } from '@/lib/rules/courseKinds'
import { adminGroups } from '@/lib/server/adminGroups'
import { ukStartsAt } from '@/lib/server/fields/ukStartsAt'

import { createFortnightlySeries, stampCalendarChange } from '../series'

/** Written by the server only: the calendar's sequence and the series a call was made in. */
const writtenByServer = { create: () => false, update: () => false }

/**
 * The fortnightly calls: each row is one call, for one course's learners or the whole programme's. Learners see them
 * in UK time (src/domains/calls), add them to their calendars, and get the join link from 15 minutes before the start.
 */
export const LiveSessions: CollectionConfig = {
  slug: 'live-sessions',
  labels: { singular: 'Call', plural: 'Calls' },
  admin: {
    group: adminGroups.calls.name,
    useAsTitle: 'title',
    defaultColumns: ['title', 'startsAt', 'course', 'cancelled'],
    description:
      'The fortnightly calls. Learners see each call in UK time with "Add to calendar"; the join link shows to them from 15 minutes before the start until the end. To cancel one call, tick Cancelled: calendars that subscribed show it cancelled.',
  },
  defaultSort: 'startsAt',
  access: { ...staffOnlyCollection, read: isStaff },
  hooks: { beforeChange: [stampCalendarChange], afterChange: [createFortnightlySeries] },
  fields: [
    { name: 'title', type: 'text', required: true, maxLength: callLimits.titleLength, admin: { description: 'e.g. "Fortnightly call: quoting apps, your questions".' } },
    { name: 'description', type: 'textarea', maxLength: callLimits.descriptionLength, admin: { description: 'What the call covers, in a line or two. It goes into calendars too.' } },
    ukStartsAt(),
    {
      name: 'durationMinutes',
      label: 'Length (minutes)',
      type: 'number',
      required: true,
      defaultValue: 60,
      validate: (value: number | null | undefined) =>
        typeof value === 'number' && Number.isInteger(value) && value >= callLimits.minMinutes && value <= callLimits.maxMinutes
          ? true
          : `A call ends after it starts: give it a length of ${callLimits.minMinutes} to ${callLimits.maxMinutes} minutes.`,
    },
    {
      name: 'joinUrl',
      label: 'Join link',
      type: 'text',
      required: true,
      validate: (value: string | null | undefined) => (isJoinUrl(value) ? true : 'Give the https:// link of the video call (Zoom, Teams, Google Meet...).'),
      admin: { description: 'Shown only to signed-in learners of the call, from 15 minutes before the start until the end.' },
    },
    {
      name: 'course',
      type: 'relationship',
      relationTo: 'courses',
      index: true,
      filterOptions: programmeCourseWhere,
      admin: {
        description: "Leave empty for a call for the whole programme (every enrolled learner). With a course, only that course's learners.",
        components: { Cell: '/src/domains/calls/ui/WholeProgrammeCell#WholeProgrammeCell' },
      },
    },
    {
      name: 'recording',
      type: 'relationship',
      relationTo: 'lessons',
      // A recording belongs to the whole programme: a lesson of the call recordings, never of a course learners complete.
      filterOptions: { 'course.kind': { equals: 'recordings' } },
      admin: {
        position: 'sidebar',
        description:
          'After the call: the lesson that holds its recording (add it in Courses → Lessons, in the course of call recordings, with its video, captions and low-data copy). Every learner of the programme can then watch it from Past calls, and those who did not join get one "Missed it? Watch the recording" email.',
      },
    },
    { name: 'cancelled', type: 'checkbox', defaultValue: false, index: true, admin: { position: 'sidebar', description: 'Learners see it cancelled; subscribed calendars mark it cancelled.' } },
    {
      name: 'repeatUntil',
      label: 'Repeat every 2 weeks until',
      type: 'date',
      admin: {
        position: 'sidebar',
        date: { pickerAppearance: 'dayOnly' },
        condition: (_data, _sibling, { operation }) => operation === 'create',
        description: 'Optional, when adding a call: also adds one every 2 weeks at the same UK time up to this day (at most a year). Each is its own call, to edit or cancel alone.',
      },
    },
    {
      name: 'series',
      type: 'text',
      index: true,
      access: writtenByServer,
      admin: { readOnly: true, position: 'sidebar', description: 'The calls added together as one fortnightly series share this.', condition: (data) => Boolean(data?.series) },
    },
    {
      name: 'sequence',
      type: 'number',
      defaultValue: 0,
      access: writtenByServer,
      admin: { hidden: true },
    },
  ],
}
