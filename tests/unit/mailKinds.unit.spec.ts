import { describe, expect, it } from 'vitest'

import { isMailTopic, isoWeek, mailPreferencesOf, mailTopicOf } from '@/lib/rules/mailKinds'

describe('mail kinds', () => {
  it('each learner mail is governed by one preference; the staff digest by none', () => {
    expect(mailTopicOf('reminder')).toBe('reminders')
    expect(['welcome', 'enrolment', 'congratulations'].map((kind) => mailTopicOf(kind as 'welcome'))).toEqual(['courseUpdates', 'courseUpdates', 'courseUpdates'])
    expect(mailTopicOf('digest')).toBeNull()
    expect([isMailTopic('reminders'), isMailTopic('digest'), isMailTopic(undefined)]).toEqual([true, false, false])
  })

  it('every mail is on until the learner turns it off', () => {
    expect(mailPreferencesOf(null)).toEqual({ reminders: true, courseUpdates: true })
    expect(mailPreferencesOf({ reminders: false, courseUpdates: null })).toEqual({ reminders: false, courseUpdates: true })
  })

  it('names the ISO week, Monday to Sunday, across year ends', () => {
    expect(isoWeek(new Date('2026-11-23T00:00:00Z'))).toBe('2026-W48')
    expect(isoWeek(new Date('2026-11-29T23:59:59Z'))).toBe('2026-W48')
    expect(isoWeek(new Date('2026-11-30T00:00:00Z'))).toBe('2026-W49')
    expect(isoWeek(new Date('2027-01-01T12:00:00Z'))).toBe('2026-W53')
    expect(isoWeek(new Date('2024-12-30T12:00:00Z'))).toBe('2025-W01')
  })
})
