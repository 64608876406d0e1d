import { describe, expect, it } from 'vitest'

import { avatarInitial, dashboardGreeting, displayName, greetingName, secondaryLine } from '@/lib/rules/names'

const email = 'ada.brick@example.test'

describe('learner names (spec 2.4, 2.10)', () => {
  it('avatar initial: the first name, else the email, upper-cased', () => {
    expect(avatarInitial({ firstName: 'ada', email })).toBe('A')
    expect(avatarInitial({ firstName: '  bea ', email })).toBe('B')
    expect(avatarInitial({ firstName: '', email: 'zed@example.test' })).toBe('Z')
    expect(avatarInitial({ firstName: null, name: 'Carl Stone', email: 'x@example.test' })).toBe('X')
  })

  it('display name: first name, else the first word of the name, else the email before the at-sign', () => {
    expect(displayName({ firstName: ' Ada ', name: 'Someone Else', email })).toBe('Ada')
    expect(displayName({ firstName: '  ', name: '  Carl   Stone ', email })).toBe('Carl')
    expect(displayName({ firstName: null, name: null, email })).toBe('ada.brick')
    expect(displayName({ email })).toBe('ada.brick')
  })

  it('secondary line: the full name only when both parts exist, otherwise the email', () => {
    expect(secondaryLine({ firstName: ' Ada ', lastName: ' Brick ', email })).toBe('Ada Brick')
    expect(secondaryLine({ firstName: 'Ada', lastName: ' ', email })).toBe(email)
    expect(secondaryLine({ firstName: null, lastName: 'Brick', email })).toBe(email)
  })

  it('greeting: first name, then full name, then email', () => {
    expect(greetingName({ firstName: 'Ada', name: 'Ada Brick', email })).toBe('Ada')
    expect(greetingName({ firstName: ' ', name: ' Ada Brick ', email })).toBe('Ada Brick')
    expect(greetingName({ email })).toBe(email)
  })

  it("the dashboard says Welcome on the day the account was made, in UK time, and Welcome back after", () => {
    const ada = { firstName: 'Ada', email }
    // 23:30 UTC on 30 June is 00:30 on 1 July in London (summer time): a new day there.
    expect(dashboardGreeting({ ...ada, createdAt: '2026-06-30T08:00:00Z' }, new Date('2026-06-30T22:59:00Z'))).toBe('Welcome, Ada!')
    expect(dashboardGreeting({ ...ada, createdAt: '2026-06-30T08:00:00Z' }, new Date('2026-06-30T23:30:00Z'))).toBe('Welcome back, Ada!')
    // In winter London is on UTC.
    expect(dashboardGreeting({ ...ada, createdAt: '2026-12-01T00:10:00Z' }, new Date('2026-12-01T23:50:00Z'))).toBe('Welcome, Ada!')
    expect(dashboardGreeting({ ...ada, createdAt: '2026-11-30T23:50:00Z' }, new Date('2026-12-01T00:10:00Z'))).toBe('Welcome back, Ada!')
  })
})
