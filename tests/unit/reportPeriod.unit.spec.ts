import { describe, expect, it } from 'vitest'

import { parseReportPeriod } from '@/lib/rules/reportPeriod'

const now = new Date('2026-03-31T12:00:00.000Z')
const day = 24 * 60 * 60 * 1000

describe('parseReportPeriod', () => {
  it('is all time when nothing is chosen', () => {
    expect(parseReportPeriod({}, now)).toEqual({
      ok: true,
      period: { from: undefined, preset: 'all', fromDate: '', toDate: '', label: 'All time', phrase: 'at any time', query: 'period=all' },
    })
  })

  it('reads the presets as the days up to now', () => {
    const result = parseReportPeriod({ period: '30d' }, now)
    expect(result.ok && result.period).toMatchObject({ from: new Date(now.getTime() - 30 * day), label: 'Last 30 days', query: 'period=30d' })
    expect(parseReportPeriod({ period: ['90d', 'all'] }, now)).toMatchObject({ ok: true, period: { preset: '90d' } })
  })

  it('reads from and to as whole days, both included, either left open', () => {
    expect(parseReportPeriod({ from: '2026-01-01', to: '2026-01-31', period: '30d' }, now)).toEqual({
      ok: true,
      period: {
        from: new Date('2026-01-01T00:00:00.000Z'),
        to: new Date('2026-02-01T00:00:00.000Z'),
        preset: 'custom',
        fromDate: '2026-01-01',
        toDate: '2026-01-31',
        label: '1 Jan 2026 to 31 Jan 2026',
        phrase: 'between 1 Jan 2026 and 31 Jan 2026',
        query: 'from=2026-01-01&to=2026-01-31',
      },
    })
    expect(parseReportPeriod({ from: '2026-02-10', to: '' }, now)).toMatchObject({
      ok: true,
      period: { to: undefined, label: 'Since 10 Feb 2026', phrase: 'since 10 Feb 2026', query: 'from=2026-02-10' },
    })
    expect(parseReportPeriod({ to: '2026-02-10' }, now)).toMatchObject({ ok: true, period: { from: undefined, label: 'Up to 10 Feb 2026' } })
    expect(parseReportPeriod({ from: '2026-02-10', to: '2026-02-10' }, now)).toMatchObject({ ok: true })
  })

  it.each([
    [{ from: '2026-02-30' }, 'Dates must be real calendar dates written as YYYY-MM-DD.'],
    [{ from: '10/02/2026' }, 'Dates must be real calendar dates written as YYYY-MM-DD.'],
    [{ to: 'yesterday' }, 'Dates must be real calendar dates written as YYYY-MM-DD.'],
    [{ from: '2026-03-01', to: '2026-02-01' }, 'The "from" date must not be after the "to" date.'],
    [{ period: '7y' }, '"7y" is not a period this report knows: choose one of the list.'],
  ])('refuses %j', (query, message) => {
    expect(parseReportPeriod(query, now)).toEqual({ ok: false, message })
  })
})
