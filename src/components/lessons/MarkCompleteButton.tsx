'use client'

import { useMutation, useQueryClient, type UseMutationResult } from '@tanstack/react-query'
import { useRouter } from 'next/navigation'
import { useEffect } from 'react'

import { invalidateLearning } from '@/lib/browser/invalidateLearning'
import { completeLesson, forgetQueuedCompletion, queuedCompletions, type CompletionOutcome } from '@/lib/browser/offline/queuedCompletions'

import { useToast } from '../ui/Toaster'
import { buttonClasses } from '../ui/buttonStyles'

const queuedMessage = "Completed on this phone. It will be sent when you're back online."
const sentMessage = 'Lesson marked as complete.'

/**
 * "Mark as Complete": disabled while saving and once completed; afterwards the screen's progress is read again
 * (spec section 4). Offline, the completion is kept on the phone and sent when the connection returns, and the
 * screen says so; any other failure shows a toast.
 */
export const MarkCompleteButton = ({ lessonId, userId, isCompleted }: { lessonId: string; userId: string; isCompleted: boolean }) => {
  const router = useRouter()
  const queryClient = useQueryClient()
  const toast = useToast()
  const isQueued = queuedCompletions.useItems()?.includes(lessonId) ?? false
  const complete: UseMutationResult<CompletionOutcome, Error, void> = useMutation({
    mutationFn: () => completeLesson(lessonId, userId),
    // Offline too: the request must reach the service worker, which queues it.
    networkMode: 'always',
    onSuccess: async (outcome) => {
      if (outcome === 'queued') return
      await invalidateLearning(queryClient)
      router.refresh()
    },
    onError: (error) =>
      toast({
        variant: 'destructive',
        title: "Couldn't save your progress",
        description: `${error.message}. Please try again in a moment.`,
        action: { label: 'Try again', altText: 'Press Mark as Complete again to try again.', onClick: () => complete.mutate() },
      }),
  })

  useEffect(() => {
    if (isCompleted) forgetQueuedCompletion(lessonId)
  }, [isCompleted, lessonId])

  const done = isCompleted || isQueued || complete.data !== undefined
  return (
    <>
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
      <p role="status" className="text-center text-navy-800 [&:not(:empty)]:mt-2">
        {isQueued && !isCompleted ? queuedMessage : complete.data === 'sent' ? sentMessage : ''}
      </p>
    </>
  )
}
