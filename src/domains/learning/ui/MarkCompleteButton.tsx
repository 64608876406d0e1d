'use client'

import { useMutation, useQueryClient, type UseMutationResult } from '@tanstack/react-query'
import { useRouter } from 'next/navigation'
import { useEffect, useState } from 'react'

import { invalidateLearning } from './invalidateLearning'
import { completeLesson, forgetQueuedCompletion, queuedCompletions, type CompletionOutcome } from './queuedCompletions'
import { buttonClasses } from '@/ui/buttonStyles'
import { useToast } from '@/ui/Toaster'
import { callLearning } from './learningApi'

const queuedMessage = "Completed on this phone. It will be sent when you're back online."
const sentMessage = 'Lesson marked as complete.'
const waitingMessage = (seconds: number) =>
  `Lessons marked complete faster than they could be watched (at double speed) wait their turn: this one is saved in ${seconds} s.`

/** How soon a mark still being saved asks the server whether it waits its turn, and how often again until it knows. */
const firstLookMs = 400
const lookAgainMs = 800

type MarkWait = { attempt: number; dueAt: number; seconds: number; secondsLeft: number }

/**
 * While a mark is being saved (`attempt`: when it was sent; null once it is answered): whether the server holds it back
 * for its turn (src/domains/learning/completionPace.ts), for how long, and the seconds left, counted down. Null until
 * the server says so, and for a mark that does not wait.
 */
const useMarkWait = (lessonId: string, attempt: number | null): MarkWait | null => {
  const [wait, setWait] = useState<MarkWait | null>(null)
  useEffect(() => {
    if (attempt === null) return
    let stopped = false
    let timer: ReturnType<typeof setTimeout> | undefined
    const look = async () => {
      try {
        const state = await callLearning('lessonProgress', { params: { lessonId } })
        if (stopped || state.isCompleted) return
        if (state.markWaitSeconds) {
          const seconds = state.markWaitSeconds
          setWait({ attempt, dueAt: Date.now() + seconds * 1000, seconds, secondsLeft: seconds })
          return
        }
      } catch {
        // No answer (no signal): the mark itself says what became of it.
      }
      if (!stopped) timer = setTimeout(look, lookAgainMs)
    }
    timer = setTimeout(look, firstLookMs)
    return () => {
      stopped = true
      clearTimeout(timer)
    }
  }, [lessonId, attempt])
  const current = wait && wait.attempt === attempt ? wait : null
  const dueAt = current?.dueAt
  useEffect(() => {
    if (dueAt === undefined) return
    const tick = setInterval(() => setWait((known) => known && { ...known, secondsLeft: Math.max(0, Math.ceil((known.dueAt - Date.now()) / 1000)) }), 250)
    return () => clearInterval(tick)
  }, [dueAt])
  return current
}

/**
 * "Mark as Complete": disabled while saving and once completed; afterwards the screen's progress is read again
 * (spec section 4). A mark the server holds back for its turn says so, with the seconds left. Offline, the completion
 * is kept on the phone and sent when the connection returns, and the screen says so; any other failure shows a toast.
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
  const wait = useMarkWait(lessonId, complete.isPending ? complete.submittedAt : null)

  useEffect(() => {
    if (isCompleted) forgetQueuedCompletion(lessonId)
  }, [isCompleted, lessonId])

  const done = isCompleted || isQueued || complete.data !== undefined
  const status = isQueued && !isCompleted ? queuedMessage : complete.data === 'sent' ? sentMessage : wait ? waitingMessage(wait.seconds) : ''
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
          wait && wait.secondsLeft > 0 ? (
            `Saving in ${wait.secondsLeft} s…`
          ) : (
            'Saving...'
          )
        ) : (
          'Mark as Complete'
        )}
      </button>
      <p role="status" className="text-center text-navy-800 [&:not(:empty)]:mt-2">
        {status}
      </p>
    </>
  )
}
