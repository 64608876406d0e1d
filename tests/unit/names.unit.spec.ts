import { describe, expect, it } from 'vitest'

import { avatarInitial, displayName, greetingName, secondaryLine } from '@/lib/rules/names'

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
})
