import type { CollectionConfig } from 'payload'

import { carryOutCoachReply, stampCoachReply } from '../coachReply'
import { answerStatusStaffLabels, answerStatuses, coachVerdicts } from '@/lib/rules/workbook'

import { isStaff, nobody } from '@/access'
import { adminGroups } from '@/lib/server/adminGroups'

/** Written by the server only (the learner's calls, and the reply hook): staff set the reply and the verdict. */
const writtenByServer = { update: () => false }

/**
 * A learner's answer to one lesson's action (one row per learner and lesson), written by /api/v1 as they type and
 * when they send it (src/domains/workbook). Staff reply here: a note and "Looks good" or "Have another go", which
 * the learner is mailed and sees on the lesson and in My workbook. Each send and its reply is kept in Workbook sends.
 */
export const WorkbookAnswers: CollectionConfig = {
  slug: 'workbook-answers',
  labels: { singular: 'Workbook answer', plural: 'Answers to review' },
  admin: {
    group: adminGroups.workbook.name,
    useAsTitle: 'title',
    defaultColumns: ['title', 'company', 'course', 'status', 'waiting', 'sentAt'],
    listSearchableFields: ['title'],
    components: { edit: { beforeDocumentControls: ['/src/domains/workbook/ui/SaveAndOpenNext#SaveAndOpenNext'] } },
    description:
      'Learners\' answers to each lesson\'s action. Filter by Status "Waiting for a reply" and sort by Sent (oldest first) to answer in turn. Open one to read it, write a reply (or pick a saved comment) and choose Looks good or Have another go: the learner gets an email. "Save and open the next waiting answer" takes you through the queue, oldest first.',
  },
  defaultSort: 'sentAt',
  access: { admin: isStaff, read: isStaff, update: isStaff, delete: isStaff, create: nobody },
  disableDuplicate: true,
  indexes: [{ fields: ['learner', 'lesson'], unique: true }],
  hooks: { beforeChange: [stampCoachReply], afterChange: [carryOutCoachReply] },
  fields: [
    {
      name: 'title',
      label: 'Learner and lesson',
      type: 'text',
      access: writtenByServer,
      admin: { hidden: true, description: 'Kept by the database: "{learner\'s name} · Lesson {number}".' },
    },
    { name: 'company', label: 'Firm', type: 'text', virtual: 'learner.company', admin: { hidden: true } },
    {
      name: 'learnerPanel',
      label: 'About the learner',
      type: 'ui',
      admin: { position: 'sidebar', components: { Field: '/src/app/(payload)/_fields/LearnerPanelField#LearnerPanelField' } },
    },
    { name: 'learner', access: writtenByServer, type: 'relationship', relationTo: 'course-users', required: true, index: true, admin: { readOnly: true } },
    { name: 'lesson', access: writtenByServer, type: 'relationship', relationTo: 'lessons', required: true, index: true, admin: { readOnly: true } },
    { name: 'course', access: writtenByServer, type: 'relationship', relationTo: 'courses', required: true, index: true, admin: { readOnly: true } },
    {
      name: 'status',
      access: writtenByServer,
      type: 'select',
      required: true,
      defaultValue: 'draft',
      index: true,
      options: answerStatuses.map((value) => ({ label: answerStatusStaffLabels[value], value })),
      admin: { readOnly: true, position: 'sidebar' },
    },
    {
      name: 'waiting',
      label: 'Waiting',
      type: 'ui',
      admin: { components: { Cell: '/src/domains/workbook/ui/AnswerWaitingCell#AnswerWaitingCell' } },
    },
    {
      name: 'answerView',
      label: 'Their answer',
      type: 'ui',
      admin: { components: { Field: '/src/app/(payload)/_fields/WorkbookAnswerView#WorkbookAnswerView' } },
    },
    {
      name: 'answers',
      access: writtenByServer,
      type: 'json',
      required: true,
      defaultValue: [],
      admin: { hidden: true, description: 'The answer as the learner last saved it, one entry per prompt.' },
    },
    { name: 'round', access: writtenByServer, type: 'number', required: true, defaultValue: 0, admin: { readOnly: true, position: 'sidebar', description: 'How many times they have sent it.' } },
    { name: 'draftSavedAt', access: writtenByServer, label: 'Last saved', type: 'date', admin: { readOnly: true, position: 'sidebar', date: { pickerAppearance: 'dayAndTime' } } },
    { name: 'sentAt', access: writtenByServer, label: 'Sent', type: 'date', index: true, admin: { readOnly: true, position: 'sidebar', date: { pickerAppearance: 'dayAndTime' } } },
    {
      name: 'savedComment',
      label: 'Saved comments',
      type: 'ui',
      admin: { components: { Field: '/src/domains/workbook/ui/SavedCommentPicker#SavedCommentPicker' } },
    },
    {
      name: 'coachReply',
      label: 'Your reply',
      type: 'textarea',
      maxLength: 2000,
      admin: { description: 'Written to the learner: they read it on the lesson, in My workbook and in the email.' },
    },
    {
      name: 'verdict',
      label: 'Your verdict',
      type: 'radio',
      options: coachVerdicts.map((value) => ({ label: answerStatusStaffLabels[value].replace('Replied: ', ''), value })),
      admin: { description: 'Saving with a verdict sends your reply to the learner.' },
    },
    { name: 'repliedAt', access: writtenByServer, label: 'Replied', type: 'date', admin: { readOnly: true, position: 'sidebar', date: { pickerAppearance: 'dayAndTime' } } },
    { name: 'repliedBy', access: writtenByServer, label: 'Replied by', type: 'text', admin: { readOnly: true, position: 'sidebar' } },
  ],
}
