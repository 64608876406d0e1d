'use client'

import { apiRequest } from '@/lib/browser/apiClient'

import { useLearningAction } from '../courses/useLearningAction'
import { buttonClasses } from '../ui/buttonStyles'

/**
 * "Mark as Complete": disabled while saving and once completed; afterwards the screen's progress is read again
 * (spec section 4). A failure shows a toast.
 */
export const MarkCompleteButton = ({ lessonId, userId, isCompleted }: { lessonId: string; userId: string; isCompleted: boolean }) => {
  const complete = useLearningAction({
    call: () => apiRequest('POST', `/api/v1/lessons/${lessonId}/complete`, { userId }),
    afterwards: 'refresh',
    failureTitle: "Couldn't save your progress",
  })
  const done = isCompleted || complete.isSuccess
  return (
    <button
      type="button"
      onClick={() => complete.mutate()}
      disabled={done || complete.isPending}
      className={done ? `${buttonClasses('done')} gap-2` : `${buttonClasses('primary')} disabled:opacity-70`}
    >
      {done ? (
        <>
          <span aria-hidden="true">✓</span> Completed
        </>
      ) : complete.isPending ? (
        'Saving...'
      ) : (
        'Mark as Complete'
      )}
    </button>
  )
}
