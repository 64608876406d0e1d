import { APIError, type CollectionBeforeDeleteHook } from 'payload'

/**
 * A course learners are enrolled in is never deleted (their progress would go with it): staff get a clear message
 * and can unpublish it instead. A course nobody is enrolled in takes its lessons with it.
 */
export const refuseDeletingCourseWithEnrolments: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const { totalDocs } = await req.payload.count({ collection: 'enrollments', where: { course: { equals: id } }, req, overrideAccess: true })
  if (totalDocs > 0) {
    const learners = totalDocs === 1 ? '1 learner is' : `${totalDocs} learners are`
    throw new APIError(`This course can't be deleted: ${learners} enrolled in it. Untick "Published" to hide it instead.`, 409, null, true)
  }
  await req.payload.delete({ collection: 'lessons', where: { course: { equals: id } }, req, overrideAccess: true, context: { courseBeingDeleted: true } })
}
