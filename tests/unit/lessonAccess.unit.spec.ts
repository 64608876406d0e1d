import { describe, expect, it } from 'vitest'

import { canOpenLesson, lessonLockFor, type AccessFacts } from '@/lib/rules/lessonAccess'

const now = new Date('2026-11-23T12:00:00Z')
const facts = (overrides: Partial<AccessFacts>): AccessFacts => ({
  isPreview: false,
  courseIsFree: false,
  courseKind: 'programme',
  enrolment: null,
  learner: { membershipTier: 'free', membershipExpiresAt: null },
  inProgramme: false,
  ...overrides,
})

describe('canOpenLesson (CONTRACT.md)', () => {
  it('opens a preview to anyone', () => {
    expect(canOpenLesson(facts({ isPreview: true, learner: null }), now)).toBe(true)
  })

  it('opens a free course to an enrolled learner only', () => {
    expect(canOpenLesson(facts({ courseIsFree: true, enrolment: { isPaid: false } }), now)).toBe(true)
    expect(canOpenLesson(facts({ courseIsFree: true }), now)).toBe(false)
  })

  it('opens a paid course for a paid enrolment or an active pro or premium membership', () => {
    expect(canOpenLesson(facts({ enrolment: { isPaid: true } }), now)).toBe(true)
    expect(canOpenLesson(facts({ enrolment: { isPaid: false } }), now)).toBe(false)
    const pro = { membershipTier: 'pro' as const, membershipExpiresAt: '2026-12-01T00:00:00Z' }
    expect(canOpenLesson(facts({ enrolment: { isPaid: false }, learner: pro }), now)).toBe(true)
    expect(canOpenLesson(facts({ enrolment: { isPaid: false }, learner: { ...pro, membershipExpiresAt: '2026-11-01T00:00:00Z' } }), now)).toBe(false)
    expect(canOpenLesson(facts({ learner: pro }), now)).toBe(false)
  })

  it('opens a call recording to any learner of the programme, with no enrolment of its own, and to nobody else', () => {
    const recording = { courseKind: 'recordings' as const, courseIsFree: true }
    expect(canOpenLesson(facts({ ...recording, inProgramme: true }), now)).toBe(true)
    expect(canOpenLesson(facts({ ...recording, inProgramme: false }), now)).toBe(false)
    // An enrolment in the recordings themselves (the old way in) opens nothing.
    expect(canOpenLesson(facts({ ...recording, enrolment: { isPaid: true } }), now)).toBe(false)
    expect(canOpenLesson(facts({ ...recording, inProgramme: true, learner: null }), now)).toBe(false)
  })
})

describe('lessonLockFor: why a lesson is closed', () => {
  it('is open (null) whenever canOpenLesson says so', () => {
    expect(lessonLockFor(facts({ isPreview: true, learner: null }), now)).toBeNull()
    expect(lessonLockFor(facts({ courseIsFree: true, enrolment: { isPaid: false } }), now)).toBeNull()
  })

  it('asks a signed-out visitor to sign in, a learner to enrol, an enrolled learner of a paid course to pay', () => {
    expect(lessonLockFor(facts({ learner: null }), now)).toBe('sign-in')
    expect(lessonLockFor(facts({ courseIsFree: true }), now)).toBe('enrol')
    expect(lessonLockFor(facts({ enrolment: { isPaid: false } }), now)).toBe('paid')
  })

  it('asks a learner in no course of the programme to join one for a call recording, never to enrol in the recordings', () => {
    expect(lessonLockFor(facts({ courseKind: 'recordings', courseIsFree: true }), now)).toBe('programme')
    expect(lessonLockFor(facts({ courseKind: 'recordings', learner: null }), now)).toBe('sign-in')
  })
})
