import type { CollectionBeforeDeleteHook } from 'payload'

import { countersRecountedByCaller } from '../../LessonProgress/hooks/countProgress'

/** A deleted lesson's completions go with it (the course's counters are recounted once the lesson is gone). */
export const deleteLessonProgress: CollectionBeforeDeleteHook = async ({ id, req }) => {
  await req.payload.delete({
    collection: 'lesson-progress',
    where: { lesson: { equals: id } },
    req,
    overrideAccess: true,
    context: { [countersRecountedByCaller]: true },
  })
}
