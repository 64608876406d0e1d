import { describe, expect, it } from 'vitest'

import { coursePriceLabel, isPaidCourse, lessonsLabel, videoLessonsLabel } from '@/lib/rules/courseLabels'
import { hasSomethingToUpgradeTo } from '@/lib/rules/lessonAccess'
import { latestAgreedBooking, nextBooking } from '@/domains/mentoring/contract/rules'
import {
  afterJoiningSentence,
  launchMonthHasPassed,
  launchSentence,
  launchTextIsCurrent,
  programmeStateOf,
  startNowHref,
  type ProgrammeState,
} from '@/lib/rules/programmeLaunch'
import { setUpChecklist, type SetUpFacts } from '@/lib/rules/setUpChecklist'

const november = new Date('2026-11-27T20:00:00Z')
const comingIn = (launchMonth: string | null): ProgrammeState => ({ state: 'coming-soon', launchMonth })

describe("the programme's state", () => {
  it('names the launch month staff set, says "coming soon" without one, and "open now" when open', () => {
    expect(launchSentence(comingIn('2026-09-01T12:00:00.000Z'))).toBe('The course launches in September 2026.')
    expect(launchSentence(comingIn(null))).toBe('The course is coming soon.')
    expect(launchSentence({ state: 'open', launchMonth: '2026-09-01T12:00:00.000Z' })).toBe('The course is open now: start today, at your own pace.')
    expect(afterJoiningSentence(comingIn('2026-12-01T12:00:00.000Z'))).toBe('The course launches in December 2026. We will email you before it starts.')
    expect(afterJoiningSentence({ state: 'open', launchMonth: null })).toBe('The course is open now: start today, at your own pace. We will email you news of the programme.')
  })

  it('reads a month in UK time: a July picked in summer time is July, not the 30 June UTC it is stored as', () => {
    expect(launchSentence(comingIn('2026-06-30T23:00:00.000Z'))).toBe('The course launches in July 2026.')
  })

  it('has passed once its month is over, not during it; open never has', () => {
    expect(launchMonthHasPassed(comingIn('2026-09-01T12:00:00.000Z'), november)).toBe(true)
    expect(launchMonthHasPassed(comingIn('2026-11-01T12:00:00.000Z'), november)).toBe(false)
    expect(launchMonthHasPassed(comingIn('2026-12-01T12:00:00.000Z'), november)).toBe(false)
    expect(launchMonthHasPassed(comingIn(null), november)).toBe(false)
    expect(launchMonthHasPassed({ state: 'open', launchMonth: '2020-01-01T12:00:00.000Z' }, november)).toBe(false)
  })

  it('is current when open, or coming in a month not yet over; not without a month', () => {
    expect(launchTextIsCurrent({ state: 'open', launchMonth: null }, november)).toBe(true)
    expect(launchTextIsCurrent(comingIn('2027-01-01T12:00:00.000Z'), november)).toBe(true)
    expect(launchTextIsCurrent(comingIn('2026-09-01T12:00:00.000Z'), november)).toBe(false)
    expect(launchTextIsCurrent(comingIn(null), november)).toBe(false)
  })

  it('is "coming soon" with no month for a database from before the setting', () => {
    expect(programmeStateOf(undefined)).toEqual({ state: 'coming-soon', launchMonth: null })
    expect(programmeStateOf({ state: 'open', launchMonth: null })).toEqual({ state: 'open', launchMonth: null })
  })

  it('"Start now" leads a visitor to the featured course, and an enrolled learner to the lesson they are on', () => {
    expect(startNowHref('c1', { kind: 'signed-out' })).toBe('/v1/courses/c1')
    expect(startNowHref('c1', { kind: 'not-enrolled' })).toBe('/v1/courses/c1')
    expect(startNowHref('c1', { kind: 'enrolled', nextLessonId: 'l1', completedLessons: 0, isComplete: false })).toBe('/v1/lessons/l1?resume=1')
    expect(startNowHref('c1', { kind: 'enrolled', nextLessonId: null, completedLessons: 14, isComplete: true })).toBe('/v1/courses/c1')
  })
})

describe('the set-up checklist', () => {
  const fresh: SetUpFacts = { groupLinkSet: false, callsSoon: 0, freeSlotsSoon: 0, savedComments: 0, programme: comingIn(null), workbookPdfs: 0 }
  const doneKeys = (facts: SetUpFacts) => setUpChecklist(facts, november).filter((item) => item.done).map((item) => item.key)

  it('has every item to do on a fresh install, each saying what is missing and where to put it right', () => {
    const items = setUpChecklist(fresh, november)
    expect(items.map((item) => [item.key, item.done])).toEqual([
      ['launch', false],
      ['whatsapp', false],
      ['calls', false],
      ['mentoring', false],
      ['comments', false],
      ['workbook', false],
    ])
    for (const item of items) expect(item.href).toMatch(/^\/admin\//)
  })

  it('turns each item done as staff do it: three saved comments, not two; a launch month not yet over', () => {
    expect(doneKeys({ ...fresh, savedComments: 2 })).toEqual([])
    expect(doneKeys({ ...fresh, savedComments: 3, groupLinkSet: true, callsSoon: 1, freeSlotsSoon: 4, workbookPdfs: 1 })).toEqual([
      'whatsapp',
      'calls',
      'mentoring',
      'comments',
      'workbook',
    ])
    expect(doneKeys({ ...fresh, programme: comingIn('2026-12-01T12:00:00.000Z') })).toEqual(['launch'])
    expect(doneKeys({ ...fresh, programme: { state: 'open', launchMonth: null } })).toEqual(['launch'])
  })

  it('warns in words when the launch month has passed', () => {
    const [launch] = setUpChecklist({ ...fresh, programme: comingIn('2026-09-01T12:00:00.000Z') }, november)
    expect(launch.done).toBe(false)
    expect(launch.detail).toBe('The landing page still says the course launches in September 2026, which has passed. Set it open now, or give a new launch month.')
  })
})

describe('course labels', () => {
  it('counts one lesson in the singular', () => {
    expect(videoLessonsLabel(1)).toBe('1 video lesson')
    expect(videoLessonsLabel(14)).toBe('14 video lessons')
    expect(lessonsLabel(1)).toBe('1 lesson')
    expect(lessonsLabel(0)).toBe('0 lessons')
  })

  it('reads a course not marked free as paid, with its price or "Paid"', () => {
    expect(coursePriceLabel({ isFree: true, price: null })).toBe('Free')
    expect(coursePriceLabel({ isFree: true, price: 49 })).toBe('Free')
    expect(coursePriceLabel({ isFree: false, price: 49 })).toBe('£49.00')
    expect(coursePriceLabel({ isFree: false, price: null })).toBe('Paid')
    expect(isPaidCourse({ isFree: false })).toBe(true)
  })
})

describe('"Upgrade Membership"', () => {
  const free = { membershipTier: 'free' as const, membershipExpiresAt: null }
  it('offers something only while a paid course is locked to a learner without an active plan', () => {
    expect(hasSomethingToUpgradeTo(free, 1, november)).toBe(true)
    expect(hasSomethingToUpgradeTo(free, 0, november)).toBe(false)
    expect(hasSomethingToUpgradeTo({ membershipTier: 'pro', membershipExpiresAt: null }, 1, november)).toBe(false)
    expect(hasSomethingToUpgradeTo({ membershipTier: 'premium', membershipExpiresAt: '2020-01-01T00:00:00.000Z' }, 1, november)).toBe(true)
  })
})

describe("the dashboard's mentoring", () => {
  const booking = (startsAt: string, status: 'booked' | 'cancelled' | 'attended' | 'noShow' = 'booked', agreedActions: string | null = null) => ({
    startsAt,
    durationMinutes: 30,
    status,
    agreedActions,
  })

  it('is next: the earliest booked call not yet over, never a cancelled one', () => {
    const bookings = [
      booking('2026-12-09T10:00:00.000Z'),
      booking('2026-12-02T10:00:00.000Z', 'cancelled'),
      booking('2026-12-04T10:00:00.000Z'),
      booking('2026-11-27T19:45:00.000Z'),
      booking('2026-11-20T10:00:00.000Z'),
    ]
    expect(nextBooking(bookings, november)?.startsAt).toBe('2026-11-27T19:45:00.000Z')
    expect(nextBooking(bookings, new Date('2026-11-27T20:30:00Z'))?.startsAt).toBe('2026-12-04T10:00:00.000Z')
    expect(nextBooking([booking('2026-11-20T10:00:00.000Z')], november)).toBeNull()
  })

  it('shows what was agreed at the latest call whose mentor wrote it', () => {
    const bookings = [
      booking('2026-11-01T10:00:00.000Z', 'attended', 'First'),
      booking('2026-11-20T10:00:00.000Z', 'attended', 'Latest'),
      booking('2026-11-25T10:00:00.000Z', 'noShow'),
    ]
    expect(latestAgreedBooking(bookings)?.agreedActions).toBe('Latest')
    expect(latestAgreedBooking([booking('2026-11-25T10:00:00.000Z')])).toBeNull()
  })
})
