import type { CollectionConfig } from 'payload'

import { bookingStatusLabels, bookingStatuses } from '../contract/rules'
import { carryOutStaffCancellation, stampBookingChange } from '../bookings'

import { isStaff, nobody } from '@/access'
import { adminGroups } from '@/lib/server/adminGroups'

/** Written by the server only (the learner's booking, cancel and move). */
const writtenByServer = { update: () => false }

/**
 * Learners' bookings of mentoring slots, made through /api/v1/mentoring (src/domains/mentoring). A slot holds one
 * booking at a time: `activeSlot` is unique, so of two learners booking the same time at once one gets it. Mentors
 * mark a call attended or a no-show, keep notes, and write the actions agreed, which the learner sees on their
 * dashboard.
 */
export const MentoringBookings: CollectionConfig = {
  slug: 'mentoring-bookings',
  labels: { singular: 'Mentoring booking', plural: 'Mentoring bookings' },
  admin: {
    group: adminGroups.calls.name,
    useAsTitle: 'title',
    defaultColumns: ['title', 'mentor', 'course', 'status'],
    listSearchableFields: [],
    description:
      'Mentoring calls learners booked. For a mentor\'s day, filter by Mentor and sort by Starts at. After a call, set Attended or No-show and write the agreed actions: the learner sees them on their dashboard. Setting Cancelled frees the time and emails the learner.',
  },
  defaultSort: 'startsAt',
  access: { admin: isStaff, read: isStaff, update: isStaff, delete: nobody, create: nobody },
  disableDuplicate: true,
  hooks: { beforeChange: [stampBookingChange], afterChange: [carryOutStaffCancellation] },
  fields: [
    {
      name: 'title',
      label: 'Learner and time',
      type: 'text',
      access: writtenByServer,
      admin: { hidden: true, description: 'Kept by the database: "{learner\'s name} · {day and time}".' },
    },
    {
      name: 'learnerPanel',
      label: 'About the learner',
      type: 'ui',
      admin: { position: 'sidebar', components: { Field: '/src/app/(payload)/_fields/LearnerPanelField#LearnerPanelField' } },
    },
    { name: 'slot', access: writtenByServer, type: 'relationship', relationTo: 'mentoring-slots', required: true, index: true, admin: { readOnly: true } },
    { name: 'startsAt', label: 'Starts at', access: writtenByServer, type: 'date', required: true, index: true, admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } } },
    { name: 'mentor', access: writtenByServer, type: 'relationship', relationTo: 'people', required: true, index: true, admin: { readOnly: true } },
    { name: 'learner', access: writtenByServer, type: 'relationship', relationTo: 'course-users', required: true, index: true, admin: { readOnly: true } },
    { name: 'course', access: writtenByServer, type: 'relationship', relationTo: 'courses', required: true, index: true, admin: { readOnly: true } },
    { name: 'topic', label: 'What they want to cover', access: writtenByServer, type: 'textarea', required: true, admin: { readOnly: true } },
    { name: 'phone', label: 'Phone them on', access: writtenByServer, type: 'text', admin: { readOnly: true, condition: (data) => Boolean(data?.phone) } },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'booked',
      index: true,
      options: bookingStatuses.map((value) => ({ label: bookingStatusLabels[value], value })),
    },
    { name: 'agreedActions', label: 'Agreed actions', type: 'textarea', maxLength: 2000, admin: { description: 'What you agreed they will do: the learner sees this on their dashboard.' } },
    {
      name: 'mentorNotes',
      label: 'Mentor notes',
      type: 'textarea',
      maxLength: 5000,
      admin: {
        description:
          'Not shown to the learner on the site or in emails, but included when they download their data (their right to a copy of it), so write only what you would be happy for them to read.',
      },
    },
    { name: 'cancelledAt', access: writtenByServer, type: 'date', admin: { readOnly: true, position: 'sidebar', condition: (data) => Boolean(data?.cancelledAt) } },
    { name: 'movedFrom', access: writtenByServer, type: 'relationship', relationTo: 'mentoring-slots', admin: { hidden: true } },
    // The slot while the booking holds it, null once cancelled: unique, so a slot is booked by one learner at a time.
    { name: 'activeSlot', access: { read: isStaff, update: () => false }, type: 'text', unique: true, index: true, admin: { hidden: true } },
    { name: 'sequence', access: writtenByServer, type: 'number', defaultValue: 0, admin: { hidden: true } },
  ],
}
