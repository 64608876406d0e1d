'use client'

import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useRouter } from 'next/navigation'

import { apiRequest } from '@/lib/learner/apiClient'
import { invalidateLearning } from '@/lib/learner/invalidateLearning'

import { buttonClasses } from '../ui/buttonStyles'
import { useToast } from '../ui/Toaster'

/** Enrols the signed-in learner, then goes to the dashboard (spec section 4); a failure shows a toast. */
export const EnrolButton = ({ courseId, userId, className = '' }: { courseId: string; userId: string; className?: string }) => {
  const router = useRouter()
  const queryClient = useQueryClient()
  const toast = useToast()
  const enrol = useMutation({
    mutationFn: () => apiRequest('POST', `/api/v1/courses/${courseId}/enroll`, { userId }),
    onSuccess: async () => {
      await invalidateLearning(queryClient)
      router.push('/v1/dashboard')
    },
    onError: (error) =>
      toast({ variant: 'destructive', title: 'Enrolment failed', description: `${error.message}. Please try again in a moment.` }),
  })
  return (
    <button type="button" onClick={() => enrol.mutate()} disabled={enrol.isPending || enrol.isSuccess} className={`${buttonClasses('primary')} disabled:opacity-70 ${className}`}>
      {enrol.isPending || enrol.isSuccess ? 'Enrolling...' : 'Enroll Now'}
    </button>
  )
}
