import { countLabel, isHiddenCount, oneDecimal } from './impactFigures'

/** What the learners who enrolled on a course in the report's period did, up to the period's end. */
export type Behaviour = {
  /** Learners who enrolled on the course in the period. */
  learners: number
  /** Their sends of a lesson's action to their coach, those the coach answered "Looks good", and who sent any. */
  actionsSent: number
  actionsApproved: number
  learnersWhoSent: number
  /** The median number of sends of a learner who sent any; null when nobody did. */
  medianSentPerSender: number | null
  /** Call recordings they watched through or marked complete. */
  recordingsWatched: number
}

/** One line of "What learners did": its label, its figure for a download (null when withheld) and as printed. */
export type BehaviourMeasure = { label: string; value: number | null; printed: string }

const count = (label: string, value: number): BehaviourMeasure => ({ label, value: isHiddenCount(value) ? null : value, printed: countLabel(value) })

/**
 * "What learners did", in the order the report, its CSV and its PDF give it. A count of 1 to 4 is withheld like every
 * other, and so are the share and the median that would let it be worked out.
 */
export const behaviourMeasures = (behaviour: Behaviour): BehaviourMeasure[] => {
  const { learners, learnersWhoSent, medianSentPerSender } = behaviour
  const shareShown = learners > 0 && !isHiddenCount(learners) && !isHiddenCount(learnersWhoSent)
  const share = shareShown ? Math.round((learnersWhoSent / learners) * 100) : null
  const medianShown = medianSentPerSender !== null && !isHiddenCount(learnersWhoSent)
  return [
    count('Learners who enrolled in the period', learners),
    count('Learners who sent an action to their coach', learnersWhoSent),
    { label: 'Share of learners who sent an action (%)', value: share, printed: share === null ? '—' : `${share}%` },
    count('Actions sent', behaviour.actionsSent),
    count('Actions the coach approved ("Looks good")', behaviour.actionsApproved),
    {
      label: 'Median actions per learner who sent one',
      value: medianShown ? oneDecimal(medianSentPerSender) : null,
      printed: medianShown ? String(oneDecimal(medianSentPerSender)) : '—',
    },
    count('Call recordings watched', behaviour.recordingsWatched),
  ]
}

/** The first line of every screen and file of a report that counts what the sample content invented. */
export const includesSampleDataNote =
  'Includes sample data: these figures count the invented learners and businesses of the sample content. Remove them on the Impact page of Reports before you share the figures.'
