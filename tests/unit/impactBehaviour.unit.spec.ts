import { describe, expect, it } from 'vitest'

import { behaviourMeasures, type Behaviour } from '@/lib/rules/impactBehaviour'

const behaviour = (overrides: Partial<Behaviour> = {}): Behaviour => ({
  learners: 40,
  actionsSent: 61,
  actionsApproved: 44,
  learnersWhoSent: 25,
  medianSentPerSender: 2.5,
  recordingsWatched: 12,
  ...overrides,
})

const byLabel = (measures: ReturnType<typeof behaviourMeasures>) => Object.fromEntries(measures.map((measure) => [measure.label, [measure.value, measure.printed]]))

describe('what learners did', () => {
  it('gives each figure, the share of learners who sent an action and the median per sender', () => {
    expect(byLabel(behaviourMeasures(behaviour()))).toEqual({
      'Learners who enrolled in the period': [40, '40'],
      'Learners who sent an action to their coach': [25, '25'],
      'Share of learners who sent an action (%)': [63, '63%'],
      'Actions sent': [61, '61'],
      'Actions the coach approved ("Looks good")': [44, '44'],
      'Median actions per learner who sent one': [2.5, '2.5'],
      'Call recordings watched': [12, '12'],
    })
  })

  it('withholds a count of 1 to 4, and the share and median that would give it away', () => {
    const figures = byLabel(behaviourMeasures(behaviour({ learnersWhoSent: 3, medianSentPerSender: 1, actionsApproved: 2 })))
    expect(figures['Learners who sent an action to their coach']).toEqual([null, 'fewer than 5'])
    expect(figures['Share of learners who sent an action (%)']).toEqual([null, '—'])
    expect(figures['Median actions per learner who sent one']).toEqual([null, '—'])
    expect(figures['Actions the coach approved ("Looks good")']).toEqual([null, 'fewer than 5'])
    expect(figures['Actions sent']).toEqual([61, '61'])
  })

  it('shows nobody as none, with no share or median', () => {
    const figures = byLabel(behaviourMeasures(behaviour({ learners: 0, actionsSent: 0, actionsApproved: 0, learnersWhoSent: 0, medianSentPerSender: null, recordingsWatched: 0 })))
    expect(figures['Learners who enrolled in the period']).toEqual([0, '0'])
    expect(figures['Share of learners who sent an action (%)']).toEqual([null, '—'])
    expect(figures['Median actions per learner who sent one']).toEqual([null, '—'])
  })
})
