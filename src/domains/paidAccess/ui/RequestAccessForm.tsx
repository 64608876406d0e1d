'use client'

import { useRouter } from 'next/navigation'
import { useState } from 'react'

import { useApiForm } from '@/lib/browser/useApiForm'
import { Field, inputClasses } from '@/ui/Field'
import { Form } from '@/ui/Form'
import { SubmitButton } from '@/ui/SubmitButton'

import { accessRequestMessageMax, type AccessRequestInput } from '../contract/schemas'
import { callPaidAccess } from './paidAccessApi'

type Props = { courseId: string; courseTitle: string; askedBefore: boolean }

/**
 * "Request access" on a paid course, until payment exists: staff are told at once and the learner is mailed their
 * answer, by mail. An optional note goes with it.
 */
export const RequestAccessForm = ({ courseId, courseTitle, askedBefore }: Props) => {
  const router = useRouter()
  const [sent, setSent] = useState<string | null>(null)
  const { register, errors, isSubmitting, onSubmit, outcome } = useApiForm({
    schema: async () => (await import('../contract/schemas')).accessRequestSchema,
    defaultValues: { message: '' },
    send: (values: AccessRequestInput) => callPaidAccess('accessRequest', { params: { courseId }, body: values }),
    serverFields: ['message'],
    onSuccess: (answer) => {
      setSent(answer.message)
      router.refresh()
    },
  })
  if (sent) {
    return (
      <p role="status" className="rounded-lg bg-success-700/10 p-3 font-semibold text-navy-900">
        {sent}
      </p>
    )
  }
  const messageId = `access-message-${courseId}`
  return (
    <Form onSubmit={onSubmit} className="w-full space-y-3" aria-label={`Request access to ${courseTitle}`}>
      <Field id={messageId} label="A note for us (optional)" hint="For example, who is paying, or why now." error={errors.message?.message}>
        <textarea
          id={messageId}
          rows={3}
          maxLength={accessRequestMessageMax}
          className={inputClasses}
          aria-invalid={!!errors.message}
          aria-describedby={errors.message ? `${messageId}-error` : undefined}
          {...register('message')}
        />
      </Field>
      {outcome?.tone === 'error' && !errors.message ? (
        <p role="alert" className="font-semibold text-red-700">
          {outcome.message}
        </p>
      ) : null}
      <SubmitButton pending={isSubmitting} pendingLabel="Sending..." className="w-full">
        {askedBefore ? 'Ask again' : 'Request access'}
        <span className="sr-only">: {courseTitle}</span>
      </SubmitButton>
    </Form>
  )
}
