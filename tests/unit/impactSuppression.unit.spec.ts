import { describe, expect, it } from 'vitest'

import { isSumOf, minimumCohort, singledOut, suppressSmallGroups, type SuppressionRespondent } from '@/lib/rules/impactSuppression'

type Split = 'teamSize' | 'nation' | 'region'
type Comparison = 'end' | 'followUp'

/** `count` respondents alike: in the given comparisons (the end by default), with these groups. */
const alike = (count: number, groups: Partial<Record<Split, string>>, comparisons: Comparison[] = ['end']): SuppressionRespondent<Comparison, Split>[] =>
  Array.from({ length: count }, () => ({ comparisons, groups: { teamSize: 'Not said', nation: 'Not said', region: 'Not said', ...groups } }))

const suppress = (respondents: SuppressionRespondent<Comparison, Split>[], splits: Split[] = ['teamSize']) => suppressSmallGroups(respondents, ['end', 'followUp'], splits)

/** A split's groups as [name, count, why hidden]. */
const groupsOf = (result: ReturnType<typeof suppress>, split: Split, comparison: Comparison = 'end') =>
  [...result.comparisons[comparison].splits[split].groups.entries()].map(([name, group]) => [name, group.count, group.hidden]).sort()

/** The sets of respondents whose sums the result shows, as the CSV and the screen print them. */
const shownSets = (respondents: SuppressionRespondent<Comparison, Split>[], result: ReturnType<typeof suppress>, splits: Split[]) =>
  (['end', 'followUp'] as const).flatMap((comparison) => {
    const members = respondents.flatMap((respondent, index) => (respondent.comparisons.includes(comparison) ? [index] : []))
    if (result.comparisons[comparison].withheld) return []
    return [
      members,
      ...splits.flatMap((split) =>
        result.comparisons[comparison].splits[split].withheld
          ? []
          : [...result.comparisons[comparison].splits[split].groups.entries()]
              .filter(([, group]) => !group.hidden)
              .map(([name]) => members.filter((member) => respondents[member].groups[split] === name)),
      ),
    ]
  })

describe('the differencing attack of issue 40', () => {
  it('took "All" minus the shown "2-8" group to get the one sole trader: the sum of those sets gives them', () => {
    // Respondents 0-4 in teams of 2-8, 5 the sole trader.
    expect(singledOut([[0, 1, 2, 3, 4, 5], [0, 1, 2, 3, 4]])).toEqual([5])
    expect(isSumOf([5], [[0, 1, 2, 3, 4, 5], [0, 1, 2, 3, 4]])).toBe(true)
  })

  it('finds six respondents too few for any figure', () => {
    const result = suppress([...alike(5, { teamSize: '2-8 people' }), ...alike(1, { teamSize: 'Sole Trader' })])
    expect(result.comparisons.end).toMatchObject({ count: 6, withheld: 'tooFew' })
    expect(result.comparisons.end.splits.teamSize).toEqual({ withheld: 'tooFew', groups: new Map() })
    expect(result.everyoneShown).toBe(false)
  })

  it('hides the only other group with the sole trader once there are enough for figures', () => {
    const respondents = [...alike(10, { teamSize: '2-8 people' }), ...alike(1, { teamSize: 'Sole Trader' })]
    const result = suppress(respondents)
    expect(result.comparisons.end).toMatchObject({ count: 11, withheld: null })
    expect(groupsOf(result, 'teamSize')).toEqual([['2-8 people', 10, 'alongside'], ['Sole Trader', 1, 'small']])
    expect(isSumOf([10], shownSets(respondents, result, ['teamSize']))).toBe(false)
    expect(result.everyoneShown).toBe(false)
  })
})

describe('a split', () => {
  it('with one small group hides the next smallest with it, so the total minus the shown groups is 5 or more', () => {
    const respondents = [...alike(7, { teamSize: '2-8 people' }), ...alike(5, { teamSize: '8-15 people' }), ...alike(1, { teamSize: 'Sole Trader' })]
    const result = suppress(respondents)
    expect(groupsOf(result, 'teamSize')).toEqual([['2-8 people', 7, null], ['8-15 people', 5, 'alongside'], ['Sole Trader', 1, 'small']])
    expect(singledOut(shownSets(respondents, result, ['teamSize']))).toBeNull()
    expect(isSumOf([12], shownSets(respondents, result, ['teamSize']))).toBe(false)
  })

  it('with two small groups of fewer than 5 together hides the next smallest too', () => {
    const respondents = [...alike(1, { teamSize: 'Sole Trader' }), ...alike(2, { teamSize: '8-15 people' }), ...alike(6, { teamSize: '2-8 people' }), ...alike(7, { teamSize: 'More than 15 people' })]
    expect(groupsOf(suppress(respondents), 'teamSize')).toEqual([
      ['2-8 people', 6, 'alongside'],
      ['8-15 people', 2, 'small'],
      ['More than 15 people', 7, null],
      ['Sole Trader', 1, 'small'],
    ])
  })

  it('with two small groups of 5 or more together hides nothing more', () => {
    const respondents = [...alike(3, { teamSize: 'Sole Trader' }), ...alike(4, { teamSize: '8-15 people' }), ...alike(10, { teamSize: '2-8 people' })]
    expect(groupsOf(suppress(respondents), 'teamSize')).toEqual([['2-8 people', 10, null], ['8-15 people', 4, 'small'], ['Sole Trader', 3, 'small']])
  })

  it('whose groups are all small shows none of them', () => {
    const respondents = ['Sole Trader', '2-8 people', '8-15 people', 'More than 15 people'].flatMap((teamSize) => alike(3, { teamSize }))
    const result = suppress(respondents)
    expect(groupsOf(result, 'teamSize').map(([, , hidden]) => hidden)).toEqual(['small', 'small', 'small', 'small'])
    expect(shownSets(respondents, result, ['teamSize'])).toEqual([Array.from({ length: 12 }, (_each, index) => index)])
  })

  it('never takes a group nobody is in as the one hidden with a small group', () => {
    // Nobody said "More than 15 people": it is no group, and hiding it would protect no one.
    const respondents = [...alike(1, { teamSize: 'Sole Trader' }), ...alike(6, { teamSize: '8-15 people' }), ...alike(7, { teamSize: '2-8 people' })]
    expect(groupsOf(suppress(respondents), 'teamSize')).toEqual([['2-8 people', 7, null], ['8-15 people', 6, 'alongside'], ['Sole Trader', 1, 'small']])
  })

  it('treats those who did not say as a group like any other', () => {
    const respondents = [...alike(2, { teamSize: 'Not said' }), ...alike(9, { teamSize: '2-8 people' }), ...alike(5, { teamSize: 'Sole Trader' })]
    expect(groupsOf(suppress(respondents), 'teamSize')).toEqual([['2-8 people', 9, null], ['Not said', 2, 'small'], ['Sole Trader', 5, 'alongside']])
  })
})

describe('several splits together', () => {
  it('withhold a split whose groups, taken from another split\'s, give someone, though every group has 5 or more', () => {
    // Teams of 2-8: the 5 in Scotland and respondent 0 in Wales; Wales: respondent 0 and 5 in teams of 8-15.
    const respondents = [
      ...alike(1, { teamSize: '2-8 people', nation: 'Wales' }),
      ...alike(5, { teamSize: '2-8 people', nation: 'Scotland' }),
      ...alike(5, { teamSize: '8-15 people', nation: 'Wales' }),
    ]
    expect(singledOut([[0, 1, 2, 3, 4, 5], [1, 2, 3, 4, 5]])).toEqual([0])
    const result = suppress(respondents, ['teamSize', 'nation'])
    expect(result.comparisons.end.splits.teamSize.withheld).toBeNull()
    expect(result.comparisons.end.splits.nation.withheld).toBe('singlesOut')
    expect(singledOut(shownSets(respondents, result, ['teamSize', 'nation']))).toBeNull()
  })

  it('withhold the region when its unknowns, hidden with a different group than in the nation, could be worked out', () => {
    // Nation: "Not said" (2) is hidden with Wales (6). Region: with the South East (6, before Wales by name). Then the
    // nation's hidden pair minus the region's Wales is the 2 who did not say: the region split goes.
    const respondents = [
      ...alike(14, { nation: 'England', region: 'London' }),
      ...alike(6, { nation: 'England', region: 'South East' }),
      ...alike(7, { nation: 'Scotland', region: 'Scotland' }),
      ...alike(6, { nation: 'Wales', region: 'Wales' }),
      ...alike(2, { nation: 'Not said', region: 'Not said' }),
    ]
    const result = suppress(respondents, ['nation', 'region'])
    expect(groupsOf(result, 'nation')).toEqual([['England', 20, null], ['Not said', 2, 'small'], ['Scotland', 7, null], ['Wales', 6, 'alongside']])
    expect(groupsOf(result, 'region')).toEqual([['London', 14, null], ['Not said', 2, 'small'], ['Scotland', 7, null], ['South East', 6, 'alongside'], ['Wales', 6, null]])
    expect(result.comparisons.end.splits.nation.withheld).toBeNull()
    expect(result.comparisons.end.splits.region.withheld).toBe('singlesOut')
    expect(singledOut(shownSets(respondents, result, ['nation', 'region']))).toBeNull()
  })

  it('withhold the 90 days on when its learners are those of the end but one, whose answers at the start the two would give', () => {
    const respondents = [...alike(10, {}, ['end', 'followUp']), ...alike(1, {}, ['end'])]
    const result = suppress(respondents, [])
    expect(result.comparisons.end).toMatchObject({ count: 11, withheld: null })
    expect(result.comparisons.followUp).toMatchObject({ count: 10, withheld: 'singlesOut' })
    expect(result.everyoneShown).toBe(false)
  })

  it('withhold no more than it takes when one learner can be worked out in two ways', () => {
    // Respondent 0 answered at the end but not 90 days on (end minus 90 days on), and teams of 2-8 minus Scotland is
    // them too: the 90 days on goes, and the end's nation and region (team size, the more telling, stays).
    const respondents = [
      ...alike(1, { teamSize: '2-8 people', nation: 'Wales', region: 'Wales' }, ['end']),
      ...alike(5, { teamSize: '2-8 people', nation: 'Scotland', region: 'Scotland' }, ['end', 'followUp']),
      ...alike(5, { teamSize: '8-15 people', nation: 'Wales', region: 'Wales' }, ['end', 'followUp']),
    ]
    const result = suppress(respondents, ['teamSize', 'nation', 'region'])
    expect(result.comparisons.followUp.withheld).toBe('singlesOut')
    expect(Object.values(result.comparisons.end.splits).map((split) => split.withheld)).toEqual([null, 'singlesOut', 'singlesOut'])
    expect(singledOut(shownSets(respondents, result, ['teamSize', 'nation', 'region']))).toBeNull()
  })

  it('show everything when no one can be singled out', () => {
    const respondents = [
      ...alike(6, { teamSize: '2-8 people', nation: 'Wales' }, ['end', 'followUp']),
      ...alike(6, { teamSize: '2-8 people', nation: 'Scotland' }, ['end', 'followUp']),
      ...alike(6, { teamSize: 'Sole Trader', nation: 'Wales' }, ['end', 'followUp']),
      ...alike(6, { teamSize: 'Sole Trader', nation: 'Scotland' }, ['end', 'followUp']),
    ]
    const result = suppress(respondents, ['teamSize', 'nation'])
    expect(groupsOf(result, 'nation', 'followUp')).toEqual([['Scotland', 12, null], ['Wales', 12, null]])
    expect(result.everyoneShown).toBe(true)
  })
})

describe('the minimum cohort', () => {
  it(`is ${minimumCohort} learners who answered both times, per comparison; nobody at all hides no one`, () => {
    expect(minimumCohort).toBe(10)
    const result = suppress([...alike(10, {}, ['end']), ...alike(9, {}, ['followUp'])])
    expect(result.comparisons.end.withheld).toBeNull()
    expect(result.comparisons.followUp.withheld).toBe('tooFew')
    expect(suppress([]).everyoneShown).toBe(true)
    expect(suppress(alike(12, {}, [])).everyoneShown).toBe(true)
    expect(suppress(alike(9, {}, [])).everyoneShown).toBe(false)
  })
})

describe('the check of the shown sets', () => {
  it('finds a pair or a group of up to 4, and nothing in 5 or more', () => {
    // 0-9 and 10-14 and 15-16: the totals give 15-16 (2) as the first minus the other two.
    expect(singledOut([Array.from({ length: 17 }, (_each, index) => index), Array.from({ length: 10 }, (_each, index) => index), [10, 11, 12, 13, 14]])).toEqual([15, 16])
    expect(singledOut([Array.from({ length: 17 }, (_each, index) => index), Array.from({ length: 12 }, (_each, index) => index)])).toBeNull()
    expect(singledOut([])).toBeNull()
  })
})
