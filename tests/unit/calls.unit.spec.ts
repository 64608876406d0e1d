import { describe, expect, it } from 'vitest'

import { callFileName, callTimeLabel, fortnightlyStarts, isJoinOpen, isJoinUrl } from '@/lib/rules/calls'
import { ukDayBounds } from '@/lib/rules/ukTime'

const ukClock = (instant: Date) => new Intl.DateTimeFormat('en-GB', { dateStyle: 'short', timeStyle: 'short', timeZone: 'Europe/London' }).format(instant)

describe('a fortnightly series', () => {
  it('keeps a 19:00 call at 19:00 UK time across the March and October clock changes', () => {
    // 19:00 GMT on 9 March 2027 is 19:00 UTC; after 28 March, 19:00 BST is 18:00 UTC.
    const starts = fortnightlyStarts(new Date('2027-03-09T19:00:00Z'), new Date('2027-04-06T12:00:00Z'))
    expect(starts.map((start) => start.toISOString())).toEqual(['2027-03-09T19:00:00.000Z', '2027-03-23T19:00:00.000Z', '2027-04-06T18:00:00.000Z'])
    const autumn = fortnightlyStarts(new Date('2027-10-19T18:00:00Z'), new Date('2027-11-02T00:00:00Z'))
    expect(autumn.map(ukClock)).toEqual(['19/10/2027, 19:00', '02/11/2027, 19:00'])
    expect(autumn.map((start) => start.toISOString())).toEqual(['2027-10-19T18:00:00.000Z', '2027-11-02T19:00:00.000Z'])
  })

  it('includes a call on the last day, whatever its hour, and never runs past a year', () => {
    expect(fortnightlyStarts(new Date('2027-01-05T19:00:00Z'), new Date('2027-01-19T00:00:00Z'))).toHaveLength(2)
    expect(fortnightlyStarts(new Date('2027-01-05T19:00:00Z'), new Date('2027-01-18T23:00:00Z'))).toHaveLength(1)
    expect(fortnightlyStarts(new Date('2027-01-05T19:00:00Z'), new Date('2027-01-04T00:00:00Z'))).toHaveLength(0)
    expect(fortnightlyStarts(new Date('2027-01-05T19:00:00Z'), new Date('2031-01-01T00:00:00Z'))).toHaveLength(27)
  })
})

describe('a call', () => {
  const call = { startsAt: '2027-03-30T18:00:00Z', durationMinutes: 60 }

  it('shows its join link from 15 minutes before the start until the end', () => {
    expect(isJoinOpen(call, new Date('2027-03-30T17:44:59Z'))).toBe(false)
    expect(isJoinOpen(call, new Date('2027-03-30T17:45:00Z'))).toBe(true)
    expect(isJoinOpen(call, new Date('2027-03-30T18:59:59Z'))).toBe(true)
    expect(isJoinOpen(call, new Date('2027-03-30T19:00:00Z'))).toBe(false)
  })

  it('reads in UK time, and names its calendar file by its UK day', () => {
    expect(callTimeLabel(call)).toBe('Tuesday 30 March 2027, 19:00 to 20:00 UK time')
    expect(callFileName('2027-03-30T23:30:00Z')).toBe('solving-tech-call-2027-03-31.ics')
  })

  it('takes only an https join link', () => {
    expect(isJoinUrl('https://meet.example.org/abc')).toBe(true)
    expect(isJoinUrl('http://meet.example.org/abc')).toBe(false)
    expect(isJoinUrl('javascript:alert(1)')).toBe(false)
    expect(isJoinUrl('not a link')).toBe(false)
  })
})

describe('a UK day', () => {
  it('runs from midnight to midnight UK time, 23 hours long when the clocks go forward', () => {
    expect(ukDayBounds(new Date('2027-06-01T23:30:00Z'))).toEqual({ from: new Date('2027-06-01T23:00:00Z'), to: new Date('2027-06-02T23:00:00Z') })
    expect(ukDayBounds(new Date('2027-03-28T12:00:00Z'))).toEqual({ from: new Date('2027-03-28T00:00:00Z'), to: new Date('2027-03-28T23:00:00Z') })
  })
})
