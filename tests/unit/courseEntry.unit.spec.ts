import { describe, expect, it } from 'vitest'

import { courseOfQuery, courseStartPath, courseStartStep, enrolsOnArrival, registerHref, showsHowThisWorks, signInHref } from '@/lib/rules/courseEntry'

const courseId = '5f0c6a3e-2b1d-4c8e-9a7f-0d1e2f3a4b5c'

describe('the way from a course into lesson 1', () => {
  it('carries only a course id to registration and sign-in, and reads back nothing else', () => {
    expect(registerHref(courseId)).toBe(`/v1/register?course=${courseId}`)
    expect(signInHref(courseId)).toBe(`/v1/login?course=${courseId}`)
    expect(registerHref()).toBe('/v1/register')
    expect(signInHref(null)).toBe('/v1/login')
    expect(courseOfQuery(courseId)).toBe(courseId)
    for (const hostile of ['https://evil.example/', '//evil.example', '/v1/dashboard', `${courseId}/../../x`, [courseId], '', undefined]) expect(courseOfQuery(hostile)).toBeUndefined()
    expect(courseStartPath(courseId)).toBe(`/v1/courses/${courseId}/start`)
  })

  it('enrols on arrival only in a free course of the programme open now (never the call recordings)', () => {
    expect(enrolsOnArrival({ isFree: true, status: 'available' })).toBe(true)
    expect(enrolsOnArrival({ isFree: true, status: 'available', kind: 'programme' })).toBe(true)
    expect(enrolsOnArrival({ isFree: true, status: 'available', kind: 'recordings' })).toBe(false)
    expect(enrolsOnArrival({ isFree: false, status: 'available' })).toBe(false)
    expect(enrolsOnArrival({ isFree: true, status: 'coming-soon' })).toBe(false)
  })

  it("starts an enrolled learner with the baseline when it is offered, then their next lesson; anyone else at the course's page", () => {
    const enrolled = { kind: 'enrolled', nextLessonId: 'l1', completedLessons: 0, isComplete: false } as const
    expect(courseStartStep(enrolled, true)).toEqual({ kind: 'baseline', lessonId: 'l1', href: '/v1/lessons/l1?resume=1' })
    expect(courseStartStep(enrolled, false)).toEqual({ kind: 'lesson', lessonId: 'l1', href: '/v1/lessons/l1?resume=1' })
    expect(courseStartStep({ ...enrolled, nextLessonId: null, isComplete: true }, true)).toEqual({ kind: 'course' })
    expect(courseStartStep({ kind: 'not-enrolled' }, true)).toEqual({ kind: 'course' })
    expect(courseStartStep({ kind: 'needs-access', request: null }, false)).toEqual({ kind: 'course' })
    expect(courseStartStep({ kind: 'signed-out' }, false)).toEqual({ kind: 'course' })
  })

  it('shows "How this works" on the first lesson to a learner of the course who has completed none of it', () => {
    const lessons = [
      { id: 'l1', isCompleted: false },
      { id: 'l2', isCompleted: false },
    ]
    expect(showsHowThisWorks({ enrollment: { isEnrolled: true }, lessons }, 'l1')).toBe(true)
    expect(showsHowThisWorks({ enrollment: { isEnrolled: true }, lessons }, 'l2')).toBe(false)
    expect(showsHowThisWorks({ enrollment: { isEnrolled: false }, lessons }, 'l1')).toBe(false)
    expect(showsHowThisWorks({ enrollment: { isEnrolled: true }, lessons: [{ id: 'l1', isCompleted: true }, lessons[1]] }, 'l1')).toBe(false)
  })
})
