'use client'

import { courseStartPath } from '@/lib/rules/courseEntry'
import { buttonClasses } from '@/ui/buttonStyles'

import { useLearningAction } from './useLearningAction'
import { callLearning } from './learningApi'

type Props = {
  courseId: string
  userId: string
  className?: string
  /**
   * Where the learner goes once enrolled: the course's start (the baseline questions while they are open, then lesson
   * 1), or this page read again (a lesson it opens).
   */
  afterEnrolling?: 'start' | 'stay'
  label?: string
}

/** Enrols the signed-in learner, then goes to the course's start or reads this page again; a failure shows a toast. */
export const EnrolButton = ({ courseId, userId, className = '', afterEnrolling = 'start', label = 'Enrol Now' }: Props) => {
  const enrol = useLearningAction({
    call: () => callLearning('enrol', { params: { courseId }, body: { userId } }),
    afterwards: afterEnrolling === 'stay' ? 'refresh' : { goTo: courseStartPath(courseId) },
    failureTitle: 'Enrolment failed',
    retryHint: `Press ${label} again to try again.`,
  })
  const busy = enrol.isPending || enrol.isSuccess
  return (
    <button type="button" onClick={() => enrol.mutate()} disabled={busy} className={`${buttonClasses('primary')} disabled:opacity-70 ${className}`}>
      {busy ? 'Enrolling...' : label}
    </button>
  )
}
