'use client'

import { useMutation, useQueryClient, type UseMutationResult } from '@tanstack/react-query'
import { useRouter } from 'next/navigation'

import { invalidateLearning } from './invalidateLearning'
import { useToast } from '@/ui/Toaster'

type Options = {
  /** The API call (enrol, mark complete). */
  call: () => Promise<unknown>
  /** Where to go after it succeeded: a page to open, or the current page read again. */
  afterwards: { goTo: string } | 'refresh'
  /** The failure toast's title; its text is the error's message, and its "Try again" sends the call again. */
  failureTitle: string
  /** How to try again without the toast, for screen readers (the toast is announced, not focused). */
  retryHint: string
}

/** A learning step sent from a button: afterwards the learner's progress is read again (spec section 4). */
export const useLearningAction = ({ call, afterwards, failureTitle, retryHint }: Options) => {
  const router = useRouter()
  const queryClient = useQueryClient()
  const toast = useToast()
  const action: UseMutationResult<unknown, Error, void> = useMutation({
    mutationFn: call,
    onSuccess: async () => {
      await invalidateLearning(queryClient)
      if (afterwards === 'refresh') router.refresh()
      else router.push(afterwards.goTo)
    },
    onError: (error) =>
      toast({
        variant: 'destructive',
        title: failureTitle,
        description: `${error.message}. Please try again in a moment.`,
        action: { label: 'Try again', altText: retryHint, onClick: () => action.mutate() },
      }),
  })
  return action
}
