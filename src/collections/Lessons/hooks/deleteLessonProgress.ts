import type { CollectionBeforeDeleteHook } from 'payload'

/** A deleted lesson's completions go with it. */
export const deleteLessonProgress: CollectionBeforeDeleteHook = async ({ id, req }) => {
  await req.payload.delete({ collection: 'lesson-progress', where: { lesson: { equals: id } }, req, overrideAccess: true })
}
