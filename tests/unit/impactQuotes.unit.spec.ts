import { describe, expect, it } from 'vitest'

import { quoteAttribution, quoteExcerpt, type QuotedBusiness } from '@/lib/rules/impactQuotes'

const businesses = (count: number, business: QuotedBusiness): QuotedBusiness[] => Array.from({ length: count }, () => ({ ...business }))

describe('who a quote is from (issue 43, point 4)', () => {
  const soleTraderInWales = { teamSize: 'sole-trader', nation: 'Wales' }

  it('says team size and nation when five of the report share both', () => {
    const group = [...businesses(5, soleTraderInWales), ...businesses(3, { teamSize: '2-8', nation: 'England' })]
    expect(quoteAttribution(soleTraderInWales, group)).toBe('A sole trader in Wales')
  })

  it('says less, never a group under five: team size alone, then nation alone, then nothing', () => {
    const fourAlike = businesses(4, soleTraderInWales)
    expect(quoteAttribution(soleTraderInWales, [...fourAlike, { teamSize: 'sole-trader', nation: 'England' }])).toBe('A sole trader')
    expect(quoteAttribution(soleTraderInWales, [...fourAlike, { teamSize: '2-8', nation: 'Wales' }])).toBe('A business in Wales')
    expect(quoteAttribution(soleTraderInWales, [...fourAlike, { teamSize: '2-8', nation: 'England' }, { teamSize: null, nation: null }])).toBe(
      'A business on the course',
    )
  })

  it('shows no quote at all in a report of fewer than five learners', () => {
    expect(quoteAttribution(soleTraderInWales, businesses(4, soleTraderInWales))).toBeNull()
  })

  it('never says a team size the learner did not give', () => {
    const preferNot = { teamSize: 'prefer-not-to-say', nation: 'Scotland' }
    expect(quoteAttribution(preferNot, businesses(6, preferNot))).toBe('A business in Scotland')
  })
})

describe('a quote cut to the page', () => {
  it('keeps short words whole and cuts long ones at a word with an ellipsis', () => {
    expect(quoteExcerpt('  We moved  our quotes\nonto a tablet. ', 100)).toBe('We moved our quotes onto a tablet.')
    const cut = quoteExcerpt('We moved every quote and invoice onto one app, and the office saves a day a week.', 40)
    expect(cut.length).toBeLessThanOrEqual(40)
    expect(cut).toBe('We moved every quote and invoice onto…')
  })
})
