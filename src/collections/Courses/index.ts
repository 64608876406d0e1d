import type { CollectionConfig } from 'payload'

import { isStaff, isStaffOrPublished, nobody, staffOnlyField } from '../../access'
import { displayOrder } from '@/lib/server/fields/displayOrder'
import { courseColourNames } from '../../lib/rules/courseColours'
import { courseKindLabels, courseKindValues } from '@/lib/rules/courseKinds'
import { mentoringLimits } from '@/domains/mentoring/contract/rules'
import { contentTags, expireContentHooks } from '@/domains/content'
import { adminGroups } from '@/lib/server/adminGroups'
import { keepOneFeaturedCourse } from './hooks/keepOneFeaturedCourse'
import { refuseDeletingCourseWithEnrolments } from './hooks/refuseDeletingCourseWithEnrolments'
import { refuseRecordingsWithEnrolments } from './hooks/refuseRecordingsWithEnrolments'
import { requireTextForEveryVideo } from './hooks/requireTextForEveryVideo'
import { tellWaitingPeopleWhenOpen } from './hooks/tellWaitingPeopleWhenOpen'

const expireLearnerArea = expireContentHooks(contentTags.learnerArea)

/** A course learners can enrol in, or a coming-soon course shown on the roadmap. */
export const Courses: CollectionConfig = {
  slug: 'courses',
  admin: {
    group: adminGroups.courses.name,
    useAsTitle: 'title',
    defaultColumns: ['title', 'status', 'isPublished', 'isFree', 'price', 'order'],
    description: 'The courses learners enrol in, in the order the site lists them. Only published courses are shown; add lessons under Lessons.',
  },
  defaultSort: 'order',
  access: {
    create: isStaff,
    delete: isStaff,
    read: isStaffOrPublished,
    update: isStaff,
  },
  hooks: {
    beforeChange: [requireTextForEveryVideo, refuseRecordingsWithEnrolments],
    beforeDelete: [refuseDeletingCourseWithEnrolments],
    afterChange: [keepOneFeaturedCourse, tellWaitingPeopleWhenOpen, ...expireLearnerArea.afterChange],
    afterDelete: expireLearnerArea.afterDelete,
  },
  fields: [
    { name: 'title', type: 'text', required: true },
    { name: 'summary', type: 'textarea', required: true, admin: { description: 'One or two sentences for cards and lists.' } },
    { name: 'description', type: 'textarea', required: true },
    {
      name: 'coverImage',
      label: 'Cover picture',
      type: 'upload',
      relationTo: 'media',
      admin: {
        description:
          'Shown on the course cards and the course page, cropped to 16:9 (800 × 450 or larger). Its description is read out to people using screen readers. Without one, a tidy panel in the course colour.',
      },
    },
    {
      name: 'colour',
      label: 'Course colour',
      type: 'select',
      defaultValue: 'navy',
      options: courseColourNames.map((name) => ({ label: name[0].toUpperCase() + name.slice(1), value: name })),
      admin: { description: 'The panel shown in place of a cover picture is this colour.' },
    },
    {
      name: 'whatYouWillLearn',
      label: "What you'll learn",
      type: 'array',
      fields: [{ name: 'point', type: 'text', required: true }],
    },
    {
      name: 'lessons',
      type: 'join',
      collection: 'lessons',
      on: 'course',
      defaultSort: 'orderIndex',
      defaultLimit: 100,
      admin: {
        defaultColumns: ['title', 'orderIndex', 'isPreview'],
        description: 'The lessons in order. To move one, change its lesson number: the others make room.',
      },
    },
    {
      name: 'waiting',
      label: 'Waiting for this course',
      type: 'join',
      collection: 'course-interests',
      on: 'course',
      defaultSort: '-createdAt',
      defaultLimit: 10,
      access: { read: staffOnlyField },
      admin: {
        allowCreate: false,
        defaultColumns: ['email', 'createdAt', 'notifiedAt'],
        description: 'People who pressed "Join Waiting List" while the course was coming soon. Each is mailed once when it is published and available now.',
      },
    },
    {
      name: 'isPublished',
      label: 'Published',
      type: 'checkbox',
      required: true,
      defaultValue: false,
      index: true,
      admin: { position: 'sidebar', description: 'Only published courses are shown on the site.' },
    },
    {
      name: 'isFeatured',
      label: 'Featured course',
      type: 'checkbox',
      defaultValue: false,
      admin: {
        position: 'sidebar',
        description:
          'Shown as the featured course on the learner home page while it is published and available now. Only one course is featured: ticking this and saving unticks it on the course featured before.',
      },
    },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'available',
      options: [
        { label: 'Available now', value: 'available' },
        { label: 'Coming soon', value: 'coming-soon' },
      ],
      admin: { position: 'sidebar', description: 'Coming-soon courses appear on the roadmap with a waiting-list button.' },
    },
    {
      name: 'kind',
      label: 'What it is',
      type: 'select',
      defaultValue: 'programme',
      options: courseKindValues.map((value) => ({ value, label: courseKindLabels[value] })),
      admin: {
        position: 'sidebar',
        description:
          'Call recordings: its lessons are the recordings of the calls. Every learner enrolled in a course of the programme watches them without enrolling; they issue no certificate, send no course emails, and are left out of the course list, the figures and the reports.',
      },
    },
    {
      name: 'launchLabel',
      type: 'text',
      admin: {
        position: 'sidebar',
        description: 'When a coming-soon course launches, as shown to visitors (e.g. "January 2026").',
        condition: (data) => data?.status === 'coming-soon',
      },
    },
    {
      name: 'isFree',
      label: 'Free course',
      type: 'checkbox',
      required: true,
      defaultValue: true,
      admin: { position: 'sidebar' },
    },
    {
      name: 'price',
      label: 'Price (£)',
      type: 'number',
      min: 0,
      max: 99_999_999.99,
      admin: {
        position: 'sidebar',
        step: 0.01,
        description: 'In pounds (GBP). Needed when the course is not free.',
        condition: (data) => data?.isFree === false,
      },
      validate: (value: number | null | undefined, { siblingData }: { siblingData: { isFree?: boolean } }) => {
        if (siblingData?.isFree === false && (value === null || value === undefined)) {
          return 'A paid course needs a price.'
        }
        if (typeof value === 'number' && Math.round(value * 100) !== value * 100) {
          return 'Use at most two decimal places (pounds and pence).'
        }
        return true
      },
    },
    {
      name: 'mentoringCallsPerLearner',
      label: 'Mentoring calls per learner',
      type: 'number',
      defaultValue: mentoringLimits.perCourse,
      min: 0,
      max: 20,
      admin: { position: 'sidebar', step: 1, description: 'How many one-to-one mentoring calls each learner of this course may book (0: none).' },
    },
    {
      name: 'asksImpactQuestions',
      label: 'Ask the impact questions',
      type: 'checkbox',
      defaultValue: true,
      admin: {
        position: 'sidebar',
        description: "Learners answer the funder's questions when they start, when they finish and 90 days later. Turn off for a course that is not part of the programme, such as call recordings.",
      },
    },
    displayOrder(),
    {
      name: 'lessonCount',
      type: 'number',
      defaultValue: 0,
      // Kept by the lessons' hooks (src/domains/learning/enrolmentCounters.ts); nobody writes it through the API.
      access: { create: nobody, update: nobody },
      admin: { hidden: true },
    },
  ],
}
