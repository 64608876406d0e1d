import { ValidationError, type CollectionBeforeChangeHook } from 'payload'

import { isRecordingsCourse } from '@/lib/rules/courseKinds'

/**
 * The call recordings have no enrolments (any learner of the programme watches them without one), so a course learners
 * are enrolled in is not turned into one: staff are told why, and can put the recordings in a course of their own.
 */
export const refuseRecordingsWithEnrolments: CollectionBeforeChangeHook = async ({ data, originalDoc, req, collection }) => {
  if (!isRecordingsCourse(data.kind) || !originalDoc?.id || isRecordingsCourse(originalDoc.kind)) return data
  const { totalDocs } = await req.payload.count({ collection: 'enrollments', where: { course: { equals: originalDoc.id } }, req, overrideAccess: true })
  if (totalDocs === 0) return data
  const learners = totalDocs === 1 ? '1 learner is' : `${totalDocs} learners are`
  const message = `This course can't hold the call recordings: ${learners} enrolled in it, and recordings have no enrolments. Add the recordings to a course of their own.`
  throw new ValidationError({ collection: collection.slug, req, errors: [{ path: 'kind', message }] })
}
