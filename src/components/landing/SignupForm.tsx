'use client'

import { useState } from 'react'

import { TeamSizeOptions } from '@/domains/waitingList/ui/TeamSizeOptions'
import { useApiForm } from '@/lib/browser/useApiForm'
import type { ProgramSignupInput } from '@/domains/waitingList/contract/schemas'
import { waitingListConsentWording } from '@/lib/validation/waitingListConsent'
import { Field, inputClasses } from '@/ui/Field'
import { Form } from '@/ui/Form'
import { SubmitButton } from '@/ui/SubmitButton'
import { TextField } from '@/ui/TextField'
import { useToast } from '@/ui/Toaster'

import { ThankYouDialog } from './ThankYouDialog'
import { callWaitingList } from '@/domains/waitingList/ui/waitingListApi'

type Props = { thankYouMessage: string; socialLinks: { label: string; url: string }[] }

const emptyForm = { name: '', email: '', company: '', teamSize: '', consent: false } as unknown as ProgramSignupInput

/** The waiting-list form (spec 5.1): "Joining..." while pending, a Thank You dialog on success, a toast on failure. */
export const SignupForm = ({ thankYouMessage, socialLinks }: Props) => {
  const toast = useToast()
  const [thanked, setThanked] = useState(false)
  const { register, errors, isSubmitting, onSubmit } = useApiForm({
    schema: async () => (await import('@/domains/waitingList/contract/schemas')).programSignupSchema,
    defaultValues: emptyForm,
    send: (values: ProgramSignupInput) => callWaitingList('programSignup', { body: values }),
    onSuccess: (_answer, form) => {
      form.reset(emptyForm)
      setThanked(true)
    },
    onFailure: () => toast({ title: 'Signup Failed', description: 'Please try again or contact support if the problem persists.', variant: 'destructive' }),
  })

  const describedBy = (field: keyof ProgramSignupInput) => (errors[field] ? `signup-${field}-error` : undefined)

  return (
    <>
      <Form onSubmit={onSubmit} className="space-y-5 rounded-2xl bg-white p-6 text-navy-950 shadow-xl sm:p-8">
        <TextField id="signup-name" label="Your name" autoComplete="name" error={errors.name?.message} registration={register('name')} />
        <TextField id="signup-email" label="Email address" type="email" autoComplete="email" error={errors.email?.message} registration={register('email')} />
        <TextField id="signup-company" label="Company name" hint="(optional)" autoComplete="organization" error={errors.company?.message} registration={register('company')} />
        <Field id="signup-teamSize" label="Team size" error={errors.teamSize?.message}>
          <select id="signup-teamSize" className={inputClasses} aria-invalid={!!errors.teamSize} aria-describedby={describedBy('teamSize')} {...register('teamSize')}>
            <TeamSizeOptions />
          </select>
        </Field>
        <div>
          <div className="flex items-start gap-3">
            <input
              id="signup-consent"
              type="checkbox"
              className="mt-1 h-6 w-6 shrink-0 accent-accent-600"
              aria-invalid={!!errors.consent}
              aria-describedby={describedBy('consent')}
              {...register('consent')}
            />
            <label htmlFor="signup-consent">{waitingListConsentWording}</label>
          </div>
          {errors.consent ? (
            <p id="signup-consent-error" className="mt-1 font-semibold text-red-700">
              {errors.consent.message}
            </p>
          ) : null}
        </div>
        <SubmitButton size="large" pending={isSubmitting} pendingLabel="Joining...">
          Join the Waiting List
        </SubmitButton>
      </Form>
      <ThankYouDialog open={thanked} onClose={() => setThanked(false)} message={thankYouMessage} socialLinks={socialLinks} />
    </>
  )
}
