import type { CollectionBeforeDeleteHook } from 'payload'

import { countersRecountedByCaller } from '@/domains/learning'

/**
 * A deleted lesson's completions go with it (the course's counters are recounted once the lesson is gone), and so do
 * the records of who opened it.
 */
export const deleteLessonProgress: CollectionBeforeDeleteHook = async ({ id, req }) => {
  await req.payload.delete({ collection: 'lesson-openings', where: { lesson: { equals: id } }, req, overrideAccess: true })
  await req.payload.delete({
    collection: 'lesson-progress',
    where: { lesson: { equals: id } },
    req,
    overrideAccess: true,
    context: { [countersRecountedByCaller]: true },
  })
}
