import { describe, expect, it } from 'vitest'

import { mailKinds } from '@/lib/rules/mailKinds'
import { pushKinds } from '@/lib/rules/phoneNotifications'
import { agoLabel, lanePaces, lateMailNotice, mailLaneOf, paceOf, pushLaneOf, textLaneOf } from '@/lib/rules/sendLanes'
import { textKinds } from '@/lib/rules/textMessages'

describe('what goes first', () => {
  it('sends mail a person is waiting for, or must know at once, before what sweeps and announcements send to many', () => {
    const first = mailKinds.filter((kind) => mailLaneOf(kind) === 'first')
    const bulk = mailKinds.filter((kind) => mailLaneOf(kind) === 'bulk')
    expect(first).toEqual(
      expect.arrayContaining(['signInCode', 'confirmationCode', 'passwordReset', 'passwordChanged', 'emailChangeLink', 'emailChangeRequested', 'staffAccountChanged', 'coachReply', 'mentoringBooked', 'mentoringMoved', 'mentoringCancelled', 'accessAnswered']),
    )
    expect(bulk.sort()).toEqual(['callRecording', 'callReminder', 'courseOpen', 'digest', 'impactFollowUp', 'mentorDay', 'mentoringReminder', 'reminder', 'waitingListAnnouncement'])
    expect(first.length + bulk.length).toBe(mailKinds.length)
  })

  it("puts phones' notifications and texts in the same lanes: a coach's reply and a number's code first, reminders and nudges bulk", () => {
    expect(pushKinds.map((kind) => [kind, pushLaneOf(kind)])).toEqual([
      ['callReminder', 'bulk'],
      ['callOpen', 'bulk'],
      ['coachReply', 'first'],
      ['mentoringReminder', 'bulk'],
      ['nudge', 'bulk'],
    ])
    expect(textKinds.map((kind) => [kind, textLaneOf(kind)])).toEqual([
      ['mobileCode', 'first'],
      ['callReminder', 'bulk'],
      ['mentoringReminder', 'bulk'],
    ])
  })
})

describe('the pace of the mail queues', () => {
  it('spreads sends over the minute: the shortest run that holds a whole number of sends', () => {
    expect(paceOf(60)).toEqual({ everySeconds: 1, perRun: 1, cron: '*/1 * * * * *' })
    expect(paceOf(45)).toEqual({ everySeconds: 4, perRun: 3, cron: '*/4 * * * * *' })
    expect(paceOf(15)).toEqual({ everySeconds: 4, perRun: 1, cron: '*/4 * * * * *' })
    expect(paceOf(900)).toEqual({ everySeconds: 1, perRun: 15, cron: '*/1 * * * * *' })
    expect(paceOf(7)).toEqual({ everySeconds: 60, perRun: 7, cron: '0 * * * * *' })
    expect(paceOf(0)).toEqual({ everySeconds: 60, perRun: 1, cron: '0 * * * * *' })
  })

  it('keeps a quarter of the limit for the first lane and gives bulk the rest, never more than the limit in all', () => {
    for (const limit of [2, 3, 7, 20, 45, 60, 100, 250, 1200, 6000]) {
      const paces = lanePaces(limit)
      const perMinute = (pace: { everySeconds: number; perRun: number }) => (pace.perRun * 60) / pace.everySeconds
      expect(perMinute(paces.first) + perMinute(paces.bulk)).toBe(limit)
      expect(perMinute(paces.first)).toBeGreaterThanOrEqual(1)
      expect(perMinute(paces.bulk)).toBeGreaterThanOrEqual(1)
    }
    // The default, 60 a minute: one from the first lane and three bulk every 4 seconds.
    expect(lanePaces(60)).toEqual({ first: { everySeconds: 4, perRun: 1, cron: '*/4 * * * * *' }, bulk: { everySeconds: 4, perRun: 3, cron: '*/4 * * * * *' } })
    // The tests' 1,200: 5 and 15 every second.
    expect(lanePaces(1200)).toEqual({ first: { everySeconds: 1, perRun: 5, cron: '*/1 * * * * *' }, bulk: { everySeconds: 1, perRun: 15, cron: '*/1 * * * * *' } })
    // Below two a minute there is no splitting: one each.
    expect(lanePaces(1)).toEqual(lanePaces(2))
  })
})

describe('"Mail is running late" on the staff home', () => {
  const now = new Date('2026-11-29T10:00:00Z')
  const ago = (minutes: number) => new Date(now.getTime() - minutes * 60_000)

  it('says nothing while the oldest waiting mail is under 10 minutes old, or none waits', () => {
    expect(lateMailNotice({ count: 0, oldestQueuedAt: null }, now)).toBeNull()
    expect(lateMailNotice({ count: 480, oldestQueuedAt: ago(9.9) }, now)).toBeNull()
  })

  it('says how long the oldest has waited and how many wait, in words', () => {
    expect(lateMailNotice({ count: 480, oldestQueuedAt: ago(14) }, now)).toBe('Mail is running late: the oldest waiting email was queued 14 minutes ago. 480 emails are waiting to be sent.')
    expect(lateMailNotice({ count: 1, oldestQueuedAt: ago(10) }, now)).toBe('Mail is running late: the oldest waiting email was queued 10 minutes ago. 1 email is waiting to be sent.')
    expect(lateMailNotice({ count: 2345, oldestQueuedAt: ago(150) }, now)).toBe('Mail is running late: the oldest waiting email was queued 2 hours ago. 2,345 emails are waiting to be sent.')
  })

  it('counts minutes, then hours, then days', () => {
    expect([1, 2, 119, 120, 60 * 47 + 59, 60 * 48, 60 * 24 * 5].map((minutes) => agoLabel(ago(minutes), now))).toEqual(['1 minute', '2 minutes', '119 minutes', '2 hours', '47 hours', '2 days', '5 days'])
  })
})
