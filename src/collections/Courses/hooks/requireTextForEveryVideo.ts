import { ValidationError, type CollectionBeforeChangeHook } from 'payload'

import { videoLacksText } from '@/lib/rules/transcript'

/**
 * A course is not published while one of its lessons has a video with neither captions nor a transcript: the
 * accessibility statement promises both. Staff are told which lessons to fix.
 */
export const requireTextForEveryVideo: CollectionBeforeChangeHook = async ({ data, originalDoc, req, collection }) => {
  if (!data.isPublished || originalDoc?.isPublished || !originalDoc?.id) return data
  const { docs } = await req.payload.find({
    collection: 'lessons',
    where: { course: { equals: originalDoc.id } },
    depth: 0,
    limit: 0,
    pagination: false,
    sort: 'orderIndex',
    req,
    overrideAccess: true,
  })
  const lacking = docs.filter(videoLacksText)
  if (lacking.length === 0) return data
  const names = lacking.map((lesson) => `${lesson.orderIndex}. ${lesson.title}`).join('; ')
  const message = `This course can't be published yet: ${lacking.length === 1 ? 'this lesson has a video' : 'these lessons have videos'} with no captions and no transcript: ${names}. Add captions (.vtt) or paste a transcript on each first.`
  throw new ValidationError({ collection: collection.slug, req, errors: [{ path: 'isPublished', message }] })
}
