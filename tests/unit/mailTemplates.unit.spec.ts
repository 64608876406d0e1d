import { describe, expect, it } from 'vitest'

import { reminderMail } from '@/domains/learning/ReminderMail'
import { renderMail } from '@/lib/server/mailTemplates/renderMail'
import { staffDigestMail } from '@/domains/reports/StaffDigestMail'
import { welcomeMail } from '@/domains/onboarding/WelcomeMail'

const base = { siteUrl: 'https://learn.example', firstName: 'Priya', unsubscribe: { pageUrl: 'https://learn.example/unsubscribe/t.s', what: 'reminders', because: 'you have a Solving Tech account' } }

describe('mail templates', () => {
  it('render an HTML part and a readable plain-text part from one template', async () => {
    const mail = await renderMail(reminderMail({ ...base, courseTitle: 'Go digital', nextLesson: { title: 'Quotes on your phone', url: 'https://learn.example/v1/lessons/3?resume=1' }, lessonsLeft: 3 }))
    expect(mail.subject).toBe('3 short videos to go: Go digital')
    expect(mail.html).toMatch(/^<!DOCTYPE html/)
    expect(mail.html).toContain('lang="en-GB"')
    expect(mail.html).toContain('href="https://learn.example/v1/lessons/3?resume=1"')
    expect(mail.text).toContain('Pick up where you left off, Priya')
    expect(mail.text).toContain('Quotes on your phone')
    expect(mail.text).toContain('https://learn.example/v1/lessons/3?resume=1')
    expect(mail.text).toContain('https://learn.example/unsubscribe/t.s')
    expect(mail.text).not.toMatch(/<[a-z]/i)
  })

  it('say "1 short video" for the last one, and escape what learners typed', async () => {
    const mail = await renderMail(reminderMail({ ...base, firstName: '<b>Sam</b>', courseTitle: 'A & B', nextLesson: { title: 'Last', url: 'https://x/1' }, lessonsLeft: 1 }))
    expect(mail.subject).toBe('1 short video to go: A & B')
    expect(mail.html).not.toContain('<b>Sam</b>')
    expect(mail.html).toContain('&lt;b&gt;Sam&lt;/b&gt;')
  })

  it('link to the course when it has no lessons yet, and leave out the unsubscribe line for staff', async () => {
    const welcome = await renderMail(welcomeMail({ ...base, courseTitle: 'Go digital', courseUrl: 'https://learn.example/v1/courses/1', firstLesson: null }))
    expect(welcome.text).toContain('https://learn.example/v1/courses/1')
    const digest = await renderMail(
      staffDigestMail({
        siteUrl: 'https://learn.example',
        weekOf: '23 November 2026',
        figures: { newSignups: 4, newLearners: 3, completions: 2, stuckLearners: 1 },
        stuck: [{ name: 'Sam Jones', courseTitle: 'Go digital', lastActivity: '10 November 2026', url: 'https://learn.example/admin/reports/learners/1' }],
        reportsUrl: 'https://learn.example/admin/reports',
      }),
    )
    expect(digest.text).toMatch(/New waiting-list signups: 4/)
    expect(digest.text).toContain('Sam Jones')
    expect(digest.text).not.toContain('Unsubscribe')
  })
})
