'use client'

import { useState } from 'react'

import { useApiForm } from '@/lib/browser/useApiForm'
import { Form } from '@/ui/Form'
import { SubmitButton } from '@/ui/SubmitButton'
import { TextField } from '@/ui/TextField'

import type { CourseInterestInput } from '../contract/schemas'
import { callCourseInterest } from './courseInterestApi'

type Props = { courseId: string; courseTitle: string; signedIn: boolean; waiting: boolean }

/**
 * "Join Waiting List" on a coming-soon course: one press when signed in, an email when signed out. Afterwards (and
 * on every later visit, when signed in) it says so, in words; we mail once when the course opens.
 */
export const CourseInterestForm = ({ courseId, courseTitle, signedIn, waiting }: Props) => {
  const [joined, setJoined] = useState<string | null>(waiting ? "You're on the waiting list. We'll email you once, when it opens." : null)
  const { register, errors, isSubmitting, onSubmit, outcome } = useApiForm({
    schema: async () => (await import('../contract/schemas')).courseInterestSchema,
    defaultValues: { email: signedIn ? undefined : '' },
    send: (values: CourseInterestInput) => callCourseInterest('courseInterest', { params: { courseId }, body: signedIn ? {} : values }),
    serverFields: ['email'],
    onSuccess: (answer) => {
      setJoined(answer.message)
    },
  })

  if (joined) {
    return (
      <p role="status" className="mt-5 rounded-lg bg-success-700/10 p-3 font-semibold text-navy-900">
        {joined}
      </p>
    )
  }
  return (
    <Form onSubmit={onSubmit} className="mt-5 space-y-3" aria-label={`Join the waiting list for ${courseTitle}`}>
      {signedIn ? null : (
        <TextField id={`interest-email-${courseId}`} label="Your email" type="email" autoComplete="email" error={errors.email?.message} registration={register('email')} />
      )}
      {outcome?.tone === 'error' && !errors.email ? (
        <p role="alert" className="font-semibold text-red-700">
          {outcome.message}
        </p>
      ) : null}
      <SubmitButton pending={isSubmitting} pendingLabel="Joining..." className="w-full">
        Join Waiting List<span className="sr-only">: {courseTitle}</span>
      </SubmitButton>
    </Form>
  )
}
