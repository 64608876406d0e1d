/** A lesson as the renumbering rule sees it: its id and its current position in the course (1-based). */
export type PlacedLesson = { id: string; orderIndex: number }

/** The lesson staff just added or moved, and the position they gave it (1-based). */
export type MovedLesson = { id: string; orderIndex: number }

/**
 * The lesson ids of one course in their new order, numbered 1, 2, 3… by their place in the list. `lessons` are the
 * course's lessons as stored, oldest first among equal positions (the order the database gives when sorted by
 * orderIndex, then createdAt); lessons that share a position keep that order. A lesson staff just moved or added
 * (`moved`) takes the position they gave it (clamped to the front and the back) and the others close up around it, the
 * way a drag-and-drop list would. Without `moved` (after a delete) the lessons simply close up.
 */
export const orderedLessonIds = (lessons: readonly PlacedLesson[], moved?: MovedLesson): string[] => {
  const others = lessons
    .map((lesson, arrival) => ({ lesson, arrival }))
    .sort((a, b) => a.lesson.orderIndex - b.lesson.orderIndex || a.arrival - b.arrival)
    .map(({ lesson }) => lesson.id)
    .filter((id) => id !== moved?.id)
  if (!moved) return others
  const before = Math.max(0, moved.orderIndex - 1)
  return [...others.slice(0, before), moved.id, ...others.slice(before)]
}

/**
 * The position changes that give a course's lessons the order of `orderedLessonIds`: only lessons whose stored
 * position differs from their new one (a moved lesson missing from `lessons` always gets its position written).
 */
export const lessonRenumbering = (lessons: readonly PlacedLesson[], moved?: MovedLesson): PlacedLesson[] => {
  const current = new Map(lessons.map((lesson) => [lesson.id, lesson.orderIndex]))
  return orderedLessonIds(lessons, moved).flatMap((id, position) => (current.get(id) === position + 1 ? [] : [{ id, orderIndex: position + 1 }]))
}
