import { describe, expect, it } from 'vitest'

import { replyStanding } from '@/lib/rules/replyDue'
import { contactSchema } from '@/domains/contact/contract/schemas'
import { replyDueAt, replyPromise } from '@/lib/validation'

const sent = new Date('2026-11-25T09:00:00Z')

/** The contact page's reply times by topic, the moment each message's reply is due, and how staff read it. */
describe('contact reply times', () => {
  it.each([
    ['general', 24, 'Within 24 hours'],
    ['course-support', 12, 'Within 12 hours'],
    ['technical', 6, 'Within 6 hours'],
    ['urgent', 2, 'Within 2 hours'],
  ])('%s: due %i hours after it was sent, promised "%s"', (topic, hours, promise) => {
    expect(replyDueAt(topic, sent).getTime() - sent.getTime()).toBe(hours * 3_600_000)
    expect(replyPromise(topic)).toBe(promise)
  })

  it('treats a message without a topic as a general enquiry, and refuses a topic it does not know', () => {
    const message = { name: 'Sam', email: 'sam@example.test', subject: 'Hello', message: 'A question about the course.' }
    expect(contactSchema.parse(message).topic).toBe('general')
    expect(contactSchema.safeParse({ ...message, topic: 'complaint' }).error?.issues[0]?.message).toBe('Please choose what your message is about')
  })

  it.each([
    ['2026-11-25T11:00:00Z', false, 'Reply due in 2 hours'],
    ['2026-11-25T09:40:00Z', false, 'Reply due in 40 min'],
    ['2026-11-25T08:00:00Z', false, 'Overdue by 1 hour'],
    ['2026-11-25T04:00:00Z', false, 'Overdue by 5 hours'],
    ['2026-11-25T04:00:00Z', true, 'Answered'],
  ])('a reply due at %s (answered: %s) reads "%s" at 09:00', (replyBy, answered, standing) => {
    expect(replyStanding(replyBy, answered, sent)).toBe(standing)
  })
})
