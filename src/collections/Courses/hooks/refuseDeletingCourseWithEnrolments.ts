import { APIError, type CollectionBeforeDeleteHook } from 'payload'

/**
 * A course learners are enrolled in is never deleted (their progress would go with it), nor one with certificates
 * (their verification pages must keep working): staff get a clear message and can unpublish it instead. Any other
 * course takes its lessons with it.
 */
export const refuseDeletingCourseWithEnrolments: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const { totalDocs } = await req.payload.count({ collection: 'enrollments', where: { course: { equals: id } }, req, overrideAccess: true })
  if (totalDocs > 0) {
    const learners = totalDocs === 1 ? '1 learner is' : `${totalDocs} learners are`
    throw new APIError(`This course can't be deleted: ${learners} enrolled in it. Untick "Published" to hide it instead.`, 409, null, true)
  }
  const certificates = await req.payload.count({ collection: 'certificates', where: { course: { equals: id } }, req, overrideAccess: true })
  if (certificates.totalDocs > 0) {
    throw new APIError(`This course can't be deleted: certificates of completion were issued for it. Untick "Published" to hide it instead.`, 409, null, true)
  }
  await req.payload.delete({ collection: 'lessons', where: { course: { equals: id } }, req, overrideAccess: true, context: { courseBeingDeleted: true } })
}
