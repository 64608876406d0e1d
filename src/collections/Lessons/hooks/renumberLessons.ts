import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, PayloadRequest } from 'payload'

import type { Lesson } from '@/payload-types'

type Moved = { id: string; orderIndex: number }

const courseIdOf = (lesson: Pick<Lesson, 'course'> | undefined): string | null =>
  !lesson?.course ? null : typeof lesson.course === 'object' ? String(lesson.course.id) : String(lesson.course)

/**
 * Numbers a course's lessons 1, 2, 3… with no gaps or duplicates. A lesson staff just moved takes the position they
 * gave it and the others close up around it, the way a drag-and-drop list would.
 */
export const renumberCourseLessons = async (req: PayloadRequest, courseId: string, moved?: Moved): Promise<void> => {
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
  const others = docs.filter((lesson) => String(lesson.id) !== moved?.id).map((lesson) => String(lesson.id))
  const ordered = moved ? [...others.slice(0, Math.max(0, moved.orderIndex - 1)), moved.id, ...others.slice(Math.max(0, moved.orderIndex - 1))] : others
  const current = new Map(docs.map((lesson) => [String(lesson.id), lesson.orderIndex]))
  for (const [position, id] of ordered.entries()) {
    if (current.get(id) === position + 1) continue
    await req.payload.update({ collection: 'lessons', id, data: { orderIndex: position + 1 }, req, overrideAccess: true, context: { renumbering: true } })
  }
}

export const renumberAfterChange: CollectionAfterChangeHook<Lesson> = async ({ doc, previousDoc, operation, req, context }) => {
  if (context.renumbering) return doc
  const courseId = courseIdOf(doc)
  const previousCourseId = operation === 'update' ? courseIdOf(previousDoc) : null
  const moved = operation === 'create' || previousDoc?.orderIndex !== doc.orderIndex || previousCourseId !== courseId
  if (!moved || !courseId) return doc
  await renumberCourseLessons(req, courseId, { id: String(doc.id), orderIndex: doc.orderIndex })
  if (previousCourseId && previousCourseId !== courseId) await renumberCourseLessons(req, previousCourseId)
  return doc
}

export const renumberAfterDelete: CollectionAfterDeleteHook<Lesson> = async ({ doc, req, context }) => {
  const courseId = courseIdOf(doc)
  if (courseId && !context.courseBeingDeleted) await renumberCourseLessons(req, courseId)
  return doc
}
