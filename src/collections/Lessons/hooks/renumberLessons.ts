import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, PayloadRequest } from 'payload'

import { lessonRenumbering, type MovedLesson } from '@/lib/rules/lessonOrder'
import { refreshCourseCounters } from '@/domains/learning'
import { inTransaction } from '@/lib/server/db/inTransaction'
import type { Lesson } from '@/payload-types'
import { relationId } from '@/lib/rules/ids'

/**
 * Numbers a course's lessons 1, 2, 3… with no gaps or duplicates. A lesson staff just moved takes the position they
 * gave it and the others close up around it, the way a drag-and-drop list would (the rule: lib/rules/lessonOrder).
 * Then the course's lesson count and its enrolments' progress counters are recounted for the new list, in the same
 * transaction: this runs after every lesson added, deleted, moved or renumbered.
 */
const renumberCourseLessons = async (req: PayloadRequest, courseId: string, moved?: MovedLesson): Promise<void> => {
  const { docs } = await req.payload.find({
    collection: 'lessons',
    where: { course: { equals: courseId } },
    sort: ['orderIndex', 'createdAt'],
    pagination: false,
    depth: 0,
    select: { orderIndex: true },
    req,
    overrideAccess: true,
  })
  const stored = docs.map((lesson) => ({ id: String(lesson.id), orderIndex: lesson.orderIndex }))
  for (const { id, orderIndex } of lessonRenumbering(stored, moved)) {
    await req.payload.update({ collection: 'lessons', id, data: { orderIndex }, req, overrideAccess: true, context: { renumbering: true } })
  }
  await inTransaction(req.payload, (_req, db) => refreshCourseCounters(db, courseId), req)
}

export const renumberAfterChange: CollectionAfterChangeHook<Lesson> = async ({ doc, previousDoc, operation, req, context }) => {
  if (context.renumbering) return doc
  const courseId = relationId(doc.course)
  const previousCourseId = operation === 'update' ? relationId(previousDoc?.course) : null
  const moved = operation === 'create' || previousDoc?.orderIndex !== doc.orderIndex || previousCourseId !== courseId
  if (!moved || !courseId) return doc
  await renumberCourseLessons(req, courseId, { id: String(doc.id), orderIndex: doc.orderIndex })
  if (previousCourseId && previousCourseId !== courseId) await renumberCourseLessons(req, previousCourseId)
  return doc
}

export const renumberAfterDelete: CollectionAfterDeleteHook<Lesson> = async ({ doc, req, context }) => {
  const courseId = relationId(doc.course)
  if (courseId && !context.courseBeingDeleted) await renumberCourseLessons(req, courseId)
  return doc
}
