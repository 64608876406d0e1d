import { describe, expect, it } from 'vitest'

import { courseStateFor } from '@/lib/rules/courseState'
import { featuredCourseAction } from '@/lib/rules/featuredCourseAction'

type Course = Parameters<typeof courseStateFor>[0]
type LessonState = { id: string; isCompleted: boolean; isAccessible: boolean }

/** The parts of a course detail the rule reads. */
const course = ({ status = 'available', isFree = true, isEnrolled = false, lessons = [] as LessonState[] } = {}): Course =>
  ({ status, isFree, enrollment: { isEnrolled, isPaid: false }, lessonCount: lessons.length, lessons }) as unknown as Course

const lesson = (id: string, isCompleted = false, isAccessible = true): LessonState => ({ id, isCompleted, isAccessible })

describe('courseStateFor', () => {
  it('says coming soon before anything else, signed in or not', () => {
    expect(courseStateFor(course({ status: 'coming-soon' }), false)).toEqual({ kind: 'coming-soon' })
    expect(courseStateFor(course({ status: 'coming-soon', isEnrolled: true }), true)).toEqual({ kind: 'coming-soon' })
  })

  it('tells signed-out visitors and learners not enrolled apart', () => {
    expect(courseStateFor(course({ lessons: [lesson('a')] }), false)).toEqual({ kind: 'signed-out' })
    expect(courseStateFor(course({ lessons: [lesson('a')] }), true)).toEqual({ kind: 'not-enrolled' })
  })

  it('for an enrolled learner, names the first lesson not completed and counts the completed ones', () => {
    const state = courseStateFor(course({ isEnrolled: true, lessons: [lesson('a', true), lesson('b'), lesson('c')] }), true)
    expect(state).toEqual({ kind: 'enrolled', nextLessonId: 'b', completedLessons: 1, isComplete: false })
  })

  it('skips lessons the learner may not open when choosing the next one', () => {
    const state = courseStateFor(course({ isEnrolled: true, lessons: [lesson('a', true), lesson('b', false, false), lesson('c')] }), true)
    expect(state).toMatchObject({ nextLessonId: 'c', completedLessons: 1, isComplete: false })
  })

  it('is complete when every lesson is, with no next lesson; a course without lessons never is', () => {
    expect(courseStateFor(course({ isEnrolled: true, lessons: [lesson('a', true), lesson('b', true)] }), true)).toEqual({
      kind: 'enrolled',
      nextLessonId: null,
      completedLessons: 2,
      isComplete: true,
    })
    expect(courseStateFor(course({ isEnrolled: true }), true)).toEqual({ kind: 'enrolled', nextLessonId: null, completedLessons: 0, isComplete: false })
  })
})

describe('courseStateFor a paid course', () => {
  const paid = course({ isFree: false, lessons: [lesson('a'), lesson('b', false, false)] })
  const asked = { status: 'pending', requestedAt: '2026-11-26T10:00:00.000Z' } as const

  it('asks for access, with what the learner asked, while its lessons are closed to them, enrolled or not', () => {
    expect(courseStateFor(paid, true, { lessonsOpen: false, request: null })).toEqual({ kind: 'needs-access', request: null })
    expect(courseStateFor(paid, true, { lessonsOpen: false, request: asked })).toEqual({ kind: 'needs-access', request: asked })
    const enrolledPaid = course({ isFree: false, isEnrolled: true, lessons: [lesson('a')] })
    expect(courseStateFor(enrolledPaid, true, { lessonsOpen: false, request: null })).toEqual({ kind: 'needs-access', request: null })
  })

  it('enrols as usual once access is granted or a membership covers it; signed out and coming soon come first', () => {
    expect(courseStateFor(paid, true, { lessonsOpen: true, request: null })).toEqual({ kind: 'not-enrolled' })
    expect(courseStateFor(paid, false, null)).toEqual({ kind: 'signed-out' })
    expect(courseStateFor(course({ status: 'coming-soon', isFree: false }), true, { lessonsOpen: false, request: null })).toEqual({ kind: 'coming-soon' })
  })
})

describe('featuredCourseAction', () => {
  it('sends visitors to register, and learners not enrolled to the course', () => {
    expect(featuredCourseAction({ kind: 'signed-out' }, 'c1')).toEqual({ label: 'Start Learning Now', href: '/v1/register?course=c1' })
    expect(featuredCourseAction({ kind: 'not-enrolled' }, 'c1')).toEqual({ label: 'Start Learning Now', href: '/v1/courses/c1' })
    expect(featuredCourseAction({ kind: 'coming-soon' }, 'c1')).toEqual({ label: 'Start Learning Now', href: '/v1/courses/c1' })
    expect(featuredCourseAction({ kind: 'needs-access', request: null }, 'c1')).toEqual({ label: 'View Course', href: '/v1/courses/c1' })
  })

  it('continues an enrolled learner at the next lesson, and shows the course once all are done', () => {
    const enrolled = { kind: 'enrolled', completedLessons: 1 } as const
    expect(featuredCourseAction({ ...enrolled, nextLessonId: 'l2', isComplete: false }, 'c1')).toEqual({ label: 'Continue Learning', href: '/v1/lessons/l2?resume=1' })
    expect(featuredCourseAction({ ...enrolled, nextLessonId: null, isComplete: true }, 'c1')).toEqual({ label: 'View Course', href: '/v1/courses/c1' })
  })
})
