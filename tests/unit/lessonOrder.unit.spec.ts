import { describe, expect, it } from 'vitest'

import { lessonRenumbering, orderedLessonIds, type PlacedLesson } from '@/lib/rules/lessonOrder'

/** Lessons a, b, c… at positions 1, 2, 3… */
const course = (...ids: string[]): PlacedLesson[] => ids.map((id, index) => ({ id, orderIndex: index + 1 }))

/** Lessons as stored, each `[id, orderIndex]`, in the order given. */
const placed = (...lessons: [string, number][]): PlacedLesson[] => lessons.map(([id, orderIndex]) => ({ id, orderIndex }))

/** The stored lessons after `moved` was saved at its new position (what the hook reads back in the same transaction). */
const withSaved = (lessons: PlacedLesson[], moved: PlacedLesson): PlacedLesson[] =>
  [...lessons.filter((lesson) => lesson.id !== moved.id), moved].sort((a, b) => a.orderIndex - b.orderIndex)

/** Applies the position changes and returns the ids in their new order, checking they are numbered 1..n. */
const apply = (lessons: PlacedLesson[], changes: PlacedLesson[]): string[] => {
  const positions = new Map(lessons.map((lesson) => [lesson.id, lesson.orderIndex]))
  for (const change of changes) positions.set(change.id, change.orderIndex)
  const result = [...positions.entries()].sort((a, b) => a[1] - b[1])
  expect(result.map(([, orderIndex]) => orderIndex)).toEqual(result.map((_entry, index) => index + 1))
  return result.map(([id]) => id)
}

describe('orderedLessonIds (lesson renumbering rule)', () => {
  it('keeps a course already numbered 1..n as it is, and changes nothing', () => {
    expect(orderedLessonIds(course('a', 'b', 'c'))).toEqual(['a', 'b', 'c'])
    expect(lessonRenumbering(course('a', 'b', 'c'))).toEqual([])
  })

  it('moves a lesson to the front; the others close up behind it', () => {
    const stored = withSaved(course('a', 'b', 'c', 'd'), { id: 'c', orderIndex: 1 })
    expect(orderedLessonIds(stored, { id: 'c', orderIndex: 1 })).toEqual(['c', 'a', 'b', 'd'])
    expect(lessonRenumbering(stored, { id: 'c', orderIndex: 1 })).toEqual([
      { id: 'a', orderIndex: 2 },
      { id: 'b', orderIndex: 3 },
    ])
  })

  it('moves a lesson to the back', () => {
    const stored = withSaved(course('a', 'b', 'c', 'd'), { id: 'a', orderIndex: 4 })
    expect(orderedLessonIds(stored, { id: 'a', orderIndex: 4 })).toEqual(['b', 'c', 'd', 'a'])
    expect(apply(stored, lessonRenumbering(stored, { id: 'a', orderIndex: 4 }))).toEqual(['b', 'c', 'd', 'a'])
  })

  it('moves a lesson into the middle, up and down', () => {
    const down = withSaved(course('a', 'b', 'c', 'd', 'e'), { id: 'a', orderIndex: 3 })
    expect(orderedLessonIds(down, { id: 'a', orderIndex: 3 })).toEqual(['b', 'c', 'a', 'd', 'e'])
    expect(lessonRenumbering(down, { id: 'a', orderIndex: 3 })).toEqual([
      { id: 'b', orderIndex: 1 },
      { id: 'c', orderIndex: 2 },
    ])
    const up = withSaved(course('a', 'b', 'c', 'd', 'e'), { id: 'e', orderIndex: 2 })
    expect(orderedLessonIds(up, { id: 'e', orderIndex: 2 })).toEqual(['a', 'e', 'b', 'c', 'd'])
    expect(apply(up, lessonRenumbering(up, { id: 'e', orderIndex: 2 }))).toEqual(['a', 'e', 'b', 'c', 'd'])
  })

  it('clamps a position past the end to the back, and one below 1 to the front', () => {
    const past = withSaved(course('a', 'b', 'c'), { id: 'b', orderIndex: 99 })
    expect(orderedLessonIds(past, { id: 'b', orderIndex: 99 })).toEqual(['a', 'c', 'b'])
    expect(lessonRenumbering(past, { id: 'b', orderIndex: 99 })).toEqual([
      { id: 'c', orderIndex: 2 },
      { id: 'b', orderIndex: 3 },
    ])
    for (const orderIndex of [0, -5]) {
      const before = withSaved(course('a', 'b', 'c'), { id: 'c', orderIndex })
      expect(orderedLessonIds(before, { id: 'c', orderIndex })).toEqual(['c', 'a', 'b'])
      expect(apply(before, lessonRenumbering(before, { id: 'c', orderIndex }))).toEqual(['c', 'a', 'b'])
    }
  })

  it('adds a lesson at a position, pushing the later ones back', () => {
    const stored = withSaved(course('a', 'b', 'c'), { id: 'new', orderIndex: 2 })
    expect(orderedLessonIds(stored, { id: 'new', orderIndex: 2 })).toEqual(['a', 'new', 'b', 'c'])
    expect(lessonRenumbering(stored, { id: 'new', orderIndex: 2 })).toEqual([
      { id: 'b', orderIndex: 3 },
      { id: 'c', orderIndex: 4 },
    ])
  })

  it('adds a lesson at the end (or beyond it) without touching the others', () => {
    const atEnd = withSaved(course('a', 'b'), { id: 'new', orderIndex: 3 })
    expect(lessonRenumbering(atEnd, { id: 'new', orderIndex: 3 })).toEqual([])
    const beyond = withSaved(course('a', 'b'), { id: 'new', orderIndex: 10 })
    expect(lessonRenumbering(beyond, { id: 'new', orderIndex: 10 })).toEqual([{ id: 'new', orderIndex: 3 }])
  })

  it('adds the first lesson of an empty course at position 1', () => {
    expect(lessonRenumbering([{ id: 'only', orderIndex: 5 }], { id: 'only', orderIndex: 5 })).toEqual([{ id: 'only', orderIndex: 1 }])
    expect(lessonRenumbering([{ id: 'only', orderIndex: 1 }], { id: 'only', orderIndex: 1 })).toEqual([])
  })

  it('writes the moved lesson even when it is missing from the stored list', () => {
    expect(lessonRenumbering(course('a', 'b'), { id: 'new', orderIndex: 1 })).toEqual([
      { id: 'new', orderIndex: 1 },
      { id: 'a', orderIndex: 2 },
      { id: 'b', orderIndex: 3 },
    ])
  })

  it('closes the gap a deleted lesson leaves', () => {
    const afterDelete = course('a', 'b', 'c', 'd').filter((lesson) => lesson.id !== 'b')
    expect(orderedLessonIds(afterDelete)).toEqual(['a', 'c', 'd'])
    expect(lessonRenumbering(afterDelete)).toEqual([
      { id: 'c', orderIndex: 2 },
      { id: 'd', orderIndex: 3 },
    ])
    expect(lessonRenumbering(course('a', 'b', 'c').slice(0, 2))).toEqual([])
    expect(lessonRenumbering([])).toEqual([])
  })

  it('on a tie, the moved lesson goes before the lesson already at its position', () => {
    // Staff gave "d" position 2, which "b" still holds: "d" takes it, "b" moves back.
    const stored = placed(['a', 1], ['b', 2], ['d', 2], ['c', 3])
    expect(orderedLessonIds(stored, { id: 'd', orderIndex: 2 })).toEqual(['a', 'd', 'b', 'c'])
    expect(apply(stored, lessonRenumbering(stored, { id: 'd', orderIndex: 2 }))).toEqual(['a', 'd', 'b', 'c'])
  })

  it('without a moved lesson, lessons sharing a position keep their stored (oldest first) order', () => {
    const stored = placed(['old', 2], ['first', 1], ['newer', 2], ['last', 7])
    expect(orderedLessonIds(stored)).toEqual(['first', 'old', 'newer', 'last'])
    expect(lessonRenumbering(stored)).toEqual([
      { id: 'newer', orderIndex: 3 },
      { id: 'last', orderIndex: 4 },
    ])
  })

  it('numbers any course 1..n with the moved lesson where it was put (every position, every lesson)', () => {
    const ids = ['a', 'b', 'c', 'd', 'e', 'f']
    for (const id of ids) {
      for (let target = 1; target <= ids.length; target += 1) {
        const stored = withSaved(course(...ids), { id, orderIndex: target })
        const order = apply(stored, lessonRenumbering(stored, { id, orderIndex: target }))
        expect(order.indexOf(id)).toBe(target - 1)
        expect(order.filter((each) => each !== id)).toEqual(ids.filter((each) => each !== id))
      }
    }
  })
})
