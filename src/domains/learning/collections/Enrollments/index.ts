import type { CollectionConfig } from 'payload'

import { nobody, staffOnlyCollection } from '@/access'
import { adminGroups } from '@/lib/server/adminGroups'
import { programmeCourseWhere } from '@/lib/rules/courseKinds'
import { countEnrolment } from './hooks/countEnrolment'

const counterAccess = { create: nobody, update: nobody }

/** A learner's enrolment in a course: one per learner and course. */
export const Enrollments: CollectionConfig = {
  slug: 'enrollments',
  labels: { singular: 'Enrolment', plural: 'Enrolments' },
  admin: {
    group: adminGroups.learners.name,
    defaultColumns: ['user', 'course', 'isPaid', 'createdAt'],
    description: "Who is enrolled in which course. More options (⋮) → Export → Download gives each learner's progress per course.",
  },
  access: staffOnlyCollection,
  indexes: [{ fields: ['user', 'course'], unique: true }],
  hooks: { afterChange: [countEnrolment] },
  fields: [
    { name: 'user', label: 'Learner', type: 'relationship', relationTo: 'course-users', required: true, index: true },
    {
      name: 'course',
      type: 'relationship',
      relationTo: 'courses',
      required: true,
      index: true,
      // The call recordings have no enrolments: every learner of the programme watches them without one.
      filterOptions: programmeCourseWhere,
    },
    { name: 'isPaid', label: 'Paid', type: 'checkbox', defaultValue: false },
    // Progress counters, kept by every write that changes them (src/domains/learning/enrolmentCounters.ts).
    { name: 'completedLessons', type: 'number', defaultValue: 0, access: counterAccess, admin: { hidden: true } },
    { name: 'nextLesson', type: 'relationship', relationTo: 'lessons', access: counterAccess, admin: { hidden: true } },
    { name: 'lastCompletedAt', type: 'date', access: counterAccess, admin: { hidden: true } },
    // When the learner's latest "Mark as Complete" on this course is written, or will be once its pause is over: marks
    // sent at once queue behind it (src/domains/learning/completion.ts).
    { name: 'latestMarkAt', type: 'date', access: counterAccess, admin: { hidden: true } },
  ],
}
