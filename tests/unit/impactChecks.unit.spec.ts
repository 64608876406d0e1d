import { describe, expect, it } from 'vitest'

import {
  checkAnswerProblems,
  checkMessages,
  isCheckOfferedOn,
  offeredCheck,
  openCheckStage,
  whyCheckIsClosed,
  type CheckFacts,
  type CheckStage,
} from '@/lib/rules/impactChecks'
import { impactCheckSchema } from '@/lib/validation/impactChecks'

const now = new Date('2026-11-26T12:00:00Z')
const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000)
const none = { baseline: false, end: false, 'follow-up': false }
const noSkips = { baseline: 0, end: 0, 'follow-up': 0 }
const facts = (change: Partial<CheckFacts> = {}): CheckFacts => ({ enrolled: true, completedAt: null, answered: none, skips: noSkips, now, ...change })
const label = (moment: Date) => moment.toISOString().slice(0, 10)

const answers = { professionalism: 1, comparingTools: 2, rollingOut: 3, improving: 4, newWays: 5, adminHours: 6.5, softwareSpend: 120 }

describe('which check is open', () => {
  it('is the baseline until the course is complete, the end for 90 days, then the follow-up; none when not enrolled', () => {
    expect(openCheckStage(facts({ enrolled: false }))).toBeNull()
    expect(openCheckStage(facts())).toBe('baseline')
    expect(openCheckStage(facts({ completedAt: daysAgo(0) }))).toBe('end')
    expect(openCheckStage(facts({ completedAt: daysAgo(89.9) }))).toBe('end')
    expect(openCheckStage(facts({ completedAt: daysAgo(90) }))).toBe('follow-up')
  })

  it('says in words why another stage is closed', () => {
    expect(whyCheckIsClosed('baseline', facts({ enrolled: false }), label)).toBe(checkMessages.notEnrolled)
    expect(whyCheckIsClosed('baseline', facts(), label)).toBeNull()
    expect(whyCheckIsClosed('end', facts(), label)).toBe(checkMessages.endNotOpen)
    expect(whyCheckIsClosed('follow-up', facts(), label)).toBe(checkMessages.followUpNotYet)
    expect(whyCheckIsClosed('baseline', facts({ completedAt: daysAgo(1) }), label)).toBe(checkMessages.baselineClosed)
    expect(whyCheckIsClosed('follow-up', facts({ completedAt: daysAgo(10) }), label)).toBe(
      'These questions open on 2027-02-14, 90 days after you completed the course',
    )
    expect(whyCheckIsClosed('end', facts({ completedAt: daysAgo(100) }), label)).toBe(checkMessages.endClosed)
  })
})

describe('which check is offered, and where', () => {
  it('offers the open stage until it is answered or skipped twice', () => {
    expect(offeredCheck(facts())).toBe('baseline')
    expect(offeredCheck(facts({ skips: { ...noSkips, baseline: 1 } }))).toBe('baseline')
    expect(offeredCheck(facts({ skips: { ...noSkips, baseline: 2 } }))).toBeNull()
    expect(offeredCheck(facts({ answered: { ...none, baseline: true } }))).toBeNull()
    // Skipping the baseline does not stop the end being offered at completion.
    expect(offeredCheck(facts({ completedAt: daysAgo(1), skips: { ...noSkips, baseline: 2 } }))).toBe('end')
    expect(offeredCheck(facts({ completedAt: daysAgo(91), answered: { ...none, end: true } }))).toBe('follow-up')
    expect(offeredCheck(facts({ enrolled: false }))).toBeNull()
  })

  it('offers the baseline right after enrolling and on the dashboard, never in a lesson; the end on the dashboard and every lesson; the follow-up on the dashboard', () => {
    const where = (stage: CheckStage) => (['dashboard', 'course-start', 'lesson'] as const).filter((screen) => isCheckOfferedOn({ stage }, screen))
    expect(where('baseline')).toEqual(['dashboard', 'course-start'])
    expect(where('end')).toEqual(['dashboard', 'lesson'])
    expect(where('follow-up')).toEqual(['dashboard'])
  })
})

describe('the answers', () => {
  it('are checked on the phone with the words the server answers with', () => {
    expect(checkAnswerProblems(answers)).toEqual({})
    expect(checkAnswerProblems({ ...answers, professionalism: '', rollingOut: 6, improving: 2.5, adminHours: -1, softwareSpend: 'lots', changes: 'x'.repeat(2001) })).toEqual({
      professionalism: checkMessages.confidence,
      rollingOut: checkMessages.confidence,
      improving: checkMessages.confidence,
      adminHours: 'Please enter a number from 0 to 100',
      softwareSpend: 'Please enter a number from 0 to 100,000',
      changes: checkMessages.changes,
    })
    const refused = impactCheckSchema.safeParse({ ...answers, rollingOut: 6, adminHours: -1, changes: 'x'.repeat(2001) })
    expect(refused.success).toBe(false)
    const serverWords = Object.fromEntries(refused.error!.issues.map((issue) => [issue.path.join('.'), issue.message]))
    expect(serverWords).toEqual({ rollingOut: checkMessages.confidence, adminHours: 'Please enter a number from 0 to 100', changes: checkMessages.changes })
    expect(impactCheckSchema.parse({ ...answers, changes: '  Went paperless  ' }).changes).toBe('Went paperless')
    expect(impactCheckSchema.parse(answers).changes).toBeNull()
  })
})
