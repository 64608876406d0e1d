import { describe, expect, it } from 'vitest'

import { countLabel, isHiddenCount } from '@/lib/rules/impactFigures'
import { answeredBoth, groupChanges, groupsOfDimension, intervalLabel, meanLabel, reportFigures, segmentDimensions, type RespondentAnswers } from '@/lib/rules/impactReport'

const answers = (professionalism: number, softwareSpend = 100) => ({
  professionalism,
  comparingTools: 3,
  rollingOut: 3,
  improving: 3,
  newWays: 3,
  adminHours: 10,
  softwareSpend,
})

const respondent = (change: Partial<RespondentAnswers> & { rise?: number; later?: 'end' | 'followUp' | null } = {}): RespondentAnswers => {
  const { rise = 1, later = 'end', ...business } = change
  return {
    teamSize: '2-8',
    nation: 'Wales',
    region: 'Wales',
    trade: 'roofing',
    tradeOther: null,
    baseline: answers(2),
    end: later === 'end' ? answers(2 + rise) : null,
    followUp: later === 'followUp' ? answers(2 + rise) : null,
    ...business,
  }
}

describe("a group's changes", () => {
  it('pair each learner with themselves, counting only those who answered both times', () => {
    const group = [respondent({ rise: 1 }), respondent({ rise: 3 }), respondent({ later: null }), respondent({ rise: 2, later: 'followUp' })]
    const end = groupChanges(group, 'end')
    expect(end.count).toBe(2)
    const professionalism = end.questions.find((question) => question.question === 'professionalism')!
    expect(professionalism).toMatchObject({ before: 2, after: 4, change: { count: 2, mean: 2 } })
    // Two learners: 2 ± 12.706 × 1.
    expect(professionalism.change!.interval!.low).toBeCloseTo(-10.706, 3)
    expect(groupChanges(group, 'followUp').count).toBe(1)
  })
})

describe('the splits', () => {
  it('keep the list order, put "Not said" last, and count "Other" trades as one group', () => {
    const people = [
      respondent({ teamSize: null, trade: 'other', tradeOther: 'Stonemason' }),
      respondent({ teamSize: 'sole-trader', trade: 'other', tradeOther: 'Thatcher' }),
      respondent({ teamSize: 'more-than-15', trade: null, nation: null, region: null }),
      respondent({ teamSize: '2-8', trade: 'electrician', nation: 'Scotland', region: 'Scotland' }),
    ]
    const segments = Object.fromEntries(segmentDimensions.map((dimension) => [dimension.name, groupsOfDimension(dimension, people).map(([group, members]) => [group, members.length])]))
    expect(segments.teamSize).toEqual([['Sole Trader', 1], ['2-8 people', 1], ['More than 15 people', 1], ['Not said', 1]])
    expect(segments.nation).toEqual([['Wales', 2], ['Scotland', 1], ['Not said', 1]])
    expect(segments.trade).toEqual([['Electrician', 1], ['Other', 2], ['Not said', 1]])
  })
})

describe("the report's figures", () => {
  it('count only those who answered every question both times', () => {
    const unanswered = respondent()
    unanswered.end = { ...unanswered.end!, adminHours: null }
    expect([answeredBoth(respondent(), 'end'), answeredBoth(unanswered, 'end'), answeredBoth(respondent(), 'followUp')]).toEqual([true, false, false])
  })

  it('carry no figure for a hidden group, only why it is hidden, and none at all below the minimum cohort', () => {
    const people = [...Array.from({ length: 10 }, () => respondent({ rise: 1 })), respondent({ teamSize: 'sole-trader', rise: 4 })]
    const { comparisons, everyoneShown } = reportFigures(people)
    expect(comparisons.end.questions.find((question) => question.question === 'professionalism')?.change?.mean).toBeCloseTo(14 / 11, 9)
    expect(comparisons.end.splits.find((split) => split.dimension === 'teamSize')?.groups).toEqual([
      { group: 'Sole Trader', count: 1, hidden: 'small', questions: [] },
      { group: '2-8 people', count: 10, hidden: 'alongside', questions: [] },
    ])
    expect(comparisons.followUp).toEqual({ count: 0, withheld: 'tooFew', questions: [], splits: expect.any(Array) })
    expect(comparisons.followUp.splits.every((split) => split.withheld === 'tooFew' && split.groups.length === 0)).toBe(true)
    expect(everyoneShown).toBe(false)
    expect(reportFigures(people.slice(0, 9)).comparisons.end).toMatchObject({ count: 9, withheld: 'tooFew', questions: [] })
  })
})

describe('small numbers', () => {
  it('show "fewer than 5" for 1 to 4 learners, and are left out of downloads', () => {
    expect([0, 1, 4, 5, 40].map(countLabel)).toEqual(['0', 'fewer than 5', 'fewer than 5', '5', '40'])
    expect([0, 1, 4, 5].map(isHiddenCount)).toEqual([false, true, true, false])
  })

  it('print means and intervals to one decimal place with their signs', () => {
    expect([meanLabel(null), meanLabel(2), meanLabel(3.456)]).toEqual(['–', '2.0', '3.5'])
    expect(intervalLabel({ count: 9, mean: 0.5, interval: { low: -0.24, high: 1.26 } })).toBe('−0.2 to +1.3')
    expect(intervalLabel({ count: 1, mean: 0.5, interval: null })).toBe('–')
  })
})
