import { describe, expect, it } from 'vitest'

import { mailEventKey } from '@/domains/mail/eventKeys'

/** The keys README's mail table promises: a mail is sent once per key, so their shape is part of the contract. */
describe('mail event keys', () => {
  it('name the event and the facts that make it that event', () => {
    expect(mailEventKey('welcome', 'l1')).toBe('welcome:l1')
    expect(mailEventKey('reminder', 'l1', 'c1', 2)).toBe('reminder:l1:c1:2')
    expect(mailEventKey('digest', '2026-W48')).toBe('digest:2026-W48')
    expect(mailEventKey('waitingListLink', 'e1', '2026-11-26T05')).toBe('waiting-list-link:e1:2026-11-26T05')
    expect(mailEventKey('passwordReset', 'l1', 'r1')).toBe('password-reset:l1:r1')
    expect(mailEventKey('emailChangeRequested', 'l1', 'r1')).toBe('email-change-requested:l1:r1')
    expect(mailEventKey('coachReply', 'a1', 2)).toBe('coach-reply:a1:2')
  })
})
