'use client'

import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useRouter } from 'next/navigation'

import { apiRequest } from '@/lib/learner/apiClient'
import { invalidateLearning } from '@/lib/learner/invalidateLearning'

import { buttonClasses } from '../ui/buttonStyles'
import { useToast } from '../ui/Toaster'

/**
 * "Mark as Complete": disabled while saving and once completed; afterwards the screen's progress is read again
 * (spec section 4). A failure shows a toast.
 */
export const MarkCompleteButton = ({ lessonId, userId, isCompleted }: { lessonId: string; userId: string; isCompleted: boolean }) => {
  const router = useRouter()
  const queryClient = useQueryClient()
  const toast = useToast()
  const complete = useMutation({
    mutationFn: () => apiRequest('POST', `/api/v1/lessons/${lessonId}/complete`, { userId }),
    onSuccess: async () => {
      await invalidateLearning(queryClient)
      router.refresh()
    },
    onError: (error) =>
      toast({ variant: 'destructive', title: "Couldn't save your progress", description: `${error.message}. Please try again in a moment.` }),
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
