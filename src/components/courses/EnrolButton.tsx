'use client'

import { apiRequest } from '@/lib/browser/apiClient'

import { buttonClasses } from '../ui/buttonStyles'
import { useLearningAction } from './useLearningAction'

/** Enrols the signed-in learner, then goes to the dashboard (spec section 4); a failure shows a toast. */
export const EnrolButton = ({ courseId, userId, className = '' }: { courseId: string; userId: string; className?: string }) => {
  const enrol = useLearningAction({
    call: () => apiRequest('POST', `/api/v1/courses/${courseId}/enroll`, { userId }),
    afterwards: { goTo: '/v1/dashboard' },
    failureTitle: 'Enrolment failed',
    retryHint: 'Press Enroll Now again to try again.',
  })
  const busy = enrol.isPending || enrol.isSuccess
  return (
    <button type="button" onClick={() => enrol.mutate()} disabled={busy} className={`${buttonClasses('primary')} disabled:opacity-70 ${className}`}>
      {busy ? 'Enrolling...' : 'Enroll Now'}
    </button>
  )
}
