import { ValidationError, type CollectionBeforeChangeHook } from 'payload'

import { relationId } from '@/lib/rules/ids'
import { videoLacksText, videoLacksTextMessage } from '@/lib/rules/transcript'

/** A lesson of a published course is not saved with a video that has neither captions nor a transcript. */
export const requireTextForPublishedVideo: CollectionBeforeChangeHook = async ({ data, originalDoc, req, collection }) => {
  const lesson = { ...originalDoc, ...data }
  if (!videoLacksText(lesson)) return data
  const courseId = relationId(lesson.course)
  const course = courseId ? await req.payload.findByID({ collection: 'courses', id: courseId, depth: 0, req, overrideAccess: true, disableErrors: true }) : null
  if (!course?.isPublished) return data
  throw new ValidationError({ collection: collection.slug, req, errors: [{ path: 'captionsFile', message: videoLacksTextMessage }] })
}
