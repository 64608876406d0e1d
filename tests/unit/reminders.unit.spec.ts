import { describe, expect, it } from 'vitest'

import { isStuck, shouldRemind, videosToGo, type ReminderFacts } from '@/lib/rules/reminders'

const day = 24 * 60 * 60 * 1000
const now = new Date('2026-12-01T09:00:00Z')
const daysAgo = (days: number) => new Date(now.getTime() - days * day)
const facts = (overrides: Partial<ReminderFacts> = {}): ReminderFacts => ({
  now,
  lastActivityAt: daysAgo(7),
  lessonsLeft: 3,
  remindersSent: [],
  unsubscribed: false,
  ...overrides,
})

describe('who is stuck', () => {
  it('is a learner with lessons left and nothing done for 7 days', () => {
    expect(isStuck(facts())).toBe(true)
    expect(isStuck(facts({ lastActivityAt: new Date(daysAgo(7).getTime() + 1) }))).toBe(false)
    expect(isStuck(facts({ lessonsLeft: 0, lastActivityAt: daysAgo(60) }))).toBe(false)
  })
})

describe('reminders', () => {
  it('go to a stuck learner at most once a week and three times in all per course', () => {
    expect(shouldRemind(facts())).toBe(true)
    expect(shouldRemind(facts({ remindersSent: [daysAgo(6)] }))).toBe(false)
    expect(shouldRemind(facts({ lastActivityAt: daysAgo(30), remindersSent: [daysAgo(14), daysAgo(7)] }))).toBe(true)
    expect(shouldRemind(facts({ lastActivityAt: daysAgo(40), remindersSent: [daysAgo(21), daysAgo(14), daysAgo(7)] }))).toBe(false)
  })

  it('never go to someone who finished, who is active, or who unsubscribed', () => {
    expect(shouldRemind(facts({ lessonsLeft: 0 }))).toBe(false)
    expect(shouldRemind(facts({ lastActivityAt: daysAgo(2) }))).toBe(false)
    expect(shouldRemind(facts({ unsubscribed: true }))).toBe(false)
  })

  it('say how many short videos are left', () => {
    expect(videosToGo(1)).toBe('1 short video to go')
    expect(videosToGo(3)).toBe('3 short videos to go')
  })
})
